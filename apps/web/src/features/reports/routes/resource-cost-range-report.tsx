import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `resource-cost-range-report` (/eroforras-dij-intervallum): breadcrumb and heading; the screen's content is a later issue. */
export function ResourceCostRangeReportPage() {
  const { t } = useTranslation("reports");
  return (
    <SimplePage
      breadcrumb={[{ name: t("resourceCostRangeReport.title"), url: "/eroforras-dij-intervallum" }]}
    />
  );
}
