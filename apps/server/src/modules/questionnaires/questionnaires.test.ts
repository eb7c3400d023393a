import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import type {
  Questionnaire,
  QuestionnaireSummary,
} from "@office/shared/questionnaires/questionnaires.contract";
import { questionnaireResultsSchema } from "@office/shared/questionnaires/results.contract";
import type { Template } from "@office/shared/questionnaires/templates.contract";
import { addCalendarDays } from "@office/shared/hu/budapest-time";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { todayInBudapest } from "./questionnaires.service.ts";
import { expectExcelDate, expectNoIsoDateText } from "../reports/xlsx-test-support.ts";
import { EXCEL_DATE_TIME_FORMAT } from "../reports/xlsx-dates.ts";

const QUESTIONS = [
  { id: "mood", type: "scale", text: "Mennyire vagy elégedett?", required: true },
  { id: "team", type: "single", text: "Melyik csapat?", options: ["A", "B"], required: true },
  {
    id: "perks",
    type: "multiple",
    text: "Mit szeretnél?",
    options: ["Tea", "Kávé", "Gyümölcs"],
    required: false,
  },
  { id: "again", type: "yesNo", text: "Ajánlanád?", required: false },
  { id: "when", type: "date", text: "Mikor?", required: false },
  { id: "note", type: "longText", text: "Megjegyzés", required: false },
];

/** Issue 11 §2: templates, sending, answering, results, anonymity, reminders over HTTP on a real database. */
describe.each(backends)("questionnaires on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let pm: string;
  let user: string;
  let betaAdmin: string;
  const emp: Record<string, number> = {};
  let template: Template;
  const deadline = addCalendarDays(todayInBudapest(), 10);

  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, hr, pm, user, betaAdmin] = [
      await login(t, "demo", "admin"),
      await login(t, "demo", "hr"),
      await login(t, "demo", "pm"),
      await login(t, "demo", "user"),
      await login(t, "beta", "admin"),
    ];
    for (const [k, tok] of Object.entries({ admin, hr, pm, user }))
      emp[k] = decodeJwt(tok).employeeId as number;
  });
  afterAll(async () => t?.close());

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    token: string,
    payload?: object,
    tenant = "demo",
  ) => t.app.inject({ method, url, headers: authed(tenant, token), ...(payload ? { payload } : {}) });
  const send = async (body: object) => {
    const res = await call("POST", "/api/questionnaire", hr, { templateId: template.id, deadline, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Questionnaire;
  };
  const full = (team = "A", note = "") => ({
    answers: [
      { questionId: "mood", value: 4 },
      { questionId: "team", value: team },
      { questionId: "perks", value: ["Kávé", "Tea"] },
      { questionId: "again", value: true },
      { questionId: "when", value: "2026-03-01" },
      { questionId: "note", value: note },
    ],
  });

  it("templates: hr only (403), validation (400), create/read/list/update as versions, other tenant 404, delete", async () => {
    const body = { name: "Elégedettségi felmérés", description: "Évente", questions: QUESTIONS };
    expect((await call("POST", "/api/questionnaireTemplate", user, body)).statusCode).toBe(403);
    expect((await call("GET", "/api/questionnaireTemplate", user)).statusCode).toBe(403);
    const bad = [
      { ...body, questions: [] },
      { ...body, name: "" },
      { ...body, questions: [{ id: "x", type: "single", text: "?", options: ["csak egy"], required: true }] },
      { ...body, questions: [QUESTIONS[0], QUESTIONS[0]] },
      { ...body, questions: [{ id: "x", type: "rating", text: "?", required: true }] },
    ];
    for (const b of bad) {
      const res = await call("POST", "/api/questionnaireTemplate", hr, b);
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/[a-zá-ű]/i);
    }
    const created = await call("POST", "/api/questionnaireTemplate", hr, body);
    expect(created.statusCode, created.body).toBe(200);
    template = created.json() as Template;
    expect(template.version).toBe(1);
    expect(template.questions.find((q) => q.id === "mood")?.options).toEqual([]);
    expect((await call("GET", `/api/questionnaireTemplate/${template.id}`, admin)).statusCode).toBe(200);
    const list = (await call("GET", "/api/questionnaireTemplate", hr)).json() as { id: number }[];
    expect(list.map((x) => x.id)).toContain(template.id);
    expect(
      (await call("GET", `/api/questionnaireTemplate/${template.id}`, betaAdmin, undefined, "beta"))
        .statusCode,
    ).toBe(404);
    expect(
      (await call("PUT", `/api/questionnaireTemplate/${template.id}`, betaAdmin, body, "beta")).statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/questionnaireTemplate/abc", hr)).statusCode).toBe(400);

    const other = (
      await call("POST", "/api/questionnaireTemplate", hr, { ...body, name: "Törlendő" })
    ).json() as Template;
    expect((await call("DELETE", `/api/questionnaireTemplate/${other.id}`, user)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/questionnaireTemplate/${other.id}`, hr)).statusCode).toBe(204);
    expect((await call("GET", `/api/questionnaireTemplate/${other.id}`, hr)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/questionnaireTemplate/${other.id}`, hr)).statusCode).toBe(404);
  });

  it("send: 403 user, 400 input, 404 template/employee of another tenant; recipients notified", async () => {
    const base = { templateId: template.id, title: "Teszt", deadline, recipientIds: [emp.user] };
    expect((await call("POST", "/api/questionnaire", user, base)).statusCode).toBe(403);
    expect(
      (await call("POST", "/api/questionnaire", hr, { ...base, deadline: "2000-01-01" })).statusCode,
    ).toBe(400);
    expect((await call("POST", "/api/questionnaire", hr, { ...base, all: true })).statusCode).toBe(400);
    expect(
      (await call("POST", "/api/questionnaire", hr, { ...base, recipientIds: undefined })).statusCode,
    ).toBe(400);
    expect((await call("POST", "/api/questionnaire", hr, { ...base, anonymous: true })).statusCode).toBe(400);
    expect((await call("POST", "/api/questionnaire", hr, { ...base, templateId: 999999 })).statusCode).toBe(
      404,
    );
    const betaEmp = decodeJwt(betaAdmin).employeeId as number;
    expect(
      (await call("POST", "/api/questionnaire", hr, { ...base, recipientIds: [betaEmp] })).statusCode,
    ).toBe(404);
    expect(
      (
        await call("POST", "/api/questionnaire", hr, {
          ...base,
          recipientIds: undefined,
          departmentIds: ["Nincs ilyen"],
        })
      ).statusCode,
    ).toBe(400);

    const q = await send({ title: "Nyitott kérdőív", recipientIds: [emp.user, emp.pm] });
    expect(q.recipients).toBe(2);
    expect(q.templateVersion).toBe(1);
    const notes = (await call("GET", "/api/notification", user)).json() as {
      eventId: number;
      eventType: string;
      title: string;
    }[];
    expect(
      notes.some((n) => n.eventId === q.id && n.eventType === "questionnaire" && n.title === "Új kérdőív"),
    ).toBe(true);
  });

  it("a sent questionnaire keeps the template version it was sent with", async () => {
    const q = await send({ title: "Verzió", recipientIds: [emp.user] });
    const res = await call("PUT", `/api/questionnaireTemplate/${template.id}`, hr, {
      name: "Elégedettségi felmérés 2",
      description: "",
      questions: [{ id: "only", type: "shortText", text: "Új kérdés", required: true }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Template).version).toBe(2);
    const frozen = (await call("GET", `/api/questionnaire/${q.id}`, user)).json() as Questionnaire;
    expect(frozen.templateVersion).toBe(1);
    expect(frozen.questions.map((x) => x.id)).toEqual(QUESTIONS.map((x) => x.id));
    // back to the full question set for the next tests
    await call("PUT", `/api/questionnaireTemplate/${template.id}`, hr, {
      name: "Elégedettség",
      description: "",
      questions: QUESTIONS,
    });
  });

  it("boxes: toFill with the answered flag, sent by me, all (hr only)", async () => {
    const q = await send({ title: "Dobozok", recipientIds: [emp.user] });
    const toFill = (
      await call("GET", "/api/questionnaire?box=toFill", user)
    ).json() as QuestionnaireSummary[];
    const mine = toFill.find((x) => x.id === q.id);
    expect(mine).toMatchObject({ isRecipient: true, answered: false, canSeeResults: false, deadline });
    expect((await call("GET", "/api/questionnaire", user)).json()).toEqual(toFill);
    expect((await call("GET", "/api/questionnaire?box=all", user)).statusCode).toBe(403);
    expect((await call("GET", "/api/questionnaire?box=bad", user)).statusCode).toBe(400);
    const sent = (await call("GET", "/api/questionnaire?box=sent", hr)).json() as QuestionnaireSummary[];
    expect(sent.find((x) => x.id === q.id)?.canSeeResults).toBe(true);
    const all = (await call("GET", "/api/questionnaire?box=all", admin)).json() as QuestionnaireSummary[];
    expect(all.map((x) => x.id)).toContain(q.id);
    expect((await call("GET", "/api/questionnaire?box=sent", pm)).json()).toEqual([]);
    // not a recipient, not the sender, not hr → 404; another tenant → 404
    expect((await call("GET", `/api/questionnaire/${q.id}`, pm)).statusCode).toBe(404);
    expect((await call("GET", `/api/questionnaire/${q.id}`, betaAdmin, undefined, "beta")).statusCode).toBe(
      404,
    );
    const betaAll = (
      await call("GET", "/api/questionnaire?box=all", betaAdmin, undefined, "beta")
    ).json() as { id: number }[];
    expect(betaAll.map((x) => x.id)).not.toContain(q.id);
  });

  it("respond: validation per type and required (400), 403/404, one response (409), results for sender and hr", async () => {
    const q = await send({ title: "Válaszok", recipientIds: [emp.user, emp.pm] });
    const post = (token: string, body: object, tenant = "demo") =>
      call("POST", `/api/questionnaire/${q.id}/response`, token, body, tenant);
    const invalid = [
      { answers: [] },
      { answers: [...full().answers.filter((a) => a.questionId !== "mood")] },
      { answers: full().answers.map((a) => (a.questionId === "mood" ? { ...a, value: 6 } : a)) },
      { answers: full().answers.map((a) => (a.questionId === "team" ? { ...a, value: "C" } : a)) },
      { answers: full().answers.map((a) => (a.questionId === "perks" ? { ...a, value: ["Sör"] } : a)) },
      { answers: full().answers.map((a) => (a.questionId === "again" ? { ...a, value: "igen" } : a)) },
      { answers: full().answers.map((a) => (a.questionId === "when" ? { ...a, value: "2026-02-30" } : a)) },
      { answers: [...full().answers, { questionId: "nope", value: "x" }] },
      { answers: "x" },
    ];
    for (const b of invalid) expect((await post(user, b)).statusCode, JSON.stringify(b)).toBe(400);
    const res400 = await post(user, { answers: [] });
    expect(res400.json()).toMatchObject({ message: "Ellenőrizd a válaszokat." });
    expect((await post(hr, full())).statusCode).toBe(403);
    expect((await post(admin, full())).statusCode).toBe(403);
    expect((await post(betaAdmin, full(), "beta")).statusCode).toBe(404);
    expect((await call("POST", "/api/questionnaire/999999/response", user, full())).statusCode).toBe(404);

    const ok = await post(user, full("A", "Jó a csapat"));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await post(user, full())).statusCode).toBe(409);
    expect(((await call("GET", `/api/questionnaire/${q.id}`, user)).json() as Questionnaire).answered).toBe(
      true,
    );

    expect((await call("GET", `/api/questionnaire/${q.id}/results`, user)).statusCode).toBe(403);
    expect((await call("GET", `/report/questionnaire/${q.id}`, user)).statusCode).toBe(403);
    expect((await call("GET", `/api/questionnaire/${q.id}/results`, pm)).statusCode).toBe(403);
    const res = await call("GET", `/api/questionnaire/${q.id}/results`, admin);
    expect(res.statusCode).toBe(200);
    const r = questionnaireResultsSchema.parse(res.json());
    expect(r).toMatchObject({ recipients: 2, responses: 1, responseRate: 0.5, suppressed: false });
    expect(r.questions.find((x) => x.id === "mood")).toMatchObject({ average: 4 });
    expect(r.questions.find((x) => x.id === "perks")?.counts).toEqual([
      { option: "Tea", count: 1 },
      { option: "Kávé", count: 1 },
      { option: "Gyümölcs", count: 0 },
    ]);
    expect(r.questions.find((x) => x.id === "again")?.counts).toEqual([
      { option: "Igen", count: 1 },
      { option: "Nem", count: 0 },
    ]);
    expect(r.questions.find((x) => x.id === "when")?.dates).toEqual([{ date: "2026-03-01", count: 1 }]);
    expect(r.questions.find((x) => x.id === "note")?.texts).toEqual(["Jó a csapat"]);
    expect(r.respondents?.[0]).toMatchObject({ employeeId: emp.user });

    const xlsx = await call("GET", `/report/questionnaire/${q.id}`, hr);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.getWorksheet("Válaszok")?.getRow(2).getCell(3).value).toBe(4);
    // Issue 19 §1: the submission time, a date answer and the deadline are Excel dates, not text.
    const answers = wb.getWorksheet("Válaszok")?.getRow(2);
    expectExcelDate(answers?.getCell(2), undefined, EXCEL_DATE_TIME_FORMAT);
    expectExcelDate(answers?.getCell(7), "2026-03-01");
    expectExcelDate(wb.getWorksheet("Összesítés")?.getRow(3).getCell(2));
    expectNoIsoDateText(wb);
  });

  it("deadline passed → 409; PUT by the sender only, deadline not in the past", async () => {
    const q = await send({ title: "Lejárt", recipientIds: [emp.user, emp.pm, emp.admin] });
    expect((await call("PUT", `/api/questionnaire/${q.id}`, user, { title: "X" })).statusCode).toBe(403);
    expect((await call("PUT", `/api/questionnaire/${q.id}`, hr, { deadline: "2001-01-01" })).statusCode).toBe(
      400,
    );
    const renamed = await call("PUT", `/api/questionnaire/${q.id}`, hr, {
      title: "Átnevezve",
      anonymous: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: "Átnevezve", anonymous: true });
    await t.platform.database.withTenant(1, (tx) =>
      tx.execute(sql`update questionnaires set deadline = current_date - 1 where id = ${q.id}`),
    );
    const late = await call("POST", `/api/questionnaire/${q.id}/response`, user, full());
    expect(late.statusCode).toBe(409);
    expect(
      ((await call("GET", "/api/questionnaire", user)).json() as QuestionnaireSummary[]).find(
        (x) => x.id === q.id,
      )?.closed,
    ).toBe(true);
  });

  it("parallel submissions of one person: exactly one is recorded (409 for the rest)", async () => {
    const q = await send({
      title: "Párhuzamos",
      recipientIds: [emp.user, emp.pm, emp.admin],
      anonymous: true,
    });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call("POST", `/api/questionnaire/${q.id}/response`, user, full())),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const after = (await call("GET", `/api/questionnaire/${q.id}`, hr)).json() as Questionnaire;
    // anonymous: the one answer waits for a batch of 3 before it is counted (issue 18 §2)
    expect(after).toMatchObject({ responses: 0, pendingResponses: 1 });
  });

  it("switching anonymity off while an answer arrives (lockFor): either the switch came first or it gets 409", async () => {
    const q = await send({
      title: "Verseny",
      recipientIds: [emp.user, emp.pm, emp.admin],
      anonymous: true,
    });
    const [answer, change] = await Promise.all([
      call("POST", `/api/questionnaire/${q.id}/response`, user, full()),
      call("PUT", `/api/questionnaire/${q.id}`, hr, { anonymous: false }),
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const after = (await call("GET", `/api/questionnaire/${q.id}`, hr)).json() as Questionnaire;
    expect(after.responses + after.pendingResponses).toBe(1);
    if (change.statusCode === 200) {
      expect(after.anonymous).toBe(false);
      expect(after.responses).toBe(1); // written at once, with the person
    } else {
      expect(change.statusCode).toBe(409);
      expect(after.anonymous).toBe(true);
      expect(after.pendingResponses).toBe(1); // waits for a batch of 3 (issue 18 §2)
    }
  });
});
