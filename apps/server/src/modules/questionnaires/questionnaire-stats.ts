import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { questionnaireRecipients as recipients, questionnaires } from "./questionnaires.table.ts";

/**
 * Questionnaire response rates by month of sending (issue 11 §4 "questionnaire response rates" on
 * `/other-report`): one row per Budapest calendar month (`YYYY-MM`) in which at least one questionnaire
 * was sent with `sentAt` in `[from, to)`, in month order. `sent` is the number of questionnaires sent that
 * month, `recipients` the people they were sent to (one per questionnaire and person), `responses` how many
 * of those answered (the "has answered" marks, so anonymous questionnaires count without naming anyone).
 * Runs inside the caller's tenant transaction (`withTenant(tenantId, tx => …)`); no permission check.
 */
export async function questionnaireResponseRates(
  tx: Tx,
  tenantId: number,
  from: Date,
  to: Date,
): Promise<{ month: string; sent: number; recipients: number; responses: number }[]> {
  const month = sql<string>`to_char(${questionnaires.sentAt} at time zone 'Europe/Budapest', 'YYYY-MM')`;
  const rows = await tx
    .select({
      month,
      sent: sql<number>`count(distinct ${questionnaires.id})::int`,
      recipients: sql<number>`count(${recipients.employeeId})::int`,
      responses: sql<number>`count(${recipients.employeeId}) filter (where ${recipients.answered})::int`,
    })
    .from(questionnaires)
    .leftJoin(
      recipients,
      and(
        eq(recipients.tenantId, questionnaires.tenantId),
        eq(recipients.questionnaireId, questionnaires.id),
      ),
    )
    .where(
      and(
        eq(questionnaires.tenantId, tenantId),
        gte(questionnaires.sentAt, from),
        lt(questionnaires.sentAt, to),
      ),
    )
    .groupBy(month)
    .orderBy(month);
  return rows.map((r) => ({
    month: r.month,
    sent: r.sent,
    recipients: r.recipients,
    responses: r.responses,
  }));
}
