import { describe, expect, it } from "vitest";
import type { CalendarEvent, EventOccurrence } from "@office/shared/events/events.contract";
import {
  eventToValues,
  newEventValues,
  occurrenceToValues,
  validateEventForm,
  valuesToInput,
  toOccurrenceInput,
} from "./event-form";

const messages = { dateRequired: "Add meg a napot.", timeRequired: "Add meg az időpontot (ÓÓ:PP)." };

describe("event form", () => {
  it("starts a new event on the clicked day, for an hour or all day", () => {
    expect(newEventValues("2026-12-02", "13:00")).toMatchObject({
      allDay: false,
      startTime: "13:00",
      endTime: "14:00",
    });
    expect(newEventValues("2026-12-02", null).allDay).toBe(true);
  });

  it("sends Budapest wall-clock times without an offset and days for all-day events", () => {
    const values = {
      ...newEventValues("2026-12-02", "13:00"),
      title: "Workshop",
      recurrence: "weekly" as const,
      recurrenceUntil: "2027-01-31",
    };
    expect(valuesToInput(values)).toMatchObject({
      start: "2026-12-02T13:00",
      end: "2026-12-02T14:00",
      recurrenceUntil: "2027-01-31",
      description: null,
    });
    expect(valuesToInput({ ...values, allDay: true })).toMatchObject({
      start: "2026-12-02",
      end: "2026-12-02",
    });
  });

  it("shows saved instants in Budapest time", () => {
    const values = eventToValues({
      id: 1,
      title: "Évzáró",
      description: null,
      location: null,
      start: "2026-12-18T16:00:00.000Z",
      end: "2026-12-18T22:00:00.000Z",
      allDay: false,
      category: null,
      recurrence: "none",
      recurrenceUntil: null,
      until: null,
      organizer: null,
      attendeeIds: [3],
      attendees: [],
      myRsvp: null,
      mySeriesRsvp: null,
      myOccurrenceRsvp: null,
      occurrenceDate: null,
      isOrganizer: false,
      cancelled: false,
      cancelledAt: null,
      sequence: 0,
      reminderMinutes: 60,
      canEdit: true,
      warnings: [],
    });
    expect(values).toMatchObject({
      startDate: "2026-12-18",
      startTime: "17:00",
      endTime: "23:00",
      attendeeIds: [3],
      reminderMinutes: "60",
    });
  });

  it("takes the user's default reminder for a new event and sends the choice as minutes or null", () => {
    const values = { ...newEventValues("2026-12-02", "13:00", 1440), title: "Workshop" };
    expect(values.reminderMinutes).toBe("1440");
    expect(valuesToInput(values).reminderMinutes).toBe(1440);
    expect(valuesToInput({ ...values, reminderMinutes: "" }).reminderMinutes).toBeNull();
    expect(newEventValues("2026-12-02", null).reminderMinutes).toBe("");
  });

  it("validates with the shared contract in Hungarian", () => {
    const ok = { ...newEventValues("2026-12-02", "13:00"), title: "Workshop" };
    expect(validateEventForm(ok, messages)).toEqual({});
    expect(validateEventForm({ ...ok, title: "" }, messages).title).toBe("Add meg a program címét.");
    expect(validateEventForm({ ...ok, endTime: "12:00" }, messages).endTime).toBe(
      "A vége nem lehet korábbi a kezdeténél.",
    );
    expect(validateEventForm({ ...ok, startTime: "" }, messages).startTime).toBe(messages.timeRequired);
  });

  it("edits one occurrence with its own times, title and place, and sends only those fields", () => {
    const series = {
      title: "Heti egyeztetés",
      description: "Napirend",
      location: "Tárgyaló",
      start: "2027-04-05T07:00:00.000Z",
      end: "2027-04-05T07:30:00.000Z",
      allDay: false,
      recurrence: "weekly",
      recurrenceUntil: "2027-05-31",
      attendeeIds: [],
      reminderMinutes: 15,
    } as unknown as CalendarEvent;
    const occurrence = {
      title: "Heti egyeztetés (áthelyezve)",
      location: "Online",
      start: "2027-04-13T13:00:00.000Z",
      end: "2027-04-13T14:00:00.000Z",
    } as EventOccurrence;
    const values = occurrenceToValues(series, occurrence);
    expect(values).toMatchObject({
      startDate: "2027-04-13",
      startTime: "15:00",
      endTime: "16:00",
      title: "Heti egyeztetés (áthelyezve)",
      location: "Online",
      description: "Napirend",
      recurrence: "none",
    });
    expect(toOccurrenceInput(valuesToInput(values))).toEqual({
      title: "Heti egyeztetés (áthelyezve)",
      description: "Napirend",
      location: "Online",
      start: "2027-04-13T15:00",
      end: "2027-04-13T16:00",
    });
  });
});
