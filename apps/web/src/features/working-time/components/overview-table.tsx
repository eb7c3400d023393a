import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TimesheetOverviewRow } from "@office/shared/working-time/timesheet.contract";
import { formatDuration } from "../utils/time-format";
import { OvertimeBar } from "./overtime-bar";
import "../i18n";

const collator = new Intl.Collator("hu", { sensitivity: "base" });

/**
 * The overview's people: name (to their month sheet), department, scheduled, worked, overtime, absence
 * days, the year's overtime against the limit as a bar, and the number of warnings.
 */
export function OverviewTable({ rows, month }: { rows: TimesheetOverviewRow[]; month: string }) {
  const { t } = useTranslation("working-time");
  const sorted = [...rows].sort((a, b) => collator.compare(a.name, b.name));
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle" data-testid="wt-overview">
        <caption className="visually-hidden">{t("overview.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("overview.name")}</th>
            <th scope="col">{t("overview.department")}</th>
            <th scope="col" className="text-end">
              {t("month.scheduled")}
            </th>
            <th scope="col" className="text-end">
              {t("month.worked")}
            </th>
            <th scope="col" className="text-end">
              {t("month.overtime")}
            </th>
            <th scope="col" className="text-end">
              {t("overview.absenceDays")}
            </th>
            <th scope="col">{t("overtime.title")}</th>
            <th scope="col" className="text-end">
              {t("overview.warnings")}
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.employeeId}>
              <td>
                <Link to={`/munkaido/${row.employeeId}?nezet=honap&honap=${month}`}>{row.name}</Link>
              </td>
              <td>{row.department ?? "–"}</td>
              <td className="text-end">{formatDuration(row.scheduledMinutes)}</td>
              <td className="text-end fw-semibold">{formatDuration(row.workedMinutes)}</td>
              <td className="text-end">
                {row.overtimeMinutes > 0 ? formatDuration(row.overtimeMinutes) : "–"}
              </td>
              <td className="text-end">
                {row.absenceDays > 0 ? row.absenceDays.toLocaleString("hu-HU") : "–"}
              </td>
              <td>
                <OvertimeBar
                  compact
                  usedMinutes={row.yearOvertimeMinutes}
                  limitMinutes={row.yearOvertimeLimitMinutes}
                />
              </td>
              <td className="text-end">
                {row.warningCount > 0 ? (
                  <span className="badge text-bg-warning">{row.warningCount}</span>
                ) : (
                  <span className="text-body-secondary">0</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
