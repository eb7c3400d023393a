import { addDays, formatIsoDate, type IsoDate } from "./iso-date.ts";

/** Where the statutory holiday list comes from. */
export const PUBLIC_HOLIDAY_SOURCE = "Mt. 102. § (1) (2012. évi I. törvény)";

/** One public holiday (munkaszüneti nap) of a year; `isSunday` marks the two that are always Sundays. */
export type PublicHoliday = { date: IsoDate; name: string; isSunday: boolean };

/**
 * Easter Sunday of a Gregorian year (Anonymous Gregorian / Meeus–Jones–Butcher algorithm), as `YYYY-MM-DD`.
 * Valid for any year from 1583. Example: 2026 → `2026-04-05`.
 */
export function getEasterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return formatIsoDate({ year, month, day });
}

/**
 * The public holidays of a year in date order (Mt. 102. § (1)): január 1., március 15., nagypéntek,
 * húsvéthétfő, május 1., pünkösdhétfő, augusztus 20., október 23., november 1., december 25–26. Easter
 * Sunday and Whit Sunday are listed too (`isSunday: true`); they never cost a working day. Nagypéntek is a
 * holiday since 2017 (2017. évi XIII. törvény), so this list is right for every year from 2017.
 */
export function listPublicHolidays(year: number): PublicHoliday[] {
  const easter = getEasterSunday(year);
  const fixed = (month: number, day: number, name: string): PublicHoliday => ({
    date: formatIsoDate({ year, month, day }),
    name,
    isSunday: false,
  });
  const movable = (offset: number, name: string, isSunday: boolean): PublicHoliday => ({
    date: addDays(easter, offset),
    name,
    isSunday,
  });
  const holidays = [
    fixed(1, 1, "Újév"),
    fixed(3, 15, "Nemzeti ünnep (1848–49-es forradalom és szabadságharc)"),
    movable(-2, "Nagypéntek", false),
    movable(0, "Húsvétvasárnap", true),
    movable(1, "Húsvéthétfő", false),
    fixed(5, 1, "A munka ünnepe"),
    movable(49, "Pünkösdvasárnap", true),
    movable(50, "Pünkösdhétfő", false),
    fixed(8, 20, "Nemzeti ünnep (az államalapítás ünnepe)"),
    fixed(10, 23, "Nemzeti ünnep (1956-os forradalom és szabadságharc)"),
    fixed(11, 1, "Mindenszentek"),
    fixed(12, 25, "Karácsony"),
    fixed(12, 26, "Karácsony másnapja"),
  ];
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}
