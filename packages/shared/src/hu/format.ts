import { toDateParts, type IsoDate } from "./iso-date.ts";

const hufFormat = new Intl.NumberFormat("hu-HU", {
  style: "currency",
  currency: "HUF",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const numberFormat = new Intl.NumberFormat("hu-HU", { maximumFractionDigits: 2 });

/**
 * A forint amount the Hungarian way, rounded to whole forints: `1234567` → "1 234 567 Ft". The group
 * separator and the space before "Ft" are non-breaking spaces (U+00A0), as `Intl` (CLDR hu-HU) writes
 * them, so an amount never wraps; four-digit amounts are not grouped ("1234 Ft"), per Hungarian usage.
 */
export function formatHuf(amount: number): string {
  return hufFormat.format(amount);
}

/**
 * A `YYYY-MM-DD` date in Hungarian short form, "2026. 11. 20." (MSZ ISO 8601 / AkH. 12th ed. numeric
 * style). Built from the digits, so no time zone can shift the day. Throws `RangeError` for a bad date.
 */
export function formatDateHu(date: IsoDate): string {
  const { year, month, day } = toDateParts(date);
  return `${year}. ${String(month).padStart(2, "0")}. ${String(day).padStart(2, "0")}.`;
}

/**
 * A number of days in Hungarian: "3 nap", "0,5 nap", "1 nap". Hungarian keeps the noun singular after a
 * numeral, so no plural form is needed; decimals use a comma (up to 2 digits).
 */
export function formatDays(days: number): string {
  return `${numberFormat.format(days)} nap`;
}
