import { beforeAll, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import {
  eventIcsLinkSchema,
  eventOccurrenceListSchema,
  eventSchema,
  type CalendarEvent,
} from "@office/shared/events/events.contract";
import { notificationListSchema } from "@office/shared/notifications/notifications.contract";
import { backends, host } from "../../test/harness.ts";
import { useEventsSuite } from "./events.test-util.ts";

describe.each(backends)("programme calendar on %s", (backend) => {
  const { suite, call, create } = useEventsSuite(backend);
  let { t, admin, hr, pm, user, beta, userEmp, pmEmp, hrEmp } = suite;
  beforeAll(() => void ({ t, admin, hr, pm, user, beta, userEmp, pmEmp, hrEmp } = suite));

  const notes = async (token: string) =>
    notificationListSchema.parse((await call("GET", "/api/notification", token)).json());
  const base = {
    title: "Negyedéves tervezés",
    description: "Napirend: célok; költségvetés, csapat",
    location: "Budapest, 3. emeleti tárgyaló",
    start: "2027-02-03T09:00:00+01:00",
    end: "2027-02-03T11:00:00+01:00",
    allDay: false,
    category: "Megbeszélés",
  };

  it("creates an event: organiser, attendees pending, own answer accepted, invitations sent", async () => {
    const ev = await create({ ...base, attendeeIds: [userEmp, pmEmp] });
    expect(ev).toMatchObject({
      title: base.title,
      start: "2027-02-03T08:00:00.000Z",
      end: "2027-02-03T10:00:00.000Z",
      organizer: { name: "Kiss Gábor" },
      recurrence: "none",
      cancelled: false,
      canEdit: true,
      myRsvp: "accepted",
      isOrganizer: true,
    });
    expect(ev.attendees.find((a) => a.employeeId === userEmp)?.rsvp).toBe("pending");
    const mine = (await notes(user)).find((n) => n.eventId === ev.id && n.eventType === "event");
    expect(mine?.title).toBe("Meghívás programra");
    expect(mine?.description).toContain(base.title);
    expect(mine?.description).toContain("2027. 02. 03. 09:00–11:00");
    expect((await notes(pm)).some((n) => n.eventId === ev.id && n.eventType === "event")).toBe(false);
    // any signed-in user reads it; canEdit only for the organiser and hr
    const asUser = eventSchema.parse((await call("GET", `/api/event/${ev.id}`, user)).json());
    expect(asUser).toMatchObject({ canEdit: false, myRsvp: "pending" });
    expect(eventSchema.parse((await call("GET", `/api/event/${ev.id}`, hr)).json()).canEdit).toBe(true);
  });

  it("the demo calendar: a year of events, the all-hands monthly, the évzáró with user invited (no answer yet)", async () => {
    const year = eventOccurrenceListSchema.parse(
      (await call("GET", "/api/event?start=2026-03-01&end=2027-02-28", user)).json(),
    );
    expect(year.length).toBeGreaterThan(40);
    expect(year.filter((o) => o.title === "Havi összmunkatársi értekezlet").length).toBeGreaterThanOrEqual(
      10,
    );
    const party = year.find((o) => o.title.startsWith("Évzáró"));
    expect(party).toMatchObject({ start: "2026-12-18T16:00:00.000Z", myRsvp: "pending", canEdit: false });
    expect(year.some((o) => o.cancelled)).toBe(true);
  });

  it("keeps the SPEC §2 car trigger out of event notifications", async () => {
    const ev = await create({ ...base, title: "Céges autós túra", attendeeIds: [userEmp] });
    const note = (await notes(user)).find((n) => n.eventId === ev.id);
    expect(note?.description.includes("autó")).toBe(false);
    expect(note?.description.replace(/\u2060/g, "")).toContain("Céges autós túra");
  });

  it("validates input with Hungarian messages (400)", async () => {
    const cases: object[] = [
      { ...base, title: "" },
      { ...base, start: "holnap" },
      { ...base, end: "2027-02-03T08:00:00+01:00" },
      { ...base, recurrence: "daily" },
      { ...base, attendeeIds: ["x"] },
      { ...base, attendeeIds: [userEmp, userEmp] },
      { ...base, recurrence: "weekly", recurrenceUntil: "2027-01-01" },
      { ...base, start: "2027-02-30T09:00" },
    ];
    for (const payload of cases) {
      const res = await call("POST", "/api/event", pm, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/[áéíóöőúüű]|Add meg|adj meg/i);
    }
    const unknown = await call("POST", "/api/event", pm, { ...base, attendeeIds: [999999] });
    expect(unknown.statusCode).toBe(400);
    expect((await call("GET", "/api/event?start=2027-01-01&end=2028-03-01", pm)).statusCode).toBe(400);
    expect((await call("GET", "/api/event?start=2027-02-01&end=2027-01-01", pm)).statusCode).toBe(400);
    expect((await call("PUT", "/api/event/1/rsvp", user, { rsvp: "maybe" })).statusCode).toBe(400);
    expect((await call("GET", "/api/event/abc", user)).statusCode).toBe(400);
  });

  it("accepts `until` as the alias of recurrenceUntil and expands recurring events in the range", async () => {
    const weekly = await create({
      ...base,
      title: "Heti stand-up",
      start: "2027-03-01T10:00",
      end: "2027-03-01T10:30",
      recurrence: "weekly",
      until: "2027-04-12",
    });
    expect(weekly).toMatchObject({
      recurrence: "weekly",
      recurrenceUntil: "2027-04-12",
      until: "2027-04-12",
    });
    const list = eventOccurrenceListSchema.parse(
      (await call("GET", "/api/event?start=2027-03-01&end=2027-04-30", user)).json(),
    );
    const occ = list.filter((o) => o.eventId === weekly.id);
    expect(occ).toHaveLength(7); // 1 Mar … 12 Apr, Mondays
    // 10:00 Budapest before and after the summer-time change (28 March 2027)
    expect(occ[0]?.start).toBe("2027-03-01T09:00:00.000Z");
    expect(occ[6]?.start).toBe("2027-04-12T08:00:00.000Z");
    expect(occ[6]).toMatchObject({
      id: weekly.id,
      eventStart: "2027-03-01T09:00:00.000Z",
      recurrence: "weekly",
    });
    const monthly = await create({
      ...base,
      title: "Havi összmunkatársi",
      start: "2027-01-31",
      end: "2027-01-31",
      allDay: true,
      recurrence: "monthly",
    });
    const months = eventOccurrenceListSchema
      .parse((await call("GET", "/api/event?start=2027-01-01&end=2027-06-30", user)).json())
      .filter((o) => o.eventId === monthly.id)
      .map((o) => o.start);
    expect(months).toEqual(["2027-01-31", "2027-03-31", "2027-05-31"]); // RFC 5545: no 31st, no occurrence
    const search = eventOccurrenceListSchema.parse(
      (await call("GET", "/api/event?start=2027-03-01&end=2027-03-31&search=stand", user)).json(),
    );
    expect(search.every((o) => o.eventId === weekly.id)).toBe(true);
  });

  it("only the organiser or hr edits and cancels (403 otherwise); another tenant's id is 404", async () => {
    const ev = await create({ ...base, title: "Jogosultság", attendeeIds: [userEmp] });
    const payload = { ...base, title: "Átnevezve", attendeeIds: [userEmp] };
    expect((await call("PUT", `/api/event/${ev.id}`, user, payload)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/event/${ev.id}`, user)).statusCode).toBe(403);
    const byHr = await call("PUT", `/api/event/${ev.id}`, hr, payload);
    expect(byHr.statusCode).toBe(200);
    expect(byHr.json().title).toBe("Átnevezve");
    expect((await call("PUT", `/api/event/${ev.id}`, admin, payload)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ["GET", `/api/event/${ev.id}`, undefined],
      ["PUT", `/api/event/${ev.id}`, payload],
      ["DELETE", `/api/event/${ev.id}`, undefined],
      ["PUT", `/api/event/${ev.id}/rsvp`, { rsvp: "accepted" }],
      ["GET", `/api/event/${ev.id}/ics`, undefined],
    ] as const) {
      const res = await call(method, url, beta, body, "beta");
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const betaList = eventOccurrenceListSchema.parse(
      (await call("GET", "/api/event?start=2027-02-01&end=2027-02-28", beta, undefined, "beta")).json(),
    );
    expect(betaList).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/event", headers: host("demo") })).statusCode).toBe(
      401,
    );
  });

  it("RSVP: only attendees answer their own; a time change resets answers but the organiser's", async () => {
    const ev = await create({ ...base, title: "Válaszok", attendeeIds: [userEmp, pmEmp, hrEmp] });
    expect((await call("PUT", `/api/event/${ev.id}/rsvp`, admin, { rsvp: "accepted" })).statusCode).toBe(403);
    const answered = await call("PUT", `/api/event/${ev.id}/rsvp`, user, { rsvp: "tentative" });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().myRsvp).toBe("tentative");
    await call("PUT", `/api/event/${ev.id}/rsvp`, hr, { rsvp: "declined" });
    // a text-only change keeps the answers and notifies nobody about a move
    const renamed = eventSchema.parse(
      (
        await call("PUT", `/api/event/${ev.id}`, pm, {
          ...base,
          title: "Válaszok 2",
          attendeeIds: [userEmp, pmEmp, hrEmp],
        })
      ).json(),
    );
    expect(renamed.attendees.find((a) => a.employeeId === userEmp)?.rsvp).toBe("tentative");
    expect(renamed.sequence).toBe(1);
    const moved = eventSchema.parse(
      (
        await call("PUT", `/api/event/${ev.id}`, pm, {
          ...base,
          title: "Válaszok 2",
          start: "2027-02-04T09:00:00+01:00",
          end: "2027-02-04T11:00:00+01:00",
          attendeeIds: [userEmp, pmEmp, hrEmp],
        })
      ).json(),
    );
    const rsvp = Object.fromEntries(moved.attendees.map((a) => [a.employeeId, a.rsvp]));
    expect(rsvp).toEqual({ [userEmp]: "pending", [hrEmp]: "pending", [pmEmp]: "accepted" });
    expect(moved.sequence).toBe(2);
    const userNotes = (await notes(user)).filter((n) => n.eventId === ev.id);
    expect(userNotes.map((n) => n.title)).toContain("Módosult egy program időpontja");
    expect(userNotes.filter((n) => n.title === "Módosult egy program időpontja")).toHaveLength(1);
    expect((await notes(pm)).some((n) => n.eventId === ev.id && n.eventType === "event")).toBe(false);
  });

  it("DELETE cancels: the event stays marked, attendees are told, and it can no longer change", async () => {
    const ev = await create({ ...base, title: "Lemondandó", attendeeIds: [userEmp, hrEmp] });
    const res = await call("DELETE", `/api/event/${ev.id}`, pm);
    expect(res.statusCode).toBe(200);
    const cancelled = eventSchema.parse(res.json());
    expect(cancelled).toMatchObject({ cancelled: true, canEdit: false, sequence: 1 });
    expect((await call("GET", `/api/event/${ev.id}`, user)).json().cancelled).toBe(true);
    const list = eventOccurrenceListSchema.parse(
      (await call("GET", "/api/event?start=2027-02-01&end=2027-02-28", user)).json(),
    );
    expect(list.find((o) => o.id === ev.id)?.cancelled).toBe(true);
    for (const token of [user, hr]) {
      expect(
        (await notes(token)).some((n) => n.eventId === ev.id && n.title === "Elmaradt egy program"),
      ).toBe(true);
    }
    expect((await call("DELETE", `/api/event/${ev.id}`, pm)).statusCode).toBe(200);
    expect((await call("PUT", `/api/event/${ev.id}`, pm, { ...base, attendeeIds: [] })).statusCode).toBe(409);
    expect((await call("PUT", `/api/event/${ev.id}/rsvp`, user, { rsvp: "accepted" })).statusCode).toBe(409);
    expect((await call("GET", "/api/event/2147483647", user)).statusCode).toBe(404);
  });

  it("warns about rest days and attendees on approved leave", async () => {
    const christmas = await create({
      ...base,
      title: "Karácsonyi ügyelet",
      start: "2026-12-25",
      end: "2026-12-25",
      allDay: true,
    });
    expect(christmas.warnings.join(" ")).toContain("pihenőnapra");
    expect(christmas.warnings.join(" ")).toContain("2026. 12. 25.");
    const swapped = await create({
      ...base,
      title: "Szombati munkanap",
      start: "2026-12-12T09:00",
      end: "2026-12-12T10:00",
    });
    expect(swapped.warnings).toEqual([]);
    const leave = await call("POST", `/api/employee/${userEmp}/leave`, user, {
      leaveType: "szabadsag",
      startDate: "2026-12-15",
      endDate: "2026-12-16",
    });
    expect(leave.statusCode, leave.body).toBe(200);
    expect((await call("PUT", `/api/leave/${leave.json().id}/approve`, hr, {})).statusCode).toBe(200);
    const ev = await create({
      ...base,
      title: "Workshop",
      start: "2026-12-16T13:00",
      end: "2026-12-16T15:00",
      attendeeIds: [userEmp, hrEmp],
    });
    expect(ev.warnings.some((w) => w.includes("Szabó Péter") && w.includes("2026. 12. 16."))).toBe(true);
    expect(
      ev.warnings.filter((w) => w.includes("..")),
      "one period after a date",
    ).toEqual([]);
    expect(ev.warnings.some((w) => w.includes("Tóth Eszter"))).toBe(false);
    expect(((await call("GET", `/api/event/${ev.id}`, user)).json() as CalendarEvent).warnings).toEqual(
      ev.warnings,
    );
    // a Saturday of a year whose decree is not loaded: the weekend is known, the missing decree is said
    const saturday = await create({
      ...base,
      title: "Szombati túra",
      start: "2027-01-02",
      end: "2027-01-02",
      allDay: true,
    });
    expect(saturday.warnings.join(" ")).toContain("hétvége");
    expect(saturday.warnings.join(" ")).toContain("2027. év munkarendje");
    const plain = await create({
      ...base,
      title: "Hétköznap",
      start: "2026-12-08T10:00",
      end: "2026-12-08T11:00",
    });
    expect(plain.warnings).toEqual([]);
  });

  it("warnings follow the actual occurrences: a moved one on its new day, a cancelled one not at all", async () => {
    const leave = await call("POST", `/api/employee/${userEmp}/leave`, user, {
      leaveType: "szabadsag",
      startDate: "2026-11-18",
      endDate: "2026-11-19",
    });
    expect(leave.statusCode, leave.body).toBe(200);
    expect((await call("PUT", `/api/leave/${leave.json().id}/approve`, hr, {})).statusCode).toBe(200);
    const ev = await create({
      ...base,
      title: "Szerdai egyeztetés",
      start: "2026-11-04T10:00",
      end: "2026-11-04T11:00",
      recurrence: "weekly",
      recurrenceUntil: "2026-11-25",
      attendeeIds: [userEmp],
    });
    const leaveWarning = (e: CalendarEvent) => e.warnings.find((w) => w.includes("Szabó Péter")) ?? "";
    expect(leaveWarning(ev)).toContain("2026. 11. 18.");
    expect(ev.warnings.join(" ")).not.toContain("pihenőnapra");
    // the occurrence on the leave day cancelled: that day is no longer warned about
    const cancelled = await call("DELETE", `/api/event/${ev.id}/occurrence/2026-11-18`, pm);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(leaveWarning(eventSchema.parse(cancelled.json()))).not.toContain("2026. 11. 18.");
    // one moved to a Saturday: a rest-day warning of that day; another moved onto the leave: warned
    const saturday = await call("PUT", `/api/event/${ev.id}/occurrence/2026-11-11`, pm, {
      title: "Szerdai egyeztetés",
      start: "2026-11-14T10:00",
      end: "2026-11-14T11:00",
    });
    expect(saturday.statusCode, saturday.body).toBe(200);
    const onSaturday = eventSchema.parse(saturday.json()).warnings.join(" ");
    expect(onSaturday).toContain("pihenőnapra");
    expect(onSaturday).toContain("2026. 11. 14.");
    expect(onSaturday).not.toContain("2026. 11. 11.");
    const onLeave = await call("PUT", `/api/event/${ev.id}/occurrence/2026-11-25`, pm, {
      title: "Szerdai egyeztetés",
      start: "2026-11-19T10:00",
      end: "2026-11-19T11:00",
    });
    const warned = eventSchema.parse(onLeave.json());
    expect(leaveWarning(warned)).toContain("2026. 11. 19.");
    expect(leaveWarning(warned)).not.toContain("2026. 11. 18.");
    // One occurrence opened (its day in the series): only its own warnings, wherever it was moved.
    const opened = async (day: string) =>
      eventSchema.parse((await call("GET", `/api/event/${ev.id}?occurrenceDate=${day}`, user)).json())
        .warnings;
    const movedOntoLeave = await opened("2026-11-25");
    expect(leaveWarning({ ...warned, warnings: movedOntoLeave })).toContain("2026. 11. 19.");
    expect(movedOntoLeave.join(" ")).not.toContain("pihenőnapra");
    const movedToSaturday = (await opened("2026-11-11")).join(" ");
    expect(movedToSaturday).toContain("2026. 11. 14.");
    expect(movedToSaturday).not.toContain("Szabó Péter");
    expect(await opened("2026-11-04")).toEqual([]);
  });

  it("moving a series keeps the exceptions whose day is still an occurrence and says how many it dropped", async () => {
    const series = {
      ...base,
      title: "Hétfői státusz",
      start: "2027-09-06T10:00",
      end: "2027-09-06T11:00",
      recurrence: "weekly",
      recurrenceUntil: "2027-10-04",
      attendeeIds: [userEmp],
    };
    const ev = await create(series);
    const occurrences = async () =>
      eventOccurrenceListSchema
        .parse((await call("GET", "/api/event?start=2027-09-01&end=2027-10-10", pm)).json())
        .filter((o) => o.id === ev.id)
        .map((o) => [o.occurrenceDate, o.start, o.title]);
    expect((await call("DELETE", `/api/event/${ev.id}/occurrence/2027-09-13`, pm)).statusCode).toBe(200);
    const retitled = await call("PUT", `/api/event/${ev.id}/occurrence/2027-09-20`, pm, {
      title: "Hétfői státusz (vendéggel)",
      start: "2027-09-20T10:00",
      end: "2027-09-20T11:00",
    });
    expect(retitled.statusCode).toBe(200);
    const moved = await call("PUT", `/api/event/${ev.id}/occurrence/2027-09-27`, pm, {
      title: "Hétfői státusz",
      start: "2027-09-28T15:00",
      end: "2027-09-28T16:00",
    });
    expect(moved.statusCode).toBe(200);

    // a new time of day: every exception stays; the retitled one follows the series, the moved one not
    const later = await call("PUT", `/api/event/${ev.id}`, pm, {
      ...series,
      start: "2027-09-06T12:00",
      end: "2027-09-06T13:00",
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(eventSchema.parse(later.json()).droppedExceptions).toBe(0);
    expect(await occurrences()).toEqual([
      ["2027-09-06", "2027-09-06T10:00:00.000Z", "Hétfői státusz"],
      ["2027-09-20", "2027-09-20T10:00:00.000Z", "Hétfői státusz (vendéggel)"],
      ["2027-09-27", "2027-09-28T13:00:00.000Z", "Hétfői státusz"],
      ["2027-10-04", "2027-10-04T10:00:00.000Z", "Hétfői státusz"],
    ]);
    // a later start date: the cancelled 13th is before it and dropped (1); the rest stay
    const shorter = await call("PUT", `/api/event/${ev.id}`, pm, {
      ...series,
      start: "2027-09-20T12:00",
      end: "2027-09-20T13:00",
    });
    expect(eventSchema.parse(shorter.json()).droppedExceptions).toBe(1);
    expect((await occurrences()).map((o) => o[0])).toEqual(["2027-09-20", "2027-09-27", "2027-10-04"]);
    expect((await occurrences())[0]?.[2]).toBe("Hétfői státusz (vendéggel)");
    // cancelling the 4th, then moving the series to Tuesdays: no exception's day is left (3 dropped)
    expect((await call("DELETE", `/api/event/${ev.id}/occurrence/2027-10-04`, pm)).statusCode).toBe(200);
    const tuesdays = await call("PUT", `/api/event/${ev.id}`, pm, {
      ...series,
      start: "2027-09-21T12:00",
      end: "2027-09-21T13:00",
    });
    expect(eventSchema.parse(tuesdays.json()).droppedExceptions).toBe(3);
    expect(await occurrences()).toEqual([
      ["2027-09-21", "2027-09-21T10:00:00.000Z", "Hétfői státusz"],
      ["2027-09-28", "2027-09-28T10:00:00.000Z", "Hétfői státusz"],
    ]);
    // a change that leaves the times alone says nothing of exceptions
    const retitle = await call("PUT", `/api/event/${ev.id}`, pm, {
      ...series,
      title: "Keddi státusz",
      start: "2027-09-21T12:00",
      end: "2027-09-21T13:00",
    });
    expect(eventSchema.parse(retitle.json()).droppedExceptions).toBeUndefined();
  });

  it("lists the next 31 days without a range and all-day events as days (inclusive end)", async () => {
    const res = await call("GET", "/api/event", user);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    const ev = await create({
      ...base,
      title: "Kétnapos",
      start: "2027-05-06",
      end: "2027-05-07",
      allDay: true,
    });
    expect(ev).toMatchObject({ start: "2027-05-06", end: "2027-05-07", allDay: true });
    const day2 = eventOccurrenceListSchema.parse(
      (await call("GET", "/api/event?start=2027-05-07&end=2027-05-07", user)).json(),
    );
    expect(day2.some((o) => o.id === ev.id)).toBe(true);
    const after = eventOccurrenceListSchema.parse(
      (await call("GET", "/api/event?start=2027-05-08&end=2027-05-08", user)).json(),
    );
    expect(after.some((o) => o.id === ev.id)).toBe(false);
    const ics = new ICAL.Component(ICAL.parse((await call("GET", `/api/event/${ev.id}/ics`, user)).body));
    const vevent = ics.getFirstSubcomponent("vevent");
    expect(vevent?.getFirstPropertyValue("dtstart")?.toString()).toBe("2027-05-06");
    expect(vevent?.getFirstPropertyValue("dtend")?.toString()).toBe("2027-05-08");
  });

  it("the .ics file and the personal feed share UID and VTIMEZONE; a revoked token stops the feed", async () => {
    const ev = await create({
      ...base,
      title: "Évzáró; vacsora, tánc",
      start: "2027-01-05T17:00",
      end: "2027-01-05T22:00",
      recurrence: "yearly",
      recurrenceUntil: "2030-01-05",
      attendeeIds: [userEmp],
    });
    const file = await call("GET", `/api/event/${ev.id}/ics`, user);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("text/calendar");
    expect(file.headers["content-disposition"]).toContain("attachment");
    const single = new ICAL.Component(ICAL.parse(file.body));
    expect(single.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Europe/Budapest");
    const vevent = single.getFirstSubcomponent("vevent");
    const uid = vevent?.getFirstPropertyValue("uid");
    expect(uid).toBe(`event-${ev.id}@demo.office`);
    expect(vevent?.getFirstPropertyValue("summary")).toBe("Évzáró; vacsora, tánc");
    expect(String(vevent?.getFirstPropertyValue("rrule"))).toContain("FREQ=YEARLY");
    expect(vevent?.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Budapest");
    for (const line of file.body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    expect(eventIcsLinkSchema.parse((await call("GET", "/api/event/icsLink", user)).json()).url).toBeNull();
    const link = eventIcsLinkSchema.parse((await call("POST", "/api/event/icsLink", user)).json());
    expect(link.url).toContain("/api/event/calendar.ics?token=");
    expect(eventIcsLinkSchema.parse((await call("GET", "/api/event/icsLink", user)).json()).url).toBe(
      link.url,
    );
    const path = new URL(link.url ?? "").pathname + new URL(link.url ?? "").search;
    const feed = await t.app.inject({ method: "GET", url: path, headers: host("demo") });
    expect(feed.statusCode).toBe(200);
    const cal = new ICAL.Component(ICAL.parse(feed.body));
    expect(cal.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Europe/Budapest");
    const feedEvent = cal.getAllSubcomponents("vevent").find((v) => v.getFirstPropertyValue("uid") === uid);
    expect(feedEvent).toBeDefined();
    expect(feedEvent?.getFirstPropertyValue("sequence")).toBe(0);
    // cancelled → STATUS:CANCELLED with a higher SEQUENCE
    await call("DELETE", `/api/event/${ev.id}`, pm);
    const after = new ICAL.Component(
      ICAL.parse((await t.app.inject({ method: "GET", url: path, headers: host("demo") })).body),
    );
    const cancelled = after.getAllSubcomponents("vevent").find((v) => v.getFirstPropertyValue("uid") === uid);
    expect(cancelled?.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled?.getFirstPropertyValue("sequence")).toBe(1);
    // wrong tenant, no token, revoked or regenerated token
    expect((await t.app.inject({ method: "GET", url: path, headers: host("beta") })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/event/calendar.ics", headers: host("demo") }))
        .statusCode,
    ).toBe(401);
    const again = eventIcsLinkSchema.parse((await call("POST", "/api/event/icsLink", user)).json());
    expect(again.url).not.toBe(link.url);
    expect((await t.app.inject({ method: "GET", url: path, headers: host("demo") })).statusCode).toBe(404);
    expect(
      eventIcsLinkSchema.parse((await call("DELETE", "/api/event/icsLink", user)).json()).url,
    ).toBeNull();
    const againPath = new URL(again.url ?? "").pathname + new URL(again.url ?? "").search;
    expect((await t.app.inject({ method: "GET", url: againPath, headers: host("demo") })).statusCode).toBe(
      404,
    );
  });
});
