import {
  eventInputSchema,
  type CalendarEvent,
  type EventInput,
  type EventOccurrence,
  type EventOccurrenceInput,
  type EventRecurrence,
  type EventReminderMinutes,
} from "@office/shared/events/events.contract";
import { toBudapestParts } from "@office/shared/hu/budapest-time";

/** The event form's fields: days and wall-clock times in Budapest, separately. */
export type EventFormValues = {
  title: string;
  description: string;
  location: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  category: string;
  attendeeIds: number[];
  recurrence: EventRecurrence;
  recurrenceUntil: string;
  /** The reminder choice as the select holds it: "" (none), "15", "60" or "1440" (minutes). */
  reminderMinutes: string;
};

/** The select's value of a reminder (null: ""). */
export const reminderValue = (minutes: number | null | undefined): string =>
  minutes === null || minutes === undefined ? "" : String(minutes);

/** The API's reminder of the select's value ("" → null). */
export function reminderOf(value: string): EventReminderMinutes | null {
  const n = Number(value);
  return n === 15 || n === 60 || n === 1440 ? n : null;
}

const pad = (n: number) => String(n).padStart(2, "0");
function splitInstant(iso: string): { date: string; time: string } {
  const p = toBudapestParts(Date.parse(iso));
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/**
 * Form values of a new event on `day` (`YYYY-MM-DD`), at `time` (`HH:mm`) for an hour or all day, with
 * the user's default reminder (minutes or null).
 */
export function newEventValues(
  day: string,
  time: string | null,
  defaultReminder: number | null = null,
): EventFormValues {
  const [h = 9, m = 0] = (time ?? "09:00").split(":").map(Number);
  const endHour = Math.min(23, h + 1);
  return {
    title: "",
    description: "",
    location: "",
    allDay: time === null,
    startDate: day,
    startTime: `${pad(h)}:${pad(m)}`,
    endDate: day,
    endTime: `${pad(endHour)}:${pad(endHour === h ? 59 : m)}`,
    category: "",
    attendeeIds: [],
    recurrence: "none",
    recurrenceUntil: "",
    reminderMinutes: reminderValue(defaultReminder),
  };
}

/** Form values of a saved event (times shown in Budapest). */
export function eventToValues(event: CalendarEvent): EventFormValues {
  const start = event.allDay ? { date: event.start, time: "09:00" } : splitInstant(event.start);
  const end = event.allDay ? { date: event.end, time: "10:00" } : splitInstant(event.end);
  return {
    title: event.title,
    description: event.description ?? "",
    location: event.location ?? "",
    allDay: event.allDay,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    category: event.category ?? "",
    attendeeIds: event.attendeeIds,
    recurrence: event.recurrence,
    recurrenceUntil: event.recurrenceUntil ?? "",
    reminderMinutes: reminderValue(event.reminderMinutes),
  };
}

/**
 * Form values of one occurrence of a series (its own times, title and place; the series' description),
 * for "only this occurrence": not recurring itself, so the series' rules do not apply to it.
 */
export function occurrenceToValues(event: CalendarEvent, occurrence: EventOccurrence): EventFormValues {
  return {
    ...eventToValues({ ...event, start: occurrence.start, end: occurrence.end }),
    title: occurrence.title,
    location: occurrence.location ?? "",
    recurrence: "none",
    recurrenceUntil: "",
  };
}

/** The `PUT /api/event/{id}/occurrence/{date}` body of the form's API body: title, texts and times. */
export function toOccurrenceInput(input: EventInput): EventOccurrenceInput {
  const { title, description, location, start, end } = input;
  return { title, description, location, start, end };
}

/** The API body of the form (times without offset = Budapest wall clock, as the API reads them). */
export function valuesToInput(v: EventFormValues): EventInput {
  return {
    title: v.title,
    description: v.description || null,
    location: v.location || null,
    start: v.allDay ? v.startDate : `${v.startDate}T${v.startTime}`,
    end: v.allDay ? v.endDate : `${v.endDate}T${v.endTime}`,
    allDay: v.allDay,
    category: v.category || null,
    attendeeIds: v.attendeeIds,
    recurrence: v.recurrence,
    recurrenceUntil: v.recurrence === "none" ? null : v.recurrenceUntil || null,
    reminderMinutes: reminderOf(v.reminderMinutes),
  };
}

/** Which form field an API/contract field's message belongs to. */
export function formFieldOf(apiField: string, allDay: boolean): keyof EventFormValues | null {
  if (apiField === "start") return allDay ? "startDate" : "startTime";
  if (apiField === "end") return allDay ? "endDate" : "endTime";
  if (apiField === "until") return "recurrenceUntil";
  const known: (keyof EventFormValues)[] = [
    "title",
    "description",
    "location",
    "category",
    "attendeeIds",
    "recurrence",
    "recurrenceUntil",
    "allDay",
    "reminderMinutes",
  ];
  return known.find((k) => k === apiField) ?? null;
}

/**
 * Validates the form with the shared contract (the same rules the server applies): field → Hungarian
 * message. Empty days and times are reported first with `messages`.
 */
export function validateEventForm(
  v: EventFormValues,
  messages: { dateRequired: string; timeRequired: string },
): Partial<Record<keyof EventFormValues, string>> {
  const errors: Partial<Record<keyof EventFormValues, string>> = {};
  if (!v.startDate) errors.startDate = messages.dateRequired;
  if (!v.endDate) errors.endDate = messages.dateRequired;
  if (!v.allDay && !/^\d{2}:\d{2}$/.test(v.startTime)) errors.startTime = messages.timeRequired;
  if (!v.allDay && !/^\d{2}:\d{2}$/.test(v.endTime)) errors.endTime = messages.timeRequired;
  const parsed = eventInputSchema.safeParse(valuesToInput(v));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(String(issue.path[0] ?? ""), v.allDay);
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}
