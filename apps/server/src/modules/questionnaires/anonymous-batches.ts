import type { FastifyInstance } from "fastify";
import {
  ANONYMITY_MIN_GROUP,
  answerValueSchema,
} from "@office/shared/questionnaires/questionnaires.contract";
import { z } from "zod";
import type { Database, Tx } from "../../platform/db.ts";
import type { Platform } from "../../platform/platform.ts";
import { registerPeriodicJob } from "../../platform/periodic-job.ts";
import { createSealer, type Sealer } from "../../platform/sealing.ts";
import { tenants } from "../tenants/tenants.table.ts";
import {
  countPendingResponses,
  deletePendingResponses,
  insertAnonymousBatch,
  insertPendingResponse,
  listPendingResponses,
  questionnairesWithPending,
  type AnonymousResponse,
} from "./pending-responses.repository.ts";
import { lockQuestionnaire } from "./questionnaires.repository.ts";
import { todayInBudapest } from "./questionnaires.service.ts";

/**
 * Anonymous responses in batches (issue 18 §2). The "has answered" mark and the response used to be
 * written by consecutive transactions, so a response's `xmin` was its mark's + 1 and the physical order
 * of responses followed the order of answering. Now an anonymous response is sealed (AES-256-GCM with a
 * key derived from the server's token secret, which the database never holds) and kept in
 * `questionnaire_pending_responses`, in the mark's transaction. When at least {@link ANONYMITY_MIN_GROUP}
 * are pending, a transaction of its own opens them all, writes them to `questionnaire_responses`
 * together (one `xmin` for the batch, none shared with a mark, in the order of their content, see
 * `insertAnonymousBatch`) and deletes the sealed rows. It runs right after the answer that completes the
 * batch and, should that fail, in the hourly job. Results count written responses only.
 *
 * At the deadline: fewer than {@link ANONYMITY_MIN_GROUP} still pending are never written. Writing 1–2
 * answers as their own batch would let anyone who compares the database before and after (a backup and
 * the live tables) pin them on the 1–2 people who answered last; the app shows nothing under 3 answers
 * anyway. The hourly job ({@link runAnonymousBatchJob}) deletes them, unread; their marks stay (those
 * people did answer and cannot answer again), and the results say how many were left out.
 */

/** Purpose label of the sealing key (an HMAC of it with the token secret). */
const SEAL_KEY_LABEL = "office:questionnaire-pending-responses:v1";

/** The sealer of pending anonymous responses: AES-256-GCM under HMAC-SHA256(token secret, label). */
export function pendingResponseSealer(p: Platform): Sealer {
  return createSealer(Buffer.from(p.tokens.hmac(SEAL_KEY_LABEL), "base64url"));
}

const sealContext = (tenantId: number, questionnaireId: number) =>
  `questionnaire-response:${tenantId}:${questionnaireId}`;

const anonymousResponseSchema = z.object({
  department: z.string().nullable(),
  answers: z.array(z.object({ questionId: z.string(), value: answerValueSchema })),
});

function parseOpened(plain: Buffer | null): AnonymousResponse | null {
  if (!plain) return null;
  try {
    const parsed = anonymousResponseSchema.safeParse(JSON.parse(plain.toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Keeps an anonymous response sealed until its batch: inside the answer's transaction (which holds the
 * questionnaire's lock and sets the mark). Answers how many responses of the questionnaire are pending
 * now; at {@link ANONYMITY_MIN_GROUP} or more the caller runs {@link writePendingBatch} after commit.
 */
export async function addPendingResponse(
  tx: Tx,
  sealer: Sealer,
  tenantId: number,
  questionnaireId: number,
  response: AnonymousResponse,
): Promise<number> {
  const plain = Buffer.from(JSON.stringify(response), "utf8");
  const sealed = sealer.seal(plain, sealContext(tenantId, questionnaireId));
  await insertPendingResponse(tx, tenantId, questionnaireId, sealed);
  return countPendingResponses(tx, tenantId, questionnaireId);
}

/**
 * In a transaction of its own, under the questionnaire's lock: writes its pending responses as one batch
 * when at least {@link ANONYMITY_MIN_GROUP} are there (see {@link flushPendingResponses}); once the
 * deadline has passed, discards them instead. Answers what it did.
 */
export async function writePendingBatch(
  database: Database,
  sealer: Sealer,
  tenantId: number,
  questionnaireId: number,
  today = todayInBudapest(),
): Promise<{ written: number; discarded: number }> {
  return database.withTenant(tenantId, async (tx) => {
    const locked = await lockQuestionnaire(tx, tenantId, questionnaireId);
    if (!locked) return { written: 0, discarded: 0 };
    if (locked.deadline < today) {
      const rows = await listPendingResponses(tx, tenantId, questionnaireId);
      await deletePendingResponses(
        tx,
        tenantId,
        questionnaireId,
        rows.map((r) => r.id),
      );
      return { written: 0, discarded: rows.length };
    }
    return flushPendingResponses(tx, sealer, tenantId, questionnaireId);
  });
}

/**
 * Writes the pending responses of a questionnaire as one batch when at least `minBatch` (default
 * {@link ANONYMITY_MIN_GROUP}) can be opened, in `tx` (which must write nothing else: the batch's
 * transaction id is its own); pending rows that cannot be opened (sealed under another token secret,
 * altered) are deleted and counted as `discarded`. The caller holds the questionnaire's lock.
 */
export async function flushPendingResponses(
  tx: Tx,
  sealer: Sealer,
  tenantId: number,
  questionnaireId: number,
  minBatch = ANONYMITY_MIN_GROUP,
): Promise<{ written: number; discarded: number }> {
  const rows = await listPendingResponses(tx, tenantId, questionnaireId);
  if (rows.length < minBatch) return { written: 0, discarded: 0 };
  const opened: AnonymousResponse[] = [];
  const readable: string[] = [];
  const unreadable: string[] = [];
  for (const row of rows) {
    const parsed = parseOpened(sealer.open(row.sealed, sealContext(tenantId, questionnaireId)));
    if (parsed) {
      opened.push(parsed);
      readable.push(row.id);
    } else unreadable.push(row.id);
  }
  await deletePendingResponses(tx, tenantId, questionnaireId, unreadable);
  if (opened.length < minBatch) return { written: 0, discarded: unreadable.length };
  const written = await insertAnonymousBatch(tx, tenantId, questionnaireId, opened);
  await deletePendingResponses(tx, tenantId, questionnaireId, readable);
  return { written, discarded: unreadable.length };
}

/**
 * The hourly pass over every tenant's questionnaires that hold pending responses
 * ({@link writePendingBatch} for each, under its lock, the deadline checked again under it): a batch of
 * at least {@link ANONYMITY_MIN_GROUP} is written (catching up when the write after an answer failed);
 * once the deadline (Budapest, inclusive) has passed, what is left is discarded unread. Idempotent and
 * safe on N instances at once.
 */
export async function runAnonymousBatchJob(
  database: Database,
  sealer: Sealer,
  now = new Date(),
): Promise<{ written: number; discarded: number }> {
  const today = todayInBudapest(now.getTime());
  const tenantRows = await database.withoutTenant((tx) => tx.select({ id: tenants.id }).from(tenants));
  const total = { written: 0, discarded: 0 };
  for (const { id: tenantId } of tenantRows) {
    const ids = await database.withTenant(tenantId, (tx) => questionnairesWithPending(tx, tenantId));
    for (const id of ids) {
      const done = await writePendingBatch(database, sealer, tenantId, id, today);
      total.written += done.written;
      total.discarded += done.discarded;
    }
  }
  return total;
}

/**
 * Runs {@link runAnonymousBatchJob} every hour on this instance (first pass a minute after start;
 * failures logged, never thrown). Not under NODE_ENV=test (tests call it directly).
 */
export function registerAnonymousBatchJob(app: FastifyInstance, p: Platform, nodeEnv: string): void {
  if (nodeEnv === "test") return;
  const sealer = pendingResponseSealer(p);
  registerPeriodicJob(app, {
    name: "anonymous questionnaire batches",
    database: p.database,
    firstRunMs: 60_000,
    everyMs: 60 * 60 * 1000,
    run: () => runAnonymousBatchJob(p.database, sealer),
    done: (r) => r.written + r.discarded > 0,
  });
}
