import {
  CalendarYearNotLoadedError,
  countWorkingDays,
  isWorkingDay,
  type WorkSchedule,
} from "@office/shared/hu/calendar";
import { listPublicHolidays } from "@office/shared/hu/holidays";
import { addDays, diffInDays, getIsoWeekday, isValidIsoDate } from "@office/shared/hu/iso-date";

/**
 * The live working-day count of a request being typed: not yet countable, counted (`provisionalYears`:
 * the years counted without their swapped working days, ascending; empty when all are loaded), or why not.
 */
export type WorkingDaysPreview =
  | { status: "incomplete" }
  | { status: "counted"; days: number; provisionalYears: number[] }
  | { status: "error"; message: string };

/**
 * True when `date` is a working day; for a year whose swap decree is not loaded, the weekdays that are
 * not public holidays (Mt. 102. § (1)) — the server's provisional count (issue 22 §4), recounted when the
 * decree is loaded.
 */
function isWorkingDayOrProvisional(date: string, workSchedule: WorkSchedule, provisional: Set<number>) {
  try {
    return isWorkingDay(date, { workSchedule });
  } catch (error) {
    if (!(error instanceof CalendarYearNotLoadedError)) throw error;
    provisional.add(error.year);
    const holidays = listPublicHolidays(error.year).map((h) => h.date);
    return getIsoWeekday(date) <= 5 && !holidays.includes(date);
  }
}

/**
 * Working days a request from `start` to `end` (both `YYYY-MM-DD`, both included) would take in the
 * employee's work schedule (general: holidays and NGM swap days; other: holidays only; `countWorkingDays`),
 * 0.5 for a half day on a single working day. A year whose decree is not loaded is counted from the
 * public holidays and the weekends and named in `provisionalYears` (issue 22 §4: next year never blocks
 * a request). An end before the start gives the calendar's Hungarian message. Company rest days are the
 * server's to count.
 */
export function previewWorkingDays(
  start: string,
  end: string,
  isHalfDay: boolean,
  workSchedule: WorkSchedule = "general",
): WorkingDaysPreview {
  if (!isValidIsoDate(start) || !isValidIsoDate(end)) return { status: "incomplete" };
  try {
    const days = countWorkingDays(start, end, { workSchedule });
    return { status: "counted", days: halve(days, isHalfDay && start === end), provisionalYears: [] };
  } catch (error) {
    if (error instanceof RangeError) return { status: "error", message: error.message };
    if (!(error instanceof CalendarYearNotLoadedError)) throw error;
  }
  const provisional = new Set<number>();
  let days = 0;
  for (let i = 0; i <= diffInDays(start, end); i += 1) {
    if (isWorkingDayOrProvisional(addDays(start, i), workSchedule, provisional)) days += 1;
  }
  return {
    status: "counted",
    days: halve(days, isHalfDay && start === end),
    provisionalYears: [...provisional].sort((a, b) => a - b),
  };
}

const halve = (days: number, isHalfDay: boolean): number => (isHalfDay && days === 1 ? 0.5 : days);
