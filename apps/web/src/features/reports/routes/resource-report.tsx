import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { hasPermission } from "@office/shared/auth/permissions";
import type { ResourceReportRow } from "@office/shared/reports/resource-reports.contract";
import { ProvisionalCalendarNote } from "../../../components/ui/provisional-calendar-note";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { downloadResourceReport, useResourceReportQuery } from "../api/resource-reports";
import { GroupedBarChart } from "../components/report-charts";
import {
  ChartCard,
  formatHours,
  matchesSearch,
  monthRange,
  PeriodInput,
  ReportSearch,
  ReportShell,
  todayIso,
} from "../components/report-shell";
import { SortableTable, type TableColumn } from "../components/sortable-table";

const days = (n: number | null) =>
  n === null ? "–" : n.toLocaleString("hu-HU", { maximumFractionDigits: 1 });
const percent = (n: number | null) =>
  n === null ? "–" : `${(n * 100).toLocaleString("hu-HU", { maximumFractionDigits: 1 })} %`;
const monthLabel = (r: ResourceReportRow) => `${r.year}. ${String(r.month).padStart(2, "0")}.`;

const COLUMNS: readonly TableColumn<ResourceReportRow>[] = [
  { key: "name", label: "Név", value: (r) => r.name },
  { key: "type", label: "Típus", value: (r) => (r.resourceType === "employee" ? "Munkavállaló" : "Külső") },
  { key: "department", label: "Egység / cég", value: (r) => r.department },
  { key: "month", label: "Hónap", value: (r) => r.year * 100 + r.month, render: monthLabel },
  { key: "workingDays", label: "Munkanap", numeric: true, value: (r) => r.workingDays, total: days },
  {
    key: "presentHours",
    label: "Jelenlét",
    numeric: true,
    value: (r) => r.presentHours,
    render: (r) => (r.presentHours === null ? "–" : formatHours(r.presentHours)),
    total: formatHours,
  },
  {
    key: "leaveDays",
    label: "Szabadság (nap)",
    numeric: true,
    value: (r) => r.leaveDays,
    render: (r) => days(r.leaveDays),
    total: days,
  },
  {
    key: "sickDays",
    label: "Betegség (nap)",
    numeric: true,
    value: (r) => r.sickDays,
    render: (r) => days(r.sickDays),
    total: days,
  },
  {
    key: "capacityHours",
    label: "Kapacitás",
    numeric: true,
    value: (r) => r.capacityHours,
    render: (r) => formatHours(r.capacityHours),
    total: formatHours,
  },
  {
    key: "allocatedHours",
    label: "Allokált",
    numeric: true,
    value: (r) => r.allocatedHours,
    render: (r) => formatHours(r.allocatedHours),
    total: formatHours,
  },
  {
    key: "utilisation",
    label: "Kihasználtság",
    numeric: true,
    value: (r) => r.utilisation,
    render: (r) => (
      <span
        className={
          r.utilisation !== null && r.utilisation > 1 ? "text-danger-emphasis fw-semibold" : undefined
        }
      >
        {percent(r.utilisation)}
      </span>
    ),
  },
  {
    key: "projects",
    label: "Projektek",
    value: (r) => r.projects.map((p) => p.code).join(", "),
    render: (r) => r.projects.map((p) => `${p.code}: ${formatHours(p.hours)}`).join("; "),
  },
];

/**
 * `/eroforras-report` Jelenléti Kimutatás (issue 9 §2; hr and projectManager): per resource and month the
 * working days, hours present, leave and sick days, allocated hours per project and utilisation; a date
 * range picker (default: this month), search, sortable table with totals, a chart by month and the `.xlsx`.
 */
export function ResourceReportPage() {
  const { t } = useTranslation("reports");
  const roles = useAuthStore((s) => s.authUser.role);
  const canRead = ["hr", "projectManager", "companyAdmin"].some((r) => hasPermission(roles, r));
  const initial = monthRange(todayIso().slice(0, 7));
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search);
  const query = { start, end };
  const report = useResourceReportQuery("resource", query, canRead && start <= end);
  const rows = useMemo(
    () =>
      (report.data?.rows ?? []).filter((r) =>
        matchesSearch(
          deferred,
          `${r.name} ${r.department ?? ""} ${r.projects.map((p) => `${p.code} ${p.name}`).join(" ")}`,
        ),
      ),
    [report.data, deferred],
  );
  const months = [...new Set(rows.map(monthLabel))].sort();
  const sumBy = (pick: (r: ResourceReportRow) => number) =>
    months.map((m) => rows.filter((r) => monthLabel(r) === m).reduce((s, r) => s + pick(r), 0));
  return (
    <ReportShell
      title={t("resourceReport.title")}
      url="/eroforras-report"
      canRead={canRead}
      query={report}
      isEmpty={(data) => data.rows.length === 0}
      download={() => downloadResourceReport("resource", query)}
      fileName={`jelenleti-kimutatas-${start}-${end}.xlsx`}
      controls={
        <>
          <PeriodInput
            id="resource-report-start"
            label="Kezdő nap"
            type="date"
            value={start}
            onChange={setStart}
          />
          <PeriodInput id="resource-report-end" label="Záró nap" type="date" value={end} onChange={setEnd} />
          <ReportSearch id="resource-report-search" value={search} onChange={setSearch} />
        </>
      }
    >
      {(data) => (
        <>
          <ProvisionalCalendarNote testId="resource-report-provisional" note={data.provisionalCalendarNote} />
          <ChartCard id="resource-report-chart" title="Kapacitás, jelenlét és allokált órák havonta">
            <GroupedBarChart
              title="Kapacitás, jelenlét és allokált órák havonta"
              labels={months}
              series={[
                { label: "Kapacitás (óra)", values: sumBy((r) => r.capacityHours) },
                { label: "Jelenlét (óra)", values: sumBy((r) => r.presentHours ?? 0) },
                { label: "Allokált (óra)", values: sumBy((r) => r.allocatedHours) },
              ]}
            />
          </ChartCard>
          <SortableTable
            rows={rows}
            columns={COLUMNS}
            rowKey={(r) => `${r.resourceType}-${r.resourceId}-${r.year}-${r.month}`}
            testId="resource-report-table"
          />
        </>
      )}
    </ReportShell>
  );
}
