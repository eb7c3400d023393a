import { useDeferredValue, useMemo, useState, type ReactNode } from "react";
import { hasPermission } from "@office/shared/auth/permissions";
import { formatHuf } from "@office/shared/hu/format";
import type {
  CostCenterTotal,
  EmployeeCost,
  ExternalCost,
  HoursBasis,
  ProjectTotal,
} from "@office/shared/reports/resource-reports.contract";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { downloadResourceReport, useResourceReportQuery } from "../api/resource-reports";
import { GroupedBarChart } from "./report-charts";
import { ProvisionalCalendarNote } from "../../../components/ui/provisional-calendar-note";
import { HoursBasisControl, HoursBasisNote, useHoursBasis } from "./hours-basis-control";
import { ChartCard, formatHours, matchesSearch, ReportSearch, ReportShell } from "./report-shell";
import { SortableTable, type TableColumn } from "./sortable-table";

const huf = (n: number) => formatHuf(n);
const projectLabel = (p: { code: string | null; name: string }) =>
  p.code ? `${p.code} – ${p.name}` : p.name;

const EMPLOYEE_COLUMNS: readonly TableColumn<EmployeeCost>[] = [
  { key: "name", label: "Név", value: (r) => r.name },
  { key: "costCenter", label: "Költséghely", value: (r) => r.costCenter },
  {
    key: "gross",
    label: "Bruttó bér",
    numeric: true,
    value: (r) => r.grossHuf,
    render: (r) => huf(r.grossHuf),
    total: huf,
  },
  {
    key: "szocho",
    label: "Szocho",
    numeric: true,
    value: (r) => r.szochoHuf,
    render: (r) => huf(r.szochoHuf),
    total: huf,
  },
  {
    key: "cost",
    label: "Munkáltatói költség",
    numeric: true,
    value: (r) => r.employerCostHuf,
    render: (r) => huf(r.employerCostHuf),
    total: huf,
  },
  {
    key: "hours",
    label: "Allokált",
    numeric: true,
    value: (r) => r.allocatedHours,
    render: (r) => formatHours(r.allocatedHours),
    total: formatHours,
  },
  {
    key: "unallocated",
    label: "Nem allokált",
    numeric: true,
    value: (r) => r.projects.find((p) => p.projectId === null)?.costHuf ?? 0,
    render: (r) => huf(r.projects.find((p) => p.projectId === null)?.costHuf ?? 0),
    total: huf,
  },
  {
    key: "split",
    label: "Projektekre osztva",
    value: (r) => r.projects.length,
    render: (r) =>
      r.projects
        .filter((p) => p.projectId !== null)
        .map((p) => `${p.code ?? p.name}: ${huf(p.costHuf)}`)
        .join("; "),
  },
];
const EXTERNAL_COLUMNS: readonly TableColumn<ExternalCost>[] = [
  { key: "name", label: "Név", value: (r) => r.name },
  { key: "company", label: "Cég", value: (r) => r.company },
  {
    key: "rate",
    label: "Díj",
    value: (r) => r.rateHuf,
    numeric: true,
    render: (r) =>
      r.rateHuf === null ? "nincs díj" : `${huf(r.rateHuf)} / ${r.rateKind === "hourly" ? "óra" : "nap"}`,
  },
  {
    key: "hours",
    label: "Allokált",
    numeric: true,
    value: (r) => r.hours,
    render: (r) => formatHours(r.hours),
    total: formatHours,
  },
  {
    key: "cost",
    label: "Költség",
    numeric: true,
    value: (r) => r.costHuf,
    render: (r) => huf(r.costHuf),
    total: huf,
  },
];
const PROJECT_COLUMNS: readonly TableColumn<ProjectTotal>[] = [
  { key: "name", label: "Projekt", value: projectLabel },
  { key: "costCenter", label: "Költséghely", value: (r) => r.costCenter },
  {
    key: "hours",
    label: "Allokált",
    numeric: true,
    value: (r) => r.hours,
    render: (r) => formatHours(r.hours),
    total: formatHours,
  },
  {
    key: "employee",
    label: "Munkavállalói",
    numeric: true,
    value: (r) => r.employeeCostHuf,
    render: (r) => huf(r.employeeCostHuf),
    total: huf,
  },
  {
    key: "external",
    label: "Külső",
    numeric: true,
    value: (r) => r.externalCostHuf,
    render: (r) => huf(r.externalCostHuf),
    total: huf,
  },
  {
    key: "total",
    label: "Összesen",
    numeric: true,
    value: (r) => r.totalHuf,
    render: (r) => huf(r.totalHuf),
    total: huf,
  },
];
const CENTRE_COLUMNS: readonly TableColumn<CostCenterTotal>[] = [
  { key: "name", label: "Költséghely", value: projectLabel },
  {
    key: "total",
    label: "Összes költség",
    numeric: true,
    value: (r) => r.totalHuf,
    render: (r) => huf(r.totalHuf),
    total: huf,
  },
];

/**
 * The employees' hours column says which hours it holds: "Allokált" (planned) or "Ledolgozott" (booked, issue 21
 * §4). External resources keep no time records: their hours stay planned on either basis.
 */
function hoursLabelled<T>(columns: readonly TableColumn<T>[], basis: HoursBasis): readonly TableColumn<T>[] {
  if (basis === "planned") return columns;
  return columns.map((c) => (c.key === "hours" ? { ...c, label: "Ledolgozott" } : c));
}

/**
 * Bérkimutatás of `start`–`end` (issue 9 §2; employeeWages2 only, SPEC §6): per employee gross, szocho,
 * employer cost and its split over projects, external resources' cost, totals per project and cost centre,
 * a chart of the largest project costs and the `.xlsx` from `GET /report/resourceCost`. The hours are planned
 * or booked ones ("Tervezett / Tényleges", issue 21 §4; the server's default until the user picks).
 */
export function ResourceCostView({
  title,
  url,
  start,
  end,
  picker,
}: {
  title: string;
  url: string;
  start: string;
  end: string;
  picker: ReactNode;
}) {
  const roles = useAuthStore((s) => s.authUser.role);
  const canRead = hasPermission(roles, "employeeWages2");
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search);
  const basis = useHoursBasis();
  const query = { start, end, ...basis.query };
  const report = useResourceReportQuery("resourceCost", query, canRead && start <= end);
  const filtered = useMemo(() => {
    const data = report.data;
    return {
      employees: (data?.employees ?? []).filter((e) =>
        matchesSearch(deferred, `${e.name} ${e.costCenter ?? ""} ${e.projects.map(projectLabel).join(" ")}`),
      ),
      externals: (data?.externals ?? []).filter((x) =>
        matchesSearch(deferred, `${x.name} ${x.company ?? ""}`),
      ),
      projects: (data?.projects ?? []).filter((p) =>
        matchesSearch(deferred, `${projectLabel(p)} ${p.costCenter ?? ""}`),
      ),
      costCenters: (data?.costCenters ?? []).filter((c) => matchesSearch(deferred, projectLabel(c))),
    };
  }, [report.data, deferred]);
  const top = [...filtered.projects]
    .filter((p) => p.projectId !== null)
    .sort((a, b) => b.totalHuf - a.totalHuf)
    .slice(0, 12);
  return (
    <ReportShell
      title={title}
      url={url}
      canRead={canRead}
      query={report}
      isEmpty={(d) => d.employees.length === 0 && d.externals.length === 0}
      download={() => downloadResourceReport("resourceCost", query)}
      fileName={`berkimutatas-${start}-${end}.xlsx`}
      footer={(d) => d.rateSource}
      controls={
        <>
          {picker}
          <HoursBasisControl
            id="resource-cost-basis"
            value={basis.chosen ?? report.data?.hoursBasis}
            onChange={basis.setChosen}
          />
          <ReportSearch id="resource-cost-search" value={search} onChange={setSearch} />
        </>
      }
    >
      {(data) => (
        <>
          <HoursBasisNote
            testId="resource-cost-basis-note"
            basis={data.hoursBasis}
            reason={data.hoursBasisReason}
          />
          <ProvisionalCalendarNote testId="resource-cost-provisional" note={data.provisionalCalendarNote} />
          <div className="row g-3 mb-3" data-testid="resource-cost-totals">
            {[
              ["Bruttó bér", data.totals.grossHuf],
              ["Szocho", data.totals.szochoHuf],
              ["Munkáltatói költség", data.totals.employerCostHuf],
              ["Külső erőforrások", data.totals.externalCostHuf],
              ["Összes költség", data.totals.totalHuf],
            ].map(([label, value]) => (
              <div key={label} className="col-6 col-md">
                <div className="border rounded p-2 h-100">
                  <div className="small text-body-secondary">{label}</div>
                  <div className="fw-semibold">{huf(Number(value))}</div>
                </div>
              </div>
            ))}
          </div>
          <ChartCard id="resource-cost-chart" title="Költség projektenként (a 12 legnagyobb)">
            <GroupedBarChart
              title="Költség projektenként (a 12 legnagyobb)"
              labels={top.map((p) => p.code ?? p.name)}
              series={[
                { label: "Munkavállalói költség (Ft)", values: top.map((p) => p.employeeCostHuf) },
                { label: "Külső költség (Ft)", values: top.map((p) => p.externalCostHuf) },
              ]}
            />
          </ChartCard>
          <SortableTable
            caption="Munkavállalók"
            rows={filtered.employees}
            columns={hoursLabelled(EMPLOYEE_COLUMNS, data.hoursBasis)}
            rowKey={(r) => r.employeeId}
            testId="resource-cost-employees"
          />
          <SortableTable
            caption="Külső erőforrások"
            rows={filtered.externals}
            columns={EXTERNAL_COLUMNS}
            rowKey={(r) => r.externalResourceId}
          />
          <SortableTable
            caption="Projektek"
            rows={filtered.projects}
            columns={PROJECT_COLUMNS}
            rowKey={(r) => r.projectId ?? "none"}
          />
          <SortableTable
            caption="Költséghelyek"
            rows={filtered.costCenters}
            columns={CENTRE_COLUMNS}
            rowKey={(r) => r.costCenterId ?? "none"}
          />
        </>
      )}
    </ReportShell>
  );
}
