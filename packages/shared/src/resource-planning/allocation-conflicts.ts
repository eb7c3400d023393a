import {
  CalendarYearNotLoadedError,
  getDayInfo,
  type CalendarOptions,
  type DayInfo,
  type DayKind,
} from "../hu/calendar.ts";
import { listPublicHolidays } from "../hu/holidays.ts";
import { addDays, diffInDays, getIsoWeekday, toDateParts, type IsoDate } from "../hu/iso-date.ts";

/**
 * Conflicts of a resource allocation (issue 9 §1): what stands in the way of `hoursPerDay` on each day of
 * `start`–`end` (inclusive) for one person. Conflicts are warnings, never refusals; each names its day.
 *
 * Day rules (the Hungarian calendar of `hu/calendar.ts`, the person's work schedule applied):
 * - Hours are planned only on the person's working days. A swapped working Saturday (áthelyezett
 *   munkanap) is a working day and adds capacity; a decree rest day (e.g. 2025-12-24), a public holiday, a
 *   weekend day and a company rest day have none: they are reported with severity `info` (kind
 *   `restDay`, `holiday`, `weekend`, `companyRestDay`) so the planner can draw them, and the allocation
 *   plans nothing there.
 * - Approved leave → `leave`, approved sick leave → `sickLeave` (severity `warning`, nothing plannable that
 *   day); pending leave → `pendingLeave` (severity `notice`, the softer warning: the hours still count).
 *   A half day of approved leave or sick leave (`halfDayLeave`) → the same kind with severity `notice`: half
 *   of `hoursPerDay` counts and the day's capacity is halved (`plannedHoursOnDay`).
 * - A day before the project's start or after its end → `outsideProject` (warning); for an external resource,
 *   a day outside its contract → `outsideContract` (warning).
 * - Over-allocation → `overAllocated` (warning) when, on a plannable day, this allocation's hours plus the
 *   person's other allocations that day exceed the daily capacity `weeklyHours / 5` (8 h at 40 h/week);
 *   `hours` and `capacity` carry the figures.
 */
export type ConflictKind =
  | "leave"
  | "sickLeave"
  | "pendingLeave"
  | "holiday"
  | "weekend"
  | "restDay"
  | "companyRestDay"
  | "outsideProject"
  | "outsideContract"
  | "overAllocated";

export type ConflictSeverity = "warning" | "notice" | "info";

export type AllocationConflict = {
  date: IsoDate;
  kind: ConflictKind;
  severity: ConflictSeverity;
  /** For `overAllocated`: the day's total hours (this allocation + the others). */
  hours?: number;
  /** For `overAllocated`: the person's capacity that day, hours. */
  capacity?: number;
  /** Holiday / swap name from the calendar, where there is one. */
  name?: string;
};

/** The leave state of one day of the person: approved leave, approved sick leave, or a pending request. */
export type LeaveDayState = "approved" | "sick" | "pending";

export type AllocationConflictInput = {
  start: IsoDate;
  end: IsoDate;
  /** 0.5–24 hours on each plannable day. */
  hoursPerDay: number;
  /** Contracted weekly hours (employees' `weeklyHours`; 40 for external resources). */
  weeklyHours: number;
  /** Work schedule and company rest days (see `CalendarOptions`). */
  calendar?: CalendarOptions;
  /** The person's leave by day. */
  leave?: ReadonlyMap<IsoDate, LeaveDayState>;
  /** The days of `leave` that are half days (only approved / sick half days change the figures). */
  halfDayLeave?: ReadonlySet<IsoDate>;
  /** Hours of the person's other allocations by day (this allocation excluded). */
  otherHours?: ReadonlyMap<IsoDate, number>;
  /** The project's dates (`end` null = open). */
  project?: { start: IsoDate; end: IsoDate | null };
  /** An external resource's contract dates (either side null = open). */
  contract?: { start: IsoDate | null; end: IsoDate | null };
};

const NON_WORKING_KIND: Partial<Record<DayKind, ConflictKind>> = {
  holiday: "holiday",
  weekend: "weekend",
  restDay: "restDay",
  companyRestDay: "companyRestDay",
};

const fallbackHolidays = new Map<number, Map<IsoDate, string>>();

/**
 * `getDayInfo`, but a day of a year without a loaded decree (e.g. next year before its NGM decree is out)
 * does not throw: it is planned as Monday–Friday minus the public holidays of Mt. 102. § (1) (no swaps),
 * company rest days applied. The planner reaches months ahead, so it must not fail on the next year.
 */
export function plannerDayInfo(date: IsoDate, calendar: CalendarOptions = {}): DayInfo {
  try {
    return getDayInfo(date, calendar);
  } catch (err) {
    if (!(err instanceof CalendarYearNotLoadedError)) throw err;
  }
  const { year } = toDateParts(date);
  let holidays = fallbackHolidays.get(year);
  if (!holidays) {
    holidays = new Map(listPublicHolidays(year).map((h) => [h.date, h.name]));
    fallbackHolidays.set(year, holidays);
  }
  const weekday = getIsoWeekday(date);
  const holiday = holidays.get(date);
  if (holiday !== undefined) {
    return { date, weekday, kind: "holiday", isWorkingDay: false, name: holiday, source: null };
  }
  if (weekday >= 6) return { date, weekday, kind: "weekend", isWorkingDay: false, name: null, source: null };
  if (calendar.companyRestDays?.includes(date)) {
    return {
      date,
      weekday,
      kind: "companyRestDay",
      isWorkingDay: false,
      name: "Céges pihenőnap",
      source: null,
    };
  }
  return { date, weekday, kind: "workday", isWorkingDay: true, name: null, source: null };
}

/** Daily capacity in hours on `date`: weeklyHours / 5 on a working day of the calendar, else 0. */
export function dailyCapacityHours(
  date: IsoDate,
  weeklyHours: number,
  calendar: CalendarOptions = {},
): number {
  return plannerDayInfo(date, calendar).isWorkingDay ? weeklyHours / 5 : 0;
}

/**
 * Planned hours of one allocation on one day — the one rule behind every planned-hours figure (the server's
 * `plannedHours`, the reports, the planner's totals and utilisation, the editor's live preview; issue 19 §4):
 * `hoursPerDay` on a working day of the person's calendar; 0 on a weekend, public holiday, decree rest day
 * or company rest day (`isWorkingDay` false) and on a day of approved leave or sick leave; half of it on a
 * half day of approved leave or sick leave. Pending leave does not reduce the hours (it is not yet granted).
 */
export function plannedHoursOnDay(input: {
  hoursPerDay: number;
  isWorkingDay: boolean;
  leave?: LeaveDayState | undefined;
  halfDay?: boolean | undefined;
}): number {
  if (!input.isWorkingDay) return 0;
  if (input.leave === "approved" || input.leave === "sick") return input.halfDay ? input.hoursPerDay / 2 : 0;
  return input.hoursPerDay;
}

/**
 * The conflicts of one allocation, day by day in date order (several per day possible), and the hours it
 * actually plans (`plannedHours`: the sum of `plannedHoursOnDay` over the range — no hours on weekends,
 * holidays, rest days and days of approved leave or sick leave, half on a half day of leave).
 * Throws `RangeError` when `end` is before `start`; a year without a loaded decree uses `plannerDayInfo`'s
 * fallback (public holidays and weekends only).
 */
export function allocationConflicts(input: AllocationConflictInput): {
  conflicts: AllocationConflict[];
  plannedHours: number;
} {
  const length = diffInDays(input.start, input.end);
  if (length < 0) throw new RangeError("A záró dátum nem lehet korábbi a kezdő dátumnál.");
  const capacityPerDay = input.weeklyHours / 5;
  const conflicts: AllocationConflict[] = [];
  let plannedHours = 0;
  for (let i = 0; i <= length; i += 1) {
    const date = addDays(input.start, i);
    const day = plannerDayInfo(date, input.calendar ?? {});
    const outside = outsideKind(date, input);
    if (outside) conflicts.push({ date, kind: outside, severity: "warning" });
    if (!day.isWorkingDay) {
      const kind = NON_WORKING_KIND[day.kind] ?? "weekend";
      conflicts.push({ date, kind, severity: "info", ...(day.name ? { name: day.name } : {}) });
      continue;
    }
    const leave = input.leave?.get(date);
    const isAway = leave === "approved" || leave === "sick";
    const halfDay = isAway && (input.halfDayLeave?.has(date) ?? false);
    if (isAway) {
      const kind = leave === "sick" ? "sickLeave" : "leave";
      conflicts.push({ date, kind, severity: halfDay ? "notice" : "warning" });
      if (!halfDay) continue;
    }
    if (leave === "pending") conflicts.push({ date, kind: "pendingLeave", severity: "notice" });
    plannedHours += plannedHoursOnDay({ hoursPerDay: input.hoursPerDay, isWorkingDay: true, leave, halfDay });
    const capacity = halfDay ? capacityPerDay / 2 : capacityPerDay;
    const total = input.hoursPerDay + (input.otherHours?.get(date) ?? 0);
    if (total > capacity) {
      conflicts.push({ date, kind: "overAllocated", severity: "warning", hours: total, capacity });
    }
  }
  return { conflicts, plannedHours };
}

function outsideKind(date: IsoDate, input: AllocationConflictInput): ConflictKind | null {
  const { project, contract } = input;
  if (project && (date < project.start || (project.end !== null && date > project.end)))
    return "outsideProject";
  if (
    contract &&
    ((contract.start !== null && date < contract.start) || (contract.end !== null && date > contract.end))
  ) {
    return "outsideContract";
  }
  return null;
}
