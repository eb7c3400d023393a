import { WORK_SCHEDULE_DECREES, type WorkScheduleDecree } from "./calendar-data.ts";
import { formatDateHu } from "./format.ts";
import { listPublicHolidays, PUBLIC_HOLIDAY_SOURCE } from "./holidays.ts";
import {
  addDays,
  daysInMonth,
  diffInDays,
  formatIsoDate,
  getIsoWeekday,
  toDateParts,
  type IsoDate,
} from "./iso-date.ts";

/**
 * What a day is in the general work schedule (általános munkarend, Monday–Friday):
 * - `workday`: an ordinary Monday–Friday working day;
 * - `weekend`: Saturday or Sunday (pihenőnap);
 * - `holiday`: a public holiday (munkaszüneti nap, Mt. 102. § (1)), whatever weekday it falls on;
 * - `restDay`: a weekday made a rest day by the year's decree (áthelyezett pihenőnap);
 * - `swappedWorkday`: a Saturday made a working day by the year's decree (áthelyezett munkanap);
 * - `companyRestDay`: a working day the tenant gave as a company rest day (céges pihenőnap).
 */
export type DayKind = "workday" | "weekend" | "holiday" | "restDay" | "swappedWorkday" | "companyRestDay";

/**
 * One day of the calendar. `weekday` is 1 (hétfő) … 7 (vasárnap); `name` is the Hungarian label of a
 * holiday / swap / company rest day (null for plain days); `source` cites the rule behind a non-plain day.
 */
export type DayInfo = {
  date: IsoDate;
  weekday: number;
  kind: DayKind;
  isWorkingDay: boolean;
  name: string | null;
  source: string | null;
};

/**
 * The employee's work schedule: `general` (általános munkarend, Monday–Friday) or `other` (egyéb
 * munkarend: shifts, continuous or seasonal work).
 */
export type WorkSchedule = "general" | "other";

/**
 * Options: company rest days (céges pihenőnapok) as `YYYY-MM-DD` dates, and the work schedule whose
 * days are asked for (default `general`). The NGM decrees move working days only in the general work
 * schedule (each decree's scope, § 1); an `other` schedule keeps Monday–Friday around them — Office has
 * no per-employee rosters, so its working days are Monday–Friday minus public holidays (Mt. 102. § (1)).
 *
 * `provisional: "allow"` (issue 22 §4): a year without a loaded decree is not refused but counted
 * provisionally — the statutory holidays of Mt. 102. § (1) and the weekends, no swapped days — so that
 * nobody's work stops on a missing table. Ask {@link isCalendarYearLoaded} (or use
 * {@link countWorkingDaysDetailed}) to tell the user that the answer was provisional. Default: refuse
 * (`CalendarYearNotLoadedError`).
 */
export type CalendarOptions = {
  companyRestDays?: readonly IsoDate[];
  workSchedule?: WorkSchedule;
  provisional?: "allow" | "refuse";
};

/** A month of the calendar for the attendance grid (`month` 1–12). */
export type MonthCalendar = { year: number; month: number; workingDays: number; days: DayInfo[] };

/**
 * Thrown for a year without a loaded decree (neither built in, `WORK_SCHEDULE_DECREES`, nor registered
 * with {@link registerWorkScheduleDecree}) unless the caller allowed a provisional answer.
 */
export class CalendarYearNotLoadedError extends Error {
  readonly code = "CALENDAR_YEAR_NOT_LOADED";
  readonly year: number;

  constructor(year: number) {
    super(`A(z) ${year}. év munkarendje (áthelyezett munkanapok) még nincs betöltve.`);
    this.name = "CalendarYearNotLoadedError";
    this.year = year;
  }
}

type YearTable = Map<IsoDate, Omit<DayInfo, "date" | "weekday">>;

const BUILT_IN_DECREES = new Map<number, WorkScheduleDecree>(WORK_SCHEDULE_DECREES.map((d) => [d.year, d]));
const decreesByYear = new Map<number, WorkScheduleDecree>(BUILT_IN_DECREES);
const yearTables = new Map<number, YearTable>();
/** Holiday-only tables of years without a decree (a pure function of the year; never hides a decree). */
const provisionalTables = new Map<number, YearTable>();

/** The years with a built-in decree, ascending (2020–2026); see {@link listLoadedCalendarYears} for all. */
export const LOADED_CALENDAR_YEARS: readonly number[] = [...BUILT_IN_DECREES.keys()].sort((a, b) => a - b);

/**
 * Adds or replaces the decree of `decree.year` at run time (issue 22 §4: a decree loaded from the
 * database takes effect without a release) and drops that year's cached day table, so the next
 * question about the year uses it. The decree is the one issued under Mt. 102. § (5) for that year; the
 * caller validates it (the reference-data contract does). Replacing a built-in year is allowed.
 */
export function registerWorkScheduleDecree(decree: WorkScheduleDecree): void {
  decreesByYear.set(decree.year, decree);
  yearTables.delete(decree.year);
}

/** Forgets every registered decree: only the built-in {@link WORK_SCHEDULE_DECREES} remain. */
export function resetWorkScheduleDecrees(): void {
  decreesByYear.clear();
  for (const [year, decree] of BUILT_IN_DECREES) decreesByYear.set(year, decree);
  yearTables.clear();
}

/** True when `year` has a decree (built in or registered), i.e. its calendar is final, not provisional. */
export function isCalendarYearLoaded(year: number): boolean {
  return decreesByYear.has(year);
}

/** Every year with a decree, built in or registered, ascending. */
export function listLoadedCalendarYears(): number[] {
  return [...decreesByYear.keys()].sort((a, b) => a - b);
}

/** Whether `year`'s decree is one of the built-in ones (not registered at run time over it). */
export function isBuiltInCalendarYear(year: number): boolean {
  const decree = decreesByYear.get(year);
  return decree !== undefined && decree === BUILT_IN_DECREES.get(year);
}

/** The decree entry of a year; throws `CalendarYearNotLoadedError` when none is loaded. */
export function getWorkScheduleDecree(year: number): WorkScheduleDecree {
  const decree = decreesByYear.get(year);
  if (!decree) throw new CalendarYearNotLoadedError(year);
  return decree;
}

/**
 * Holidays and swaps of one year by date, built once per year from Mt. 102. § and the decree. A year
 * without a decree: refused, or with `allowProvisional` the holidays alone (kept apart from the decree
 * tables, so a decree registered later is used at once).
 */
function getYearTable(year: number, allowProvisional: boolean): YearTable {
  const decree = decreesByYear.get(year);
  if (!decree && !allowProvisional) throw new CalendarYearNotLoadedError(year);
  const cached = (decree ? yearTables : provisionalTables).get(year);
  if (cached) return cached;
  const table: YearTable = new Map();
  const decreeSource = decree?.decree ?? "munkarendi rendelet";
  for (const swap of decree?.swaps ?? []) {
    table.set(swap.restDay, {
      kind: "restDay",
      isWorkingDay: false,
      name: `Áthelyezett pihenőnap (ledolgozva: ${formatDateHu(swap.workday)})`,
      source: decreeSource,
    });
    table.set(swap.workday, {
      kind: "swappedWorkday",
      isWorkingDay: true,
      name: `Áthelyezett munkanap (${formatDateHu(swap.restDay)} helyett)`,
      source: decreeSource,
    });
  }
  // Holidays win over anything else on the same date (no decree swaps a holiday, but be safe).
  for (const holiday of listPublicHolidays(year)) {
    table.set(holiday.date, {
      kind: "holiday",
      isWorkingDay: false,
      name: holiday.name,
      source: PUBLIC_HOLIDAY_SOURCE,
    });
  }
  if (decree) yearTables.set(year, table);
  else provisionalTables.set(year, table);
  return table;
}

/**
 * What `date` is in the general work schedule (or in `options.workSchedule`), with the Hungarian holiday
 * name where there is one. Order: public holiday (Mt. 102. § (1)) > decree rest day / swapped Saturday
 * (the year's decree, Mt. 102. § (5); general schedule only) > company rest day (only turns a working
 * day into a rest day) > weekend > workday.
 * Throws `CalendarYearNotLoadedError` for a year without a loaded decree (unless `options.provisional` is
 * `"allow"`: then holidays and weekends only, see {@link CalendarOptions}) and `RangeError` for a bad date.
 */
export function getDayInfo(date: IsoDate, options: CalendarOptions = {}): DayInfo {
  const { year } = toDateParts(date);
  const weekday = getIsoWeekday(date);
  const listed = getYearTable(year, options.provisional === "allow").get(date);
  const isSwap = listed?.kind === "restDay" || listed?.kind === "swappedWorkday";
  const special = isSwap && options.workSchedule === "other" ? undefined : listed;
  let info: DayInfo;
  if (special) {
    info = { date, weekday, ...special };
  } else if (weekday >= 6) {
    info = { date, weekday, kind: "weekend", isWorkingDay: false, name: null, source: null };
  } else {
    info = { date, weekday, kind: "workday", isWorkingDay: true, name: null, source: null };
  }
  if (info.isWorkingDay && options.companyRestDays?.includes(date)) {
    return { ...info, kind: "companyRestDay", isWorkingDay: false, name: "Céges pihenőnap", source: null };
  }
  return info;
}

/**
 * `info` (a day of the general schedule, company rest days applied) as it is for an employee on
 * `schedule`: for `other`, a decree rest day is an ordinary workday and a swapped Saturday a weekend
 * day. A company rest day that falls on a decree rest day is not known here and stays a workday for
 * `other`; `getDayInfo(date, { workSchedule: "other", companyRestDays })` gets that case right.
 */
export function dayForWorkSchedule(info: DayInfo, schedule: WorkSchedule): DayInfo {
  if (schedule === "general") return info;
  if (info.kind === "restDay")
    return { ...info, kind: "workday", isWorkingDay: true, name: null, source: null };
  if (info.kind === "swappedWorkday") {
    return { ...info, kind: "weekend", isWorkingDay: false, name: null, source: null };
  }
  return info;
}

/** True when `date` is a working day of the general work schedule (see `getDayInfo` for the rules). */
export function isWorkingDay(date: IsoDate, options: CalendarOptions = {}): boolean {
  return getDayInfo(date, options).isWorkingDay;
}

/**
 * Working days from `start` to `end`, both included, in the general work schedule (Mon–Fri, minus
 * holidays and decree rest days, plus swapped Saturdays, minus company rest days). Units: days.
 * Throws `RangeError` when `end` is before `start`, `CalendarYearNotLoadedError` for an unloaded year
 * (unless `options.provisional` is `"allow"`).
 */
export function countWorkingDays(start: IsoDate, end: IsoDate, options: CalendarOptions = {}): number {
  return countWorkingDaysDetailed(start, end, options).days;
}

/**
 * A working-day count and whether it is final: `days` as {@link countWorkingDays}; `provisional` true
 * when the range touches a year without a loaded decree, whose days were counted from the statutory
 * holidays (Mt. 102. § (1)) and the weekends only; `provisionalYears` those years, ascending. Never
 * throws for a missing decree when `options.provisional` is `"allow"`; with the default it throws
 * `CalendarYearNotLoadedError` like {@link countWorkingDays}. `RangeError` when `end` is before `start`.
 */
export function countWorkingDaysDetailed(
  start: IsoDate,
  end: IsoDate,
  options: CalendarOptions = {},
): { days: number; provisional: boolean; provisionalYears: number[] } {
  const length = diffInDays(start, end);
  if (length < 0) throw new RangeError("A záró dátum nem lehet korábbi a kezdő dátumnál.");
  let days = 0;
  for (let i = 0; i <= length; i += 1) {
    if (isWorkingDay(addDays(start, i), options)) days += 1;
  }
  const provisionalYears: number[] = [];
  for (let year = toDateParts(start).year; year <= toDateParts(end).year; year += 1) {
    if (!isCalendarYearLoaded(year)) provisionalYears.push(year);
  }
  return { days, provisional: provisionalYears.length > 0, provisionalYears };
}

/** Every day of a month (`month` 1–12) with its type, plus the month's working-day count. */
export function getMonthCalendar(year: number, month: number, options: CalendarOptions = {}): MonthCalendar {
  const length = daysInMonth(year, month);
  const days: DayInfo[] = [];
  for (let day = 1; day <= length; day += 1) {
    days.push(getDayInfo(formatIsoDate({ year, month, day }), options));
  }
  return { year, month, workingDays: days.filter((d) => d.isWorkingDay).length, days };
}

/** Working days in a month (`month` 1–12) of the general work schedule. */
export function countWorkingDaysInMonth(year: number, month: number, options: CalendarOptions = {}): number {
  return getMonthCalendar(year, month, options).workingDays;
}

/**
 * The years of `startYear`..`endYear` (inclusive) without a loaded decree, ascending: the years a
 * provisional answer counted from the statutory holidays (Mt. 102. § (1)) and the weekends only.
 */
export function listProvisionalYears(startYear: number, endYear: number): number[] {
  const years: number[] = [];
  for (let year = startYear; year <= endYear; year += 1) if (!isCalendarYearLoaded(year)) years.push(year);
  return years;
}

/**
 * The Hungarian reason shown next to an answer counted provisionally (issue 22 §4), or null when every
 * year in `years` is loaded (pass the provisional years, e.g. {@link listProvisionalYears}): the year's
 * swapped working days (the decree under Mt. 102. § (5)) are not loaded yet, so its working days come
 * from the public holidays of Mt. 102. § (1) and the weekends, and change when the decree is loaded.
 */
export function provisionalCalendarNote(years: readonly number[]): string | null {
  if (years.length === 0) return null;
  const list = years.map((year) => `${year}.`).join(", ");
  return (
    `Ideiglenes: a(z) ${list} év munkarendje (áthelyezett munkanapok) még nincs betöltve, ezért a ` +
    "munkanapok a munkaszüneti napokból (Mt. 102. § (1)) és a hétvégékből számolva; a rendelet " +
    "betöltése után változhatnak."
  );
}
