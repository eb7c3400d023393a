import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `resource-cost-monthly-report` (/eroforras-dij-havi): breadcrumb and heading; the screen's content is a later issue. */
export function ResourceCostMonthlyReportPage() {
  const { t } = useTranslation("reports");
  return (
    <SimplePage breadcrumb={[{ name: t("resourceCostMonthlyReport.title"), url: "/eroforras-dij-havi" }]} />
  );
}
