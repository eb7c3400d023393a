import { getDayInfo, type DayInfo } from "@office/shared/hu/calendar";
import { addDays, getIsoWeekday, type IsoDate } from "@office/shared/hu/iso-date";
import { monthRange, type YearMonth } from "./year-month";

/** One day cell of a month grid; `info` is null when the calendar has no decree for the year. */
export type MonthGridDay = { date: IsoDate; day: number; isInMonth: boolean; info: DayInfo | null };

/** The calendar's view of a day, or null for a year without a loaded decree (shown as a plain day). */
function dayInfoOrNull(date: IsoDate): DayInfo | null {
  try {
    return getDayInfo(date);
  } catch {
    return null;
  }
}

/** The weeks (Monday first) covering a month; days of the neighbouring months fill the first and last week. */
export function buildMonthGrid(yearMonth: YearMonth): MonthGridDay[][] {
  const { start, end } = monthRange(yearMonth);
  const first = addDays(start, 1 - getIsoWeekday(start));
  const last = addDays(end, 7 - getIsoWeekday(end));
  const weeks: MonthGridDay[][] = [];
  for (let date = first; date <= last; date = addDays(date, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const current = addDays(date, i);
        return {
          date: current,
          day: Number(current.slice(8, 10)),
          isInMonth: current >= start && current <= end,
          info: dayInfoOrNull(current),
        };
      }),
    );
  }
  return weeks;
}

/** True when the day counts as a working day (a weekday when the calendar does not know the year). */
export function isWorkingGridDay(day: MonthGridDay): boolean {
  return day.info ? day.info.isWorkingDay : getIsoWeekday(day.date) <= 5;
}
