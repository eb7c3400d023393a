/**
 * Hungarian date and month text for form fields (issue 19 §1): what a user types and what the field
 * shows, converted to and from the ISO strings the forms, the zod contracts and the API use
 * (`YYYY-MM-DD`, `YYYY-MM`). Pure; no time zone is involved (dates are built from their digits), except in
 * {@link localIsoDate}, which reads a `Date` (a calendar's picked day) in the browser's time zone.
 */
import { formatDateHu } from "@office/shared/hu/format";

const HU_MONTHS = [
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

/** The Hungarian month names, `január` … `december` (index 0 = January). */
export const HU_MONTH_NAMES: readonly string[] = HU_MONTHS;

const pad2 = (n: number) => String(n).padStart(2, "0");

/** The calendar day a `Date` falls on in the browser's time zone, as `YYYY-MM-DD`. */
export function localIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** True when year/month/day (month 1–12) is a real calendar day (leap years included). */
function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= length;
}

/**
 * Parses a typed date to `YYYY-MM-DD`: `2026. 11. 25.`, `2026.11.25`, `2026.11.25.`, `2026-11-25`,
 * `2026/11/25`, `2026. 11. 5` (one-digit month/day allowed). Returns `""` for empty text and `null` for
 * text that is not a real day (e.g. `2026. 02. 30.`). Years must have four digits (1000–9999).
 */
export function parseHuDate(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  const match = /^(\d{4})\s*[.\-/]\s*(\d{1,2})\s*[.\-/]\s*(\d{1,2})\s*\.?$/.exec(trimmed);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || !isRealDay(year, month, day)) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** `YYYY-MM-DD` → `2026. 11. 25.`; an empty or malformed value gives `""` (never throws). */
export function formatHuDateInput(iso: string | null | undefined): string {
  if (!iso || parseHuDate(iso) !== iso) return "";
  return formatDateHu(iso);
}

/**
 * Parses a typed month to `YYYY-MM`: `2026. november`, `2026 nov`, `2026. 11.`, `2026.11`, `2026-11`.
 * Month names match case-insensitively by their first three letters or more. Returns `""` for empty text
 * and `null` for anything else.
 */
export function parseHuMonth(text: string): string | null {
  const trimmed = text.trim().toLocaleLowerCase("hu-HU");
  if (trimmed === "") return "";
  const numeric = /^(\d{4})\s*[.\-/]\s*(\d{1,2})\s*\.?$/.exec(trimmed);
  if (numeric) {
    const [year, month] = [Number(numeric[1]), Number(numeric[2])];
    return year >= 1000 && month >= 1 && month <= 12 ? `${year}-${pad2(month)}` : null;
  }
  const named = /^(\d{4})\s*\.?\s*([a-záéíóöőúüű]{3,})\.?$/.exec(trimmed);
  if (!named) return null;
  const year = Number(named[1]);
  const word = named[2] ?? "";
  const index = HU_MONTHS.findIndex((m) => m.startsWith(word));
  return year >= 1000 && index >= 0 ? `${year}-${pad2(index + 1)}` : null;
}

/** `YYYY-MM` → `2026. november`; an empty or malformed value gives `""`. */
export function formatHuMonthInput(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? "");
  if (!match) return "";
  const name = HU_MONTHS[Number(match[2]) - 1];
  return name ? `${match[1]}. ${name}` : "";
}
