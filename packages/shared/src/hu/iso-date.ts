/**
 * Calendar dates as ISO strings (`YYYY-MM-DD`) with integer arithmetic only (proleptic Gregorian calendar,
 * H. Hinnant's days-from-civil algorithm). No `Date` object is involved, so no local time zone or
 * daylight-saving change can move a date by a day.
 */
export type IsoDate = string;

/** A calendar date as integers; `month` 1–12, `day` 1–31. */
export type DateParts = { year: number; month: number; day: number };

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Splits `YYYY-MM-DD` into integers, or returns null when the string is not a real calendar date. */
export function parseIsoDate(value: string): DateParts | null {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Like `parseIsoDate` but throws a `RangeError` (Hungarian message) for anything that is not a date. */
export function toDateParts(value: IsoDate): DateParts {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Érvénytelen dátum: „${value}” (ÉÉÉÉ-HH-NN formátum kell).`);
  return parts;
}

/** True when `value` is a real calendar date written as `YYYY-MM-DD`. */
export function isValidIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** Formats integer parts as `YYYY-MM-DD` (zero-padded). */
export function formatIsoDate(parts: DateParts): IsoDate {
  const mm = String(parts.month).padStart(2, "0");
  const dd = String(parts.day).padStart(2, "0");
  return `${String(parts.year).padStart(4, "0")}-${mm}-${dd}`;
}

/** True for Gregorian leap years. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in a month (`month` 1–12): 28–31. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  const length = MONTH_LENGTHS[month - 1];
  if (length === undefined) throw new RangeError(`Érvénytelen hónap: ${month}.`);
  return length;
}

/** Number of days in a calendar year: 365 or 366. */
export function daysInYear(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

/** Days since 1970-01-01 (negative before); a whole number, so date differences are exact. */
export function toDayNumber(date: IsoDate): number {
  const { year, month, day } = toDateParts(date);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The ISO date for a day number produced by `toDayNumber`. */
export function fromDayNumber(dayNumber: number): IsoDate {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return formatIsoDate({ year, month, day });
}

/** `date` moved by `days` calendar days (negative moves back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function diffInDays(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** ISO weekday: 1 = Monday (hétfő) … 7 = Sunday (vasárnap). */
export function getIsoWeekday(date: IsoDate): number {
  // Day 0 (1970-01-01) was a Thursday (4).
  return ((((toDayNumber(date) + 3) % 7) + 7) % 7) + 1;
}
