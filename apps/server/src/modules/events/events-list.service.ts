import type { EventOccurrence, EventRecurrence, EventRsvp } from "@office/shared/events/events.contract";
import { EVENT_RANGE_MAX_DAYS } from "@office/shared/events/events.contract";
import {
  addCalendarDays,
  budapestDate,
  budapestMidnight,
  isDateOnly,
  parseEventTime,
} from "@office/shared/hu/budapest-time";
import type { Platform } from "../../platform/platform.ts";
import { badRequest } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { apiTimes, canEditEvent } from "./events-dto.ts";
import { expandWithOverrides } from "./events-occurrences.ts";
import * as repo from "./events.repository.ts";
import { listOccurrenceRsvps } from "./event-occurrence-rsvps.repository.ts";
import { effectiveRsvp, indexOccurrenceRsvps } from "./events-rsvp.ts";

const DAY_MS = 86_400_000;

/**
 * The range of `GET /api/event` as instants [from, to): a day `start` is its Budapest midnight, a day
 * `end` includes that day (to the next midnight), instants are taken as they are. Defaults: from today,
 * 31 days. 400 when `end` is not after `start` or the range is longer than 400 days.
 */
export function listRange(start?: string, end?: string): { from: number; to: number } {
  const today = budapestDate(Date.now());
  const from = start ? (parseEventTime(start) ?? 0) : budapestMidnight(today);
  let to: number;
  if (!end) to = from + 31 * DAY_MS;
  else if (isDateOnly(end)) to = budapestMidnight(addCalendarDays(end, 1));
  else to = parseEventTime(end) ?? 0;
  if (to <= from)
    throw badRequest("Az időszak vége nem lehet korábbi a kezdeténél.", { end: "Túl korai vég." });
  if (to - from > (EVENT_RANGE_MAX_DAYS + 1) * DAY_MS) {
    throw badRequest(`Legfeljebb ${EVENT_RANGE_MAX_DAYS} napos időszak kérhető le.`, {
      end: `Legfeljebb ${EVENT_RANGE_MAX_DAYS} nap.`,
    });
  }
  return { from, to };
}

/**
 * `GET /api/event?start=&end=&search=`: every occurrence of the tenant's events (the company's shared
 * calendar, cancelled ones marked) overlapping the range, recurring events expanded (an occurrence
 * changed on its own shows its own times, title and place); ordered by start. `myRsvp` is the caller's
 * answer for each occurrence: their own for it when given, else their series answer (issue 23 §3).
 */
export async function listEvents(
  p: Platform,
  ctx: RequestContext,
  query: { start?: string; end?: string; search?: string },
): Promise<EventOccurrence[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const { from, to } = listRange(query.start, query.end);
  const { rows, summaries, overrides, answers } = await p.database.withTenant(tenantId, async (tx) => {
    const rows = await repo.listCandidates(
      tx,
      tenantId,
      new Date(from),
      new Date(to),
      addCalendarDays(budapestDate(from), -1),
      query.search || undefined,
    );
    const ids = rows.map((r) => r.id);
    const summaries = await repo.listAttendeeSummaries(tx, tenantId, ids, auth.employeeId || null);
    const recurring = rows.filter((r) => r.recurrence !== "none").map((r) => r.id);
    const overrides = await repo.listOverrides(tx, tenantId, recurring);
    const mine = auth.employeeId ? await listOccurrenceRsvps(tx, tenantId, recurring, auth.employeeId) : [];
    return { rows, summaries, overrides, answers: indexOccurrenceRsvps(mine) };
  });
  const out: EventOccurrence[] = [];
  for (const row of rows) {
    const summary = summaries.get(row.id);
    const series = apiTimes(row.allDay, row.startsAt.getTime(), row.endsAt.getTime());
    const organizer =
      row.organizerUserId === null
        ? null
        : { userId: row.organizerUserId, name: row.organizerName ?? "Ismeretlen" };
    const canEdit = canEditEvent(auth, row) && row.cancelledAt === null;
    const own = overrides.filter((o) => o.eventId === row.id);
    for (const o of expandWithOverrides(row, own, from, to)) {
      const times = apiTimes(row.allDay, o.start, o.end);
      out.push({
        id: row.id,
        eventId: row.id,
        title: o.override?.title ?? row.title,
        location: o.override ? o.override.location : row.location,
        category: row.category,
        allDay: row.allDay,
        start: times.start,
        end: times.end,
        occurrenceStart: times.start,
        occurrenceEnd: times.end,
        eventStart: series.start,
        eventEnd: series.end,
        recurrence: row.recurrence as EventRecurrence,
        occurrenceDate: budapestDate(o.seriesStart),
        isException: o.override !== null,
        cancelled: row.cancelledAt !== null,
        organizer,
        attendeeCount: summary?.count ?? 0,
        myRsvp: (summary?.mine == null
          ? null
          : effectiveRsvp(answers, row.id, o.seriesStart, auth.employeeId, summary.mine)) as EventRsvp | null,
        isOrganizer: row.organizerUserId === auth.userId,
        canEdit,
      });
    }
  }
  const key = (o: EventOccurrence) => (o.allDay ? budapestMidnight(o.start) : Date.parse(o.start));
  return out.sort((a, b) => key(a) - key(b) || a.id - b.id);
}
