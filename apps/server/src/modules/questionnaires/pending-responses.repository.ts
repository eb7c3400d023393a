import { and, eq, inArray, sql } from "drizzle-orm";
import type { AnswerValue } from "@office/shared/questionnaires/questionnaires.contract";
import type { Tx } from "../../platform/db.ts";
import {
  questionnaireAnswers,
  questionnairePendingResponses as pending,
  questionnaireResponses,
} from "./questionnaires.table.ts";

/**
 * Queries of anonymous responses waiting for their batch (issue 18 §2) and the batch write itself;
 * every function runs in the tenant transaction, the callers hold the questionnaire's lock.
 */

/** An anonymous response as written in a batch: the department of a group of ≥ 3 (or null) and the answers. */
export type AnonymousResponse = {
  department: string | null;
  answers: readonly { questionId: string; value: AnswerValue }[];
};

/** Stores one sealed pending response under a random UUID (no employee, no time). */
export async function insertPendingResponse(
  tx: Tx,
  tenantId: number,
  questionnaireId: number,
  sealed: string,
): Promise<void> {
  await tx.insert(pending).values({ tenantId, questionnaireId, id: crypto.randomUUID(), sealed });
}

/** How many responses of the questionnaire are waiting for their batch. */
export async function countPendingResponses(
  tx: Tx,
  tenantId: number,
  questionnaireId: number,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(pending)
    .where(and(eq(pending.tenantId, tenantId), eq(pending.questionnaireId, questionnaireId)));
  return row?.n ?? 0;
}

/** The sealed pending responses of a questionnaire (in no meaningful order). */
export async function listPendingResponses(
  tx: Tx,
  tenantId: number,
  questionnaireId: number,
): Promise<{ id: string; sealed: string }[]> {
  return tx
    .select({ id: pending.id, sealed: pending.sealed })
    .from(pending)
    .where(and(eq(pending.tenantId, tenantId), eq(pending.questionnaireId, questionnaireId)));
}

/** Deletes the given pending responses of a questionnaire. */
export async function deletePendingResponses(
  tx: Tx,
  tenantId: number,
  questionnaireId: number,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(pending)
    .where(
      and(
        eq(pending.tenantId, tenantId),
        eq(pending.questionnaireId, questionnaireId),
        inArray(pending.id, [...ids]),
      ),
    );
}

/** Ids of the tenant's questionnaires that hold pending responses. */
export async function questionnairesWithPending(tx: Tx, tenantId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: pending.questionnaireId })
    .from(pending)
    .where(eq(pending.tenantId, tenantId));
  return rows.map((r) => r.id);
}

/** A sort key that depends on the content of a response only (department and answers by question id). */
const contentKey = (r: AnonymousResponse) =>
  JSON.stringify([
    r.department,
    [...r.answers]
      .sort((a, b) => (a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0))
      .map((a) => [a.questionId, a.value]),
  ]);

/**
 * Writes anonymous responses of one questionnaire as one batch, inside the caller's transaction (so
 * they all carry that one transaction id): each under a fresh random UUID, without employee and time,
 * in the order of their content (ties by the random UUID), so their physical order is a function of
 * what they say and never of who answered when. Answers the number written.
 */
export async function insertAnonymousBatch(
  tx: Tx,
  tenantId: number,
  questionnaireId: number,
  batch: readonly AnonymousResponse[],
): Promise<number> {
  const rows = batch
    .map((r) => ({ id: crypto.randomUUID(), key: contentKey(r), response: r }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : 1));
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await tx.insert(questionnaireResponses).values(
      chunk.map((r) => ({
        tenantId,
        id: r.id,
        questionnaireId,
        employeeId: null,
        submittedAt: null,
        department: r.response.department,
      })),
    );
    const answers = chunk.flatMap((r) =>
      r.response.answers.map((a) => ({
        tenantId,
        responseId: r.id,
        questionId: a.questionId,
        value: a.value,
      })),
    );
    for (let j = 0; j < answers.length; j += 1000)
      await tx.insert(questionnaireAnswers).values(answers.slice(j, j + 1000));
  }
  return rows.length;
}
