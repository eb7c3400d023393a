import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `partner` (/partnerek/:id): breadcrumb and heading; the screen's content is a later issue. */
export function PartnerPage() {
  const { t } = useTranslation("partners");
  const { id = "" } = useParams();
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/partnerek" },
        { name: t("detail.title"), url: `/partnerek/${id}` },
      ]}
    />
  );
}
