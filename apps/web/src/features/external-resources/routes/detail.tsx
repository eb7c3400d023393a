import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `external-resource` (/kulso-eroforrasok/:id): breadcrumb and heading; the screen's content is a later issue. */
export function ExternalResourcePage() {
  const { t } = useTranslation("external-resources");
  const { id = "" } = useParams();
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/kulso-eroforrasok" },
        { name: t("detail.title"), url: `/kulso-eroforrasok/${id}` },
      ]}
    />
  );
}
