/**
 * Odometer continuity of a car's trip log (issue 10 §1). Trips are ordered by date, then start km. A
 * trip must start at or above the end of the trip before it and end at or below the start of the trip
 * after it (a back-dated trip is checked against both neighbours); a start above the previous end is a
 * km gap, accepted with a reason. Pure: the service feeds it the car's other trips under `lockFor`.
 */
import { formatDateHu } from "@office/shared/hu/format";

/** A trip as the check sees it. */
export type LogTrip = { id: number; date: string; startKm: number; endKm: number; from: string; to: string };

/** The outcome: a conflict message naming the trip in the way, or the neighbours and the gap (km). */
export type ContinuityResult =
  | { ok: false; conflictWith: LogTrip; message: string }
  | { ok: true; previous: LogTrip | null; next: LogTrip | null; gapKm: number };

const km = (n: number) => n.toLocaleString("hu-HU").replace(/\u00a0/g, " ");

/** How a trip is named in messages: `2026. 03. 04. Budapest → Győr (12 345–12 500 km)`. */
export const describeTrip = (t: LogTrip) =>
  `${formatDateHu(t.date)} ${t.from} → ${t.to} (${km(t.startKm)}–${km(t.endKm)} km)`;

const before = (a: { date: string; startKm: number }, b: { date: string; startKm: number }) =>
  a.date < b.date || (a.date === b.date && a.startKm <= b.startKm);

/**
 * Checks `candidate` (date, start/end km) against `others` (the car's other trips, any order).
 * Conflict when `startKm` < previous `endKm` or `endKm` > next `startKm`.
 */
export function checkContinuity(
  others: readonly LogTrip[],
  candidate: { date: string; startKm: number; endKm: number },
): ContinuityResult {
  let previous: LogTrip | null = null;
  let next: LogTrip | null = null;
  for (const t of others) {
    if (before(t, candidate)) {
      if (!previous || before(previous, t)) previous = t;
    } else if (!next || before(t, next)) {
      next = t;
    }
  }
  if (previous && candidate.startKm < previous.endKm)
    return {
      ok: false,
      conflictWith: previous,
      message: `A kezdő km-óra állás (${km(candidate.startKm)} km) kisebb, mint az előző út záró állása: ${describeTrip(previous)}.`,
    };
  if (next && candidate.endKm > next.startKm)
    return {
      ok: false,
      conflictWith: next,
      message: `A záró km-óra állás (${km(candidate.endKm)} km) nagyobb, mint a következő út kezdő állása: ${describeTrip(next)}.`,
    };
  return { ok: true, previous, next, gapKm: previous ? candidate.startKm - previous.endKm : 0 };
}

/**
 * Checks a fuel fill's odometer reading `odometerKm` on `date` against the trip log: it must be at least
 * the end km of every trip on an earlier day and at most the start km of every trip on a later day.
 * Returns a conflict message naming the trip, or null.
 */
export function checkReading(trips: readonly LogTrip[], date: string, odometerKm: number): string | null {
  for (const t of trips) {
    if (t.date < date && t.endKm > odometerKm)
      return `A km-óra állás (${km(odometerKm)} km) kisebb, mint egy korábbi út záró állása: ${describeTrip(t)}.`;
    if (t.date > date && t.startKm < odometerKm)
      return `A km-óra állás (${km(odometerKm)} km) nagyobb, mint egy későbbi út kezdő állása: ${describeTrip(t)}.`;
  }
  return null;
}
