import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import {
  calendarSettingsSchema,
  eventOccurrenceListSchema,
  eventSchema,
} from "@office/shared/events/events.contract";
import { notificationListSchema } from "@office/shared/notifications/notifications.contract";
import type { Mailer } from "../../platform/mail.ts";
import { backends, host } from "../../test/harness.ts";
import { useEventsSuite } from "./events.test-util.ts";
import { startSmtpCapture, type CapturedMail } from "../../test/smtp-capture.ts";
import { runEventReminders } from "./events-reminders-job.ts";
import { and, eq } from "drizzle-orm";
import { notifications } from "../notifications/notifications.table.ts";
import { tenants } from "../tenants/tenants.table.ts";

/** The VEVENTs of a mail's iCalendar part, parsed by ical.js, and its METHOD. */
function calendarOf(mail: CapturedMail) {
  const cal = new ICAL.Component(ICAL.parse(mail.calendar));
  return { method: cal.getFirstPropertyValue("method"), vevents: cal.getAllSubcomponents("vevent") };
}
const attendeesOf = (vevent: ICAL.Component) =>
  vevent.getAllProperties("attendee").map((p) => ({
    address: String(p.getFirstValue()),
    partstat: p.getParameter("partstat"),
    rsvp: p.getParameter("rsvp"),
  }));

describe.each(backends)("calendar invitations and reminders on %s", (backend) => {
  const { suite, call, create } = useEventsSuite(backend);
  let { t, pm, user, hr, userEmp, pmEmp, hrEmp } = suite;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    ({ t, pm, user, hr, userEmp, pmEmp, hrEmp } = suite);
    smtp = await startSmtpCapture();
    // The real mailer (nodemailer) delivering to a real SMTP server: the only fake is none.
    (t.platform as { mailer: Mailer }).mailer = smtp.mailer;
  });
  afterAll(async () => smtp?.close());
  beforeEach(() => {
    smtp.mails.length = 0;
  });

  const mailTo = (mails: CapturedMail[], address: string) => mails.filter((m) => m.to.includes(address));
  const base = {
    title: "Partnertalálkozó",
    description: "Napirend: árajánlat, ütemezés",
    location: "Vác, nagy tárgyaló",
    start: "2027-03-10T10:00",
    end: "2027-03-10T11:30",
    allDay: false,
  };

  it("invites by mail with an iMIP REQUEST: UID, SEQUENCE, DTSTART, ORGANIZER, ATTENDEEs needing action", async () => {
    const ev = await create({ ...base, attendeeIds: [userEmp, hrEmp, pmEmp] });
    const mails = await smtp.waitFor(2);
    await new Promise((r) => setTimeout(r, 100));
    expect(mails.flatMap((m) => m.to).sort()).toEqual(["hr@demo.example.hu", "user@demo.example.hu"]);
    const [mail] = mailTo(mails, "user@demo.example.hu");
    if (!mail) throw new Error("no mail to user");
    expect(mail.subject).toBe("Meghívó: Partnertalálkozó (2027. 03. 10. 10:00–11:30)");
    expect(mail.text).toContain("Helyszín: Vác, nagy tárgyaló");
    expect(mail.text).toContain(`/naptar?event=${ev.id}`);
    expect(mail.html).toContain(`/naptar?event=${ev.id}`);
    expect(mail.calendarMethod).toBe("REQUEST");
    const { method, vevents } = calendarOf(mail);
    expect(method).toBe("REQUEST");
    expect(vevents).toHaveLength(1);
    const [vevent] = vevents;
    if (!vevent) throw new Error("no VEVENT");
    expect(vevent.getFirstPropertyValue("uid")).toBe(`event-${ev.id}@demo.office`);
    expect(vevent.getFirstPropertyValue("sequence")).toBe(0);
    const start = vevent.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.toString()).toBe("2027-03-10T10:00:00");
    expect(start.toJSDate().toISOString()).toBe("2027-03-10T09:00:00.000Z");
    expect(String(vevent.getFirstPropertyValue("organizer"))).toBe("mailto:pm@demo.example.hu");
    const attendees = attendeesOf(vevent);
    expect(attendees).toContainEqual({
      address: "mailto:user@demo.example.hu",
      partstat: "NEEDS-ACTION",
      rsvp: "TRUE",
    });
    expect(attendees.find((a) => a.address === "mailto:pm@demo.example.hu")?.partstat).toBe("ACCEPTED");
  });

  it("no invitation to whoever turned calendar e-mail off; the in-app notice is not mailed a second time", async () => {
    const off = await call("PUT", "/api/notificationSettings", hr, { email: { event: "off" } });
    expect(off.statusCode, off.body).toBe(200);
    const ev = await create({ ...base, title: "Leiratkozott meghívó", attendeeIds: [userEmp, hrEmp] });
    await smtp.waitFor(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.flatMap((m) => m.to)).toEqual(["user@demo.example.hu"]);
    const [demo] = await t.platform.database.withoutTenant((tx) =>
      tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, "demo")),
    );
    const states = await t.platform.database.withTenant(demo?.id ?? 0, (tx) =>
      tx
        .select({ state: notifications.emailState })
        .from(notifications)
        .where(and(eq(notifications.eventType, "event"), eq(notifications.eventId, ev.id))),
    );
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states.map((s) => s.state))).toEqual(new Set(["skipped"]));
    await call("PUT", "/api/notificationSettings", hr, { email: { event: "immediate" }, digestHour: 8 });
  });

  it("a change sends an update (same UID, SEQUENCE+1), a removed attendee a CANCEL, a cancellation a CANCEL", async () => {
    const ev = await create({ ...base, attendeeIds: [userEmp, hrEmp] });
    await smtp.waitFor(2);
    smtp.mails.length = 0;
    const moved = await call("PUT", `/api/event/${ev.id}`, pm, {
      ...base,
      start: "2027-03-11T14:00",
      end: "2027-03-11T15:00",
      attendeeIds: [userEmp],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const mails = await smtp.waitFor(2);
    const [update] = mailTo(mails, "user@demo.example.hu");
    const [removed] = mailTo(mails, "hr@demo.example.hu");
    if (!update || !removed) throw new Error("missing mails");
    expect(update.subject).toContain("Módosult program");
    const u = calendarOf(update);
    expect(u.method).toBe("REQUEST");
    expect(u.vevents[0]?.getFirstPropertyValue("uid")).toBe(`event-${ev.id}@demo.office`);
    expect(u.vevents[0]?.getFirstPropertyValue("sequence")).toBe(1);
    expect(String(u.vevents[0]?.getFirstPropertyValue("dtstart"))).toBe("2027-03-11T14:00:00");
    const r = calendarOf(removed);
    expect(r.method).toBe("CANCEL");
    expect(removed.calendarMethod).toBe("CANCEL");
    expect(r.vevents[0]?.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(attendeesOf(r.vevents[0] as ICAL.Component).map((a) => a.address)).toEqual([
      "mailto:hr@demo.example.hu",
    ]);

    smtp.mails.length = 0;
    expect((await call("DELETE", `/api/event/${ev.id}`, pm)).statusCode).toBe(200);
    const [cancel] = await smtp.waitFor(1);
    if (!cancel) throw new Error("no cancel mail");
    expect(cancel.to).toEqual(["user@demo.example.hu"]);
    expect(cancel.subject).toMatch(/^Elmarad: /);
    const c = calendarOf(cancel);
    expect(c.method).toBe("CANCEL");
    expect(c.vevents[0]?.getFirstPropertyValue("uid")).toBe(`event-${ev.id}@demo.office`);
    expect(c.vevents[0]?.getFirstPropertyValue("sequence")).toBe(2);
    expect(c.vevents[0]?.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("a change nobody sees (no new attendee, same texts and times) mails nobody; a refused change mails nobody", async () => {
    const ev = await create({ ...base, attendeeIds: [userEmp] });
    await smtp.waitFor(1);
    smtp.mails.length = 0;
    const same = await call("PUT", `/api/event/${ev.id}`, pm, { ...base, attendeeIds: [userEmp] });
    expect(same.statusCode).toBe(200);
    const refused = await call("PUT", `/api/event/${ev.id}`, pm, {
      ...base,
      attendeeIds: [userEmp, 999_999],
    });
    expect(refused.statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails).toHaveLength(0);
  });

  it("a failing mailer never fails the request", async () => {
    const failing: Mailer = {
      send: async () => {
        throw new Error("SMTP down");
      },
    };
    (t.platform as { mailer: Mailer }).mailer = failing;
    try {
      const res = await call("POST", "/api/event", pm, { ...base, attendeeIds: [userEmp] });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      (t.platform as { mailer: Mailer }).mailer = smtp.mailer;
    }
  });

  it("a series invitation carries the RRULE; editing one occurrence changes only it and mails a RECURRENCE-ID update", async () => {
    const ev = await create({
      ...base,
      title: "Heti egyeztetés",
      start: "2027-04-05T09:00",
      end: "2027-04-05T09:30",
      recurrence: "weekly",
      recurrenceUntil: "2027-05-31",
      attendeeIds: [userEmp],
    });
    const [invite] = await smtp.waitFor(1);
    if (!invite) throw new Error("no invitation");
    const vevent = calendarOf(invite).vevents[0];
    expect(String(vevent?.getFirstPropertyValue("rrule"))).toMatch(/^FREQ=WEEKLY;UNTIL=20270531T/);
    smtp.mails.length = 0;

    const occurrence = {
      title: "Heti egyeztetés (áthelyezve)",
      location: "Online",
      start: "2027-04-13T15:00",
      end: "2027-04-13T16:00",
    };
    const res = await call("PUT", `/api/event/${ev.id}/occurrence/2027-04-12`, pm, occurrence);
    expect(res.statusCode, res.body).toBe(200);
    expect(eventSchema.parse(res.json()).sequence).toBe(1);
    const [update] = await smtp.waitFor(1);
    if (!update) throw new Error("no update");
    const u = calendarOf(update);
    expect(u.method).toBe("REQUEST");
    expect(u.vevents).toHaveLength(1);
    expect(u.vevents[0]?.getFirstPropertyValue("uid")).toBe(`event-${ev.id}@demo.office`);
    expect(String(u.vevents[0]?.getFirstPropertyValue("recurrence-id"))).toBe("2027-04-12T09:00:00");
    expect(String(u.vevents[0]?.getFirstPropertyValue("dtstart"))).toBe("2027-04-13T15:00:00");
    expect(u.vevents[0]?.getFirstPropertyValue("rrule")).toBeNull();
    expect(u.vevents[0]?.getFirstPropertyValue("sequence")).toBe(1);

    const list = eventOccurrenceListSchema
      .parse((await call("GET", "/api/event?start=2027-04-01&end=2027-04-30", user)).json())
      .filter((o) => o.id === ev.id);
    expect(list.map((o) => [o.occurrenceDate, o.start, o.title, o.isException])).toEqual([
      ["2027-04-05", "2027-04-05T07:00:00.000Z", "Heti egyeztetés", false],
      ["2027-04-12", "2027-04-13T13:00:00.000Z", "Heti egyeztetés (áthelyezve)", true],
      ["2027-04-19", "2027-04-19T07:00:00.000Z", "Heti egyeztetés", false],
      ["2027-04-26", "2027-04-26T07:00:00.000Z", "Heti egyeztetés", false],
    ]);
    expect(list[1]?.location).toBe("Online");
    // the .ics file has the series and the exception (same UID, RECURRENCE-ID)
    const file = new ICAL.Component(ICAL.parse((await call("GET", `/api/event/${ev.id}/ics`, user)).body));
    expect(
      file.getAllSubcomponents("vevent").map((v) => String(v.getFirstPropertyValue("recurrence-id"))),
    ).toEqual(["null", "2027-04-12T09:00:00"]);
    // editing it again keeps one exception; a day without an occurrence is 404; a single event 400
    const again = await call("PUT", `/api/event/${ev.id}/occurrence/2027-04-12`, pm, {
      ...occurrence,
      location: "B",
    });
    expect(again.statusCode).toBe(200);
    expect((await call("PUT", `/api/event/${ev.id}/occurrence/2027-04-13`, pm, occurrence)).statusCode).toBe(
      404,
    );
    expect(
      (await call("PUT", `/api/event/${ev.id}/occurrence/2027-04-12`, user, occurrence)).statusCode,
    ).toBe(403);
    const single = await create({ ...base, attendeeIds: [] });
    expect(
      (await call("PUT", `/api/event/${single.id}/occurrence/2027-03-10`, pm, occurrence)).statusCode,
    ).toBe(400);
    const bad = await call("PUT", `/api/event/${ev.id}/occurrence/2027-04-12`, pm, {
      ...occurrence,
      end: "2027-04-13T14:00",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("cancelling one occurrence: gone from the list, EXDATE in the .ics, no reminder, a CANCEL of that RECURRENCE-ID only", async () => {
    const ev = await create({
      ...base,
      title: "Csütörtöki tervezés",
      start: "2029-05-03T14:00",
      end: "2029-05-03T15:00",
      recurrence: "weekly",
      recurrenceUntil: "2029-05-31",
      attendeeIds: [userEmp, hrEmp],
      reminderMinutes: 15,
    });
    await smtp.waitFor(2);
    smtp.mails.length = 0;

    // refused: not the organiser (403), no occurrence that day (404), a single event (400)
    expect((await call("DELETE", `/api/event/${ev.id}/occurrence/2029-05-10`, user)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/event/${ev.id}/occurrence/2029-05-11`, pm)).statusCode).toBe(404);
    const single = await create({
      ...base,
      start: "2029-05-04T10:00",
      end: "2029-05-04T11:00",
      attendeeIds: [],
    });
    const notSeries = await call("DELETE", `/api/event/${single.id}/occurrence/2029-05-04`, pm);
    expect(notSeries.statusCode).toBe(400);
    expect(notSeries.json().message).toMatch(/ismétlődő/);

    const res = await call("DELETE", `/api/event/${ev.id}/occurrence/2029-05-10`, pm);
    expect(res.statusCode, res.body).toBe(200);
    const saved = eventSchema.parse(res.json());
    expect(saved.sequence).toBe(1);
    expect(saved.cancelled).toBe(false);
    const mails = await smtp.waitFor(2);
    await new Promise((r) => setTimeout(r, 100));
    expect(mails.flatMap((m) => m.to).sort()).toEqual(["hr@demo.example.hu", "user@demo.example.hu"]);
    const [mail] = mailTo(mails, "user@demo.example.hu");
    if (!mail) throw new Error("no cancel mail");
    expect(mail.calendarMethod).toBe("CANCEL");
    expect(mail.subject).toMatch(/^Elmarad egy alkalom: Csütörtöki tervezés/);
    const c = calendarOf(mail);
    expect(c.method).toBe("CANCEL");
    expect(c.vevents).toHaveLength(1);
    const cancelled = c.vevents[0];
    expect(cancelled?.getFirstPropertyValue("uid")).toBe(`event-${ev.id}@demo.office`);
    expect(String(cancelled?.getFirstPropertyValue("recurrence-id"))).toBe("2029-05-10T14:00:00");
    expect(cancelled?.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled?.getFirstPropertyValue("rrule")).toBeNull();
    expect(cancelled?.getFirstPropertyValue("sequence")).toBe(1);

    // the occurrence is gone from the list; the others stay
    const list = eventOccurrenceListSchema
      .parse((await call("GET", "/api/event?start=2029-05-01&end=2029-05-31", user)).json())
      .filter((o) => o.id === ev.id);
    expect(list.map((o) => o.occurrenceDate)).toEqual([
      "2029-05-03",
      "2029-05-17",
      "2029-05-24",
      "2029-05-31",
    ]);
    // the .ics file: the series with an EXDATE, no VEVENT of the cancelled occurrence
    const file = new ICAL.Component(ICAL.parse((await call("GET", `/api/event/${ev.id}/ics`, user)).body));
    const vevents = file.getAllSubcomponents("vevent");
    expect(vevents).toHaveLength(1);
    expect(vevents[0]?.getAllProperties("exdate").map((p) => String(p.getFirstValue()))).toEqual([
      "2029-05-10T14:00:00",
    ]);
    const expanded = new ICAL.Event(vevents[0]).iterator();
    const starts: string[] = [];
    for (let next = expanded.next(); next && starts.length < 10; next = expanded.next())
      starts.push(String(next));
    expect(starts).toEqual([
      "2029-05-03T14:00:00",
      "2029-05-17T14:00:00",
      "2029-05-24T14:00:00",
      "2029-05-31T14:00:00",
    ]);
    // no reminder before the cancelled occurrence; the next one reminds as usual
    const at = Date.parse("2029-05-10T12:00:00Z"); // 14:00 Budapest (summer time)
    expect(await runEventReminders(t.platform.database, at - 10 * 60_000)).toBe(0);
    expect(await runEventReminders(t.platform.database, at + 7 * 86_400_000 - 10 * 60_000)).toBe(2);

    // cancelling it again answers the series unchanged and mails nobody; it cannot be edited any more
    smtp.mails.length = 0;
    const again = await call("DELETE", `/api/event/${ev.id}/occurrence/2029-05-10`, pm);
    expect(again.statusCode).toBe(200);
    expect(eventSchema.parse(again.json()).sequence).toBe(1);
    const edit = await call("PUT", `/api/event/${ev.id}/occurrence/2029-05-10`, pm, {
      title: "Mégis",
      start: "2029-05-10T14:00",
      end: "2029-05-10T15:00",
    });
    expect(edit.statusCode).toBe(409);
    await new Promise((r) => setTimeout(r, 150));
    expect(smtp.mails).toHaveLength(0);
    // an occurrence changed on its own can be cancelled: the CANCEL names its RECURRENCE-ID
    const moved = await call("PUT", `/api/event/${ev.id}/occurrence/2029-05-17`, pm, {
      title: "Csütörtöki tervezés (pénteken)",
      start: "2029-05-18T09:00",
      end: "2029-05-18T10:00",
    });
    expect(moved.statusCode).toBe(200);
    await smtp.waitFor(2);
    smtp.mails.length = 0;
    expect((await call("DELETE", `/api/event/${ev.id}/occurrence/2029-05-17`, pm)).statusCode).toBe(200);
    const [second] = mailTo(await smtp.waitFor(2), "hr@demo.example.hu");
    if (!second) throw new Error("no second cancel mail");
    const s2 = calendarOf(second).vevents[0];
    expect(String(s2?.getFirstPropertyValue("recurrence-id"))).toBe("2029-05-17T14:00:00");
    expect(String(s2?.getFirstPropertyValue("dtstart"))).toBe("2029-05-18T09:00:00");
    const after = eventOccurrenceListSchema
      .parse((await call("GET", "/api/event?start=2029-05-01&end=2029-05-31", user)).json())
      .filter((o) => o.id === ev.id);
    expect(after.map((o) => o.occurrenceDate)).toEqual(["2029-05-03", "2029-05-24", "2029-05-31"]);
    // the whole series cancelled later cancels everything (a plain CANCEL of the UID)
    expect((await call("DELETE", `/api/event/${ev.id}`, pm)).statusCode).toBe(200);
  });

  it("invitations carry a working one-click List-Unsubscribe of calendar e-mail (RFC 8058)", async () => {
    const ev = await create({
      ...base,
      title: "Leiratkozási próba",
      start: "2029-06-04T10:00",
      end: "2029-06-04T11:00",
      attendeeIds: [userEmp],
    });
    const [mail] = await smtp.waitFor(1);
    if (!mail) throw new Error("no invitation");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const url = new URL((mail.headers["list-unsubscribe"] ?? "").replace(/^<|>$/g, ""));
    expect(url.pathname).toBe("/api/notificationSettings/unsubscribe");
    expect(url.searchParams.get("type")).toBe("event");
    expect(mail.text).toContain(url.href);
    const oneClick = await t.app.inject({
      method: "POST",
      url: url.pathname + url.search,
      headers: { ...host("demo"), "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    const settings = await call("GET", "/api/notificationSettings", user);
    expect(settings.json().email.event).toBe("off");
    // the user no longer gets invitation mail; others still do
    smtp.mails.length = 0;
    const res = await call("PUT", `/api/event/${ev.id}`, pm, {
      ...base,
      title: "Leiratkozási próba",
      start: "2029-06-04T12:00",
      end: "2029-06-04T13:00",
      attendeeIds: [userEmp, hrEmp],
    });
    expect(res.statusCode).toBe(200);
    const later = await smtp.waitFor(1);
    await new Promise((r) => setTimeout(r, 150));
    expect(later.flatMap((m) => m.to)).toEqual(["hr@demo.example.hu"]);
    expect(
      (await call("PUT", "/api/notificationSettings", user, { email: { event: "immediate" }, digestHour: 8 }))
        .statusCode,
    ).toBe(200);
  });

  it("the default reminder of the user applies to new events; the event's own choice wins", async () => {
    expect(calendarSettingsSchema.parse((await call("GET", "/api/calendarSettings", pm)).json())).toEqual({
      defaultReminderMinutes: null,
    });
    expect((await call("PUT", "/api/calendarSettings", pm, { defaultReminderMinutes: 30 })).statusCode).toBe(
      400,
    );
    const saved = await call("PUT", "/api/calendarSettings", pm, { defaultReminderMinutes: 1440 });
    expect(saved.json()).toEqual({ defaultReminderMinutes: 1440 });
    expect((await create({ ...base, attendeeIds: [] })).reminderMinutes).toBe(1440);
    expect((await create({ ...base, attendeeIds: [], reminderMinutes: null })).reminderMinutes).toBeNull();
    const own = await create({ ...base, attendeeIds: [], reminderMinutes: 15 });
    expect(own.reminderMinutes).toBe(15);
    // PUT without the field keeps it
    const kept = await call("PUT", `/api/event/${own.id}`, pm, { ...base, attendeeIds: [] });
    expect(eventSchema.parse(kept.json()).reminderMinutes).toBe(15);
    expect((await call("POST", "/api/event", pm, { ...base, reminderMinutes: 5 })).statusCode).toBe(400);
    // another user's default is their own
    expect((await call("GET", "/api/calendarSettings", user)).json()).toEqual({
      defaultReminderMinutes: null,
    });
    await call("PUT", "/api/calendarSettings", pm, { defaultReminderMinutes: null });
  });

  it("the reminder job notifies each attendee once per occurrence, recurring ones included", async () => {
    const reminders = async (token: string, id: number) =>
      notificationListSchema
        .parse((await call("GET", "/api/notification", token)).json())
        .filter((n) => n.eventType === "eventReminder" && n.eventId === id);
    const ev = await create({
      ...base,
      title: "Reggeli stand-up",
      start: "2028-01-03T09:00",
      end: "2028-01-03T09:15",
      recurrence: "weekly",
      attendeeIds: [userEmp, hrEmp, pmEmp],
      reminderMinutes: 60,
    });
    // hr declines: no reminder for them
    expect((await call("PUT", `/api/event/${ev.id}/rsvp`, hr, { rsvp: "declined" })).statusCode).toBe(200);
    const first = Date.parse("2028-01-03T08:00:00Z"); // 09:00 Budapest
    expect(await runEventReminders(t.platform.database, first - 61 * 60_000)).toBe(0);
    expect(await runEventReminders(t.platform.database, first - 59 * 60_000)).toBe(2);
    expect(await runEventReminders(t.platform.database, first - 30 * 60_000)).toBe(0);
    const mine = await reminders(user, ev.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.title).toBe("Emlékeztető: Reggeli stand-up");
    expect(mine[0]?.description).toContain("2028. 01. 03. 09:00–09:15");
    expect(await reminders(pm, ev.id)).toHaveLength(1);
    expect(await reminders(hr, ev.id)).toHaveLength(0);
    // the next week's occurrence reminds again, once; after the start nothing is sent
    const second = first + 7 * 86_400_000;
    expect(await runEventReminders(t.platform.database, second - 10 * 60_000)).toBe(2);
    expect(await runEventReminders(t.platform.database, second - 5 * 60_000)).toBe(0);
    expect(await runEventReminders(t.platform.database, second + 60_000)).toBe(0);
    expect(await reminders(user, ev.id)).toHaveLength(2);
  });

  it.runIf(backend === "postgres")("two concurrent passes remind once", async () => {
    await create({
      ...base,
      title: "Párhuzamos emlékeztető",
      start: "2028-02-01T10:00",
      end: "2028-02-01T11:00",
      attendeeIds: [userEmp, hrEmp],
      reminderMinutes: 15,
    });
    const at = Date.parse("2028-02-01T09:00:00Z") - 10 * 60_000;
    const counts = await Promise.all([
      runEventReminders(t.platform.database, at),
      runEventReminders(t.platform.database, at),
      runEventReminders(t.platform.database, at),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
  });
});
