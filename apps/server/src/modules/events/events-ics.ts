import {
  addCalendarDays,
  budapestDate,
  budapestMidnight,
  toBudapestParts,
} from "@office/shared/hu/budapest-time";
import { allDayDays, occurrenceOnDay } from "./events-occurrences.ts";
import type { AttendeeRow, EventRowWithOrganizer } from "./events.repository.ts";

/**
 * A small RFC 5545 writer for the programme calendar. Written by hand rather than with the `ics`
 * package because that one emits neither VTIMEZONE nor TZID-local times; here:
 * - times in `Europe/Budapest` wall clock (`DTSTART;TZID=Europe/Budapest:…`) with the zone's VTIMEZONE,
 *   so recurring events keep their local hour across the summer-time change; all-day events as
 *   `VALUE=DATE` with an exclusive DTEND (§3.6.1);
 * - TEXT escaped (§3.3.11: `\` `;` `,` and line breaks), parameter values quoted without DQUOTE;
 * - lines folded at 75 octets without splitting a UTF-8 character (§3.1), CRLF line ends;
 * - the same UID (`event-<id>@<tenant>.office`) in the single-event file and the personal feed, SEQUENCE
 *   from `events.sequence`, STATUS:CANCELLED for cancelled events, RRULE for recurring ones and one more
 *   VEVENT with RECURRENCE-ID per occurrence changed on its own or answered on its own by an attendee
 *   (PARTSTAT per occurrence, issue 23 §3);
 * - the iMIP invitations of issue 23 §3 (`buildInvitation`, METHOD:REQUEST / CANCEL) from the same lines.
 */

const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Budapest",
  "X-LIC-LOCATION:Europe/Budapest",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** RFC 5545 §3.3.11 TEXT escaping. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const param = (value: string) => `"${value.replace(/["\r\n]/g, "")}"`;

/** Folds one content line at 75 octets (continuations start with a space), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = "";
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const dateValue = (day: string) => day.replace(/-/g, "");
function localValue(ms: number): string {
  const p = toBudapestParts(ms);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}
function utcValue(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** The UID shared by the `.ics` download and the feed, so calendars do not duplicate the event. */
export const eventUid = (id: number, tenantSlug: string) => `event-${id}@${tenantSlug}.office`;

const PARTSTAT: Record<string, string> = {
  pending: "NEEDS-ACTION",
  accepted: "ACCEPTED",
  declined: "DECLINED",
  tentative: "TENTATIVE",
};

/** One exception of a series (an occurrence changed on its own): RECURRENCE-ID and its own fields. */
export type IcsOverride = {
  occurrenceStart: Date;
  startsAt: Date;
  endsAt: Date;
  title: string;
  description: string | null;
  location: string | null;
  /** That occurrence alone is cancelled: written as an EXDATE of the series, not as a VEVENT. */
  cancelled?: boolean;
};

/** How a VEVENT is written: for a feed / download (PUBLISH) or an iMIP mail (REQUEST / CANCEL). */
type VeventOptions = {
  /** iMIP: every ATTENDEE gets RSVP=TRUE; DTSTAMP is now. */
  imip?: boolean;
  /** Write STATUS:CANCELLED whatever the row says (a CANCEL to removed attendees). */
  cancelled?: boolean;
  /** Write this exception instead of the series (RECURRENCE-ID, no RRULE). */
  override?: IcsOverride;
  /** The series' occurrences cancelled on their own (EXDATE, by their series start). */
  exdates?: Date[];
};

function recurrenceIdLine(row: { allDay: boolean }, occurrenceStart: Date): string {
  return row.allDay
    ? `RECURRENCE-ID;VALUE=DATE:${dateValue(budapestDate(occurrenceStart.getTime()))}`
    : `RECURRENCE-ID;TZID=Europe/Budapest:${localValue(occurrenceStart.getTime())}`;
}

function veventLines(
  row: EventRowWithOrganizer,
  attendees: AttendeeRow[],
  tenantSlug: string,
  organizerEmail: string | null,
  opts: VeventOptions = {},
): string[] {
  const o = opts.override;
  const times = o ? { ...row, startsAt: o.startsAt, endsAt: o.endsAt } : row;
  const texts = o ? { title: o.title, description: o.description, location: o.location } : row;
  const lines = [
    "BEGIN:VEVENT",
    `UID:${eventUid(row.id, tenantSlug)}`,
    `DTSTAMP:${utcValue(opts.imip ? Date.now() : row.updatedAt.getTime())}`,
    `CREATED:${utcValue(row.createdAt.getTime())}`,
    `LAST-MODIFIED:${utcValue(row.updatedAt.getTime())}`,
    `SEQUENCE:${row.sequence}`,
  ];
  if (o) lines.push(recurrenceIdLine(row, o.occurrenceStart));
  if (times.allDay) {
    const { firstDay, lastDay } = allDayDays(times.startsAt, times.endsAt);
    lines.push(
      `DTSTART;VALUE=DATE:${dateValue(firstDay)}`,
      `DTEND;VALUE=DATE:${dateValue(addCalendarDays(lastDay, 1))}`,
    );
  } else {
    lines.push(
      `DTSTART;TZID=Europe/Budapest:${localValue(times.startsAt.getTime())}`,
      `DTEND;TZID=Europe/Budapest:${localValue(times.endsAt.getTime())}`,
    );
  }
  if (row.recurrence !== "none" && !o) {
    const freq = row.recurrence.toUpperCase();
    let until = "";
    if (row.recurrenceUntil) {
      // §3.3.10: UNTIL is a DATE for DATE starts, else UTC; the until day is inclusive.
      until = row.allDay
        ? `;UNTIL=${dateValue(row.recurrenceUntil)}`
        : `;UNTIL=${utcValue(budapestMidnight(addCalendarDays(row.recurrenceUntil, 1)) - 1000)}`;
    }
    lines.push(`RRULE:FREQ=${freq}${until}`);
    for (const d of opts.exdates ?? []) {
      lines.push(
        row.allDay
          ? `EXDATE;VALUE=DATE:${dateValue(budapestDate(d.getTime()))}`
          : `EXDATE;TZID=Europe/Budapest:${localValue(d.getTime())}`,
      );
    }
  }
  lines.push(`SUMMARY:${escapeText(texts.title)}`);
  if (texts.description) lines.push(`DESCRIPTION:${escapeText(texts.description)}`);
  if (texts.location) lines.push(`LOCATION:${escapeText(texts.location)}`);
  if (row.category) lines.push(`CATEGORIES:${escapeText(row.category)}`);
  const cancelled = opts.cancelled || row.cancelledAt !== null;
  lines.push(`STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`, "TRANSP:OPAQUE");
  if (organizerEmail) {
    lines.push(`ORGANIZER;CN=${param(row.organizerName ?? "")}:mailto:${organizerEmail}`);
  }
  for (const a of attendees) {
    if (!a.email) continue;
    const rsvp = opts.imip ? ";RSVP=TRUE" : "";
    lines.push(
      `ATTENDEE;CN=${param(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${PARTSTAT[a.rsvp] ?? "NEEDS-ACTION"}${rsvp}:mailto:${a.email}`,
    );
  }
  lines.push("END:VEVENT");
  return lines;
}

export type IcsEntry = {
  row: EventRowWithOrganizer;
  attendees: AttendeeRow[];
  organizerEmail: string | null;
  /**
   * Exceptions of a recurring event, written as extra VEVENTs with RECURRENCE-ID (the cancelled ones
   * as EXDATEs of the series).
   */
  overrides?: IcsOverride[];
  /**
   * Attendees' answers for single occurrences (issue 23 §3): the PARTSTAT of that occurrence's VEVENT;
   * an occurrence answered on its own that is not changed gets a VEVENT of its own (RECURRENCE-ID, the
   * series' times and texts) so that its PARTSTATs can differ from the series'.
   */
  occurrenceRsvps?: { occurrenceStart: Date; employeeId: number; rsvp: string }[];
};

/** The series' cancelled occurrences (its EXDATEs). */
const exdatesOf = (e: IcsEntry) =>
  (e.overrides ?? []).filter((o) => o.cancelled).map((o) => o.occurrenceStart);

/**
 * The occurrences written as VEVENTs of their own (RECURRENCE-ID), by start: those changed on their own
 * and those (not cancelled) with an attendee's own answer, the latter with the series' times and texts.
 */
function changedOf(e: IcsEntry): IcsOverride[] {
  const overrides = e.overrides ?? [];
  const out = overrides.filter((o) => !o.cancelled);
  const taken = new Set(overrides.map((o) => o.occurrenceStart.getTime()));
  for (const { occurrenceStart } of e.occurrenceRsvps ?? []) {
    if (e.row.recurrence === "none" || taken.has(occurrenceStart.getTime())) continue;
    taken.add(occurrenceStart.getTime());
    const occurrence = occurrenceOnDay(e.row, budapestDate(occurrenceStart.getTime()));
    if (occurrence?.start !== occurrenceStart.getTime()) continue;
    out.push({
      occurrenceStart,
      startsAt: new Date(occurrence.start),
      endsAt: new Date(occurrence.end),
      title: e.row.title,
      description: e.row.description,
      location: e.row.location,
    });
  }
  return out.sort((a, b) => a.occurrenceStart.getTime() - b.occurrenceStart.getTime());
}

/** The attendees with their answers for one occurrence (their own for it, else the series'). */
function attendeesAt(e: IcsEntry, occurrenceStart: Date): AttendeeRow[] {
  const own = new Map(
    (e.occurrenceRsvps ?? [])
      .filter((r) => r.occurrenceStart.getTime() === occurrenceStart.getTime())
      .map((r) => [r.employeeId, r.rsvp]),
  );
  return e.attendees.map((a) => ({ ...a, rsvp: own.get(a.employeeId) ?? a.rsvp }));
}

/** A VCALENDAR (PUBLISH) with the Budapest VTIMEZONE and one VEVENT per entry; CRLF, folded. */
export function buildCalendar(entries: IcsEntry[], tenantSlug: string, calendarName: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Office//Programnaptar//HU",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendarName)}`,
    "X-WR-TIMEZONE:Europe/Budapest",
    ...VTIMEZONE,
    ...entries.flatMap((e) => [
      ...veventLines(e.row, e.attendees, tenantSlug, e.organizerEmail, { exdates: exdatesOf(e) }),
      ...changedOf(e).flatMap((override) =>
        veventLines(e.row, attendeesAt(e, override.occurrenceStart), tenantSlug, e.organizerEmail, {
          override,
        }),
      ),
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/**
 * An iMIP message body (RFC 6047 / RFC 5546) for one event: `METHOD:REQUEST` (an invitation or an
 * update: the same UID, the event's current SEQUENCE) or `METHOD:CANCEL` (STATUS:CANCELLED). ORGANIZER
 * is `organizerEmail`; ATTENDEE lines are the given attendees (with an e-mail) with their Office answer
 * as PARTSTAT (pending = NEEDS-ACTION; for an occurrence their answer for it) and RSVP=TRUE. With
 * `override` the VEVENT is that one occurrence (RECURRENCE-ID; a CANCEL of it cancels that occurrence
 * only); else the series (RRULE, its cancelled occurrences as EXDATE) followed by its occurrences
 * changed or answered on their own ({@link changedOf}).
 */
export function buildInvitation(
  entry: IcsEntry,
  tenantSlug: string,
  method: "REQUEST" | "CANCEL",
  override?: IcsOverride,
): string {
  const cancelled = method === "CANCEL";
  const vevents = override
    ? veventLines(entry.row, attendeesAt(entry, override.occurrenceStart), tenantSlug, entry.organizerEmail, {
        imip: true,
        cancelled,
        override,
      })
    : [
        ...veventLines(entry.row, entry.attendees, tenantSlug, entry.organizerEmail, {
          imip: true,
          cancelled,
          exdates: exdatesOf(entry),
        }),
        ...(cancelled ? [] : changedOf(entry)).flatMap((o) =>
          veventLines(entry.row, attendeesAt(entry, o.occurrenceStart), tenantSlug, entry.organizerEmail, {
            imip: true,
            override: o,
          }),
        ),
      ];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Office//Programnaptar//HU",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...VTIMEZONE,
    ...vevents,
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A safe download file name for an event (ASCII, no quotes). */
export function icsFileName(row: { id: number; startsAt: Date }): string {
  return `program-${row.id}-${budapestDate(row.startsAt.getTime())}.ics`;
}
