import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `applicant` (/jelentkezok/:id): breadcrumb and heading; the screen's content is a later issue. */
export function ApplicantPage() {
  const { t } = useTranslation("applicants");
  const { id = "" } = useParams();
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/jelentkezok" },
        { name: t("detail.title"), url: `/jelentkezok/${id}` },
      ]}
    />
  );
}
