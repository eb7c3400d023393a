import { budapestDate, budapestMidnight } from "@office/shared/hu/budapest-time";
import {
  OTHER_REPORT_DEFAULT_MONTHS,
  type OtherReportQuery,
} from "@office/shared/reports/other-report.contract";
import { badRequest } from "../../platform/errors.ts";

/**
 * A report period: the months `from`..`to` (`YYYY-MM`, inclusive), each with its first day and its
 * reference day (the last day of the month, or today for the current month), and `asOf`, the reference
 * day of the last month (the day snapshot data sets are taken on).
 */
export type ReportPeriod = {
  from: string;
  to: string;
  months: readonly { key: string; start: string; end: string }[];
  asOf: string;
};

const pad2 = (n: number) => String(n).padStart(2, "0");

/** `YYYY-MM` shifted by `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = (y ?? 2000) * 12 + (m ?? 1) - 1 + delta;
  return `${Math.floor(index / 12)}-${pad2((index % 12) + 1)}`;
}

/** Last day (`YYYY-MM-DD`) of the `YYYY-MM` month. */
export function lastDayOf(month: string): string {
  const [y, m] = month.split("-").map(Number);
  const days = new Date(Date.UTC(y ?? 2000, m ?? 1, 0)).getUTCDate();
  return `${month}-${pad2(days)}`;
}

/**
 * Resolves `?from=&to=` against today (Budapest): defaults to the {@link OTHER_REPORT_DEFAULT_MONTHS}
 * months ending with the current month (`to` defaults to the current month, `from` to `to` − 23).
 * The contract already checked order and length. Errors: 400 (Hungarian) when `to` is after the current
 * month (nothing to report yet) or `from` alone is after it.
 */
export function resolvePeriod(query: OtherReportQuery, now = Date.now()): ReportPeriod {
  const today = budapestDate(now);
  const current = today.slice(0, 7);
  const to = query.to ?? current;
  if (to > current) throw badRequest("A záró hónap nem lehet későbbi az aktuális hónapnál.");
  const from = query.from ?? addMonths(to, -(OTHER_REPORT_DEFAULT_MONTHS - 1));
  if (from > to) throw badRequest("A kezdő hónap nem lehet későbbi a záró hónapnál.");
  const months: { key: string; start: string; end: string }[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) {
    const last = lastDayOf(m);
    months.push({ key: m, start: `${m}-01`, end: last < today ? last : today });
  }
  return { from, to, months, asOf: months.at(-1)?.end ?? today };
}

/** Hungarian label of a `YYYY-MM` month ("2026. márc."). */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number);
  const name = new Intl.DateTimeFormat("hu-HU", { month: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, 1)),
  );
  return `${y}. ${name}`;
}

/**
 * The period as instants for timestamp columns: `since` the Budapest midnight starting `from`'s first
 * day, `until` the one starting the month after `to` (exclusive), so rows group by Budapest calendar month.
 */
export function periodInstants(period: ReportPeriod): { since: Date; until: Date } {
  return {
    since: new Date(budapestMidnight(`${period.from}-01`)),
    until: new Date(budapestMidnight(`${addMonths(period.to, 1)}-01`)),
  };
}

/** `n` rounded to one decimal (percentages, days). */
export const round1 = (n: number) => Math.round(n * 10) / 10;
