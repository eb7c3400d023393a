import { useDeferredValue, useMemo, useState, type ReactNode } from "react";
import { formatHuf } from "@office/shared/hu/format";
import type { ResourceCostSeries, SeriesLine } from "@office/shared/reports/resource-reports.contract";
import { downloadResourceReport, useResourceReportQuery } from "../api/resource-reports";
import { matchesSearch, ChartCard, ReportSearch, ReportShell } from "./report-shell";
import { SeriesLineChart } from "./report-charts";
import { SortableTable, type TableColumn } from "./sortable-table";

const lineLabel = (l: SeriesLine) => (l.code ? `${l.code} – ${l.name}` : l.name);

function columnsOf<T extends SeriesLine>(report: ResourceCostSeries, first: string): TableColumn<T>[] {
  return [
    { key: "name", label: first, value: lineLabel },
    ...report.periods.map((p, i): TableColumn<T> => ({
      key: p.key,
      label: p.label,
      numeric: true,
      value: (r) => r.values[i] ?? 0,
      render: (r) => formatHuf(r.values[i] ?? 0),
      total: formatHuf,
    })),
    {
      key: "total",
      label: "Összesen",
      numeric: true,
      value: (r) => r.totalHuf,
      render: (r) => formatHuf(r.totalHuf),
      total: formatHuf,
    },
  ];
}

/**
 * The month-by-month (`resourceCostMonthly`) and year-by-year (`resourceCostYearly`) cost screens (issue 9
 * §2): everyone reads the totals per project and cost centre; the person lines appear only when the server
 * sends them (employeeWages2). A line chart of the total and the five largest projects per period.
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
  const report = useResourceReportQuery(name, query);
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
      download={() => downloadResourceReport(name, query)}
      fileName={fileName}
      footer={(d) => d.rateSource}
      controls={
        <>
          {picker}
          <ReportSearch id={`${name}-search`} value={search} onChange={setSearch} />
        </>
      }
    >
      {(d) => {
        const top = [...projects]
          .filter((p) => p.id !== null)
          .sort((a, b) => b.totalHuf - a.totalHuf)
          .slice(0, 5);
        return (
          <>
            {!d.includesPersons && (
              <p className="small text-body-secondary">
                Béradat-jogosultság nélkül csak a projektek és költséghelyek összesített költsége látható.
              </p>
            )}
            <ChartCard id={`${name}-chart`} title="Költség időszakonként">
              <SeriesLineChart
                title="Költség időszakonként"
                labels={d.periods.map((p) => p.label)}
                series={[
                  { label: "Összes költség (Ft)", values: d.totals },
                  ...top.map((p) => ({ label: p.code ?? p.name, values: p.values })),
                ]}
              />
            </ChartCard>
            <SortableTable
              caption="Projektek"
              rows={projects}
              columns={columnsOf(d, "Projekt")}
              rowKey={(r) => r.id ?? "none"}
              testId={`${name}-projects`}
            />
            <SortableTable
              caption="Költséghelyek"
              rows={filter(d.costCenters)}
              columns={columnsOf(d, "Költséghely")}
              rowKey={(r) => `${r.id ?? "none"}-${r.name}`}
            />
            {d.persons && (
              <SortableTable
                caption="Személyek"
                rows={filter(d.persons)}
                columns={columnsOf(d, "Név")}
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
