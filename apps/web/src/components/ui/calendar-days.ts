import { getDayInfo, type DayKind } from "@office/shared/hu/calendar";
import { listPublicHolidays } from "@office/shared/hu/holidays";

/** The day kinds a date picker marks: public holidays and the two halves of a decree's working-day swap. */
export type MarkedDayKind = Extract<DayKind, "holiday" | "restDay" | "swappedWorkday">;

/** A marked day: its kind and Hungarian name ("Karácsony", "Áthelyezett munkanap (… helyett)"). */
export type MarkedDay = { kind: MarkedDayKind; name: string };

/** The Hungarian legend text of each marked kind, shown under the calendar and read after the day. */
export const MARKED_DAY_LABELS: Record<MarkedDayKind, string> = {
  holiday: "Munkaszüneti nap",
  restDay: "Áthelyezett pihenőnap",
  swappedWorkday: "Áthelyezett munkanap",
};

const cache = new Map<string, MarkedDay | null>();

/**
 * What `iso` (`YYYY-MM-DD`) is in the Hungarian general work schedule when it is worth marking in a date
 * picker: a public holiday (Mt. 102. § (1)), a decree rest day or a swapped Saturday (the year's NGM/PM
 * decree, `packages/shared/src/hu/calendar-data.ts`); `null` for any other day. For a year whose decree is
 * not loaded only the statutory holidays are known (swaps are never guessed). Never throws.
 */
export function getMarkedDay(iso: string): MarkedDay | null {
  const cached = cache.get(iso);
  if (cached !== undefined) return cached;
  let marked: MarkedDay | null = null;
  try {
    const info = getDayInfo(iso);
    if (info.kind === "holiday" || info.kind === "restDay" || info.kind === "swappedWorkday") {
      marked = { kind: info.kind, name: info.name ?? MARKED_DAY_LABELS[info.kind] };
    }
  } catch {
    const year = Number(iso.slice(0, 4));
    const holiday = Number.isInteger(year)
      ? listPublicHolidays(year).find((h) => h.date === iso && !h.isSunday)
      : undefined;
    marked = holiday ? { kind: "holiday", name: holiday.name } : null;
  }
  cache.set(iso, marked);
  return marked;
}
