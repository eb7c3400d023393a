import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import type { Questionnaire } from "@office/shared/questionnaires/questionnaires.contract";
import type { QuestionnaireResults } from "@office/shared/questionnaires/results.contract";
import type { Template } from "@office/shared/questionnaires/templates.contract";
import { addCalendarDays } from "@office/shared/hu/budapest-time";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { createSealer } from "../../platform/sealing.ts";
import { pendingResponseSealer, runAnonymousBatchJob } from "./anonymous-batches.ts";
import { todayInBudapest } from "./questionnaires.service.ts";

/**
 * Issue 18 §2 "anonymous answers linkable in the database": an anonymous response waits, sealed, until
 * at least 3 are pending, then they are written together by a transaction of their own, in content
 * order; the results count written ones only; fewer than 3 left at the deadline are discarded unread.
 */

type Fixture = {
  t: TestApp;
  tokens: Record<string, string>;
  employee: Record<string, number>;
  tenantId: number;
  templateId: number;
};

async function setUp(backend: "pglite" | "postgres"): Promise<Fixture> {
  const t = await createTestApp(backend);
  const tokens: Record<string, string> = {};
  const employee: Record<string, number> = {};
  for (const u of ["admin", "hr", "pm", "user"]) {
    tokens[u] = await login(t, "demo", u);
    employee[u] = decodeJwt(tokens[u] ?? "").employeeId as number;
  }
  const tenantId = await t.platform.database.withoutTenant(async (tx) => {
    const r = (await tx.execute(sql`select id from tenants where slug = 'demo'`)) as unknown as
      { rows: { id: number }[] } | { id: number }[];
    return Number((Array.isArray(r) ? r : r.rows)[0]?.id);
  });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/questionnaireTemplate",
    headers: authed("demo", tokens.hr ?? ""),
    payload: {
      name: "Kötegelt hangulat",
      description: "",
      questions: [
        { id: "mood", type: "scale", text: "Hangulat", required: true },
        { id: "say", type: "shortText", text: "Üzenet", required: true },
      ],
    },
  });
  return { t, tokens, employee, tenantId, templateId: (res.json() as Template).id };
}

function helpers(f: Fixture) {
  const call = (method: "GET" | "POST" | "PUT", url: string, who: string, payload?: object) =>
    f.t.app.inject({
      method,
      url,
      headers: authed("demo", f.tokens[who] ?? ""),
      ...(payload ? { payload } : {}),
    });
  const send = async (title: string, recipients: string[]) => {
    const res = await call("POST", "/api/questionnaire", "hr", {
      templateId: f.templateId,
      title,
      recipientIds: recipients.map((r) => f.employee[r]),
      deadline: addCalendarDays(todayInBudapest(), 7),
      anonymous: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Questionnaire;
  };
  const answer = (q: { id: number }, who: string, mood: number, say: string) =>
    call("POST", `/api/questionnaire/${q.id}/response`, who, {
      answers: [
        { questionId: "mood", value: mood },
        { questionId: "say", value: say },
      ],
    });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    f.t.platform.database.withTenant(f.tenantId, async (tx) => {
      const r = (await tx.execute(query)) as unknown as { rows: T[] } | T[];
      return Array.isArray(r) ? r : r.rows;
    });
  const results = async (q: { id: number }) =>
    (await call("GET", `/api/questionnaire/${q.id}/results`, "hr")).json() as QuestionnaireResults;
  return { call, send, answer, rows, results };
}

describe.each(backends)("anonymous answers in batches on %s", (backend) => {
  let f: Fixture;
  let h: ReturnType<typeof helpers>;
  beforeAll(async () => {
    f = await setUp(backend);
    h = helpers(f);
  });
  afterAll(async () => f?.t.close());

  const countOf = async (table: "questionnaire_responses" | "questionnaire_pending_responses", id: number) =>
    Number(
      (
        await h.rows<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table)} where questionnaire_id = ${id}`,
        )
      )[0]?.n,
    );

  it("1–2 answers wait sealed and uncounted; the third writes all three; results count written ones only", async () => {
    const q = await h.send("Kötegelt", ["user", "pm", "admin", "hr"]);
    expect((await h.answer(q, "user", 5, "titkos-egy")).statusCode).toBe(200);
    expect((await h.answer(q, "pm", 1, "titkos-ketto-hosszabb-szoveg")).statusCode).toBe(200);
    expect(await countOf("questionnaire_responses", q.id)).toBe(0);
    const sealed = await h.rows<{ sealed: string }>(
      sql`select sealed from questionnaire_pending_responses where questionnaire_id = ${q.id}`,
    );
    expect(sealed).toHaveLength(2);
    for (const s of sealed) {
      expect(s.sealed).not.toContain("titkos");
      expect(Buffer.from(s.sealed.split(".")[2] ?? "", "base64url").toString("latin1")).not.toContain(
        "titkos",
      );
    }
    // padded: answers of different length seal to the same length
    expect(new Set(sealed.map((s) => s.sealed.length)).size).toBe(1);
    const before = await h.results(q);
    expect(before).toMatchObject({ suppressed: true, responses: 0, pendingResponses: 2, questions: [] });
    expect(before.notice).toContain("legalább 3");
    const summary = (await h.call("GET", `/api/questionnaire/${q.id}`, "hr")).json() as Questionnaire;
    expect(summary).toMatchObject({ responses: 0, pendingResponses: 2 });
    // anonymity is locked from the first answer, written or not
    expect((await h.call("PUT", `/api/questionnaire/${q.id}`, "hr", { anonymous: false })).statusCode).toBe(
      409,
    );

    expect((await h.answer(q, "admin", 3, "titkos-harom")).statusCode).toBe(200);
    expect(await countOf("questionnaire_responses", q.id)).toBe(3);
    expect(await countOf("questionnaire_pending_responses", q.id)).toBe(0);
    const after = await h.results(q);
    expect(after).toMatchObject({ suppressed: false, responses: 3, pendingResponses: 0, notice: null });
    expect(after.questions[0]?.average).toBe(3);
    expect(after.questions[1]?.texts).toEqual(["titkos-egy", "titkos-harom", "titkos-ketto-hosszabb-szoveg"]);

    expect((await h.answer(q, "hr", 4, "negyedik")).statusCode).toBe(200);
    const fourth = await h.results(q);
    expect(fourth).toMatchObject({ responses: 3, pendingResponses: 1 });
    expect(fourth.notice).toContain("1 névtelen válasz még nem számít bele");
    expect(fourth.questions[1]?.texts).not.toContain("negyedik");
  });

  it("at the deadline fewer than 3 pending are discarded unread (job idempotent); the results say so", async () => {
    const q = await h.send("Lejáró", ["user", "pm", "admin"]);
    expect((await h.answer(q, "user", 2, "marad")).statusCode).toBe(200);
    const sealer = pendingResponseSealer(f.t.platform);
    // still open: the job keeps them
    expect(await runAnonymousBatchJob(f.t.platform.database, sealer)).toMatchObject({ written: 0 });
    expect(await countOf("questionnaire_pending_responses", q.id)).toBe(1);
    await h.rows(sql`update questionnaires set deadline = current_date - 2 where id = ${q.id}`);
    const runs = await Promise.all([1, 2, 3].map(() => runAnonymousBatchJob(f.t.platform.database, sealer)));
    expect(runs.reduce((n, r) => n + r.discarded, 0)).toBe(1);
    expect(await countOf("questionnaire_pending_responses", q.id)).toBe(0);
    expect(await countOf("questionnaire_responses", q.id)).toBe(0);
    const r = await h.results(q);
    expect(r).toMatchObject({ suppressed: true, responses: 0, pendingResponses: 1 });
    expect(r.notice).toContain("határidőig nem gyűlt össze");
    // the mark stays: the person answered and cannot answer again
    expect((await h.call("GET", `/api/questionnaire/${q.id}`, "user")).json()).toMatchObject({
      answered: true,
    });
  });

  it("a batch whose write after the answer failed is written by the hourly job", async () => {
    const q = await h.send("Pótlás", ["user", "pm", "admin"]);
    const sealer = pendingResponseSealer(f.t.platform);
    // three sealed answers left pending, as if the batch transaction after the third had failed
    for (const mood of [2, 4, 5]) {
      const plain = Buffer.from(
        JSON.stringify({
          department: null,
          answers: [
            { questionId: "mood", value: mood },
            { questionId: "say", value: "x" },
          ],
        }),
      );
      await h.rows(
        sql`insert into questionnaire_pending_responses (tenant_id, questionnaire_id, id, sealed)
            values (${f.tenantId}, ${q.id}, ${crypto.randomUUID()}, ${sealer.seal(plain, `questionnaire-response:${f.tenantId}:${q.id}`)})`,
      );
    }
    expect(await runAnonymousBatchJob(f.t.platform.database, sealer)).toMatchObject({ written: 3 });
    expect(await countOf("questionnaire_pending_responses", q.id)).toBe(0);
    expect(await countOf("questionnaire_responses", q.id)).toBe(3);
    expect(await runAnonymousBatchJob(f.t.platform.database, sealer)).toMatchObject({ written: 0 });
  });

  it("a pending row sealed under another key (a rotated secret) is dropped, never written; the rest still batch", async () => {
    const q = await h.send("Kulcscsere", ["user", "pm", "admin", "hr"]);
    const stranger = createSealer(Buffer.alloc(32, 7)).seal(
      Buffer.from(JSON.stringify({ department: null, answers: [{ questionId: "mood", value: 1 }] })),
      `questionnaire-response:${f.tenantId}:${q.id}`,
    );
    await h.rows(
      sql`insert into questionnaire_pending_responses (tenant_id, questionnaire_id, id, sealed)
          values (${f.tenantId}, ${q.id}, ${crypto.randomUUID()}, ${stranger})`,
    );
    expect((await h.answer(q, "user", 5, "a")).statusCode).toBe(200);
    expect((await h.answer(q, "pm", 4, "b")).statusCode).toBe(200);
    // three pending, one unreadable: it is deleted, two remain waiting
    expect(await countOf("questionnaire_responses", q.id)).toBe(0);
    expect(await countOf("questionnaire_pending_responses", q.id)).toBe(2);
    expect((await h.answer(q, "admin", 3, "c")).statusCode).toBe(200);
    expect(await countOf("questionnaire_responses", q.id)).toBe(3);
    expect((await h.results(q)).questions[0]?.average).toBe(4);
  });
});

/** xmin and ctid are PostgreSQL's; PGlite serialises everything and is not where a DBA looks. */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "anonymous answers leave no link in PostgreSQL's tables",
  () => {
    let f: Fixture;
    let h: ReturnType<typeof helpers>;
    beforeAll(async () => {
      f = await setUp("postgres");
      h = helpers(f);
    });
    afterAll(async () => f?.t.close());

    const ctidKey = (ctid: string) => {
      const [page, item] = ctid.replace(/[()]/g, "").split(",").map(Number);
      return (page ?? 0) * 100_000 + (item ?? 0);
    };

    it("three people answer: neither the xmin order nor the ctid order of the responses follows the marks, no column joins them", async () => {
      const q = await h.send("Nyomtalan", ["user", "pm", "admin"]);
      // answer order user, pm, admin; their moods make the content order pm (1), admin (3), user (5)
      const order = ["user", "pm", "admin"];
      const mood: Record<string, number> = { user: 5, pm: 1, admin: 3 };
      for (const who of order)
        expect((await h.answer(q, who, mood[who] ?? 0, `válasz ${who}`)).statusCode).toBe(200);

      const marks = await h.rows<{ employee_id: number; x: string }>(
        sql`select employee_id, xmin::text as x from questionnaire_recipients
          where questionnaire_id = ${q.id} and answered order by xmin::text::bigint`,
      );
      // the marks themselves are in answer order: that is the order nothing else may follow
      expect(marks.map((m) => m.employee_id)).toEqual(order.map((w) => f.employee[w]));

      const responses = await h.rows<{ id: string; x: string; ctid: string; mood: number }>(
        sql`select r.id::text as id, r.xmin::text as x, r.ctid::text as ctid, (a.value #>> '{}')::int as mood
          from questionnaire_responses r
          join questionnaire_answers a on a.tenant_id = r.tenant_id and a.response_id = r.id and a.question_id = 'mood'
          where r.questionnaire_id = ${q.id}`,
      );
      expect(responses).toHaveLength(3);
      const author = (moodValue: number) => order.find((w) => mood[w] === moodValue);
      const byXmin = [...responses].sort((a, b) => Number(a.x) - Number(b.x));
      const xminStrictlyInAnswerOrder = byXmin.every(
        (r, i) => author(r.mood) === order[i] && (i === 0 || Number(r.x) > Number(byXmin[i - 1]?.x)),
      );
      expect(xminStrictlyInAnswerOrder).toBe(false);
      // one batch, one transaction id, shared with no mark. (It follows the mark of the answer that
      // completed the batch; the same for all three responses, it says "one of these three" only.)
      expect(new Set(responses.map((r) => r.x)).size).toBe(1);
      const markXmins = new Set(marks.map((m) => Number(m.x)));
      for (const r of responses) expect(markXmins.has(Number(r.x))).toBe(false);
      const byCtid = [...responses].sort((a, b) => ctidKey(a.ctid) - ctidKey(b.ctid));
      expect(byCtid.map((r) => author(r.mood))).not.toEqual(order);
      expect(byCtid.map((r) => author(r.mood))).toEqual(["pm", "admin", "user"]);
      // the answers' rows too
      const answerRows = await h.rows<{ ctid: string; mood: number }>(
        sql`select a.ctid::text as ctid, (a.value #>> '{}')::int as mood from questionnaire_answers a
          join questionnaire_responses r on r.tenant_id = a.tenant_id and r.id = a.response_id
          where r.questionnaire_id = ${q.id} and a.question_id = 'mood'`,
      );
      const answersByCtid = [...answerRows].sort((a, b) => ctidKey(a.ctid) - ctidKey(b.ctid));
      expect(answersByCtid.map((r) => author(r.mood))).not.toEqual(order);

      // no column joins them: only tenant, questionnaire, an empty employee and a department of ≥ 3 in common
      const stored = await h.rows<{
        employee_id: number | null;
        submitted_at: string | null;
        department: string | null;
      }>(
        sql`select employee_id, submitted_at, department from questionnaire_responses where questionnaire_id = ${q.id}`,
      );
      for (const s of stored) expect(s).toEqual({ employee_id: null, submitted_at: null, department: null });
      const columns = async (table: string) =>
        (
          await h.rows<{ column_name: string; data_type: string }>(
            sql`select column_name, data_type from information_schema.columns where table_name = ${table}`,
          )
        ).map((c) => c.column_name);
      const responseColumns = new Set([
        ...(await columns("questionnaire_responses")),
        ...(await columns("questionnaire_answers")),
      ]);
      expect(
        (await columns("questionnaire_recipients")).filter((c) => responseColumns.has(c)).sort(),
      ).toEqual(["department", "employee_id", "questionnaire_id", "tenant_id"]);
      // the marks carry no time at all; nothing is left pending
      const recipientTypes = await h.rows<{ data_type: string }>(
        sql`select data_type from information_schema.columns where table_name = 'questionnaire_recipients'`,
      );
      expect(recipientTypes.some((c) => c.data_type.startsWith("timestamp"))).toBe(false);
      expect(
        await h.rows(sql`select 1 from questionnaire_pending_responses where questionnaire_id = ${q.id}`),
      ).toHaveLength(0);
    });

    it("concurrent answers (lockFor): every answer written once or pending, batches of ≥ 3, fewer than 3 left", async () => {
      const names = ["user", "pm", "admin", "hr"];
      const q = await h.send("Egyszerre", names);
      // four real accounts answering at once, twice over (each person's second try is refused)
      const all = await Promise.all(
        [...names, ...names].map((who, i) => h.answer(q, who, (i % 5) + 1, `párhuzamos ${i}`)),
      );
      expect(all.filter((r) => r.statusCode === 200)).toHaveLength(4);
      expect(all.filter((r) => r.statusCode === 409)).toHaveLength(4);
      const written = await h.rows<{ x: string; n: number }>(
        sql`select xmin::text as x, count(*)::int as n from questionnaire_responses
          where questionnaire_id = ${q.id} group by xmin::text`,
      );
      const pending = Number(
        (
          await h.rows<{ n: number }>(
            sql`select count(*)::int as n from questionnaire_pending_responses where questionnaire_id = ${q.id}`,
          )
        )[0]?.n,
      );
      const total = written.reduce((n, b) => n + Number(b.n), 0);
      expect(total + pending).toBe(4);
      expect(pending).toBeLessThan(3);
      for (const batch of written) expect(Number(batch.n)).toBeGreaterThanOrEqual(3);
      const r = await h.results(q);
      expect(r.responses + r.pendingResponses).toBe(4);
    });
  },
);
