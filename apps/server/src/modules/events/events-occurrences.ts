import * as rruleModule from "rrule";
import {
  addCalendarDays,
  budapestDate,
  budapestMidnight,
  fromBudapestParts,
  toBudapestParts,
} from "@office/shared/hu/budapest-time";

// rrule ships CommonJS for Node and ESM for bundlers: take RRule from whichever shape arrived.
type RRuleModule = typeof rruleModule;
const rrule = ((rruleModule as unknown as { default?: RRuleModule }).default ?? rruleModule) as RRuleModule;

/** What occurrence expansion needs of an event row. */
export type SeriesInput = {
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  recurrence: string;
  recurrenceUntil: string | null;
};

/** One occurrence: instants (ms) and, for all-day events, its first and last day (inclusive). */
export type Occurrence = { start: number; end: number; firstDay: string; lastDay: string };

const FREQ: Record<string, number> = {
  weekly: rrule.RRule.WEEKLY,
  monthly: rrule.RRule.MONTHLY,
  yearly: rrule.RRule.YEARLY,
};

/** A Budapest wall-clock moment as a "floating" UTC Date (rrule's advice for local-time rules). */
function floating(ms: number): Date {
  const p = toBudapestParts(ms);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}

function unfloat(d: Date): number {
  return fromBudapestParts({
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  });
}

/** The all-day days of an event row: first day and last day (the stored end is exclusive midnight). */
export function allDayDays(startsAt: Date, endsAt: Date): { firstDay: string; lastDay: string } {
  const firstDay = budapestDate(startsAt.getTime());
  const lastDay = addCalendarDays(budapestDate(endsAt.getTime()), -1);
  return { firstDay, lastDay: lastDay < firstDay ? firstDay : lastDay };
}

function occurrenceAt(series: SeriesInput, startMs: number): Occurrence {
  if (series.allDay) {
    const { firstDay, lastDay } = allDayDays(series.startsAt, series.endsAt);
    const lengthDays = Math.round((Date.parse(lastDay) - Date.parse(firstDay)) / 86_400_000);
    const first = budapestDate(startMs);
    const last = addCalendarDays(first, lengthDays);
    return {
      start: budapestMidnight(first),
      end: budapestMidnight(addCalendarDays(last, 1)),
      firstDay: first,
      lastDay: last,
    };
  }
  const end = startMs + (series.endsAt.getTime() - series.startsAt.getTime());
  return { start: startMs, end, firstDay: budapestDate(startMs), lastDay: budapestDate(end) };
}

/**
 * Occurrences of an event overlapping [from, to) (ms instants), at most `limit`, in order. Recurring
 * events repeat in Budapest wall-clock time (10:00 stays 10:00 across the summer-time change) with
 * RFC 5545 rules via `rrule` (a monthly event on the 31st skips shorter months), until the end of
 * `recurrenceUntil` (inclusive). A zero-length event overlaps when it starts inside the range.
 */
export function expandOccurrences(series: SeriesInput, from: number, to: number, limit = 1000): Occurrence[] {
  const overlaps = (o: Occurrence) => o.start < to && (o.end > from || o.start >= from);
  const freq = FREQ[series.recurrence];
  if (freq === undefined) {
    const only = occurrenceAt(series, series.startsAt.getTime());
    return overlaps(only) ? [only] : [];
  }
  const duration = series.endsAt.getTime() - series.startsAt.getTime();
  const untilMs = series.recurrenceUntil
    ? budapestMidnight(addCalendarDays(series.recurrenceUntil, 1)) - 1000
    : Number.POSITIVE_INFINITY;
  const rule = new rrule.RRule({
    freq,
    dtstart: floating(series.startsAt.getTime()),
    ...(Number.isFinite(untilMs) ? { until: floating(untilMs) } : {}),
  });
  // Occurrences starting up to `duration` (+ a day for the DST hour) before `from` may still overlap it.
  const after = floating(Math.max(series.startsAt.getTime(), from - duration - 86_400_000));
  const before = floating(Math.min(to, untilMs));
  if (before < after) return [];
  const out: Occurrence[] = [];
  rule.between(after, before, true, (d) => {
    const o = occurrenceAt(series, unfloat(d));
    if (overlaps(o)) out.push(o);
    return out.length < limit;
  });
  return out;
}

/**
 * An exception as occurrence expansion needs it: the series' start of it and its own times, or
 * `cancelled` when that occurrence alone is cancelled.
 */
export type OverrideInput = { occurrenceStart: Date; startsAt: Date; endsAt: Date; cancelled?: boolean };

/** An occurrence with the start the series gives it and, when changed on its own, its exception. */
export type SeriesOccurrence<O extends OverrideInput> = Occurrence & {
  seriesStart: number;
  override: O | null;
};

/**
 * {@link expandOccurrences} with the event's exceptions (issue 23 §3): an occurrence changed on its own
 * takes the exception's times (and is kept when those overlap [from, to), even if the series' time does
 * not); a cancelled occurrence is left out; the others stay as the series gives them. Ordered by start.
 */
export function expandWithOverrides<O extends OverrideInput>(
  series: SeriesInput,
  overrides: readonly O[],
  from: number,
  to: number,
  limit = 1000,
): SeriesOccurrence<O>[] {
  const overlaps = (o: Occurrence) => o.start < to && (o.end > from || o.start >= from);
  const byStart = new Map(overrides.map((o) => [o.occurrenceStart.getTime(), o]));
  const out: SeriesOccurrence<O>[] = expandOccurrences(series, from, to, limit)
    .filter((o) => !byStart.has(o.start))
    .map((o) => ({ ...o, seriesStart: o.start, override: null }));
  if (series.recurrence !== "none") {
    for (const ov of overrides) {
      if (ov.cancelled) continue;
      const days = series.allDay
        ? allDayDays(ov.startsAt, ov.endsAt)
        : { firstDay: budapestDate(ov.startsAt.getTime()), lastDay: budapestDate(ov.endsAt.getTime()) };
      const o = { start: ov.startsAt.getTime(), end: ov.endsAt.getTime(), ...days };
      if (overlaps(o)) out.push({ ...o, seriesStart: ov.occurrenceStart.getTime(), override: ov });
    }
  }
  return out.sort((a, b) => a.start - b.start).slice(0, limit);
}

/** The occurrence the series gives on Budapest day `day` (`YYYY-MM-DD`), or null. */
export function occurrenceOnDay(series: SeriesInput, day: string): Occurrence | null {
  const from = budapestMidnight(day);
  const to = budapestMidnight(addCalendarDays(day, 1));
  return expandOccurrences(series, from, to, 10).find((o) => o.firstDay === day) ?? null;
}

/**
 * Which exceptions of a series survive a change of its times or rule (issue 23 §3): an exception is
 * kept when its Budapest day (of the old series' start of it) is still an occurrence day of `next`,
 * re-keyed to the new occurrence's start (its RECURRENCE-ID). A cancelled occurrence takes the new
 * times; a changed one keeps its own times, unless they were the old series' own (only its texts were
 * changed), then it follows the series. Changed occurrences are dropped when all-day-ness changes;
 * every exception is dropped when `next` does not repeat. Answers the kept ones and how many dropped.
 */
export function carryOverrides<O extends OverrideInput>(
  previous: SeriesInput,
  next: SeriesInput,
  overrides: readonly O[],
): { kept: O[]; dropped: number } {
  const kept: O[] = [];
  for (const ov of overrides) {
    if (next.recurrence === "none") continue;
    if (!ov.cancelled && previous.allDay !== next.allDay) continue;
    const day = budapestDate(ov.occurrenceStart.getTime());
    const now = occurrenceOnDay(next, day);
    if (!now) continue;
    const before = occurrenceOnDay(previous, day);
    const followsSeries =
      ov.cancelled ||
      (before !== null && before.start === ov.startsAt.getTime() && before.end === ov.endsAt.getTime());
    kept.push({
      ...ov,
      occurrenceStart: new Date(now.start),
      ...(followsSeries ? { startsAt: new Date(now.start), endsAt: new Date(now.end) } : {}),
    });
  }
  return { kept, dropped: overrides.length - kept.length };
}
