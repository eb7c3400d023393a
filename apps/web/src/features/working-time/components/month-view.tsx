import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Timesheet } from "@office/shared/working-time/timesheet.contract";
import { Link } from "react-router";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { Icon } from "../../../components/ui/icon";
import { biExclamationTriangle, biPrinter } from "../../../components/ui/icons";
import { MonthField } from "../../../components/ui/month-field";
import { saveBlob } from "../../reports/utils/save-blob";
import { downloadTimesheet, useTimesheet } from "../api/timesheet";
import { formatDuration, formatShortDate } from "../utils/time-format";
import { closedMonthChanges, figureChangeText } from "../utils/closed-month-changes";
import { DayKindBadge } from "./day-kind-badge";
import { OvertimeBar } from "./overtime-bar";
import { WarningsList } from "./warnings-list";
import "../i18n";

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const dash = (minutes: number) => (minutes > 0 ? formatDuration(minutes) : "–");

/**
 * The "Hónap" tab: the month's days (kind or holiday name, scheduled, worked, overtime, absence, first
 * start – last end, a warning mark), the totals, the year's overtime against the limit, the month's
 * closed state and the own signed sheet as PDF (`GET /report/timesheet/download?…&employeeId=`). A closed
 * month whose live figures differ from the ones its close stored (leave approved since, say) says so:
 * payroll got the stored ones, and only a reopen and a new close change them.
 */
export function MonthView({
  employeeId,
  month,
  onMonthChange,
}: {
  employeeId: number;
  month: string;
  onMonthChange: (month: string) => void;
}) {
  const { t } = useTranslation("working-time");
  const sheet = useTimesheet(employeeId, month);
  const [isDownloading, setIsDownloading] = useState(false);

  const handleDownload = async (): Promise<void> => {
    setIsDownloading(true);
    try {
      saveBlob(await downloadTimesheet(month, "pdf", employeeId), t("month.fileName", { month }));
    } catch {
      // the HTTP layer showed the server's message
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <div>
          <label className="form-label small mb-1" htmlFor="wt-month">
            {t("month.month")}
          </label>
          <MonthField
            id="wt-month"
            required
            value={month}
            onChange={(v) => /^\d{4}-\d{2}$/.test(v) && onMonthChange(v)}
          />
        </div>
        <Button
          color="secondary"
          className="ms-md-auto"
          icon={biPrinter}
          disabled={isDownloading}
          onClick={() => void handleDownload()}
        >
          {t("month.downloadPdf")}
        </Button>
      </div>
      <QueryState query={sheet}>
        {(data) => {
          const warnedDays = new Map<string, string[]>();
          for (const w of data.warnings)
            warnedDays.set(w.date, [...(warnedDays.get(w.date) ?? []), `${w.message} (${w.rule})`]);
          return (
            <div className={sheet.isPlaceholderData ? "opacity-50" : undefined}>
              <div className="row g-3 mb-3">
                <div className="col-12 col-lg-7">
                  <div className="d-flex flex-wrap gap-4">
                    <Figure
                      label={t("month.scheduled")}
                      value={formatDuration(data.totals.scheduledMinutes)}
                    />
                    <Figure
                      label={t("month.worked")}
                      value={formatDuration(data.totals.workedMinutes)}
                      testId="month-worked"
                    />
                    <Figure label={t("month.overtime")} value={formatDuration(data.totals.overtimeMinutes)} />
                    {data.totals.standbyMinutes > 0 && (
                      <Figure label={t("month.standby")} value={formatDuration(data.totals.standbyMinutes)} />
                    )}
                    {data.totals.absences.map((a) => (
                      <Figure key={a.code} label={a.label} value={t("month.days", { count: a.days })} />
                    ))}
                  </div>
                </div>
                <div className="col-12 col-lg-5">
                  <div className="small fw-semibold mb-1">{t("overtime.title")}</div>
                  <OvertimeBar
                    usedMinutes={data.yearOvertime.usedMinutes}
                    limitMinutes={data.yearOvertime.limitMinutes}
                  />
                  {data.closure ? (
                    <span className="badge text-bg-secondary mt-2" data-testid="month-closed">
                      {t("closure.closedBy", {
                        name: data.closure.closedByName,
                        date: data.closure.closedAt.slice(0, 10),
                      })}
                    </span>
                  ) : (
                    <span className="badge bg-body-tertiary text-body border mt-2">{t("closure.open")}</span>
                  )}
                </div>
              </div>
              <ClosedMonthNotice sheet={data} />
              <div className="table-responsive">
                <table className="table table-sm align-middle app-wt-month">
                  <caption className="visually-hidden">{t("month.caption")}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("month.date")}</th>
                      <th scope="col">{t("month.dayKind")}</th>
                      <th scope="col" className="text-end">
                        {t("month.scheduled")}
                      </th>
                      <th scope="col" className="text-end">
                        {t("month.worked")}
                      </th>
                      <th scope="col" className="text-end">
                        {t("month.overtime")}
                      </th>
                      <th scope="col" className="ps-3">
                        {t("month.absence")}
                      </th>
                      <th scope="col">{t("month.span")}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t("month.warning")}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.days.map((day) => {
                      const warned = warnedDays.get(day.date);
                      return (
                        <tr key={day.date} className={`app-wt-day-${day.dayKind}`}>
                          <td className="text-nowrap">
                            <Link to={`?het=${day.date}`} title={t("month.toWeek")}>
                              {formatShortDate(day.date)}
                            </Link>{" "}
                            {t(`weekdayShort.${WEEKDAYS[day.weekday - 1] ?? "mon"}`)}
                          </td>
                          <td>
                            <div className="d-flex">
                              <DayKindBadge day={day} withAbsence={false} />
                            </div>
                          </td>
                          <td className="text-end">{dash(day.scheduledMinutes)}</td>
                          <td className="text-end fw-semibold">
                            {dash(day.workedMinutes)}
                            {day.fromSchedule && (
                              <span className="text-body-secondary small"> {t("month.fromSchedule")}</span>
                            )}
                          </td>
                          <td className="text-end">{dash(day.overtimeMinutes)}</td>
                          <td className="ps-3">{day.absence?.label ?? ""}</td>
                          <td className="text-nowrap">
                            {day.firstStart ? `${day.firstStart}–${day.lastEnd ?? "…"}` : ""}
                          </td>
                          <td>
                            {warned && (
                              <span
                                className="text-warning"
                                title={warned.join("\n")}
                                role="img"
                                aria-label={warned.join("; ")}
                                tabIndex={0}
                              >
                                <Icon icon={biExclamationTriangle} />
                              </span>
                            )}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                  <tfoot>
                    <tr className="fw-semibold">
                      <th scope="row" colSpan={2}>
                        {t("month.total")}
                      </th>
                      <td className="text-end">{formatDuration(data.totals.scheduledMinutes)}</td>
                      <td className="text-end">{formatDuration(data.totals.workedMinutes)}</td>
                      <td className="text-end">{formatDuration(data.totals.overtimeMinutes)}</td>
                      <td colSpan={3}>{t("month.workingDays", { count: data.totals.workingDays })}</td>
                    </tr>
                  </tfoot>
                </table>
              </div>
              <WarningsList warnings={data.warnings} />
            </div>
          );
        }}
      </QueryState>
    </>
  );
}

/** The notice of a closed month whose live figures differ from what its close stored (issue 21 §2). */
function ClosedMonthNotice({ sheet }: { sheet: Timesheet }) {
  const { t } = useTranslation("working-time");
  const changes = closedMonthChanges(sheet);
  if (!changes) return null;
  const parts = [
    ...changes.figures.map((c) => figureChangeText(c, t(`month.${c.figure}`))),
    ...changes.leaves.map((leave) => t("closure.changedLeave", { leave })),
    ...changes.cancelledLeaves.map((leave) => t("closure.changedCancelledLeave", { leave })),
  ];
  return (
    <div className="alert alert-warning" role="status" data-testid="closed-month-changed">
      <div className="fw-semibold mb-1">{t("closure.changedTitle")}</div>
      <p className="mb-1">{t("closure.changed", { changes: parts.join("; ") })}</p>
      <p className="mb-0">
        {t("closure.changedReopen")}{" "}
        <Link to={`/munkaido-attekintes?honap=${sheet.month}`}>{t("closure.changedReopenLink")}</Link>
      </p>
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <div className="small text-body-secondary">{label}</div>
      <div className="fs-4 fw-semibold" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}
