import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import type { Questionnaire } from "@office/shared/questionnaires/questionnaires.contract";
import type { Template } from "@office/shared/questionnaires/templates.contract";
import { addCalendarDays } from "@office/shared/hu/budapest-time";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { questionnaireNoticeText } from "./questionnaire-notify.ts";
import { remindQuestionnaireDeadlines } from "./questionnaire-reminders.ts";
import { questionnaireResponseRates } from "./questionnaire-stats.ts";
import { todayInBudapest } from "./questionnaires.service.ts";

/** Issue 11 §2 reminders (daily job, idempotent on N instances) and §4 response rates by month. */
describe.each(backends)("questionnaire reminders and statistics on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  let user: string;
  let pm: string;
  let template: Template;
  let demoTenant: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    [hr, user, pm] = [
      await login(t, "demo", "hr"),
      await login(t, "demo", "user"),
      await login(t, "demo", "pm"),
    ];
    demoTenant = await t.platform.database.withoutTenant(async (tx) => {
      const r = (await tx.execute(sql`select id from tenants where slug = 'demo'`)) as unknown as
        { rows: { id: number }[] } | { id: number }[];
      return Number((Array.isArray(r) ? r : r.rows)[0]?.id);
    });
    template = (
      await call("POST", "/api/questionnaireTemplate", hr, {
        name: "Rövid",
        description: "",
        questions: [{ id: "q", type: "yesNo", text: "Rendben?", required: true }],
      })
    ).json() as Template;
  });
  afterAll(async () => t?.close());

  function call(method: "GET" | "POST", url: string, token: string, payload?: object) {
    return t.app.inject({ method, url, headers: authed("demo", token), ...(payload ? { payload } : {}) });
  }
  const send = async (title: string, deadline: string) => {
    const res = await call("POST", "/api/questionnaire", hr, {
      templateId: template.id,
      title,
      recipientIds: [decodeJwt(user).employeeId, decodeJwt(pm).employeeId],
      deadline,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Questionnaire;
  };
  const exec = (query: ReturnType<typeof sql>) =>
    t.platform.database.withTenant(demoTenant, (tx) => tx.execute(query));
  const reminders = async (token: string, id: number) =>
    ((await call("GET", "/api/notification", token)).json() as { eventId: number; title: string }[]).filter(
      (n) => n.eventId === id && n.title.startsWith("Emlékeztető: kérdőív"),
    ).length;

  it("reminds those who have not answered 2 days before the deadline, once, also with parallel runs", async () => {
    const q = await send("Határidős", addCalendarDays(todayInBudapest(), 2));
    const fresh = await send("Most küldött", addCalendarDays(todayInBudapest(), 1));
    const later = await send("Ráér", addCalendarDays(todayInBudapest(), 5));
    await exec(
      sql`update questionnaires set sent_at = now() - interval '6 days' where id in (${q.id}, ${later.id})`,
    );
    const yes = { answers: [{ questionId: "q", value: true }] };
    expect((await call("POST", `/api/questionnaire/${q.id}/response`, pm, yes)).statusCode).toBe(200);

    const runs = await Promise.all([1, 2, 3].map(() => remindQuestionnaireDeadlines(t.platform.database)));
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await remindQuestionnaireDeadlines(t.platform.database)).toBe(0);
    expect(await reminders(user, q.id)).toBe(1);
    expect(await reminders(pm, q.id)).toBe(0); // already answered
    expect(await reminders(user, fresh.id)).toBe(0); // sent after its reminder day
    expect(await reminders(user, later.id)).toBe(0); // not yet due
    // three days later the "later" one is due; the first one is not reminded again
    const inThreeDays = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    expect(await remindQuestionnaireDeadlines(t.platform.database, inThreeDays)).toBeGreaterThanOrEqual(1);
    expect(await remindQuestionnaireDeadlines(t.platform.database, inThreeDays)).toBe(0);
    expect(await reminders(user, later.id)).toBe(1);
    expect(await reminders(user, q.id)).toBe(1);
  });

  it("notification texts never trigger SPEC §2's car rule", () => {
    expect(questionnaireNoticeText("Céges autó használat", "2026-05-01", "Kérdőív vár")).not.toContain(
      "autó",
    );
    expect(questionnaireNoticeText("Irodai hangulat", "2026-05-01", "Kérdőív vár")).toContain(
      "„Irodai hangulat”",
    );
  });

  it("questionnaireResponseRates: one row per month of sending in [from, to)", async () => {
    const a = await send("Januári", addCalendarDays(todayInBudapest(), 9));
    const b = await send("Januári 2", addCalendarDays(todayInBudapest(), 9));
    const c = await send("Februári", addCalendarDays(todayInBudapest(), 9));
    const yes = { answers: [{ questionId: "q", value: true }] };
    await call("POST", `/api/questionnaire/${a.id}/response`, user, yes);
    await call("POST", `/api/questionnaire/${c.id}/response`, user, yes);
    await call("POST", `/api/questionnaire/${c.id}/response`, pm, yes);
    await exec(sql`update questionnaires set sent_at = '2020-01-31T23:30:00Z' where id = ${a.id}`); // Feb 1 in Budapest
    await exec(sql`update questionnaires set sent_at = '2020-01-10T10:00:00Z' where id = ${b.id}`);
    await exec(sql`update questionnaires set sent_at = '2020-03-05T10:00:00Z' where id = ${c.id}`);
    const rates = await t.platform.database.withTenant(demoTenant, (tx) =>
      questionnaireResponseRates(
        tx,
        demoTenant,
        new Date("2020-01-01T00:00:00Z"),
        new Date("2020-03-06T00:00:00Z"),
      ),
    );
    expect(rates).toEqual([
      { month: "2020-01", sent: 1, recipients: 2, responses: 0 },
      { month: "2020-02", sent: 1, recipients: 2, responses: 1 },
      { month: "2020-03", sent: 1, recipients: 2, responses: 2 },
    ]);
    const none = await t.platform.database.withTenant(demoTenant, (tx) =>
      questionnaireResponseRates(tx, demoTenant, new Date("2019-01-01"), new Date("2019-06-01")),
    );
    expect(none).toEqual([]);
  });
});
