import { CalendarYearNotLoadedError, getDayInfo, type CalendarOptions } from "@office/shared/hu/calendar";
import { listPublicHolidays } from "@office/shared/hu/holidays";
import { addDays, diffInDays, getIsoWeekday, toDateParts, type IsoDate } from "@office/shared/hu/iso-date";
import type { Tx } from "../../platform/db.ts";
import * as repo from "./leave.repository.ts";

/**
 * Whether `date` is a working day for the employee, and whether that answer is provisional. A year
 * whose swapped working days (the yearly NGM/PM decree under Mt. 102. § (5)) are not loaded never
 * blocks a request (issue 22 §4): its working days are Monday–Friday minus the statutory holidays of
 * Mt. 102. § (1) and the company rest days, and `provisional` says so; the request is recounted when
 * the year is loaded (`recountLeaveYear`).
 */
export function workingDayOf(
  date: IsoDate,
  opts: CalendarOptions,
): { working: boolean; provisional: boolean } {
  try {
    return { working: getDayInfo(date, opts).isWorkingDay, provisional: false };
  } catch (err) {
    if (!(err instanceof CalendarYearNotLoadedError)) throw err;
    const { year } = toDateParts(date);
    const holiday = listPublicHolidays(year).some((h) => h.date === date);
    const working = getIsoWeekday(date) <= 5 && !holiday && !(opts.companyRestDays ?? []).includes(date);
    return { working, provisional: true };
  }
}

/** Working days from `start` to `end` (both included) with `workingDayOf`'s rules. */
export function countDays(
  start: IsoDate,
  end: IsoDate,
  opts: CalendarOptions,
): { days: number; provisional: boolean } {
  let days = 0;
  let provisional = false;
  const length = diffInDays(start, end);
  for (let i = 0; i <= length; i++) {
    const d = workingDayOf(addDays(start, i), opts);
    if (d.working) days++;
    provisional ||= d.provisional;
  }
  return { days, provisional };
}

/** The calendar options of an employee of `workSchedule` with the tenant's rest days in [start, end]. */
export async function calendarOptionsFor(
  tx: Tx,
  tenantId: number,
  workSchedule: string,
  start: IsoDate,
  end: IsoDate,
): Promise<CalendarOptions> {
  const restDays = await repo.listCompanyRestDays(tx, tenantId, start, end);
  // Egyéb munkarend: the decree's swaps do not apply (see CalendarOptions).
  return { companyRestDays: restDays, workSchedule: workSchedule === "other" ? "other" : "general" };
}

/**
 * Working days a request covers: a half day on a working day is 0.5, a type in hours 0 (its `hours`
 * count), else the working days of the range. Units: working days.
 */
export function requestDays(
  input: { startDate: IsoDate; endDate: IsoDate; halfDay: string | null; hours: number | null },
  opts: CalendarOptions,
): { days: number; provisional: boolean; anyWorkingDay: boolean } {
  const range = countDays(input.startDate, input.endDate, opts);
  const anyWorkingDay = range.days > 0;
  if (input.hours !== null) return { days: 0, provisional: range.provisional, anyWorkingDay };
  if (input.halfDay) return { days: anyWorkingDay ? 0.5 : 0, provisional: range.provisional, anyWorkingDay };
  return { ...range, anyWorkingDay };
}
