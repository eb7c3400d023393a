import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnswerValue, QuestionnaireBox } from "@office/shared/questionnaires/questionnaires.contract";
import type { Tx } from "../../platform/db.ts";
import { lockFor } from "../../platform/locks.ts";
import { employees } from "../employees/employees.table.ts";
import {
  questionnaireAnswers,
  questionnaireRecipients as recipients,
  questionnaireResponses,
  questionnaires,
} from "./questionnaires.table.ts";

/** Queries of sent questionnaires, recipients and responses; every function runs in the tenant transaction. */

export type QuestionnaireRow = {
  id: number;
  title: string;
  templateId: number;
  templateVersion: number;
  anonymous: boolean;
  deadline: string;
  sentAt: Date;
  sentByUserId: number | null;
  sentByName: string;
  recipients: number;
  /** Responses written (counted in the results); anonymous ones only in batches of at least 3. */
  responses: number;
  /** Recipients with the "has answered" mark (written or still waiting for their batch). */
  answeredCount: number;
  isRecipient: boolean;
  answered: boolean;
};

const columnsFor = (employeeId: number) => ({
  id: questionnaires.id,
  title: questionnaires.title,
  templateId: questionnaires.templateId,
  templateVersion: questionnaires.templateVersion,
  anonymous: questionnaires.anonymous,
  deadline: questionnaires.deadline,
  sentAt: questionnaires.sentAt,
  sentByUserId: questionnaires.sentByUserId,
  sentByName: questionnaires.sentByName,
  recipients: sql<number>`(select count(*)::int from ${recipients} r where r.tenant_id = ${questionnaires.tenantId} and r.questionnaire_id = ${questionnaires.id})`,
  // qualified by hand: Drizzle prints the outer columns unqualified, and "id" would be the response's
  responses: sql<number>`(select count(*)::int from ${questionnaireResponses} x where x.tenant_id = "questionnaires"."tenant_id" and x.questionnaire_id = "questionnaires"."id")`,
  answeredCount: sql<number>`(select count(*)::int from ${recipients} r where r.tenant_id = ${questionnaires.tenantId} and r.questionnaire_id = ${questionnaires.id} and r.answered)`,
  isRecipient: sql<boolean>`exists (select 1 from ${recipients} r where r.tenant_id = ${questionnaires.tenantId} and r.questionnaire_id = ${questionnaires.id} and r.employee_id = ${employeeId})`,
  answered: sql<boolean>`exists (select 1 from ${recipients} r where r.tenant_id = ${questionnaires.tenantId} and r.questionnaire_id = ${questionnaires.id} and r.employee_id = ${employeeId} and r.answered)`,
});

/**
 * One box of questionnaires for the caller (`employeeId`, `userId`): `toFill` those sent to them
 * (open ones first by deadline, then closed ones), `sent` those they sent, `all` every one (newest first).
 * At most 500 rows.
 */
export async function listBox(
  tx: Tx,
  tenantId: number,
  box: QuestionnaireBox,
  caller: { userId: number; employeeId: number },
): Promise<QuestionnaireRow[]> {
  const where: SQL[] = [eq(questionnaires.tenantId, tenantId)];
  if (box === "toFill")
    where.push(
      sql`exists (select 1 from ${recipients} r where r.tenant_id = ${questionnaires.tenantId} and r.questionnaire_id = ${questionnaires.id} and r.employee_id = ${caller.employeeId})`,
    );
  if (box === "sent") where.push(eq(questionnaires.sentByUserId, caller.userId));
  const order =
    box === "toFill"
      ? [
          sql`${questionnaires.deadline} < (now() at time zone 'Europe/Budapest')::date`,
          questionnaires.deadline,
          desc(questionnaires.id),
        ]
      : [desc(questionnaires.sentAt), desc(questionnaires.id)];
  return tx
    .select(columnsFor(caller.employeeId))
    .from(questionnaires)
    .where(and(...where))
    .orderBy(...order)
    .limit(500);
}

/** One questionnaire as seen by `employeeId` (for the recipient/answered flags), or null. */
export async function findQuestionnaire(
  tx: Tx,
  tenantId: number,
  id: number,
  employeeId: number,
): Promise<QuestionnaireRow | null> {
  const [row] = await tx
    .select(columnsFor(employeeId))
    .from(questionnaires)
    .where(and(eq(questionnaires.tenantId, tenantId), eq(questionnaires.id, id)));
  return row ?? null;
}

/** Inserts a sent questionnaire and its recipients (with their current department); answers the id. */
export async function insertQuestionnaire(
  tx: Tx,
  values: {
    tenantId: number;
    templateId: number;
    templateVersion: number;
    title: string;
    anonymous: boolean;
    deadline: string;
    sentByUserId: number;
    sentByName: string;
    /** Default now (the demo data sends in the past). */
    sentAt?: Date;
  },
  recipientList: readonly { employeeId: number; department: string | null }[],
): Promise<number> {
  const [row] = await tx.insert(questionnaires).values(values).returning({ id: questionnaires.id });
  if (!row) throw new Error("questionnaire insert returned no row");
  for (let i = 0; i < recipientList.length; i += 1000) {
    await tx.insert(recipients).values(
      recipientList.slice(i, i + 1000).map((r) => ({
        tenantId: values.tenantId,
        questionnaireId: row.id,
        employeeId: r.employeeId,
        department: r.department,
      })),
    );
  }
  return row.id;
}

export async function updateQuestionnaire(
  tx: Tx,
  tenantId: number,
  id: number,
  set: { title?: string; deadline?: string; anonymous?: boolean },
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await tx
    .update(questionnaires)
    .set(set)
    .where(and(eq(questionnaires.tenantId, tenantId), eq(questionnaires.id, id)));
}

/** Active employees to send to: the given ids, everyone of the given departments, or everyone. */
export async function findRecipients(
  tx: Tx,
  tenantId: number,
  by: { ids: readonly number[] } | { departments: readonly string[] } | { all: true },
): Promise<{ employeeId: number; department: string | null }[]> {
  const where: SQL[] = [eq(employees.tenantId, tenantId), eq(employees.active, true)];
  if ("ids" in by) where.push(inArray(employees.id, [...by.ids]));
  if ("departments" in by) where.push(inArray(employees.department, [...by.departments]));
  return tx
    .select({ employeeId: employees.id, department: employees.department })
    .from(employees)
    .where(and(...where))
    .orderBy(employees.id);
}

/**
 * The department to store with a response (for the breakdown): the recipient's department when sent,
 * but only when at least `minGroup` recipients of this questionnaire share it (else null), so even the
 * stored row of an anonymous response never narrows its author down to fewer than `minGroup` people.
 */
export async function responseDepartment(
  tx: Tx,
  tenantId: number,
  questionnaireId: number,
  employeeId: number,
  minGroup: number,
): Promise<string | null> {
  const here = and(eq(recipients.tenantId, tenantId), eq(recipients.questionnaireId, questionnaireId));
  const [mine] = await tx
    .select({ department: recipients.department })
    .from(recipients)
    .where(and(here, eq(recipients.employeeId, employeeId)));
  if (!mine?.department) return null;
  const [group] = await tx
    .select({ size: sql<number>`count(*)::int` })
    .from(recipients)
    .where(and(here, eq(recipients.department, mine.department)));
  return (group?.size ?? 0) >= minGroup ? mine.department : null;
}

/**
 * Sets the recipient's "has answered" mark if it was not set; true when this call set it. One UPDATE,
 * so two parallel submissions of the same person cannot both pass.
 */
export async function markAnswered(
  tx: Tx,
  tenantId: number,
  id: number,
  employeeId: number,
): Promise<boolean> {
  const rows = await tx
    .update(recipients)
    .set({ answered: true })
    .where(
      and(
        eq(recipients.tenantId, tenantId),
        eq(recipients.questionnaireId, id),
        eq(recipients.employeeId, employeeId),
        eq(recipients.answered, false),
      ),
    )
    .returning({ employeeId: recipients.employeeId });
  return rows.length === 1;
}

/**
 * Stores a non-anonymous response (with its employee and time, default now) under a random UUID.
 * Anonymous responses are written only in batches (`insertAnonymousBatch`, issue 18 §2).
 */
export async function insertResponse(
  tx: Tx,
  tenantId: number,
  questionnaireId: number,
  respondent: { employeeId: number; at?: Date },
  department: string | null,
  answers: readonly { questionId: string; value: AnswerValue }[],
): Promise<void> {
  const id = crypto.randomUUID();
  await tx.insert(questionnaireResponses).values({
    tenantId,
    id,
    questionnaireId,
    employeeId: respondent.employeeId,
    submittedAt: respondent.at ?? sql`now()`,
    department,
  });
  if (answers.length > 0)
    await tx
      .insert(questionnaireAnswers)
      .values(answers.map((a) => ({ tenantId, responseId: id, questionId: a.questionId, value: a.value })));
}

/** Recipients of a questionnaire who have not answered yet. */
export async function pendingRecipientIds(tx: Tx, tenantId: number, id: number): Promise<number[]> {
  const rows = await tx
    .select({ employeeId: recipients.employeeId })
    .from(recipients)
    .where(
      and(
        eq(recipients.tenantId, tenantId),
        eq(recipients.questionnaireId, id),
        eq(recipients.answered, false),
      ),
    );
  return rows.map((r) => r.employeeId);
}

/**
 * Takes the questionnaire's lock (`lockFor("questionnaire")`, held to the end of the transaction) and
 * answers its anonymity and deadline; null when there is no such questionnaire. Answering and changing
 * anonymity or the deadline take this lock, so anonymity cannot change while an answer is being recorded
 * (the "has answered" mark, which the anonymity check counts, is written under it).
 */
export async function lockQuestionnaire(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<{ anonymous: boolean; deadline: string } | null> {
  await lockFor(tx, "questionnaire", tenantId, id);
  const [row] = await tx
    .select({ anonymous: questionnaires.anonymous, deadline: questionnaires.deadline })
    .from(questionnaires)
    .where(and(eq(questionnaires.tenantId, tenantId), eq(questionnaires.id, id)));
  return row ?? null;
}
