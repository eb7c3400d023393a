import { toBudapestParts } from "./budapest-time.ts";
import { parseIsoDate, toDateParts, type IsoDate } from "./iso-date.ts";
import { lazyValue } from "./lazy-intl.ts";

/**
 * The one place for Hungarian display formats (dates, months, numbers, units), shared by the SPA, the
 * server's notifications, PDFs and `.xlsx` title lines. Numbers follow CLDR hu-HU as `Intl` writes them:
 * decimal comma, non-breaking space (U+00A0) as group separator from five digits ("64 385", "1234").
 */

const hufFormat = lazyValue(
  () =>
    new Intl.NumberFormat("hu-HU", {
      style: "currency",
      currency: "HUF",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);
const numberFormat = lazyValue(() => new Intl.NumberFormat("hu-HU", { maximumFractionDigits: 2 }));

/**
 * A forint amount the Hungarian way, rounded to whole forints: `1234567` → "1 234 567 Ft". The group
 * separator and the space before "Ft" are non-breaking spaces (U+00A0), as `Intl` (CLDR hu-HU) writes
 * them, so an amount never wraps; four-digit amounts are not grouped ("1234 Ft"), per Hungarian usage.
 */
export function formatHuf(amount: number): string {
  return hufFormat().format(amount);
}

/**
 * A `YYYY-MM-DD` date in Hungarian short form, "2026. 11. 20." (MSZ ISO 8601 / AkH. 12th ed. numeric
 * style). Built from the digits, so no time zone can shift the day. Throws `RangeError` for a bad date.
 */
export function formatDateHu(date: IsoDate): string {
  const { year, month, day } = toDateParts(date);
  return `${year}. ${String(month).padStart(2, "0")}. ${String(day).padStart(2, "0")}.`;
}

/** "2027. 03. 31-ig": a deadline in Hungarian (the date's closing dot gives way to the suffix). */
export function formatDeadlineHu(date: IsoDate): string {
  return `${formatDateHu(date).replace(/\.$/, "")}-ig`;
}

/**
 * A number of days in Hungarian: "3 nap", "0,5 nap", "1 nap". Hungarian keeps the noun singular after a
 * numeral, so no plural form is needed; decimals use a comma (up to 2 digits).
 */
export function formatDays(days: number): string {
  return `${numberFormat().format(days)} nap`;
}

/** Hungarian month names (AkH.: lower case), January first. */
export const HU_MONTH_NAMES = [
  "január",
  "február",
  "március",
  "április",
  "május",
  "június",
  "július",
  "augusztus",
  "szeptember",
  "október",
  "november",
  "december",
] as const;

/** `fallback` (default "–") for null, empty or unparsable dates, else {@link formatDateHu}. */
export function formatOptionalDateHu(date: string | null | undefined, fallback = "–"): string {
  return date && parseIsoDate(date) ? formatDateHu(date) : fallback;
}

/** A date range "2026. 12. 07. – 2026. 12. 11.", or one date when both ends are the same day. */
export function formatDateRangeHu(start: IsoDate, end: IsoDate): string {
  return start === end ? formatDateHu(start) : `${formatDateHu(start)} – ${formatDateHu(end)}`;
}

/**
 * A month `YYYY-MM` (or any `YYYY-MM-DD` of it) as "2026. november"; a string that is not a month is
 * returned unchanged, so a caller can pass labels that are not months.
 */
export function formatMonthHu(month: string): string {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(month);
  const name = match ? HU_MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${match[1]}. ${name}` : month;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * The Budapest calendar day of an instant (ISO timestamp, epoch ms or `Date`) as "2026. 11. 25.";
 * "" for an unparsable value. Europe/Budapest whatever the machine's time zone.
 */
export function formatInstantDateHu(instant: string | number | Date): string {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) return "";
  const p = toBudapestParts(ms);
  return `${p.year}. ${pad2(p.month)}. ${pad2(p.day)}.`;
}

/** Like {@link formatInstantDateHu} with the Budapest wall-clock time: "2026. 11. 25. 14:03". */
export function formatInstantDateTimeHu(instant: string | number | Date): string {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) return "";
  const p = toBudapestParts(ms);
  return `${p.year}. ${pad2(p.month)}. ${pad2(p.day)}. ${pad2(p.hour)}:${pad2(p.minute)}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function cachedFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}-${max}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("hu-HU", { minimumFractionDigits: min, maximumFractionDigits: max });
    numberFormats.set(key, format);
  }
  return format;
}

/** A number the Hungarian way with up to `maxFractionDigits` decimals: 64385 → "64 385", 6.5 → "6,5". */
export function formatNumberHu(value: number, maxFractionDigits = 2): string {
  return cachedFormat(0, maxFractionDigits).format(value);
}

/**
 * A number with exactly `digits` decimals, for columns that compare values (fuel consumption, ratios):
 * 6 → "6,00", 6.5 → "6,50", 6.125 → "6,13" (half away from zero, as `Intl` rounds).
 */
export function formatFixedHu(value: number, digits = 2): string {
  return cachedFormat(digits, digits).format(value);
}

/** Kilometres as whole numbers with the unit: 64385 → "64 385 km". */
export function formatKm(km: number): string {
  return `${formatNumberHu(km, 0)}\u00a0km`;
}

/** A fuel consumption in l/100 km with two fixed decimals: "6,13 l/100 km". */
export function formatConsumption(litresPer100Km: number): string {
  return `${formatFixedHu(litresPer100Km, 2)}\u00a0l/100\u00a0km`;
}
