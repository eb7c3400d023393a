import { describe, expect, it } from "vitest";
import type { EventOccurrence } from "@office/shared/events/events.contract";
import { holidayLayer, leaveLayer, movedTimes, occurrenceInput } from "./calendar-layers";

const occurrence = (over: Partial<EventOccurrence> = {}): EventOccurrence => ({
  id: 7,
  eventId: 7,
  title: "Összmunkatársi",
  location: null,
  category: null,
  allDay: false,
  start: "2026-11-04T09:00:00.000Z",
  end: "2026-11-04T10:00:00.000Z",
  occurrenceStart: "2026-11-04T09:00:00.000Z",
  occurrenceEnd: "2026-11-04T10:00:00.000Z",
  eventStart: "2026-03-04T09:00:00.000Z",
  eventEnd: "2026-03-04T10:00:00.000Z",
  recurrence: "none",
  occurrenceDate: "2026-11-04",
  isException: false,
  cancelled: false,
  organizer: { userId: 1, name: "Horváth Katalin" },
  attendeeCount: 3,
  myRsvp: null,
  isOrganizer: false,
  canEdit: true,
  ...over,
});

describe("calendar layers", () => {
  it("marks Hungarian holidays, decree rest days and swapped working days (2026 December)", () => {
    const layer = holidayLayer("2026-12-07", "2026-12-27");
    const byDate = Object.fromEntries(layer.map((e) => [e.start, e]));
    expect(byDate["2026-12-12"]).toMatchObject({
      title: "Áthelyezett munkanap",
      className: "hu-swapped-workday",
    });
    expect(byDate["2026-12-24"]).toMatchObject({ title: "Áthelyezett pihenőnap", className: "hu-rest-day" });
    expect(byDate["2026-12-25"]?.className).toBe("hu-rest-day");
    expect(byDate["2026-12-26"]?.display).toBe("background");
    expect(byDate["2026-12-08"]).toBeUndefined();
    // a year without a loaded decree still shows its public holidays
    expect(holidayLayer("2027-03-15", "2027-03-15")).toHaveLength(1);
  });

  it("shows only approved leave, with an exclusive end", () => {
    const layer = leaveLayer([
      {
        id: 1,
        status: "approved",
        leaveType: "szabadsag",
        typeName: "Szabadság",
        startDate: "2026-11-05",
        endDate: "2026-11-11",
      },
      {
        id: 2,
        status: "pending",
        leaveType: "szabadsag",
        typeName: "Szabadság",
        startDate: "2026-11-20",
        endDate: "2026-11-20",
      },
    ] as never);
    expect(layer).toEqual([
      expect.objectContaining({
        start: "2026-11-05",
        end: "2026-11-12",
        title: "Szabadság",
        display: "background",
      }),
    ]);
  });

  it("makes events draggable only when editable and not cancelled; all-day ends become exclusive", () => {
    expect(occurrenceInput(occurrence()).editable).toBe(true);
    expect(occurrenceInput(occurrence({ cancelled: true })).editable).toBe(false);
    expect(occurrenceInput(occurrence({ canEdit: false })).editable).toBe(false);
    const allDay = occurrenceInput(occurrence({ allDay: true, start: "2026-12-18", end: "2026-12-19" }));
    expect(allDay).toMatchObject({ start: "2026-12-18", end: "2026-12-20", allDay: true });
    expect(occurrenceInput(occurrence({ recurrence: "monthly" })).groupId).toBe("event-7");
  });

  it("moves a single event to the dropped times and a series by the same shift", () => {
    // FullCalendar's startStr / endStr in the calendar's zone (Europe/Budapest, CET in November).
    const start = "2026-11-06T10:00:00+01:00";
    const end = "2026-11-06T12:00:00+01:00";
    expect(movedTimes(occurrence(), start, end, false)).toEqual({
      start: "2026-11-06T09:00:00.000Z",
      end: "2026-11-06T11:00:00.000Z",
      allDay: false,
    });
    expect(movedTimes(occurrence({ recurrence: "monthly" }), start, end, false)).toEqual({
      start: "2026-03-06T09:00:00.000Z",
      end: "2026-03-06T11:00:00.000Z",
      allDay: false,
    });
    expect(movedTimes(occurrence({ recurrence: "monthly" }), start, end, true)).toBeNull();
    expect(
      movedTimes(occurrence({ recurrence: "monthly", isException: true }), start, end, false),
    ).toBeNull();
    // No end from FullCalendar: one hour.
    expect(movedTimes(occurrence(), start, "", false)).toEqual({
      start: "2026-11-06T09:00:00.000Z",
      end: "2026-11-06T10:00:00.000Z",
      allDay: false,
    });
    const day = movedTimes(
      occurrence({ allDay: true, start: "2026-12-18", end: "2026-12-18" }),
      "2026-12-21",
      "2026-12-22",
      true,
    );
    expect(day).toEqual({ start: "2026-12-21", end: "2026-12-21", allDay: true });
    expect(
      movedTimes(
        occurrence({ allDay: true, start: "2026-12-18", end: "2026-12-18" }),
        "2026-12-21",
        "",
        true,
      ),
    ).toEqual({ start: "2026-12-21", end: "2026-12-21", allDay: true });
  });

  it("reads the dropped day and time from the strings, whatever the browser's zone", () => {
    // The same drop as FullCalendar reports it; Date objects would be read in the browser's own zone,
    // the strings are not (the test process runs in whatever zone TZ says).
    const series = occurrence({
      allDay: true,
      recurrence: "weekly",
      start: "2026-12-07",
      end: "2026-12-07",
      eventStart: "2026-11-30",
    });
    expect(movedTimes(series, "2026-12-09", "2026-12-10", true)).toEqual({
      start: "2026-12-02",
      end: "2026-12-02",
      allDay: true,
    });
    // Summer time: 10:00 in Budapest on 2026-06-10 is 08:00 UTC.
    expect(movedTimes(occurrence(), "2026-06-10T10:00:00+02:00", "2026-06-10T11:30:00+02:00", false)).toEqual(
      {
        start: "2026-06-10T08:00:00.000Z",
        end: "2026-06-10T09:30:00.000Z",
        allDay: false,
      },
    );
  });
});
