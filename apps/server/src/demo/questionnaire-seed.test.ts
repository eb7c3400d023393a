import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ANONYMITY_MIN_GROUP, type AnswerValue } from "@office/shared/questionnaires/questionnaires.contract";
import { checkResponse } from "@office/shared/questionnaires/answer-rules";
import type { QuestionDto } from "@office/shared/questionnaires/templates.contract";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { rowsOf } from "../platform/migrate.ts";
import { allBackends, createTestApp } from "../test/harness.ts";

type QuestionnaireRow = {
  tenant_id: number;
  id: number;
  title: string;
  anonymous: boolean;
  deadline: string;
  sent_at: string | Date;
  questions: QuestionDto[];
  recipients: number;
  answered: number;
};

/**
 * Issue 18 §3: the demo data obeys every rule a user of the app is held to — here the questionnaires'.
 * The seed writes through the repositories (it sends in the past, which the service refuses), so the
 * rules the services check are checked on what it wrote, for every questionnaire of every tenant.
 */
describe.each(allBackends)("demo questionnaires obey the app's rules on %s", (backend) => {
  it("anonymous to ≥ 3, answers valid, marks and responses consistent, nothing linkable", async () => {
    const t = await createTestApp(backend);
    try {
      const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.platform.database.db.execute(query));
      const questionnaires = await q<QuestionnaireRow>(sql`
        select q.tenant_id, q.id, q.title, q.anonymous, q.deadline::text as deadline, q.sent_at, v.questions,
          (select count(*)::int from questionnaire_recipients r where r.tenant_id = q.tenant_id and r.questionnaire_id = q.id) as recipients,
          (select count(*)::int from questionnaire_recipients r where r.tenant_id = q.tenant_id and r.questionnaire_id = q.id and r.answered) as answered
        from questionnaires q
        join questionnaire_template_versions v
          on v.tenant_id = q.tenant_id and v.template_id = q.template_id and v.version = q.template_version`);
      expect(questionnaires.length).toBeGreaterThanOrEqual(4);
      for (const row of questionnaires) {
        const what = `${row.title} (#${row.id})`;
        // the service's sending rules
        expect(row.title.trim().length, what).toBeGreaterThan(0);
        expect(Number(row.recipients), what).toBeGreaterThan(0);
        expect(row.deadline >= budapestDate(new Date(row.sent_at).getTime()), what).toBe(true);
        if (row.anonymous) expect(Number(row.recipients), what).toBeGreaterThanOrEqual(ANONYMITY_MIN_GROUP);

        const responses = await q<{
          id: string;
          employee_id: number | null;
          submitted_at: string | null;
          department: string | null;
          recipient_answered: boolean | null;
          department_size: number;
        }>(sql`
          select x.id::text as id, x.employee_id, x.submitted_at, x.department,
            (select r.answered from questionnaire_recipients r where r.tenant_id = x.tenant_id
              and r.questionnaire_id = x.questionnaire_id and r.employee_id = x.employee_id) as recipient_answered,
            (select count(*)::int from questionnaire_recipients r where r.tenant_id = x.tenant_id
              and r.questionnaire_id = x.questionnaire_id and r.department = x.department) as department_size
          from questionnaire_responses x where x.tenant_id = ${row.tenant_id} and x.questionnaire_id = ${row.id}`);
        if (row.anonymous) {
          // written in batches of ≥ 3 only, without person or time; a department only of a group of ≥ 3
          expect(responses.length === 0 || responses.length >= ANONYMITY_MIN_GROUP, what).toBe(true);
          expect(Number(row.answered) - responses.length, what).toBeGreaterThanOrEqual(0);
          expect(Number(row.answered) - responses.length, what).toBeLessThan(ANONYMITY_MIN_GROUP);
          for (const r of responses) {
            expect(r.employee_id, what).toBeNull();
            expect(r.submitted_at, what).toBeNull();
            if (r.department !== null)
              expect(Number(r.department_size), what).toBeGreaterThanOrEqual(ANONYMITY_MIN_GROUP);
          }
        } else {
          // one response per answered recipient, with the person and a time no later than now
          expect(responses.length, what).toBe(Number(row.answered));
          expect(new Set(responses.map((r) => r.employee_id)).size, what).toBe(responses.length);
          for (const r of responses) {
            expect(r.recipient_answered, what).toBe(true);
            expect(new Date(String(r.submitted_at)).getTime(), what).toBeLessThanOrEqual(Date.now());
          }
        }
        // every stored answer passes the rules a user's answer is checked by
        const answers = await q<{ response_id: string; question_id: string; value: AnswerValue }>(sql`
          select a.response_id::text as response_id, a.question_id, a.value from questionnaire_answers a
          join questionnaire_responses x on x.tenant_id = a.tenant_id and x.id = a.response_id
          where x.tenant_id = ${row.tenant_id} and x.questionnaire_id = ${row.id}`);
        for (const r of responses) {
          const mine = answers
            .filter((a) => a.response_id === r.id)
            .map((a) => ({ questionId: a.question_id, value: a.value }));
          expect(checkResponse(row.questions, mine).errors, what).toEqual({});
        }
      }
      const pending = await q<{ n: number }>(
        sql`select count(*)::int as n from questionnaire_pending_responses`,
      );
      expect(Number(pending[0]?.n)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
