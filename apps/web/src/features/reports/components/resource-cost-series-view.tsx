import { useDeferredValue, useMemo, useState, type ReactNode } from "react";
import { formatHuf } from "@office/shared/hu/format";
import type { ResourceCostSeries, SeriesLine } from "@office/shared/reports/resource-reports.contract";
import { describeAverageRates, WAGE_FIGURE_WITHHELD_MESSAGE } from "@office/shared/reports/wage-privacy";
import { downloadResourceReport, useResourceReportQuery } from "../api/resource-reports";
import { matchesSearch, ChartCard, ReportSearch, ReportShell } from "./report-shell";
import { SeriesLineChart } from "./report-charts";
import { SortableTable, type TableColumn } from "./sortable-table";
import { ProvisionalCalendarNote } from "../../../components/ui/provisional-calendar-note";
import { HoursBasisControl, HoursBasisNote, useHoursBasis } from "./hours-basis-control";

const lineLabel = (l: SeriesLine) => (l.code ? `${l.code} – ${l.name}` : l.name);

/**
 * A withheld figure (issue 18 §1): a dash on screen, the reason for screen readers and on hover; the legend
 * above the tables says it in full.
 */
export function WithheldValue() {
  return (
    <span className="text-body-secondary" title={WAGE_FIGURE_WITHHELD_MESSAGE} data-withheld="true">
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{WAGE_FIGURE_WITHHELD_MESSAGE}</span>
    </span>
  );
}

/**
 * The columns of a series table. The totals row: over every line (`isAll`) the report's own totals (they
 * include the withheld values, which a sum of the cells shown would not); over a search's lines their sum,
 * or the withheld mark when one of them is withheld.
 */
function columnsOf<T extends SeriesLine>(
  report: ResourceCostSeries,
  first: string,
  isAll: boolean,
): TableColumn<T>[] {
  const total =
    (reportTotal: number, reportWithheld: boolean, isWithheld: (row: T) => boolean) =>
    (sum: number, rows: readonly T[]) => {
      if (isAll) return reportWithheld ? <WithheldValue /> : formatHuf(reportTotal);
      return rows.some(isWithheld) ? <WithheldValue /> : formatHuf(sum);
    };
  return [
    { key: "name", label: first, value: lineLabel },
    ...report.periods.map((p, i): TableColumn<T> => ({
      key: p.key,
      label: p.label,
      numeric: true,
      value: (r) => r.values[i] ?? 0,
      render: (r) => (r.withheld[i] ? <WithheldValue /> : formatHuf(r.values[i] ?? 0)),
      total: total(report.totals[i] ?? 0, report.totalsWithheld[i] ?? false, (r) => r.withheld[i] ?? false),
    })),
    {
      key: "total",
      label: "Összesen",
      numeric: true,
      value: (r) => r.totalHuf,
      render: (r) => (r.totalWithheld ? <WithheldValue /> : formatHuf(r.totalHuf)),
      total: total(report.totalHuf, report.totalWithheld, (r) => r.totalWithheld),
    },
  ];
}

/** A line's values for the chart: withheld ones as gaps. */
const chartValues = (values: readonly number[], withheld: readonly boolean[]) =>
  values.map((v, i) => (withheld[i] ? null : v));

/**
 * The month-by-month (`resourceCostMonthly`) and year-by-year (`resourceCostYearly`) cost screens (issue 9
 * §2): everyone reads the totals per project and cost centre; the person lines appear only when the server
 * sends them (employeeWages2). A line chart of the total and the five largest projects per period.
 * Without employeeWages2 (issue 18 §1) the figures are estimates at the company's average hourly cost, said
 * so above the chart, and a withheld figure shows as a dash with the reason ("kevesebb mint 3 fő…").
 * "Tervezett / Tényleges" picks planned or booked hours (issue 21 §4); the note says which the figures use.
 */
export function ResourceCostSeriesView({
  name,
  title,
  url,
  query,
  fileName,
  picker,
}: {
  name: "resourceCostMonthly" | "resourceCostYearly";
  title: string;
  url: string;
  query: Record<string, number>;
  fileName: string;
  picker: ReactNode;
}) {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search);
  const basis = useHoursBasis();
  const fullQuery = { ...query, ...basis.query };
  const report = useResourceReportQuery(name, fullQuery);
  const filter = <T extends SeriesLine>(lines: readonly T[] | null | undefined) =>
    (lines ?? []).filter((l) => matchesSearch(deferred, lineLabel(l)));
  const data = report.data;
  const projects = useMemo(() => filter(data?.projects), [data, deferred]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <ReportShell
      title={title}
      url={url}
      canRead
      query={report}
      isEmpty={(d) => d.projects.length === 0 && d.costCenters.length === 0}
      download={() => downloadResourceReport(name, fullQuery)}
      fileName={fileName}
      footer={(d) => d.rateSource}
      controls={
        <>
          {picker}
          <HoursBasisControl
            id={`${name}-basis`}
            value={basis.chosen ?? data?.hoursBasis}
            onChange={basis.setChosen}
          />
          <ReportSearch id={`${name}-search`} value={search} onChange={setSearch} />
        </>
      }
    >
      {(d) => {
        const costCenters = filter(d.costCenters);
        const top = [...projects]
          .filter((p) => p.id !== null)
          .sort((a, b) => b.totalHuf - a.totalHuf)
          .slice(0, 5);
        return (
          <>
            <HoursBasisNote testId={`${name}-basis-note`} basis={d.hoursBasis} reason={d.hoursBasisReason} />
            <ProvisionalCalendarNote testId={`${name}-provisional`} note={d.provisionalCalendarNote} />
            {!d.includesPersons && (
              <p className="small text-body-secondary">
                Béradat-jogosultság nélkül csak a projektek és költséghelyek összesített költsége látható.
              </p>
            )}
            {d.basis === "averageRate" && (
              <p className="small text-body-secondary" data-testid={`${name}-estimate`}>
                {describeAverageRates(d.averageRates)}
              </p>
            )}
            {d.withheldReason && (
              <p className="small" data-testid={`${name}-withheld`}>
                <span aria-hidden="true">– </span>
                <span className="visually-hidden">A kihagyott értékek: </span>
                {d.withheldReason}.
              </p>
            )}
            <ChartCard id={`${name}-chart`} title="Költség időszakonként">
              <SeriesLineChart
                title="Költség időszakonként"
                labels={d.periods.map((p) => p.label)}
                series={[
                  { label: "Összes költség (Ft)", values: chartValues(d.totals, d.totalsWithheld) },
                  ...top.map((p) => ({ label: p.code ?? p.name, values: chartValues(p.values, p.withheld) })),
                ]}
              />
            </ChartCard>
            <SortableTable
              caption="Projektek"
              rows={projects}
              columns={columnsOf(d, "Projekt", projects.length === d.projects.length)}
              rowKey={(r) => r.id ?? "none"}
              testId={`${name}-projects`}
            />
            <SortableTable
              caption="Költséghelyek"
              rows={costCenters}
              columns={columnsOf(d, "Költséghely", costCenters.length === d.costCenters.length)}
              rowKey={(r) => `${r.id ?? "none"}-${r.name}`}
              testId={`${name}-cost-centers`}
            />
            {d.persons && (
              <SortableTable
                caption="Személyek"
                rows={filter(d.persons)}
                columns={columnsOf(d, "Név", false)}
                rowKey={(r) => `${r.kind}-${r.id ?? 0}`}
                testId={`${name}-persons`}
              />
            )}
          </>
        );
      }}
    </ReportShell>
  );
}
