import type { TimeDay, TimeEntry } from "@office/shared/working-time/time-entry.contract";
import { ATTENDANCE_CODES } from "@office/shared/attendance/attendance.contract";
import { getDayInfo, isCalendarYearLoaded, type DayInfo } from "@office/shared/hu/calendar";
import { fromBudapestParts, toBudapestParts } from "@office/shared/hu/budapest-time";
import { addDays, toDateParts } from "@office/shared/hu/iso-date";
import {
  dayRuleWarnings,
  dayTotals,
  daysBetween,
  formatClock,
  parseClock,
  type DayAbsence,
  type ScheduleSpec,
  type Stretch,
  type WorkingTimeWarning,
} from "@office/shared/hu/working-time";
import type { SheetEmployee, SheetEntry, SheetLeave } from "../attendance/attendance.repository.ts";
import { computeCell } from "../attendance/attendance-sheet.ts";
import type { EntryRow } from "./working-time.repository.ts";

/**
 * Builds the days of a time record (issue 21 §1–2) from what the repository read: the Hungarian calendar
 * (falling back to statutory holidays and weekends for a year whose swap decree is not loaded — DESIGN §9:
 * a missing table never blocks work, the answer says `provisionalCalendar`), absences from approved leave
 * and hr's attendance codes, the entries, and — for `recordMode: "schedule"` (Mt. 134. § (3)) — the
 * written schedule on working days with nothing entered.
 */

/** `HH:MM:SS` or `HH:MM` → `HH:MM`. */
export const clockOf = (value: string): string => value.slice(0, 5);

/** The instant of a Budapest wall-clock time on `date` (ms). */
export function instantOf(date: string, clock: string): number {
  const { year, month, day } = toDateParts(date);
  const minutes = parseClock(clockOf(clock)) ?? 0;
  return fromBudapestParts({
    year,
    month,
    day,
    hour: Math.floor(minutes / 60),
    minute: minutes % 60,
    second: 0,
  });
}

/**
 * The calendar day for an employee (`general` or `other` schedule, company rest days applied); for a year
 * without a loaded decree, weekends and Mt. 102. § (1) holidays only, with `provisional` set.
 */
export function calendarDay(
  date: string,
  workSchedule: string,
  companyRestDays: readonly string[],
): { day: DayInfo; provisional: boolean } {
  const day = getDayInfo(date, {
    companyRestDays,
    workSchedule: workSchedule === "other" ? "other" : "general",
    provisional: "allow",
  });
  return { day, provisional: !isCalendarYearLoaded(toDateParts(date).year) };
}

/** An entry as the API answers it. */
export function toTimeEntry(row: EntryRow): TimeEntry {
  const span = row.endsAt ? Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000) : 0;
  return {
    id: row.id,
    employeeId: row.employeeId,
    date: row.workDate,
    start: clockOf(row.startTime),
    end: row.endTime === null ? null : clockOf(row.endTime),
    crossesMidnight: row.crossesMidnight,
    breakMinutes: row.breakMinutes,
    workedMinutes: Math.max(0, span - row.breakMinutes),
    kind: row.kind === "standby" ? "standby" : "work",
    projectId: row.projectId,
    projectName: row.projectName,
    taskId: row.taskId,
    taskTitle: row.taskTitle,
    note: row.note,
    source: row.source === "clock" ? "clock" : "manual",
    // Changed after it was written (by someone other than its writer, or later on): a correction. Who wrote
    // it first (the person, their manager, an import) is not a correction; stopping one's clock is no change.
    corrected:
      row.updatedBy !== row.createdBy ||
      (row.source === "manual" && row.updatedAt.getTime() - row.createdAt.getTime() > 1000),
    updatedByName: row.updatedByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A stored entry as a rule stretch. */
export function stretchOf(
  row: Pick<EntryRow, "workDate" | "startsAt" | "endsAt" | "breakMinutes" | "kind">,
): Stretch {
  return {
    workDate: row.workDate,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt ? row.endsAt.getTime() : null,
    breakMinutes: row.breakMinutes,
    kind: row.kind === "standby" ? "standby" : "work",
  };
}

/** The fields of an entry the day figures need (a full `EntryRow` has them too). */
export type StretchRow = Pick<EntryRow, "workDate" | "startsAt" | "endsAt" | "breakMinutes" | "kind">;

/** What `buildDays` needs about one employee. */
export type PersonInput<R extends StretchRow = EntryRow> = {
  employee: SheetEmployee;
  schedule: ScheduleSpec;
  /** Entries with `work_date` from the day before `from` through `to`. */
  entries: readonly R[];
  leaves: readonly SheetLeave[];
  sheetEntries: readonly SheetEntry[];
};

/** One computed day with its stretches (real or from the written schedule). */
export type BuiltDay<R extends StretchRow = EntryRow> = TimeDay & { stretches: Stretch[]; entries: R[] };

/** Calendar days by `date|workSchedule`, shared by the employees of one computation. */
export type CalendarCache = Map<string, { day: DayInfo; provisional: boolean }>;

const NOT_ABSENT = new Set(["present", "homeOffice"]);

/** `entries` grouped by their `workDate`. */
function entriesByDate<R extends StretchRow>(entries: readonly R[]): Map<string, R[]> {
  const byDate = new Map<string, R[]>();
  for (const e of entries) {
    const list = byDate.get(e.workDate);
    if (list) list.push(e);
    else byDate.set(e.workDate, [e]);
  }
  return byDate;
}

/**
 * One day of one employee as the day figures read it: the calendar day (no working day outside the
 * employment), the absence of that day (approved leave or hr's attendance code) and whether the calendar
 * was provisional. Shared by {@link buildDays} and {@link overtimeOfRecordedDays}.
 */
function dayContext<R extends StretchRow>(
  person: PersonInput<R>,
  date: string,
  sheetByDate: ReadonlyMap<string, SheetEntry>,
  ctx: { companyRestDays: readonly string[] },
  cache: CalendarCache,
): { day: DayInfo; absence: DayAbsence; provisional: boolean } {
  const key = `${date}|${person.employee.workSchedule}`;
  let cal = cache.get(key);
  if (!cal) {
    cal = calendarDay(date, person.employee.workSchedule, ctx.companyRestDays);
    cache.set(key, cal);
  }
  const employed =
    (person.employee.employmentStart === null || person.employee.employmentStart <= date) &&
    (person.employee.employmentEnd === null || person.employee.employmentEnd >= date);
  const day = employed ? cal.day : { ...cal.day, isWorkingDay: false };
  const cell = computeCell(day, person.employee, person.leaves, sheetByDate.get(date), "9999-12-31");
  const absence: DayAbsence =
    cell.code && !NOT_ABSENT.has(cell.code) ? { code: cell.code, fraction: cell.halfDay ? 0.5 : 1 } : null;
  return { day, absence, provisional: cal.provisional };
}

/**
 * The overtime minutes (Mt. 107. §) of the days `from`..`to` of one employee for which `include(date)`
 * holds: the sum of `overtimeMinutes` that {@link buildDays} gives those days, read only from the days
 * that have entries — a day without any has no worked time, so no overtime. Only for a person who records
 * entries (`recordMode` `entries`): the written schedule fills days without entries, and those are left
 * to `buildDays`. Used for the days of the year before a computed range (the year's overtime), where
 * building every day of every employee cost more than the rest of the computation (issue 21 bench).
 */
export function overtimeOfRecordedDays<R extends StretchRow>(
  person: PersonInput<R>,
  from: string,
  to: string,
  ctx: { companyRestDays: readonly string[]; calendar?: CalendarCache },
  include: (date: string) => boolean = () => true,
): number {
  if (person.schedule.recordMode === "schedule")
    throw new Error("overtimeOfRecordedDays: the written schedule needs buildDays");
  const sheetByDate = new Map(person.sheetEntries.map((s) => [s.day, s]));
  const cache: CalendarCache = ctx.calendar ?? new Map();
  let sum = 0;
  for (const [date, entries] of entriesByDate(person.entries)) {
    if (date < from || date > to || !include(date)) continue;
    const { day, absence } = dayContext(person, date, sheetByDate, ctx, cache);
    sum += dayTotals(day, person.schedule, entries.map(stretchOf), absence).overtimeMinutes;
  }
  return sum;
}

/**
 * The days `from`..`to` of one employee: calendar, absence, totals (Mt. 107. §), first start / last end,
 * the written schedule where it applies, the day-rule warnings (Mt. 99., 103., 104. §). `closedMonths`
 * holds `YYYY-MM` keys; `today` (Budapest) bounds the written schedule (no future day counts as worked).
 */
export function buildDays<R extends StretchRow>(
  person: PersonInput<R>,
  from: string,
  to: string,
  ctx: {
    companyRestDays: readonly string[];
    closedMonths: ReadonlySet<string>;
    today: string;
    calendar?: CalendarCache;
    /** Skip the day-rule warnings and the first / last clock times (days read only for the year's overtime). */
    noWarnings?: boolean;
  },
): { days: BuiltDay<R>[]; warnings: WorkingTimeWarning[]; provisional: boolean } {
  const byDate = entriesByDate(person.entries);
  const sheetByDate = new Map(person.sheetEntries.map((s) => [s.day, s]));
  let provisional = false;
  const days: BuiltDay<R>[] = [];
  const cache: CalendarCache = ctx.calendar ?? new Map();
  for (const date of daysBetween(from, to)) {
    const { day, absence, provisional: dayProvisional } = dayContext(person, date, sheetByDate, ctx, cache);
    provisional ||= dayProvisional;
    const entries = byDate.get(date) ?? [];
    let stretches = entries.map(stretchOf);
    let fromSchedule = false;
    if (
      person.schedule.recordMode === "schedule" &&
      entries.length === 0 &&
      day.isWorkingDay &&
      date <= ctx.today &&
      (absence === null || absence.fraction < 1)
    ) {
      const minutes = Math.round(person.schedule.dailyMinutes * (absence ? 1 - absence.fraction : 1));
      const startsAt = instantOf(date, person.schedule.dayStart);
      const breakMinutes = minutes > 360 ? person.schedule.breakMinutes : 0;
      stretches = [
        {
          workDate: date,
          startsAt,
          endsAt: startsAt + (minutes + breakMinutes) * 60_000,
          breakMinutes,
          kind: "work",
        },
      ];
      fromSchedule = true;
    }
    const totals = dayTotals(day, person.schedule, stretches, absence);
    const work = stretches.filter((s) => s.kind === "work");
    const firstStart = work.length ? Math.min(...work.map((s) => s.startsAt)) : null;
    const ends = work.filter((s) => s.endsAt !== null).map((s) => s.endsAt as number);
    days.push({
      date,
      weekday: day.weekday,
      dayKind: day.kind,
      dayName: day.name,
      scheduledMinutes: totals.scheduledMinutes,
      workedMinutes: totals.workedMinutes,
      overtimeMinutes: totals.overtimeMinutes,
      standbyMinutes: totals.standbyMinutes,
      absence: absence
        ? {
            code: absence.code,
            label: ATTENDANCE_CODES[absence.code as keyof typeof ATTENDANCE_CODES]?.label ?? "Távollét",
            halfDay: absence.fraction < 1,
          }
        : null,
      firstStart: firstStart === null || ctx.noWarnings ? null : clockAt(firstStart),
      lastEnd: ends.length && !ctx.noWarnings ? clockAt(Math.max(...ends)) : null,
      fromSchedule,
      closed: ctx.closedMonths.has(date.slice(0, 7)),
      stretches,
      entries,
    });
  }
  if (ctx.noWarnings) return { days, warnings: [], provisional };
  const before = (byDate.get(addDays(from, -1)) ?? []).map(stretchOf);
  const warnings = dayRuleWarnings(
    days.map((d) => ({ date: d.date, stretches: d.stretches, workedMinutes: d.workedMinutes })),
    before,
  );
  return { days, warnings, provisional };
}

/** `HH:MM` of an instant in Budapest. */
export function clockAt(ms: number): string {
  const p = toBudapestParts(ms);
  return formatClock(p.hour * 60 + p.minute);
}

/** `TimeDay` without the internal fields. */
export function publicDay<R extends StretchRow>(d: BuiltDay<R>): TimeDay {
  const { stretches: _s, entries: _e, ...day } = d;
  return day;
}
