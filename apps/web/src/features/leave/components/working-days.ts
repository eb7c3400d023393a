import { CalendarYearNotLoadedError, countWorkingDays, type WorkSchedule } from "@office/shared/hu/calendar";
import { isValidIsoDate } from "@office/shared/hu/iso-date";

/** The live working-day count of a request being typed: not yet countable, counted, or why not. */
export type WorkingDaysPreview =
  { status: "incomplete" } | { status: "counted"; days: number } | { status: "error"; message: string };

/**
 * Working days a request from `start` to `end` (both `YYYY-MM-DD`, both included) would take in the
 * employee's work schedule (general: holidays and NGM swap days; other: holidays only; `countWorkingDays`),
 * 0.5 for a half day on a single
 * working day. An end before the start or a year whose decree is not loaded gives the calendar's
 * Hungarian message instead of a guess. Company rest days are the server's to count.
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
    return { status: "counted", days: isHalfDay && start === end && days === 1 ? 0.5 : days };
  } catch (error) {
    if (error instanceof CalendarYearNotLoadedError || error instanceof RangeError) {
      return { status: "error", message: error.message };
    }
    throw error;
  }
}
