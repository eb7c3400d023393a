import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `external-resources` (/kulso-eroforrasok): breadcrumb and heading; the screen's content is a later issue. */
export function ExternalResourcesPage() {
  const { t } = useTranslation("external-resources");
  return <SimplePage breadcrumb={[{ name: t("list.title"), url: "/kulso-eroforrasok" }]} />;
}
