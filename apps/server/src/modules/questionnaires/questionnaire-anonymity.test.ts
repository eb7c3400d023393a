import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import type { Questionnaire } from "@office/shared/questionnaires/questionnaires.contract";
import type { QuestionnaireResults } from "@office/shared/questionnaires/results.contract";
import type { Template } from "@office/shared/questionnaires/templates.contract";
import { addCalendarDays } from "@office/shared/hu/budapest-time";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { todayInBudapest } from "./questionnaires.service.ts";
import { departmentGroups, mergeSmallGroups, OTHER_GROUP } from "./results-aggregate.ts";

/**
 * Issue 11 §2 "anonymous means anonymous": no API answer or export links a response to a person, the
 * results wait for 3 answers, anonymity cannot be switched off after the first answer, and the stored
 * rows themselves hold nothing to join on.
 */
describe.each(backends)("anonymous questionnaires on %s", (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const people: { employeeId: number; name: string; username: string }[] = [];
  let q: Questionnaire;
  let demoTenant: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const u of ["admin", "hr", "pm", "user"]) {
      tokens[u] = await login(t, "demo", u);
      const jwt = decodeJwt(tokens[u] ?? "");
      people.push({ employeeId: jwt.employeeId as number, name: String(jwt.displayName ?? ""), username: u });
    }
    demoTenant = await t.platform.database.withoutTenant(async (tx) => {
      const rows = (await tx.execute(sql`select id from tenants where slug = 'demo'`)) as unknown as
        { rows: { id: number }[] } | { id: number }[];
      const list = Array.isArray(rows) ? rows : rows.rows;
      return Number(list[0]?.id);
    });
    const template = (
      await call("POST", "/api/questionnaireTemplate", "hr", {
        name: "Névtelen hangulat",
        description: "",
        questions: [
          { id: "mood", type: "scale", text: "Hangulat", required: true },
          { id: "say", type: "shortText", text: "Üzenet", required: true },
          { id: "ok", type: "yesNo", text: "Minden rendben?", required: true },
        ],
      })
    ).json() as Template;
    const res = await call("POST", "/api/questionnaire", "hr", {
      templateId: template.id,
      title: "Névtelen felmérés",
      all: true,
      deadline: addCalendarDays(todayInBudapest(), 7),
      anonymous: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    q = res.json() as Questionnaire;
  });
  afterAll(async () => t?.close());

  function call(method: "GET" | "POST" | "PUT", url: string, who: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: authed("demo", tokens[who] ?? ""),
      ...(payload ? { payload } : {}),
    });
  }
  const answer = (who: string, mood: number, say: string) =>
    call("POST", `/api/questionnaire/${q.id}/response`, who, {
      answers: [
        { questionId: "mood", value: mood },
        { questionId: "say", value: say },
        { questionId: "ok", value: mood > 2 },
      ],
    });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    t.platform.database.withTenant(demoTenant, async (tx) => {
      const r = (await tx.execute(query)) as unknown as { rows: T[] } | T[];
      return Array.isArray(r) ? r : r.rows;
    });

  it("below 3 answers: no figures, a notice; anonymity cannot be switched off after the first answer", async () => {
    expect((await answer("user", 5, "zzz utolsó ábécében")).statusCode).toBe(200);
    expect((await call("PUT", `/api/questionnaire/${q.id}`, "hr", { anonymous: false })).statusCode).toBe(
      409,
    );
    expect((await answer("pm", 1, "aaa első ábécében")).statusCode).toBe(200);
    const r = (await call("GET", `/api/questionnaire/${q.id}/results`, "hr")).json() as QuestionnaireResults;
    // both answers wait, sealed, for a batch of 3 (issue 18 §2): nothing counted yet
    expect(r).toMatchObject({
      suppressed: true,
      responses: 0,
      pendingResponses: 2,
      questions: [],
      departments: [],
    });
    expect(r.notice).toContain("legalább 3");
    const xlsx = await call("GET", `/report/questionnaire/${q.id}`, "hr");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.getWorksheet("Válaszok")).toBeUndefined();
  });

  it("from 3 answers: figures, and nothing in any answer or export links a response to a person", async () => {
    expect((await answer("admin", 3, "mmm közép")).statusCode).toBe(200);
    expect((await answer("admin", 3, "ismét")).statusCode).toBe(409);
    const res = await call("GET", `/api/questionnaire/${q.id}/results`, "hr");
    const r = res.json() as QuestionnaireResults;
    expect(r.suppressed).toBe(false);
    expect(r.respondents).toBeUndefined();
    expect(r.questions[0]?.average).toBe(3);
    // text answers sorted, not in answer order (user, pm, admin)
    expect(r.questions[1]?.texts).toEqual(["aaa első ábécében", "mmm közép", "zzz utolsó ábécében"]);
    // every shown department group holds at least 3 recipients (issue 19 §4: recipients stay in theirs)
    for (const g of r.departments) expect(g.recipients).toBeGreaterThanOrEqual(3);
    expect(r.departments.reduce((n, g) => n + g.responses, 0)).toBe(r.responses);
    for (const g of r.questions[0]?.byDepartment ?? []) expect(g.count).toBeGreaterThanOrEqual(3);

    const respondents = people.filter((p) => ["user", "pm", "admin"].includes(p.username));
    const texts: string[] = [res.body];
    for (const who of ["hr", "admin", "user", "pm"]) {
      texts.push((await call("GET", `/api/questionnaire/${q.id}`, who)).body);
      texts.push((await call("GET", "/api/questionnaire?box=toFill", who)).body);
    }
    texts.push((await call("GET", "/api/questionnaire?box=all", "hr")).body);
    const xlsx = await call("GET", `/report/questionnaire/${q.id}`, "hr");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const answersSheet = wb.getWorksheet("Válaszok");
    expect(answersSheet?.getRow(1).values).toEqual([undefined, "Hangulat", "Üzenet", "Minden rendben?"]);
    // export rows in sorted order, not answer order
    expect(answersSheet?.getColumn(2).values.slice(2)).toEqual([
      "aaa első ábécében",
      "mmm közép",
      "zzz utolsó ábécében",
    ]);
    wb.eachSheet((s) => s.eachRow((row) => texts.push(JSON.stringify(row.values))));
    const all = texts.join("\n");
    for (const p of respondents) {
      expect(all).not.toContain(p.name);
      expect(all).not.toMatch(new RegExp(`"(employeeId|respondentId|userId)":${p.employeeId}\\b`));
    }
    // the answer of POST says only that it was recorded
    expect((await call("GET", `/api/questionnaire/${q.id}`, "pm")).json()).toMatchObject({ answered: true });
  });

  it("stored rows: no employee, no time, random UUID keys; the answered mark shares no column with a response", async () => {
    const stored = await rows<{ id: string; employee_id: number | null; submitted_at: string | null }>(
      sql`select id::text as id, employee_id, submitted_at from questionnaire_responses where questionnaire_id = ${q.id}`,
    );
    expect(stored).toHaveLength(3);
    for (const s of stored) {
      expect(s.employee_id).toBeNull();
      expect(s.submitted_at).toBeNull();
      expect(s.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    const columns = async (table: string) =>
      (
        await rows<{ column_name: string }>(
          sql`select column_name from information_schema.columns where table_name = ${table}`,
        )
      ).map((c) => c.column_name);
    const recipientColumns = await columns("questionnaire_recipients");
    const responseColumns = new Set([
      ...(await columns("questionnaire_responses")),
      ...(await columns("questionnaire_answers")),
    ]);
    // in common only the tenant, the questionnaire, the (empty) employee and a department of ≥ 3 recipients
    expect(recipientColumns.filter((c) => responseColumns.has(c)).sort()).toEqual([
      "department",
      "employee_id",
      "questionnaire_id",
      "tenant_id",
    ]);
    const departments = await rows<{ department: string | null; n: number }>(
      sql`select r.department, (select count(*)::int from questionnaire_recipients x
            where x.questionnaire_id = r.questionnaire_id and x.department = r.department) as n
          from questionnaire_responses r where r.questionnaire_id = ${q.id}`,
    );
    for (const d of departments) if (d.department !== null) expect(Number(d.n)).toBeGreaterThanOrEqual(3);
  });

  it("breakdown groups under 3 are merged so no group can be worked out by subtraction", () => {
    const mapping = mergeSmallGroups(
      new Map([
        ["IT", 5],
        ["HR", 2],
        ["Pénzügy", 4],
        ["", 0],
      ]),
    );
    expect(mapping.get("HR")).toBe(OTHER_GROUP);
    expect(mapping.get("Pénzügy")).toBe(OTHER_GROUP); // joins "Egyéb", otherwise HR = total − shown
    expect(mapping.get("IT")).toBe("IT");
    // the response-rate breakdown groups by recipients: HR's 3 recipients stay in HR with 1 response
    const groups = departmentGroups(
      [
        { department: "IT", recipients: 6, responses: 5 },
        { department: "HR", recipients: 3, responses: 1 },
        { department: "Jog", recipients: 2, responses: 2 },
        { department: "", recipients: 1, responses: 0 },
      ],
      true,
    );
    expect(groups).toEqual([
      { department: "HR", recipients: 3, responses: 1 },
      { department: "IT", recipients: 6, responses: 5 },
      { department: OTHER_GROUP, recipients: 3, responses: 2 },
    ]);
  });
});
