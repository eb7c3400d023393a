import { useState } from "react";
import { useTranslation } from "react-i18next";
import { YearSelect } from "../../leave/components/year-select";
import { ResourceCostSeriesView } from "../components/resource-cost-series-view";

/** `/eroforras-dij-eves` (issue 9 §2): resource cost year by year (person lines only for employeeWages2). */
export function ResourceCostYearlyReportPage() {
  const { t } = useTranslation("reports");
  const current = new Date().getFullYear();
  const [from, setFrom] = useState(current - 1);
  const [to, setTo] = useState(current);
  return (
    <ResourceCostSeriesView
      name="resourceCostYearly"
      title={t("resourceCostYearlyReport.title")}
      url="/eroforras-dij-eves"
      query={{ from, to: Math.max(from, to) }}
      fileName={`eroforras-koltseg-eves-${from}-${Math.max(from, to)}.xlsx`}
      picker={
        <>
          <YearSelect label="Kezdő év" value={from} onChange={setFrom} />
          <YearSelect label="Záró év" value={to} onChange={setTo} />
        </>
      }
    />
  );
}
