import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `resource-cost-report` (/eroforras-dij-report): breadcrumb and heading; the screen's content is a later issue. */
export function ResourceCostReportPage() {
  const { t } = useTranslation("reports");
  return <SimplePage breadcrumb={[{ name: t("resourceCostReport.title"), url: "/eroforras-dij-report" }]} />;
}
