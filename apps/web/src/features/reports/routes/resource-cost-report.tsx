import { useState } from "react";
import { useTranslation } from "react-i18next";
import { monthRange, PeriodInput, todayIso } from "../components/report-shell";
import { ResourceCostView } from "../components/resource-cost-view";

/** `/eroforras-dij-report` Bérkimutatás of a month (issue 9 §2; employeeWages2): a month picker over the cost view. */
export function ResourceCostReportPage() {
  const { t } = useTranslation("reports");
  const [month, setMonth] = useState(() => todayIso().slice(0, 7));
  const { start, end } = monthRange(month);
  return (
    <ResourceCostView
      title={t("resourceCostReport.title")}
      url="/eroforras-dij-report"
      start={start}
      end={end}
      picker={
        <PeriodInput id="resource-cost-month" label="Hónap" type="month" value={month} onChange={setMonth} />
      }
    />
  );
}
