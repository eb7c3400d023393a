/**
 * Wall-clock time in Hungary (Europe/Budapest: CET, UTC+1; CEST, UTC+2 from the last Sunday of March
 * to the last Sunday of October) ↔ instants. Pure (Intl only), for the server and the browser alike.
 */

import { lazyValue } from "./lazy-intl.ts";

export const BUDAPEST_TZ = "Europe/Budapest";

/** A wall-clock moment in Budapest: month 1–12, hour 0–23. */
export type LocalParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** Only instants before 1996 need it (see `toBudapestParts`), so it is built on first use. */
const formatter = lazyValue(
  () =>
    new Intl.DateTimeFormat("en-US", {
      timeZone: BUDAPEST_TZ,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    }),
);

/** The last Sunday of `month` (1–12) of `year` at 01:00 UTC, in ms: the EU summer-time switch instant. */
function lastSundayAt1Utc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0, 1));
  return last.getTime() - last.getUTCDay() * 86_400_000;
}

const HOUR_MS = 3_600_000;
/** From 1996 the EU rule holds (summer time from the last Sunday of March to that of October, 01:00 UTC). */
const EU_RULE_FROM_MS = Date.UTC(1996, 0, 1);

function intlParts(ms: number): LocalParts {
  const out: Record<string, number> = {};
  for (const p of formatter().formatToParts(new Date(ms))) {
    if (p.type !== "literal") out[p.type] = Number(p.value);
  }
  return {
    year: out.year ?? 1970,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

/**
 * The Budapest wall clock at instant `ms` (milliseconds since the epoch). From 1996 computed from the EU
 * summer-time rule (fast: the list endpoint calls this thousands of times), before that read from Intl.
 */
export function toBudapestParts(ms: number): LocalParts {
  if (ms < EU_RULE_FROM_MS) return intlParts(ms);
  const year = new Date(ms).getUTCFullYear();
  const isSummer = ms >= lastSundayAt1Utc(year, 3) && ms < lastSundayAt1Utc(year, 10);
  const local = new Date(ms + (isSummer ? 2 : 1) * HOUR_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** Budapest's offset from UTC at instant `ms`, in milliseconds (3,600,000 or 7,200,000). */
export function budapestOffsetMs(ms: number): number {
  const p = toBudapestParts(ms);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (ms - (ms % 1000));
}

/**
 * The instant (ms since the epoch) of a Budapest wall-clock time. A time skipped by the spring change
 * (02:00–03:00) maps one hour later; a repeated autumn hour maps to its first (summer-time) occurrence.
 */
export function fromBudapestParts(p: LocalParts): number {
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  let ms = asUtc - budapestOffsetMs(asUtc);
  const again = asUtc - budapestOffsetMs(ms);
  if (again !== ms) ms = Math.min(ms, again);
  return ms;
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** `YYYY-MM-DD` of the Budapest calendar day at instant `ms`. */
export function budapestDate(ms: number): string {
  const p = toBudapestParts(ms);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The instant of Budapest midnight at the start of `date` (`YYYY-MM-DD`). */
export function budapestMidnight(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return fromBudapestParts({ year: y ?? 1970, month: m ?? 1, day: d ?? 1, hour: 0, minute: 0, second: 0 });
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** True for `YYYY-MM-DD` (shape only). */
export function isDateOnly(value: string): boolean {
  return DATE_RE.test(value);
}

/**
 * Parses an event time: `YYYY-MM-DD` (Budapest midnight), `YYYY-MM-DDTHH:mm[:ss[.fff]]` (Budapest wall
 * clock) or the same with `Z` / `±HH:MM` (that instant). Years 1900–2199. Null when unreadable.
 */
export function parseEventTime(value: string): number | null {
  const date = DATE_RE.exec(value);
  const dt = date ? null : DATETIME_RE.exec(value);
  const m = date ?? dt;
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  if (!dt) return fromBudapestParts({ year, month, day, hour: 0, minute: 0, second: 0 });
  const [hour, minute, second] = [Number(dt[4]), Number(dt[5]), Number(dt[6] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const zone = dt[7];
  if (!zone) return fromBudapestParts({ year, month, day, hour, minute, second });
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (zone.toUpperCase() === "Z") return utc;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const offset = (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
  if (Number(digits.slice(0, 2)) > 14 || Number(digits.slice(2, 4)) > 59) return null;
  return utc - sign * offset;
}

/** `date` (`YYYY-MM-DD`) plus `days` calendar days. */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const t = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}
