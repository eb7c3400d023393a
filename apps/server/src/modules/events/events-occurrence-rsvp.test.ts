import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { and, eq } from "drizzle-orm";
import {
  eventOccurrenceListSchema,
  eventSchema,
  type CalendarEvent,
} from "@office/shared/events/events.contract";
import { notificationListSchema } from "@office/shared/notifications/notifications.contract";
import { backends } from "../../test/harness.ts";
import { useEventsSuite } from "./events.test-util.ts";
import { runEventReminders } from "./events-reminders-job.ts";
import { eventOccurrenceRsvps } from "./events.table.ts";
import { tenants } from "../tenants/tenants.table.ts";

/** The VEVENTs of an iCalendar text, parsed by ical.js, by RECURRENCE-ID ("null" for the series). */
function veventsOf(text: string): Map<string, ICAL.Component> {
  const cal = new ICAL.Component(ICAL.parse(text));
  return new Map(
    cal.getAllSubcomponents("vevent").map((v) => [String(v.getFirstPropertyValue("recurrence-id")), v]),
  );
}
/** PARTSTAT by attendee address of one VEVENT. */
const partstats = (vevent: ICAL.Component | undefined) =>
  Object.fromEntries(
    (vevent?.getAllProperties("attendee") ?? []).map((p) => [
      String(p.getFirstValue()).replace(/^mailto:/i, ""),
      p.getParameter("partstat"),
    ]),
  );

describe.each(backends)("answers per occurrence (issue 23 §3) on %s", (backend) => {
  const { suite, call, create } = useEventsSuite(backend);
  let { t, pm, user, hr, admin, beta, userEmp, pmEmp, hrEmp } = suite;
  beforeAll(() => void ({ t, pm, user, hr, admin, beta, userEmp, pmEmp, hrEmp } = suite));
  beforeEach(() => {
    t.mails.length = 0;
  });

  const answer = async (id: number, token: string, body: object) => {
    const res = await call("PUT", `/api/event/${id}/rsvp`, token, body);
    expect(res.statusCode, res.body).toBe(200);
    return eventSchema.parse(res.json());
  };
  const detail = async (id: number, token: string, occurrenceDate?: string) => {
    const query = occurrenceDate ? `?occurrenceDate=${occurrenceDate}` : "";
    const res = await call("GET", `/api/event/${id}${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return eventSchema.parse(res.json());
  };
  const myAnswers = async (id: number, token: string, start: string, end: string) =>
    eventOccurrenceListSchema
      .parse((await call("GET", `/api/event?start=${start}&end=${end}`, token)).json())
      .filter((o) => o.id === id)
      .map((o) => [o.occurrenceDate, o.myRsvp]);
  const answerOf = (ev: CalendarEvent, employeeId: number) =>
    ev.attendees.find((a) => a.employeeId === employeeId);
  const weekly = {
    title: "Heti csapatmegbeszélés",
    location: "Kis tárgyaló",
    start: "2031-03-03T10:00",
    end: "2031-03-03T11:00",
    allDay: false,
    recurrence: "weekly",
    recurrenceUntil: "2031-03-24",
  };

  it("an answer for one occurrence overrides the series answer there only; the series answer stays the default", async () => {
    const ev = await create({ ...weekly, attendeeIds: [userEmp, hrEmp, pmEmp] });
    await answer(ev.id, user, { rsvp: "accepted" });
    const one = await answer(ev.id, user, { rsvp: "declined", occurrenceDate: "2031-03-10" });
    expect(one).toMatchObject({
      occurrenceDate: "2031-03-10",
      myRsvp: "declined",
      mySeriesRsvp: "accepted",
      myOccurrenceRsvp: "declined",
    });
    expect(await myAnswers(ev.id, user, "2031-03-01", "2031-03-31")).toEqual([
      ["2031-03-03", "accepted"],
      ["2031-03-10", "declined"],
      ["2031-03-17", "accepted"],
      ["2031-03-24", "accepted"],
    ]);
    // the series view stays the series' answers; the organiser sees that occurrence's answers
    const series = await detail(ev.id, user);
    expect(series).toMatchObject({ occurrenceDate: null, myRsvp: "accepted", myOccurrenceRsvp: null });
    const organizerView = await detail(ev.id, pm, "2031-03-10");
    expect(answerOf(organizerView, userEmp)).toMatchObject({
      rsvp: "declined",
      seriesRsvp: "accepted",
      occurrenceRsvp: "declined",
    });
    expect(answerOf(organizerView, hrEmp)).toMatchObject({ rsvp: "pending", occurrenceRsvp: null });
    expect(answerOf(await detail(ev.id, pm, "2031-03-17"), userEmp)?.rsvp).toBe("accepted");
    // a new series answer is the default of the other occurrences; the occurrence's own answer stays
    await answer(ev.id, user, { rsvp: "tentative" });
    expect(await myAnswers(ev.id, user, "2031-03-01", "2031-03-31")).toEqual([
      ["2031-03-03", "tentative"],
      ["2031-03-10", "declined"],
      ["2031-03-17", "tentative"],
      ["2031-03-24", "tentative"],
    ]);
    // answering the occurrence again replaces its answer; `occurrenceDate: null` is the series
    await answer(ev.id, user, { rsvp: "accepted", occurrenceDate: "2031-03-10" });
    expect((await detail(ev.id, user, "2031-03-10")).myRsvp).toBe("accepted");
    expect((await answer(ev.id, user, { rsvp: "declined", occurrenceDate: null })).myRsvp).toBe("declined");
    expect((await detail(ev.id, user, "2031-03-10")).myRsvp).toBe("accepted");
    // another attendee's answers are their own
    expect((await detail(ev.id, hr, "2031-03-10")).myRsvp).toBe("pending");
  });

  it("refuses with the right codes and Hungarian messages", async () => {
    const ev = await create({ ...weekly, title: "Hibás válaszok", attendeeIds: [userEmp] });
    const single = await create({ ...weekly, recurrence: "none", title: "Egyszeri", attendeeIds: [userEmp] });
    const put = (id: number, token: string, body: object) =>
      call("PUT", `/api/event/${id}/rsvp`, token, body);

    const notSeries = await put(single.id, user, { rsvp: "accepted", occurrenceDate: "2031-03-03" });
    expect(notSeries.statusCode).toBe(400);
    expect(notSeries.json().message).toMatch(/ismétlődő/);
    const noOccurrence = await put(ev.id, user, { rsvp: "accepted", occurrenceDate: "2031-03-04" });
    expect(noOccurrence.statusCode).toBe(404);
    expect(noOccurrence.json().message).toBe("A programnak ezen a napon nincs alkalma.");
    // after the series' end
    expect((await put(ev.id, user, { rsvp: "accepted", occurrenceDate: "2031-03-31" })).statusCode).toBe(404);
    const notInvited = await put(ev.id, hr, { rsvp: "accepted", occurrenceDate: "2031-03-10" });
    expect(notInvited.statusCode).toBe(403);
    expect(notInvited.json().message).toBe("Csak a meghívottak válaszolhatnak.");
    for (const occurrenceDate of ["2031-3-10", "2031-02-30", "tegnap", 20310310, ""]) {
      const res = await put(ev.id, user, { rsvp: "accepted", occurrenceDate });
      expect(res.statusCode, String(occurrenceDate)).toBe(400);
      expect(res.json().message).toMatch(/[áéíóöőúüű]/i);
    }
    expect((await call("GET", `/api/event/${ev.id}?occurrenceDate=2031-13-01`, user)).statusCode).toBe(400);
    expect((await call("GET", `/api/event/${ev.id}?occurrenceDate=2031-03-05`, user)).statusCode).toBe(404);
    expect((await call("GET", `/api/event/${single.id}?occurrenceDate=2031-03-03`, user)).statusCode).toBe(
      400,
    );
    // a cancelled occurrence takes no answer; a cancelled series none at all
    expect((await call("DELETE", `/api/event/${ev.id}/occurrence/2031-03-17`, pm)).statusCode).toBe(200);
    const gone = await put(ev.id, user, { rsvp: "accepted", occurrenceDate: "2031-03-17" });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toMatch(/elmarad/);
    expect((await call("DELETE", `/api/event/${ev.id}`, pm)).statusCode).toBe(200);
    expect((await put(ev.id, user, { rsvp: "accepted", occurrenceDate: "2031-03-10" })).statusCode).toBe(409);
    // another tenant's id is 404
    const other = await call(
      "PUT",
      `/api/event/${single.id}/rsvp`,
      beta,
      { rsvp: "accepted", occurrenceDate: "2031-03-03" },
      "beta",
    );
    expect(other.statusCode).toBe(404);
    const otherGet = await call(
      "GET",
      `/api/event/${single.id}?occurrenceDate=2031-03-03`,
      beta,
      undefined,
      "beta",
    );
    expect(otherGet.statusCode).toBe(404);
    expect((await call("PUT", `/api/event/${single.id}/rsvp`, admin, { rsvp: "accepted" })).statusCode).toBe(
      403,
    );
  });

  it("reminders skip who declined that occurrence, and remind who accepted it against a declined series", async () => {
    const reminders = async (token: string, id: number) =>
      notificationListSchema
        .parse((await call("GET", "/api/notification", token)).json())
        .filter((n) => n.eventType === "eventReminder" && n.eventId === id);
    const ev = await create({
      ...weekly,
      title: "Emlékeztetős sorozat",
      start: "2031-05-05T09:00",
      end: "2031-05-05T09:30",
      recurrenceUntil: "2031-05-19",
      attendeeIds: [userEmp, hrEmp],
      reminderMinutes: 15,
    });
    await answer(ev.id, hr, { rsvp: "declined", occurrenceDate: "2031-05-12" });
    await answer(ev.id, user, { rsvp: "declined" });
    await answer(ev.id, user, { rsvp: "accepted", occurrenceDate: "2031-05-12" });
    const at = (day: string) => Date.parse(`${day}T07:00:00Z`) - 10 * 60_000; // 09:00 Budapest (CEST)
    expect(await runEventReminders(t.platform.database, at("2031-05-05"))).toBe(1); // hr only
    expect(await runEventReminders(t.platform.database, at("2031-05-12"))).toBe(1); // user only
    expect(await runEventReminders(t.platform.database, at("2031-05-19"))).toBe(1); // hr only
    expect((await reminders(hr, ev.id)).length).toBe(2);
    const mine = await reminders(user, ev.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.description).toContain("2031. 05. 12. 09:00–09:30");
  });

  it("the .ics and the invitations carry the answer of an occurrence as its PARTSTAT (RECURRENCE-ID)", async () => {
    const ev = await create({
      ...weekly,
      title: "ICS-sorozat",
      start: "2031-06-02T14:00",
      end: "2031-06-02T15:00",
      recurrenceUntil: "2031-06-30",
      attendeeIds: [userEmp, hrEmp],
    });
    await answer(ev.id, user, { rsvp: "accepted" });
    await answer(ev.id, user, { rsvp: "declined", occurrenceDate: "2031-06-09" });
    await answer(ev.id, hr, { rsvp: "tentative", occurrenceDate: "2031-06-16" });
    const file = veventsOf((await call("GET", `/api/event/${ev.id}/ics`, user)).body);
    expect([...file.keys()]).toEqual(["null", "2031-06-09T14:00:00", "2031-06-16T14:00:00"]);
    const addresses = Object.keys(partstats(file.get("null")));
    expect(addresses).toHaveLength(2);
    const [userAddress, hrAddress] = [
      addresses.find((a) => partstats(file.get("null"))[a] === "ACCEPTED"),
      addresses.find((a) => partstats(file.get("null"))[a] === "NEEDS-ACTION"),
    ];
    if (!userAddress || !hrAddress) throw new Error("attendee addresses not found");
    expect(partstats(file.get("2031-06-09T14:00:00"))).toEqual({
      [userAddress]: "DECLINED",
      [hrAddress]: "NEEDS-ACTION",
    });
    expect(partstats(file.get("2031-06-16T14:00:00"))).toEqual({
      [userAddress]: "ACCEPTED",
      [hrAddress]: "TENTATIVE",
    });
    // an answer-only exception keeps the series' times and texts
    const exception = file.get("2031-06-09T14:00:00");
    expect(String(exception?.getFirstPropertyValue("dtstart"))).toBe("2031-06-09T14:00:00");
    expect(String(exception?.getFirstPropertyValue("dtend"))).toBe("2031-06-09T15:00:00");
    expect(exception?.getFirstPropertyValue("summary")).toBe("ICS-sorozat");
    // ical.js relates the exceptions to the series: five occurrences, two of them with their own VEVENT
    const series = new ICAL.Event(file.get("null"), {
      exceptions: [...file.values()].slice(1).map((v) => new ICAL.Event(v)),
    });
    const expansion = series.iterator();
    const own: string[] = [];
    let count = 0;
    for (let next = expansion.next(); next && count < 10; next = expansion.next()) {
      count += 1;
      const item = series.getOccurrenceDetails(next).item;
      if (item.isRecurrenceException()) own.push(String(item.recurrenceId));
    }
    expect(count).toBe(5);
    expect(own).toEqual(["2031-06-09T14:00:00", "2031-06-16T14:00:00"]);
    // changing that occurrence on its own mails a REQUEST of it with its answers
    t.mails.length = 0;
    const moved = await call("PUT", `/api/event/${ev.id}/occurrence/2031-06-16`, pm, {
      title: "ICS-sorozat",
      location: "Online",
      start: "2031-06-16T14:00",
      end: "2031-06-16T15:00",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const mail = t.mails.find((m) => m.icalEvent?.method === "REQUEST");
    if (!mail?.icalEvent) throw new Error("no occurrence update mailed");
    const update = veventsOf(mail.icalEvent.content);
    expect([...update.keys()]).toEqual(["2031-06-16T14:00:00"]);
    expect(partstats(update.get("2031-06-16T14:00:00"))).toMatchObject({ [hrAddress]: "TENTATIVE" });
  });

  it("a new time drops the answers per occurrence (the organiser's follow their day); removing an attendee removes theirs", async () => {
    const ev = await create({
      ...weekly,
      title: "Áthelyezett sorozat",
      start: "2031-09-01T10:00",
      end: "2031-09-01T11:00",
      recurrenceUntil: "2031-09-29",
      attendeeIds: [userEmp, hrEmp, pmEmp],
    });
    await answer(ev.id, user, { rsvp: "declined", occurrenceDate: "2031-09-08" });
    await answer(ev.id, pm, { rsvp: "declined", occurrenceDate: "2031-09-15" });
    await answer(ev.id, hr, { rsvp: "tentative", occurrenceDate: "2031-09-22" });
    // one occurrence moved on its own: the answers given for its old time give way to the series'
    const moved = await call("PUT", `/api/event/${ev.id}/occurrence/2031-09-22`, pm, {
      title: "Áthelyezett sorozat",
      start: "2031-09-23T10:00",
      end: "2031-09-23T11:00",
    });
    expect(moved.statusCode).toBe(200);
    expect((await detail(ev.id, hr, "2031-09-22")).myOccurrenceRsvp).toBeNull();
    // the series moved an hour: the others' answers reset, the organiser's stays on its day
    const input = { ...weekly, title: "Áthelyezett sorozat", recurrenceUntil: "2031-09-29" };
    const res = await call("PUT", `/api/event/${ev.id}`, pm, {
      ...input,
      start: "2031-09-01T11:00",
      end: "2031-09-01T12:00",
      attendeeIds: [userEmp, hrEmp, pmEmp],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await myAnswers(ev.id, user, "2031-09-01", "2031-09-30")).toEqual(
      ["2031-09-01", "2031-09-08", "2031-09-15", "2031-09-22", "2031-09-29"].map((d) => [d, "pending"]),
    );
    expect(await myAnswers(ev.id, pm, "2031-09-01", "2031-09-14")).toEqual([
      ["2031-09-01", "accepted"],
      ["2031-09-08", "accepted"],
    ]);
    expect((await detail(ev.id, pm, "2031-09-15")).myOccurrenceRsvp).toBe("declined");
    // removed from the attendees: their answers per occurrence go too (and do not come back with them)
    await answer(ev.id, user, { rsvp: "declined", occurrenceDate: "2031-09-29" });
    const without = { ...input, start: "2031-09-01T11:00", end: "2031-09-01T12:00" };
    expect(
      (await call("PUT", `/api/event/${ev.id}`, pm, { ...without, attendeeIds: [hrEmp, pmEmp] })).statusCode,
    ).toBe(200);
    const [demo] = await t.platform.database.withoutTenant((tx) =>
      tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, "demo")),
    );
    if (!demo) throw new Error("no demo tenant");
    const left = await t.platform.database.withTenant(demo.id, (tx) =>
      tx
        .select()
        .from(eventOccurrenceRsvps)
        .where(and(eq(eventOccurrenceRsvps.eventId, ev.id), eq(eventOccurrenceRsvps.employeeId, userEmp))),
    );
    expect(left).toEqual([]);
    expect(
      (await call("PUT", `/api/event/${ev.id}`, pm, { ...without, attendeeIds: [userEmp, hrEmp, pmEmp] }))
        .statusCode,
    ).toBe(200);
    expect((await detail(ev.id, user, "2031-09-29")).myRsvp).toBe("pending");
  });
});
