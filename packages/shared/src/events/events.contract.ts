import { z } from "zod";
import {
  idParamSchema,
  idSchema,
  isoDateSchema,
  optionalTextSchema,
  textSchema,
} from "../http/common.contract.ts";
import { budapestDate, parseEventTime } from "../hu/budapest-time.ts";
import { EVENT_RECURRENCES, EVENT_RSVPS } from "./event-labels.ts";

/**
 * Programme calendar (Programnaptár, issue 8): `GET /api/event?start=&end=`, `POST /api/event`,
 * `GET/PUT/DELETE /api/event/{id}`, `PUT /api/event/{id}/rsvp` (for the series or one occurrence), the
 * `.ics` download and the personal feed.
 *
 * Times: a timed event's `start`/`end` are instants (ISO 8601; input may also be a Budapest wall-clock
 * `YYYY-MM-DDTHH:mm` without offset). An all-day event's `start`/`end` are `YYYY-MM-DD` days, `end`
 * being its last day (inclusive). Recurrence repeats the event weekly / monthly / yearly until
 * `recurrenceUntil` (inclusive day; `until` is accepted as its alias) or forever.
 */

export { EVENT_RECURRENCE_LABELS, EVENT_RECURRENCES, EVENT_RSVPS, RSVP_LABELS } from "./event-labels.ts";
export type { EventRecurrence, EventRsvp } from "./event-labels.ts";

export const eventRecurrenceSchema = z.enum(EVENT_RECURRENCES);

export const rsvpAnswerSchema = z.enum(["accepted", "declined", "tentative"], {
  error: "A válasz accepted, declined vagy tentative lehet.",
});
/** An answer an attendee gives (not `pending`). */
export type EventRsvpAnswer = z.infer<typeof rsvpAnswerSchema>;
export const eventRsvpSchema = z.enum(EVENT_RSVPS);

/** Suggested categories (the field is free text up to 60 characters). */
export const EVENT_CATEGORIES = ["Céges esemény", "Képzés", "Csapatnap", "Ünnepség", "Megbeszélés", "Egyéb"];

/** Reminder choices of an event (issue 23 §3): minutes before each occurrence; null = none. */
export const EVENT_REMINDER_MINUTES = [15, 60, 1440] as const;
export type EventReminderMinutes = (typeof EVENT_REMINDER_MINUTES)[number];
/** Hungarian labels of the reminder choices ("none" is the empty choice). */
export const EVENT_REMINDER_LABELS: Record<"none" | `${EventReminderMinutes}`, string> = {
  none: "Nincs emlékeztető",
  "15": "15 perccel előtte",
  "60": "1 órával előtte",
  "1440": "1 nappal előtte",
};
const REMINDER_MESSAGE = "Az emlékeztető 15, 60 vagy 1440 perc lehet (vagy üres).";
/** A reminder choice: 15 | 60 | 1440 minutes, or null for none. */
export const eventReminderSchema = z
  .union([z.literal(15), z.literal(60), z.literal(1440)], { error: REMINDER_MESSAGE })
  .nullable();

/** Longest range `GET /api/event` expands, in days. */
export const EVENT_RANGE_MAX_DAYS = 400;

const TIME_MESSAGE = "Dátumot (ÉÉÉÉ-HH-NN) vagy időpontot (ÉÉÉÉ-HH-NNTÓÓ:PP) adj meg.";
/** An event time as the API accepts it (see the module note); 1900–2199. */
export const eventTimeSchema = z
  .string({ error: TIME_MESSAGE })
  .max(40, TIME_MESSAGE)
  .refine((v) => parseEventTime(v) !== null, TIME_MESSAGE);

const eventInputBase = z.object({
  title: textSchema(200, { min: 1, minMessage: "Add meg a program címét." }),
  description: optionalTextSchema(5000),
  location: optionalTextSchema(200),
  start: eventTimeSchema,
  end: eventTimeSchema,
  allDay: z.boolean({ error: "Igaz/hamis értéket adj meg." }).default(false),
  category: optionalTextSchema(60),
  attendeeIds: z
    .array(idSchema, { error: "Munkatárs-azonosítók listáját add meg." })
    .max(500, "Legfeljebb 500 résztvevő lehet.")
    .default([]),
  recurrence: eventRecurrenceSchema.default("none"),
  recurrenceUntil: isoDateSchema.nullable().optional(),
  until: isoDateSchema.nullable().optional(),
  /** Minutes before each occurrence the attendees are reminded; omitted: the creator's default on
   * create, unchanged on update. */
  reminderMinutes: eventReminderSchema.optional(),
});

/**
 * The start and end instants (ms) of valid input and, for all-day events, its first and last Budapest
 * day (`YYYY-MM-DD`, inclusive); the same reading the server stores.
 */
export function eventSpan(v: { start: string; end: string; allDay: boolean }) {
  const start = parseEventTime(v.start) ?? 0;
  const end = parseEventTime(v.end) ?? 0;
  return { start, end, firstDay: budapestDate(start), lastDay: budapestDate(end) };
}

/** `POST /api/event` and `PUT /api/event/{id}` body (PUT replaces the event's fields). */
export const eventInputSchema = eventInputBase
  .superRefine((v, ctx) => {
    if (parseEventTime(v.start) === null || parseEventTime(v.end) === null) return;
    const { start, end, firstDay, lastDay } = eventSpan(v);
    if (v.allDay ? lastDay < firstDay : end < start) {
      ctx.addIssue({ code: "custom", path: ["end"], message: "A vége nem lehet korábbi a kezdeténél." });
    }
    if (!v.allDay && end - start > 31 * 86_400_000) {
      ctx.addIssue({ code: "custom", path: ["end"], message: "Egy program legfeljebb 31 napig tarthat." });
    }
    if (v.allDay && end - start > 366 * 86_400_000) {
      ctx.addIssue({ code: "custom", path: ["end"], message: "Egy program legfeljebb egy évig tarthat." });
    }
    const until = v.recurrenceUntil ?? v.until ?? null;
    if (until && until < firstDay) {
      ctx.addIssue({
        code: "custom",
        path: ["recurrenceUntil"],
        message: "Az ismétlődés vége nem lehet korábbi a program kezdeténél.",
      });
    }
    if (new Set(v.attendeeIds).size !== v.attendeeIds.length) {
      ctx.addIssue({
        code: "custom",
        path: ["attendeeIds"],
        message: "Egy résztvevő csak egyszer szerepelhet.",
      });
    }
  })
  .transform(({ until, recurrenceUntil, ...rest }) => ({
    ...rest,
    recurrenceUntil: rest.recurrence === "none" ? null : (recurrenceUntil ?? until ?? null),
  }));
export type EventInput = z.input<typeof eventInputSchema>;
export type EventInputParsed = z.output<typeof eventInputSchema>;

/**
 * `PUT /api/event/{id}/rsvp` body: the caller's own answer (attendees only). Without `occurrenceDate`
 * (or with null) it is the answer for the whole series, the default of every occurrence; with it, the
 * answer for that one occurrence of a recurring event (issue 23 §3), which overrides the series answer
 * there. `occurrenceDate` is the occurrence's day in the series: the list's `occurrenceDate`, the same
 * key as `PUT /api/event/{id}/occurrence/{date}`.
 */
export const rsvpInputSchema = z.object({
  rsvp: rsvpAnswerSchema,
  occurrenceDate: isoDateSchema.nullable().optional(),
});
export type RsvpInput = z.input<typeof rsvpInputSchema>;

/**
 * `GET /api/event/{id}` query: with `occurrenceDate` (the occurrence's day in the series) the attendees'
 * `rsvp` and `myRsvp` are their answers for that occurrence of a recurring event.
 */
export const eventDetailQuerySchema = z.object({ occurrenceDate: isoDateSchema.optional() });

/** `GET /api/event` query: occurrences overlapping [start, end] (dates: `end` inclusive; instants: exclusive). */
export const eventListQuerySchema = z.object({
  start: eventTimeSchema.optional(),
  end: eventTimeSchema.optional(),
  search: textSchema(200).optional(),
});

export const eventOrganizerSchema = z.object({ userId: z.number().int(), name: z.string() });
/**
 * An attendee and their answer: `rsvp` is the one that holds (for the occurrence the event was asked
 * for, else for the series), `seriesRsvp` their series answer and `occurrenceRsvp` their own answer for
 * that occurrence (null when none, or when no occurrence was asked for).
 */
export const eventAttendeeSchema = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  rsvp: eventRsvpSchema,
  seriesRsvp: eventRsvpSchema,
  occurrenceRsvp: rsvpAnswerSchema.nullable(),
});

/** One event with its attendees, the caller's answer, rights and warnings (GET /api/event/{id}, saves). */
export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  category: z.string().nullable(),
  recurrence: eventRecurrenceSchema,
  recurrenceUntil: z.string().nullable(),
  until: z.string().nullable(),
  organizer: eventOrganizerSchema.nullable(),
  attendeeIds: z.array(z.number().int()),
  attendees: z.array(eventAttendeeSchema),
  /** The caller's answer that holds (for `occurrenceDate` when given, else the series'); null when not invited. */
  myRsvp: eventRsvpSchema.nullable(),
  /** The caller's series answer (the default of every occurrence); null when not invited. */
  mySeriesRsvp: eventRsvpSchema.nullable(),
  /** The caller's own answer for `occurrenceDate`, overriding the series answer there; null when none. */
  myOccurrenceRsvp: rsvpAnswerSchema.nullable(),
  /**
   * The occurrence (its day in the series) whose answers `attendees[].rsvp` and `myRsvp` show: the one
   * asked for with `?occurrenceDate=` or answered with `PUT …/rsvp {occurrenceDate}`; null: the series'.
   */
  occurrenceDate: z.string().nullable(),
  /** The caller organises it. */
  isOrganizer: z.boolean(),
  cancelled: z.boolean(),
  cancelledAt: z.string().nullable(),
  sequence: z.number().int(),
  reminderMinutes: z.number().int().nullable(),
  canEdit: z.boolean(),
  warnings: z.array(z.string()),
  /**
   * Only in the answer of `PUT /api/event/{id}` that changed the series' times or rule: how many
   * exceptions (occurrences changed or cancelled on their own) no longer fell on an occurrence and were
   * dropped (issue 23 §3).
   */
  droppedExceptions: z.number().int().optional(),
});
export type CalendarEvent = z.infer<typeof eventSchema>;

/**
 * One occurrence in `GET /api/event`: `id` and `eventId` are the event's id; `start`/`end` this
 * occurrence's (same formats as the event); `eventStart`/`eventEnd` the series' first occurrence.
 */
export const eventOccurrenceSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  title: z.string(),
  location: z.string().nullable(),
  category: z.string().nullable(),
  allDay: z.boolean(),
  start: z.string(),
  end: z.string(),
  occurrenceStart: z.string(),
  occurrenceEnd: z.string(),
  eventStart: z.string(),
  eventEnd: z.string(),
  recurrence: eventRecurrenceSchema,
  /** The Budapest day the occurrence has in the series (its key for `PUT …/occurrence/{date}`). */
  occurrenceDate: z.string(),
  /** This occurrence was edited on its own (an exception of the series). */
  isException: z.boolean(),
  cancelled: z.boolean(),
  organizer: eventOrganizerSchema.nullable(),
  attendeeCount: z.number().int(),
  /** The caller's answer for this occurrence: their own for it when given, else their series answer. */
  myRsvp: eventRsvpSchema.nullable(),
  isOrganizer: z.boolean(),
  canEdit: z.boolean(),
});
export type EventOccurrence = z.infer<typeof eventOccurrenceSchema>;
export const eventOccurrenceListSchema = z.array(eventOccurrenceSchema);

/** `GET/POST/DELETE /api/event/icsLink`: the personal feed address (null when none is live). */
export const eventIcsLinkSchema = z.object({ url: z.string().nullable(), createdAt: z.string().nullable() });
export type EventIcsLink = z.infer<typeof eventIcsLinkSchema>;

/** `GET /api/event/calendar.ics?token=` query. */
export const eventFeedQuerySchema = z.object({ token: z.string().max(200).optional() });

/**
 * `PUT /api/event/{id}/occurrence/{date}` body: one occurrence of a recurring event changed on its own
 * (an exception): title, description, place and times (same formats as the event; all-day-ness follows
 * the series). `date` is the occurrence's day in the series (`occurrenceDate` of the list).
 */
export const eventOccurrenceInputSchema = z
  .object({
    title: textSchema(200, { min: 1, minMessage: "Add meg a program címét." }),
    description: optionalTextSchema(5000),
    location: optionalTextSchema(200),
    start: eventTimeSchema,
    end: eventTimeSchema,
  })
  .superRefine((v, ctx) => {
    const start = parseEventTime(v.start);
    const end = parseEventTime(v.end);
    if (start === null || end === null) return;
    if (end < start) {
      ctx.addIssue({ code: "custom", path: ["end"], message: "A vége nem lehet korábbi a kezdeténél." });
    }
    if (end - start > 31 * 86_400_000) {
      ctx.addIssue({ code: "custom", path: ["end"], message: "Egy program legfeljebb 31 napig tarthat." });
    }
  });
export type EventOccurrenceInput = z.input<typeof eventOccurrenceInputSchema>;
export type EventOccurrenceInputParsed = z.output<typeof eventOccurrenceInputSchema>;

/** `GET/PUT /api/calendarSettings`: the signed-in user's default reminder for new events. */
export const calendarSettingsSchema = z.object({ defaultReminderMinutes: eventReminderSchema });
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

/** Path params of `PUT` / `DELETE /api/event/{id}/occurrence/{date}`. */
export const eventOccurrenceParamsSchema = z.object({ id: idParamSchema, date: isoDateSchema });
