import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import { Button } from "../../../components/ui/button";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { normalizeForSearch } from "../../employees/components/directory-filter";
import { saveBlob } from "../../reports/utils/save-blob";
import { downloadLeaveReport } from "../api/download-leave-report";
import { useLeaveReport } from "../api/get-leave-report";
import { formatDayCount } from "../components/leave-format";
import { YearSelect } from "../components/year-select";
import "../components/leave.css";
import "../i18n";
import { biFileEarmarkSpreadsheet } from "../../../components/ui/icons";

const collator = new Intl.Collator("hu", { sensitivity: "base" });

/**
 * `/leave-report` (SPEC route `leave-report`, hr): every employee's balance for a year from `GET
 * /api/leaveReport` with search, and the `.xlsx` of the whole year (`GET /report/leave`, every employee
 * whatever the search). A row opens the employee's Szabadság tab.
 */
export function LeaveReportPage() {
  const { t } = useTranslation("leave");
  useBreadcrumb([
    { name: t("list.title"), url: "/szabadsagok" },
    { name: t("report.title"), url: "/leave-report" },
  ]);
  const navigate = useNavigate();
  const isHr = useAuthStore((s) => hasPermission(s.authUser.role, "hr"));
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search);
  const report = useLeaveReport(year, isHr);

  const rows = useMemo(() => {
    const words = normalizeForSearch(deferredSearch).split(/\s+/).filter(Boolean);
    const sorted = [...(report.data?.rows ?? [])].sort((a, b) => collator.compare(a.name, b.name));
    return sorted.filter((row) => {
      if (words.length === 0) return true;
      const haystack = normalizeForSearch(`${row.name} ${row.department ?? ""}`);
      return words.every((word) => haystack.includes(word));
    });
  }, [report.data, deferredSearch]);

  const [isDownloading, setIsDownloading] = useState(false);
  const handleDownload = async (): Promise<void> => {
    setIsDownloading(true);
    try {
      saveBlob(await downloadLeaveReport(year), t("report.fileName", { year }));
    } catch {
      // the HTTP layer showed the server's message
    } finally {
      setIsDownloading(false);
    }
  };

  if (!isHr) {
    return (
      <>
        <h1 className="h3 mb-3">{t("report.title")}</h1>
        <div className="alert alert-warning" role="alert">
          <h2 className="h5 alert-heading">{t("common:noPermission.title")}</h2>
          <p className="mb-0">{t("common:noPermission.description")}</p>
        </div>
      </>
    );
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t("report.title")}</h1>
        <Link to="/szabadsag-evvege" className="btn btn-outline-primary btn-sm">
          {t("report.yearEndLink")}
        </Link>
        <Button
          color="success"
          icon={biFileEarmarkSpreadsheet}
          onClick={() => void handleDownload()}
          disabled={isDownloading || (report.data?.rows.length ?? 0) === 0}
          tooltip={t("report.downloadNote")}
        >
          {t("report.download")}
        </Button>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3" role="search">
        <YearSelect label={t("report.year")} value={year} onChange={setYear} />
        <div className="flex-grow-1" style={{ maxWidth: "28rem" }}>
          <label className="visually-hidden" htmlFor="leave-report-search">
            {t("report.search")}
          </label>
          <input
            id="leave-report-search"
            type="search"
            className="form-control form-control-sm"
            placeholder={t("report.searchPlaceholder")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {report.data && (
          <span className="small text-body-secondary" role="status">
            {t("report.count", { shown: rows.length, total: report.data.rows.length })}
          </span>
        )}
      </div>
      {report.isPending ? (
        <p className="text-body-secondary" role="status">
          {t("common:loading")}
        </p>
      ) : report.isError ? (
        <p role="alert">{t("common:loadError")}</p>
      ) : rows.length === 0 ? (
        <p className="text-body-secondary">{t("report.empty")}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm table-hover align-middle" data-testid="leave-report-table">
            <thead>
              <tr>
                <th scope="col">{t("report.name")}</th>
                <th scope="col">{t("report.department")}</th>
                <th scope="col" className="text-end">
                  {t("report.entitlement")}
                </th>
                <th scope="col" className="text-end">
                  {t("report.taken")}
                </th>
                <th scope="col" className="text-end">
                  {t("report.pending")}
                </th>
                <th scope="col" className="text-end">
                  {t("report.remaining")}
                </th>
                <th scope="col" className="text-end">
                  {t("report.sickDays")}
                </th>
                <th scope="col">{t("report.problem")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.employeeId}
                  className="app-clickable-row"
                  onClick={(event) => {
                    if ((event.target as HTMLElement).closest("a")) return;
                    void navigate(`/munkatarsak/${row.employeeId}?tab=szabadsag`);
                  }}
                >
                  <td>
                    <Link to={`/munkatarsak/${row.employeeId}?tab=szabadsag`} className="fw-semibold">
                      {row.name}
                    </Link>
                  </td>
                  <td>{row.department ?? ""}</td>
                  <td className="text-end">{formatDayCount(row.entitlement)}</td>
                  <td className="text-end">{formatDayCount(row.taken)}</td>
                  <td className="text-end">{formatDayCount(row.pending)}</td>
                  <td className={`text-end fw-semibold${row.remaining < 0 ? " text-danger-emphasis" : ""}`}>
                    {formatDayCount(row.remaining)}
                  </td>
                  <td className="text-end">{formatDayCount(row.sickDays)}</td>
                  <td className="small text-body-secondary">{row.problem ?? ""}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t("report.totals")}
                </th>
                {(["entitlement", "taken", "pending", "remaining", "sickDays"] as const).map((key) => (
                  <td key={key} className="text-end fw-semibold">
                    {formatDayCount(rows.reduce((sum, row) => sum + row[key], 0))}
                  </td>
                ))}
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}
