import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import type { Questionnaire } from "@office/shared/questionnaires/questionnaires.contract";
import type { QuestionnaireResults } from "@office/shared/questionnaires/results.contract";
import type { Template } from "@office/shared/questionnaires/templates.contract";
import { addCalendarDays } from "@office/shared/hu/budapest-time";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { rowsOf } from "../../platform/migrate.ts";
import { todayInBudapest } from "./questionnaires.service.ts";

/**
 * Issue 19 §4: the results' department breakdown puts each recipient in their department. Fixture: six
 * recipients in two departments ("Alfa": user + two colleagues, "Béta": pm, admin + one colleague).
 */
describe.each(backends)("questionnaire results by department on %s", (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let recipientIds: number[] = [];
  let templateId = 0;

  const call = (method: "GET" | "POST", url: string, who: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: authed("demo", tokens[who] ?? ""),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const u of ["admin", "hr", "pm", "user"]) {
      tokens[u] = await login(t, "demo", u);
      ids[u] = decodeJwt(tokens[u] ?? "").employeeId as number;
    }
    const [tenant] = await rowsOf<{ id: number }>(
      t.platform.database.db.execute(sql`select id from tenants where slug = 'demo'`),
    );
    const tenantId = Number(tenant?.id);
    await t.platform.database.withTenant(tenantId, async (tx) => {
      const demo = [ids.admin, ids.hr, ids.pm, ids.user].map(Number);
      const others = await rowsOf<{ id: number }>(
        tx.execute(sql`select id from employees where tenant_id = ${tenantId} and active
          and id not in (${sql.join(demo, sql`, `)}) order by id limit 3`),
      );
      const [a1, a2, b1] = others.map((r) => Number(r.id));
      const alfa = [ids.user, a1, a2].map(Number);
      const beta = [ids.pm, ids.admin, b1].map(Number);
      await tx.execute(sql`update employees set department = 'Alfa osztály'
        where tenant_id = ${tenantId} and id in (${sql.join(alfa, sql`, `)})`);
      await tx.execute(sql`update employees set department = 'Béta osztály'
        where tenant_id = ${tenantId} and id in (${sql.join(beta, sql`, `)})`);
      recipientIds = [...alfa, ...beta];
    });
    const template = await call("POST", "/api/questionnaireTemplate", "hr", {
      name: "Részlegbontás",
      description: "",
      questions: [{ id: "mood", type: "scale", text: "Hangulat", required: true }],
    });
    expect(template.statusCode, template.body).toBe(200);
    templateId = (template.json() as Template).id;
  });
  afterAll(async () => t?.close());

  const send = async (anonymous: boolean) => {
    const res = await call("POST", "/api/questionnaire", "hr", {
      templateId,
      title: anonymous ? "Névtelen részlegbontás" : "Névvel részlegbontás",
      recipientIds,
      deadline: addCalendarDays(todayInBudapest(), 7),
      anonymous,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Questionnaire;
  };
  const answer = async (id: number, who: string) => {
    const res = await call("POST", `/api/questionnaire/${id}/response`, who, {
      answers: [{ questionId: "mood", value: 4 }],
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const departments = async (id: number) =>
    ((await call("GET", `/api/questionnaire/${id}/results`, "hr")).json() as QuestionnaireResults)
      .departments;

  it("named: every recipient in their department, with who answered, even before 3 answers", async () => {
    const q = await send(false);
    expect(await departments(q.id)).toEqual([
      { department: "Alfa osztály", recipients: 3, responses: 0 },
      { department: "Béta osztály", recipients: 3, responses: 0 },
    ]);
    await answer(q.id, "user");
    expect(await departments(q.id)).toEqual([
      { department: "Alfa osztály", recipients: 3, responses: 1 },
      { department: "Béta osztály", recipients: 3, responses: 0 },
    ]);
  });

  it("anonymous: departments of at least 3 recipients shown, written responses counted in theirs", async () => {
    const q = await send(true);
    for (const who of ["user", "pm", "admin"]) await answer(q.id, who);
    const results = (
      await call("GET", `/api/questionnaire/${q.id}/results`, "hr")
    ).json() as QuestionnaireResults;
    expect(results.responses).toBe(3);
    expect(results.departments).toEqual([
      { department: "Alfa osztály", recipients: 3, responses: 1 },
      { department: "Béta osztály", recipients: 3, responses: 2 },
    ]);
  });
});
