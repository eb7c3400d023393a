import { budapestDate } from "@office/shared/hu/budapest-time";
import type { Tx } from "../../platform/db.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import type { OccurrenceRsvpRow } from "./event-occurrence-rsvps.repository.ts";
import {
  occurrenceOnDay,
  type Occurrence,
  type OverrideInput,
  type SeriesInput,
} from "./events-occurrences.ts";
import * as repo from "./events.repository.ts";

/**
 * Answers per occurrence (issue 23 §3): an attendee's answer for one occurrence of a recurring event
 * overrides their series answer (`event_attendees.rsvp`) there; the series answer stays the default.
 * An occurrence is keyed by the instant the series gives it (`occurrence_start`, its RECURRENCE-ID), as
 * the exceptions of `event_occurrence_overrides` are; the API names it by its Budapest day in the series
 * (`occurrenceDate`, the `{date}` of `PUT /api/event/{id}/occurrence/{date}`).
 */

/** Per-occurrence answers keyed by event, occurrence start (ms) and employee. */
export type OccurrenceAnswers = Map<string, string>;

const answerKey = (eventId: number, occurrenceStartMs: number, employeeId: number) =>
  `${eventId}:${occurrenceStartMs}:${employeeId}`;

/** Indexes per-occurrence answers for {@link occurrenceRsvpOf} and {@link effectiveRsvp}. */
export function indexOccurrenceRsvps(rows: readonly OccurrenceRsvpRow[]): OccurrenceAnswers {
  return new Map(rows.map((r) => [answerKey(r.eventId, r.occurrenceStart.getTime(), r.employeeId), r.rsvp]));
}

/** An attendee's own answer for the occurrence the series starts at `occurrenceStartMs`, or null. */
export function occurrenceRsvpOf(
  answers: OccurrenceAnswers,
  eventId: number,
  occurrenceStartMs: number,
  employeeId: number,
): string | null {
  return answers.get(answerKey(eventId, occurrenceStartMs, employeeId)) ?? null;
}

/** The answer that holds for one occurrence: the attendee's own for it when given, else `seriesRsvp`. */
export function effectiveRsvp(
  answers: OccurrenceAnswers,
  eventId: number,
  occurrenceStartMs: number,
  employeeId: number,
  seriesRsvp: string,
): string {
  return occurrenceRsvpOf(answers, eventId, occurrenceStartMs, employeeId) ?? seriesRsvp;
}

/**
 * The occurrence of the series `row` on Budapest day `date` (its day in the series) and whether it was
 * cancelled on its own, among the series' exceptions `overrides` (already read by the caller).
 * Errors: 400 for a single event, 404 when the series has no occurrence that day.
 */
export function seriesOccurrenceOn(
  row: SeriesInput,
  date: string,
  overrides: readonly OverrideInput[],
): { occurrence: Occurrence; isCancelled: boolean } {
  if (row.recurrence === "none") {
    throw badRequest("Csak ismétlődő programnak van külön alkalma.", {
      occurrenceDate: "A program nem ismétlődik.",
    });
  }
  const occurrence = occurrenceOnDay(row, date);
  if (!occurrence) throw notFound("A programnak ezen a napon nincs alkalma.");
  const override = overrides.find((o) => o.occurrenceStart.getTime() === occurrence.start);
  return { occurrence, isCancelled: override?.cancelled ?? false };
}

/** {@link seriesOccurrenceOn}, reading the series' exceptions first. */
export async function findSeriesOccurrence(
  tx: Tx,
  tenantId: number,
  row: SeriesInput & { id: number },
  date: string,
): Promise<{ occurrence: Occurrence; isCancelled: boolean }> {
  return seriesOccurrenceOn(row, date, await repo.listOverrides(tx, tenantId, [row.id]));
}

/**
 * The per-occurrence answers of `keep` (the organiser, whose change it is) carried over a change of the
 * series' times or rule: each is re-keyed to the start the new series `next` gives its Budapest day, and
 * dropped when that day is no longer an occurrence (the others' answers are reset with the series').
 */
export function carryOccurrenceRsvps(next: SeriesInput, rows: readonly OccurrenceRsvpRow[]) {
  return rows.flatMap((r) => {
    const now =
      next.recurrence === "none" ? null : occurrenceOnDay(next, budapestDate(r.occurrenceStart.getTime()));
    return now ? [{ ...r, occurrenceStart: new Date(now.start) }] : [];
  });
}
