import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `employee` (/munkatarsak/:id): breadcrumb and heading; the screen's content is a later issue. */
export function EmployeePage() {
  const { t } = useTranslation("employees");
  const { id = "" } = useParams();
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/munkatarsak" },
        { name: t("detail.title"), url: `/munkatarsak/${id}` },
      ]}
    />
  );
}
