import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import { formatHuf } from "@office/shared/hu/format";
import type { AnnualReportRow } from "@office/shared/reports/annual-report.contract";
import { QueryState } from "../../../components/page/query-state";
import { ProvisionalCalendarNote } from "../../../components/ui/provisional-calendar-note";
import { Button } from "../../../components/ui/button";
import { biFileEarmarkSpreadsheet } from "../../../components/ui/icons";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { normalizeForSearch } from "../../employees/components/directory-filter";
import { formatDayCount } from "../../leave/components/leave-format";
import { YearSelect } from "../../leave/components/year-select";
import { downloadAnnualReport, useAnnualReport } from "../api/annual-report";
import { GroupedBarChart } from "../components/report-charts";
import { saveBlob } from "../utils/save-blob";

const collator = new Intl.Collator("hu", { sensitivity: "base" });

type DayKey =
  | "workingDays"
  | "daysWorked"
  | "homeOffice"
  | "entitlement"
  | "leaveTaken"
  | "leaveRemaining"
  | "sickDays"
  | "unpaidDays";
type SortKey = "name" | "department" | DayKey | "employerCostHuf";
const DAY_COLUMNS: readonly DayKey[] = [
  "workingDays",
  "daysWorked",
  "homeOffice",
  "entitlement",
  "leaveTaken",
  "leaveRemaining",
  "sickDays",
  "unpaidDays",
];

/**
 * `/annual-report` Éves Kimutatás (issue 9 §2; hr and employeeWages2): per employee for a year the working
 * days, days worked, leave entitlement / taken / left, sick and unpaid days and — for employeeWages2 only —
 * the year's gross and employer cost; search, sortable columns, totals, a chart by department and the
 * `.xlsx` from `GET /report/annual`.
 */
export function AnnualReportPage() {
  const { t } = useTranslation("reports");
  useBreadcrumb([{ name: t("annualReport.title"), url: "/annual-report" }]);
  const roles = useAuthStore((s) => s.authUser.role);
  const canRead = ["hr", "employeeWages2", "companyAdmin"].some((r) => hasPermission(roles, r));
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search);
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({ key: "name", ascending: true });
  const report = useAnnualReport(year, canRead);

  const rows = useMemo(() => {
    const words = normalizeForSearch(deferredSearch).split(/\s+/).filter(Boolean);
    const filtered = (report.data?.rows ?? []).filter((row) => {
      const haystack = normalizeForSearch(`${row.name} ${row.department ?? ""} ${row.employeeNumber ?? ""}`);
      return words.every((word) => haystack.includes(word));
    });
    const direction = sort.ascending ? 1 : -1;
    return filtered.sort((a, b) => direction * compareBy(a, b, sort.key) || collator.compare(a.name, b.name));
  }, [report.data, deferredSearch, sort]);

  const [isDownloading, setIsDownloading] = useState(false);
  const handleDownload = async (): Promise<void> => {
    setIsDownloading(true);
    try {
      saveBlob(await downloadAnnualReport(year), `eves-kimutatas-${year}.xlsx`);
    } catch {
      // the HTTP layer showed the server's message
    } finally {
      setIsDownloading(false);
    }
  };

  if (!canRead) {
    return (
      <>
        <h1 className="h3 mb-3">{t("annualReport.title")}</h1>
        <div className="alert alert-warning" role="alert">
          <h2 className="h5 alert-heading">{t("common:noPermission.title")}</h2>
          <p className="mb-0">{t("common:noPermission.description")}</p>
        </div>
      </>
    );
  }

  const includesCost = report.data?.includesCost ?? false;
  const sortHeader = (key: SortKey, label: string, end = true) => {
    const active = sort.key === key;
    return (
      <th
        scope="col"
        className={end ? "text-end" : undefined}
        aria-sort={active ? (sort.ascending ? "ascending" : "descending") : "none"}
      >
        <button
          type="button"
          className="btn btn-link btn-sm p-0 fw-semibold text-reset text-decoration-none"
          onClick={() => setSort({ key, ascending: active ? !sort.ascending : key === "name" })}
        >
          {label}
          {active && <span aria-hidden="true">{sort.ascending ? " ▲" : " ▼"}</span>}
        </button>
      </th>
    );
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t("annualReport.title")}</h1>
        <Button
          color="success"
          icon={biFileEarmarkSpreadsheet}
          onClick={() => void handleDownload()}
          disabled={isDownloading || (report.data?.rows.length ?? 0) === 0}
        >
          {t("annualReport.download")}
        </Button>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3" role="search">
        <YearSelect label={t("annualReport.year")} value={year} onChange={setYear} />
        <div className="flex-grow-1" style={{ maxWidth: "28rem" }}>
          <label className="visually-hidden" htmlFor="annual-report-search">
            {t("annualReport.search")}
          </label>
          <input
            id="annual-report-search"
            type="search"
            className="form-control form-control-sm"
            placeholder={t("annualReport.searchPlaceholder")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {report.data && (
          <span className="small text-body-secondary" role="status">
            {t("annualReport.count", { shown: rows.length, total: report.data.rows.length })}
          </span>
        )}
      </div>
      <QueryState query={report} isEmpty={() => rows.length === 0} empty={t("annualReport.empty")}>
        {(data) => (
          <>
            <section className="card mb-3" aria-labelledby="annual-report-chart-title">
              <div className="card-body">
                <h2 id="annual-report-chart-title" className="h6 card-title">
                  {t("annualReport.chartTitle")}
                </h2>
                <DepartmentChart rows={rows} />
              </div>
            </section>
            <div className="table-responsive">
              <table className="table table-sm table-hover align-middle" data-testid="annual-report-table">
                <thead>
                  <tr>
                    {sortHeader("name", t("annualReport.name"), false)}
                    {sortHeader("department", t("annualReport.department"), false)}
                    {DAY_COLUMNS.map((key) => sortHeader(key, t(`annualReport.columns.${key}`)))}
                    {includesCost && sortHeader("employerCostHuf", t("annualReport.columns.employerCostHuf"))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.employeeId}>
                      <td>
                        <Link to={`/munkatarsak/${row.employeeId}`} className="fw-semibold">
                          {row.name}
                        </Link>
                        {row.problem && <div className="small text-warning-emphasis">{row.problem}</div>}
                      </td>
                      <td>{row.department ?? ""}</td>
                      {DAY_COLUMNS.map((key) => (
                        <td
                          key={key}
                          className={`text-end${key === "leaveRemaining" && row[key] < 0 ? " text-danger-emphasis fw-semibold" : ""}`}
                        >
                          {formatDayCount(row[key])}
                        </td>
                      ))}
                      {includesCost && (
                        <td
                          className="text-end text-nowrap"
                          title={t("annualReport.grossTitle", { gross: formatHuf(row.grossHuf ?? 0) })}
                        >
                          {formatHuf(row.employerCostHuf ?? 0)}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={2}>
                      {t("annualReport.totals")}
                    </th>
                    {DAY_COLUMNS.map((key) => (
                      <td key={key} className="text-end fw-semibold">
                        {formatDayCount(rows.reduce((sum, row) => sum + row[key], 0))}
                      </td>
                    ))}
                    {includesCost && (
                      <td className="text-end fw-semibold text-nowrap">
                        {formatHuf(rows.reduce((sum, row) => sum + (row.employerCostHuf ?? 0), 0))}
                      </td>
                    )}
                  </tr>
                </tfoot>
              </table>
            </div>
            {data.year === new Date().getFullYear() && (
              <p className="small text-body-secondary mt-2 mb-0">{t("annualReport.currentYearNote")}</p>
            )}
            <ProvisionalCalendarNote testId="annual-report-provisional" note={data.provisionalCalendarNote} />
            {data.rateSource && (
              <p className="small text-body-secondary mt-2">
                {t("annualReport.rateSource", { year: data.year, source: data.rateSource })}
              </p>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}

function compareBy(a: AnnualReportRow, b: AnnualReportRow, key: SortKey): number {
  if (key === "name") return collator.compare(a.name, b.name);
  if (key === "department") return collator.compare(a.department ?? "", b.department ?? "");
  if (key === "employerCostHuf") return (a.employerCostHuf ?? 0) - (b.employerCostHuf ?? 0);
  return a[key] - b[key];
}

/** Days worked, leave taken and sick days summed per department (the rows shown). */
function DepartmentChart({ rows }: { rows: readonly AnnualReportRow[] }) {
  const { t } = useTranslation("reports");
  const byDepartment = new Map<string, { worked: number; leave: number; sick: number }>();
  for (const row of rows) {
    const key = row.department ?? t("annualReport.noDepartment");
    const sums = byDepartment.get(key) ?? { worked: 0, leave: 0, sick: 0 };
    sums.worked += row.daysWorked;
    sums.leave += row.leaveTaken;
    sums.sick += row.sickDays;
    byDepartment.set(key, sums);
  }
  const labels = [...byDepartment.keys()].sort(collator.compare);
  const pick = (k: "worked" | "leave" | "sick") => labels.map((l) => byDepartment.get(l)?.[k] ?? 0);
  return (
    <GroupedBarChart
      title={t("annualReport.chartTitle")}
      labels={labels}
      series={[
        { label: t("annualReport.columns.daysWorked"), values: pick("worked") },
        { label: t("annualReport.columns.leaveTaken"), values: pick("leave") },
        { label: t("annualReport.columns.sickDays"), values: pick("sick") },
      ]}
    />
  );
}
