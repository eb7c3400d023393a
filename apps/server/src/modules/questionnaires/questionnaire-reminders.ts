import type { FastifyInstance } from "fastify";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import { REMINDER_DAYS_BEFORE_DEADLINE } from "@office/shared/questionnaires/questionnaires.contract";
import { addCalendarDays } from "@office/shared/hu/budapest-time";
import type { Database, Tx } from "../../platform/db.ts";
import { registerPeriodicJob } from "../../platform/periodic-job.ts";
import { tenants } from "../tenants/tenants.table.ts";
import { notifyQuestionnaire } from "./questionnaire-notify.ts";
import { pendingRecipientIds } from "./questionnaires.repository.ts";
import { questionnaireReminders, questionnaires } from "./questionnaires.table.ts";
import { todayInBudapest } from "./questionnaires.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Questionnaires of a tenant whose reminder day (deadline − 2 days) has come and whose deadline has not passed. */
async function dueQuestionnaires(tx: Tx, tenantId: number, today: string) {
  return tx
    .select({ id: questionnaires.id, title: questionnaires.title, deadline: questionnaires.deadline })
    .from(questionnaires)
    .where(
      and(
        eq(questionnaires.tenantId, tenantId),
        gte(questionnaires.deadline, today),
        lte(questionnaires.deadline, addCalendarDays(today, REMINDER_DAYS_BEFORE_DEADLINE)),
        // sent before its reminder day: one sent later got its "sent" notification recently enough
        sql`(${questionnaires.sentAt} at time zone 'Europe/Budapest')::date < ${questionnaires.deadline} - ${REMINDER_DAYS_BEFORE_DEADLINE}::int`,
      ),
    );
}

/**
 * Reminds the recipients who have not answered, {@link REMINDER_DAYS_BEFORE_DEADLINE} days before a
 * questionnaire's deadline (issue 11 §2; a missed day is caught up until the deadline). Per tenant, one
 * transaction inserts the reminder key `(questionnaire, due day)` with ON CONFLICT DO NOTHING and notifies
 * only when it inserted it, so running it twice, or on N instances at once, reminds once. Returns the
 * number of questionnaires reminded about.
 */
export async function remindQuestionnaireDeadlines(database: Database, now = new Date()): Promise<number> {
  const today = todayInBudapest(now.getTime());
  const tenantRows = await database.withoutTenant((tx) => tx.select({ id: tenants.id }).from(tenants));
  let sent = 0;
  for (const { id: tenantId } of tenantRows) {
    sent += await database.withTenant(tenantId, async (tx) => {
      let n = 0;
      for (const q of await dueQuestionnaires(tx, tenantId, today)) {
        const dueOn = addCalendarDays(q.deadline, -REMINDER_DAYS_BEFORE_DEADLINE);
        const claimed = await tx
          .insert(questionnaireReminders)
          .values({ tenantId, questionnaireId: q.id, dueOn })
          .onConflictDoNothing()
          .returning({ id: questionnaireReminders.questionnaireId });
        if (claimed.length === 0) continue;
        const pending = await pendingRecipientIds(tx, tenantId, q.id);
        await notifyQuestionnaire(tx, tenantId, pending, q, "reminder");
        n += 1;
      }
      return n;
    });
  }
  return sent;
}

/**
 * Runs {@link remindQuestionnaireDeadlines} once a day on this instance (first run a minute after the
 * server is ready; failures are logged, never thrown); stops when the app closes. Not under NODE_ENV=test
 * (tests call it directly); `OFFICE_QUESTIONNAIRE_REMINDERS=0` turns it off.
 */
export function registerQuestionnaireReminders(
  app: FastifyInstance,
  database: Database,
  nodeEnv: string,
): void {
  if (nodeEnv === "test" || process.env.OFFICE_QUESTIONNAIRE_REMINDERS === "0") return;
  registerPeriodicJob(app, {
    name: "questionnaire reminders",
    database,
    firstRunMs: 60_000,
    everyMs: DAY_MS,
    run: () => remindQuestionnaireDeadlines(database),
  });
}
