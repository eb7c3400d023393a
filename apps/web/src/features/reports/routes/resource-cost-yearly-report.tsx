import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `resource-cost-yearly-report` (/eroforras-dij-eves): breadcrumb and heading; the screen's content is a later issue. */
export function ResourceCostYearlyReportPage() {
  const { t } = useTranslation("reports");
  return (
    <SimplePage breadcrumb={[{ name: t("resourceCostYearlyReport.title"), url: "/eroforras-dij-eves" }]} />
  );
}
