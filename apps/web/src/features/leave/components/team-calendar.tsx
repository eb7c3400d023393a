import { useMemo, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import { Button } from "../../../components/ui/button";
import { todayIso } from "../../employees/utils/format";
import { useLeaveList } from "../api/list-leave";
import { buildMonthGrid, isWorkingGridDay, type MonthGridDay } from "./month-grid";
import { monthRange, shiftMonth, yearMonthOf, type YearMonth } from "./year-month";
import "./leave.css";
import "../i18n";
import { biChevronLeft, biChevronRight } from "../../../components/ui/icons";

/** How many names a day cell lists before "+N további". */
const NAMES_PER_DAY = 3;

const monthTitleFormat = new Intl.DateTimeFormat("hu-HU", { year: "numeric", month: "long" });
const weekdayFormat = new Intl.DateTimeFormat("hu-HU", { weekday: "short" });
/** Hétfő … vasárnap, short: 2024-01-01 was a Monday. */
const WEEKDAYS = Array.from({ length: 7 }, (_, i) => weekdayFormat.format(new Date(2024, 0, 1 + i)));

/**
 * The team's absences in a month (`GET /api/leave?scope=team`): a Monday-first month grid, holidays and
 * decree rest days marked with their names, weekends shaded, pending requests dashed.
 */
export function TeamCalendar() {
  const { t } = useTranslation("leave");
  const today = todayIso();
  const [yearMonth, setYearMonth] = useState<YearMonth>(() => yearMonthOf(today));
  const range = monthRange(yearMonth);
  const team = useLeaveList("team", range);
  const weeks = useMemo(() => buildMonthGrid(yearMonth), [yearMonth]);
  const title = monthTitleFormat.format(new Date(yearMonth.year, yearMonth.month - 1, 1));

  const absencesOn = (date: string): LeaveRequest[] =>
    (team.data ?? []).filter((r) => r.startDate <= date && r.endDate >= date);

  return (
    <section className="card" aria-labelledby="team-calendar-title" data-testid="team-calendar">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 id="team-calendar-title" className="h5 card-title mb-0 me-auto">
            {t("team.title")}: <span className="text-capitalize-first">{title}</span>
          </h2>
          <Button
            color="secondary"
            className="btn-sm"
            icon={biChevronLeft}
            onClick={() => setYearMonth((c) => shiftMonth(c, -1))}
            aria-label={t("team.previous")}
          />
          <Button
            color="secondary"
            className="btn-sm"
            onClick={() =>
              setYearMonth({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) })
            }
          >
            {t("team.today")}
          </Button>
          <Button
            color="secondary"
            className="btn-sm"
            icon={biChevronRight}
            onClick={() => setYearMonth((c) => shiftMonth(c, 1))}
            aria-label={t("team.next")}
          />
        </div>
        {team.isError ? (
          <p role="alert">{t("common:loadError")}</p>
        ) : (
          <div className="table-responsive app-team-calendar-scroll">
            <table className="table table-bordered app-team-calendar mb-2" aria-busy={team.isPending}>
              <thead>
                <tr>
                  {WEEKDAYS.map((name) => (
                    <th key={name} scope="col" className="text-center small">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <TeamWeek key={week[0]?.date} week={week} absencesOn={absencesOn} today={today} t={t} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="d-flex flex-wrap gap-3 small">
          <span>
            <span className="app-team-absence app-legend-chip" aria-hidden="true" />{" "}
            {t("team.legendApproved")}
          </span>
          <span>
            <span className="app-team-absence is-pending app-legend-chip" aria-hidden="true" />{" "}
            {t("team.legendPending")}
          </span>
          <span>
            <span className="app-team-day is-holiday app-legend-chip" aria-hidden="true" />{" "}
            {t("team.legendHoliday")}
          </span>
          {team.data && team.data.length === 0 && (
            <span className="text-body-secondary">{t("team.empty")}</span>
          )}
        </div>
      </div>
    </section>
  );
}

type TeamWeekProps = {
  week: readonly MonthGridDay[];
  absencesOn: (date: string) => LeaveRequest[];
  today: string;
  /** The calendar's `t` of the leave namespace (one i18n subscription per calendar). */
  t: TFunction<"leave">;
};

/**
 * One week row of {@link TeamCalendar}. A component of its own so that React can pause between weeks
 * while it renders the page in a transition (issue 19 §6): rendered inline, the whole month was one unit
 * of work, a long task on a phone.
 */
function TeamWeek({ week, absencesOn, today, t }: TeamWeekProps) {
  return (
    <tr>
      {week.map((day) => {
        const isWorking = isWorkingGridDay(day);
        const absences = day.isInMonth && isWorking ? absencesOn(day.date) : [];
        const kind = day.info?.kind ?? (isWorking ? "workday" : "weekend");
        const names = absences.map(
          (r) =>
            `${r.employeeName} – ${r.typeName}${r.status === "pending" ? ` (${t("team.pending")})` : ""}`,
        );
        return (
          <td
            key={day.date}
            className={`app-team-day is-${kind}${day.isInMonth ? "" : " is-outside"}${
              day.date === today ? " is-today" : ""
            }`}
            title={[day.info?.name, ...names].filter(Boolean).join("\n") || undefined}
          >
            <div className="d-flex justify-content-between align-items-start gap-1">
              <span className="app-team-day-number">{day.day}</span>
              {day.isInMonth && day.info?.name && <span className="app-team-day-name">{day.info.name}</span>}
            </div>
            <ul className="list-unstyled mb-0">
              {absences.slice(0, NAMES_PER_DAY).map((r) => (
                <li key={r.id} className={`app-team-absence${r.status === "pending" ? " is-pending" : ""}`}>
                  {r.employeeName}
                  {r.status === "pending" && <span className="visually-hidden"> ({t("team.pending")})</span>}
                </li>
              ))}
              {absences.length > NAMES_PER_DAY && (
                <li className="small text-body-secondary">
                  {t("team.more", { count: absences.length - NAMES_PER_DAY })}
                </li>
              )}
            </ul>
          </td>
        );
      })}
    </tr>
  );
}
