import { daysInMonth, formatIsoDate, type IsoDate } from "@office/shared/hu/iso-date";

/** A month as a year and a month number 1–12. */
export type YearMonth = { year: number; month: number };

/** The first and last day of a month as `YYYY-MM-DD`. */
export function monthRange({ year, month }: YearMonth): { start: IsoDate; end: IsoDate } {
  return {
    start: formatIsoDate({ year, month, day: 1 }),
    end: formatIsoDate({ year, month, day: daysInMonth(year, month) }),
  };
}

/** The month `delta` months away (negative: earlier). */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The month of `today` (`YYYY-MM-DD`): where the team calendar opens. */
export function yearMonthOf(today: IsoDate): YearMonth {
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}
