import { useState } from "react";
import { useTranslation } from "react-i18next";
import { YearSelect } from "../../leave/components/year-select";
import { ResourceCostSeriesView } from "../components/resource-cost-series-view";

/** `/eroforras-dij-havi` (issue 9 §2): resource cost month by month for a year (person lines only for employeeWages2). */
export function ResourceCostMonthlyReportPage() {
  const { t } = useTranslation("reports");
  const [year, setYear] = useState(() => new Date().getFullYear());
  return (
    <ResourceCostSeriesView
      name="resourceCostMonthly"
      title={t("resourceCostMonthlyReport.title")}
      url="/eroforras-dij-havi"
      query={{ year }}
      fileName={`eroforras-koltseg-havi-${year}.xlsx`}
      picker={<YearSelect label="Év" value={year} onChange={setYear} />}
    />
  );
}
