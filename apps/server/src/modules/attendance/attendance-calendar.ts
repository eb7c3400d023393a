import {
  CalendarYearNotLoadedError,
  getMonthCalendar,
  isCalendarYearLoaded,
  listLoadedCalendarYears,
  listProvisionalYears,
  provisionalCalendarNote,
  type DayInfo,
} from "@office/shared/hu/calendar";
import { daysInMonth, toDateParts } from "@office/shared/hu/iso-date";
import { badRequest } from "../../platform/errors.ts";

/** A calendar month (`month` 1–12) clipped to a range: `start`..`end` are its first and last days. */
export type MonthSpan = { year: number; month: number; start: string; end: string };

/** The whole calendar month `month` (1–12) of `year`. */
export function monthSpan(year: number, month: number): MonthSpan {
  const key = `${year}-${String(month).padStart(2, "0")}`;
  return {
    year,
    month,
    start: `${key}-01`,
    end: `${key}-${String(daysInMonth(year, month)).padStart(2, "0")}`,
  };
}

/** The months `start`..`end` touches, each clipped to the range (dates `YYYY-MM-DD`, start ≤ end). */
export function monthsInRange(start: string, end: string): MonthSpan[] {
  const from = toDateParts(start);
  const to = toDateParts(end);
  const spans: MonthSpan[] = [];
  for (let y = from.year, m = from.month; y < to.year || (y === to.year && m <= to.month);) {
    const whole = monthSpan(y, m);
    spans.push({
      ...whole,
      start: whole.start < start ? start : whole.start,
      end: whole.end > end ? end : whole.end,
    });
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return spans;
}

/**
 * Whether a calendar answer for `year` may be provisional (issue 22 §4: next year never blocks anyone):
 * `allow` for a year after the last one whose decree is loaded — counted from the statutory holidays
 * (Mt. 102. § (1)) and the weekends until its decree is loaded —, `refuse` for an earlier year without
 * one (before 2020: a past year is never guessed).
 */
export function provisionalFor(year: number): "allow" | "refuse" {
  return year > Math.max(...listLoadedCalendarYears()) ? "allow" : "refuse";
}

/**
 * {@link provisionalFor} of a range of years (the resource, cost and annual reports, issue 22 §4):
 * `allow` when every year of `startYear`..`endYear` without a decree comes after the last loaded one,
 * else `refuse` (a past year is never guessed; the calendar then answers 400 via {@link calendarOr400}).
 */
export function provisionalForRange(startYear: number, endYear: number): "allow" | "refuse" {
  for (let year = startYear; year <= endYear; year += 1) {
    if (!isCalendarYearLoaded(year) && provisionalFor(year) === "refuse") return "refuse";
  }
  return "allow";
}

/**
 * The `provisionalCalendar` / `provisionalCalendarNote` fields of an answer over `startYear`..`endYear`
 * (`provisionalCalendarFields` of the shared contracts): true with the Hungarian reason when a year of
 * the range has no loaded decree (Mt. 102. § (5)) and was counted from the holidays of Mt. 102. § (1)
 * and the weekends.
 */
export function provisionalFieldsOf(
  startYear: number,
  endYear: number,
): { provisionalCalendar: boolean; provisionalCalendarNote: string | null } {
  const years = listProvisionalYears(startYear, endYear);
  return { provisionalCalendar: years.length > 0, provisionalCalendarNote: provisionalCalendarNote(years) };
}

/**
 * The calendar days of a month span (general work schedule with the tenant's company rest days,
 * DESIGN §9). Throws 400 with the calendar's Hungarian message for a year whose decree is not loaded,
 * unless `provisional` is `allow`: the attendance sheet passes `provisionalFor(year)`, the reports
 * `provisionalForRange` of their range (issue 22 §4).
 */
export function spanDays(
  span: MonthSpan,
  companyRestDays: readonly string[],
  provisional: "allow" | "refuse" = "refuse",
): DayInfo[] {
  return calendarOr400(() =>
    getMonthCalendar(span.year, span.month, { companyRestDays, provisional }).days.filter(
      (d) => d.date >= span.start && d.date <= span.end,
    ),
  );
}

/** Runs a calendar computation; `CalendarYearNotLoadedError` becomes a 400 with its Hungarian message. */
export function calendarOr400<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof CalendarYearNotLoadedError) throw badRequest(err.message);
    throw err;
  }
}
