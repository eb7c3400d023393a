import { useState } from "react";
import { useTranslation } from "react-i18next";
import { monthRange, PeriodInput, todayIso } from "../components/report-shell";
import { ResourceCostView } from "../components/resource-cost-view";

/** `/eroforras-dij-intervallum` Bérkimutatás of any date range (issue 9 §2; employeeWages2; at most 366 days). */
export function ResourceCostRangeReportPage() {
  const { t } = useTranslation("reports");
  const initial = monthRange(todayIso().slice(0, 7));
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  return (
    <ResourceCostView
      title={t("resourceCostRangeReport.title")}
      url="/eroforras-dij-intervallum"
      start={start}
      end={end}
      picker={
        <>
          <PeriodInput
            id="resource-cost-start"
            label="Kezdő nap"
            type="date"
            value={start}
            onChange={setStart}
          />
          <PeriodInput id="resource-cost-end" label="Záró nap" type="date" value={end} onChange={setEnd} />
        </>
      }
    />
  );
}
