import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { likePattern } from "../partners/partners.repository.ts";
import {
  applicantNoticeTemplates,
  applicantNotes,
  applicants,
  applicantStageHistory,
  jobOpenings,
} from "./applicants.table.ts";

/** Queries of the applicants module; every function runs inside the caller's tenant transaction. */

export type JobOpeningRow = typeof jobOpenings.$inferSelect;
export type ApplicantRow = typeof applicants.$inferSelect;
export type ApplicantWithOpening = ApplicantRow & { jobOpeningTitle: string; averageScore: number | null };
export type StageHistoryRow = typeof applicantStageHistory.$inferSelect;
export type NoteRow = typeof applicantNotes.$inferSelect;

const FOLD_FROM = "áéíóöőúüűÁÉÍÓÖŐÚÜŰ";
const FOLD_TO = "aeiooouuuaeiooouuu";
const folded = (column: SQL) => sql`translate(lower(${column}), ${FOLD_FROM}, ${FOLD_TO})`;

export async function listJobOpenings(tx: Tx, tenantId: number): Promise<JobOpeningRow[]> {
  return tx
    .select()
    .from(jobOpenings)
    .where(eq(jobOpenings.tenantId, tenantId))
    .orderBy(sql`case ${jobOpenings.status} when 'open' then 0 else 1 end`, asc(jobOpenings.title));
}

/** Applicant counts per opening and stage (anonymised rows included: they are the anonymous statistics). */
export async function countByOpeningAndStage(
  tx: Tx,
  tenantId: number,
): Promise<{ jobOpeningId: number; stage: string; count: number }[]> {
  return tx
    .select({
      jobOpeningId: applicants.jobOpeningId,
      stage: applicants.stage,
      count: sql<number>`count(*)::int`,
    })
    .from(applicants)
    .where(eq(applicants.tenantId, tenantId))
    .groupBy(applicants.jobOpeningId, applicants.stage);
}

export async function findJobOpening(
  tx: Tx,
  tenantId: number,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<JobOpeningRow | null> {
  const q = tx
    .select()
    .from(jobOpenings)
    .where(and(eq(jobOpenings.tenantId, tenantId), eq(jobOpenings.id, id)));
  const rows = opts.forUpdate ? await q.for("update") : await q;
  return rows[0] ?? null;
}

export async function insertJobOpening(
  tx: Tx,
  values: typeof jobOpenings.$inferInsert,
): Promise<JobOpeningRow> {
  const [row] = await tx.insert(jobOpenings).values(values).returning();
  if (!row) throw new Error("job opening insert returned nothing");
  return row;
}

export async function updateJobOpening(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<typeof jobOpenings.$inferInsert>,
): Promise<void> {
  await tx
    .update(jobOpenings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(jobOpenings.tenantId, tenantId), eq(jobOpenings.id, id)));
}

export async function deleteJobOpening(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx.delete(jobOpenings).where(and(eq(jobOpenings.tenantId, tenantId), eq(jobOpenings.id, id)));
}

const averageScore = sql<number | null>`(
  select round(avg(n.score)::numeric, 1)::float8 from ${applicantNotes} n
  where n.tenant_id = ${applicants.tenantId} and n.applicant_id = ${applicants.id}
)`;

function selectWithOpening(tx: Tx) {
  return tx
    .select({ a: applicants, jobOpeningTitle: jobOpenings.title, averageScore })
    .from(applicants)
    .innerJoin(
      jobOpenings,
      and(eq(jobOpenings.tenantId, applicants.tenantId), eq(jobOpenings.id, applicants.jobOpeningId)),
    );
}

const flatten = (r: { a: ApplicantRow; jobOpeningTitle: string; averageScore: number | null }) => ({
  ...r.a,
  jobOpeningTitle: r.jobOpeningTitle,
  averageScore: r.averageScore === null ? null : Number(r.averageScore),
});

/**
 * The tenant's applicants, newest first, filtered by opening, stage and `search` (name, e-mail or
 * phone, anywhere, case and accents ignored).
 */
export async function listApplicants(
  tx: Tx,
  tenantId: number,
  filter: { jobOpeningId?: number | undefined; stage?: string | undefined; search?: string | undefined },
): Promise<ApplicantWithOpening[]> {
  const where: SQL[] = [eq(applicants.tenantId, tenantId)];
  if (filter.jobOpeningId !== undefined) where.push(eq(applicants.jobOpeningId, filter.jobOpeningId));
  if (filter.stage !== undefined) where.push(eq(applicants.stage, filter.stage));
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    where.push(sql`(
      ${folded(sql`${applicants.name}`)} like ${pattern}
      or lower(coalesce(${applicants.email}, '')) like ${pattern}
      or coalesce(${applicants.phone}, '') like ${pattern}
    )`);
  }
  const rows = await selectWithOpening(tx)
    .where(and(...where))
    .orderBy(desc(applicants.createdAt), desc(applicants.id));
  return rows.map(flatten);
}

export async function findApplicant(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<ApplicantWithOpening | null> {
  const rows = await selectWithOpening(tx).where(
    and(eq(applicants.tenantId, tenantId), eq(applicants.id, id)),
  );
  const row = rows[0];
  return row ? flatten(row) : null;
}

/** Other applicants (not `id`, not anonymised) with the same e-mail, case ignored. */
export async function findSameEmail(
  tx: Tx,
  tenantId: number,
  email: string,
  exceptId: number,
): Promise<{ id: number; name: string; jobOpeningTitle: string }[]> {
  return tx
    .select({ id: applicants.id, name: applicants.name, jobOpeningTitle: jobOpenings.title })
    .from(applicants)
    .innerJoin(
      jobOpenings,
      and(eq(jobOpenings.tenantId, applicants.tenantId), eq(jobOpenings.id, applicants.jobOpeningId)),
    )
    .where(
      and(
        eq(applicants.tenantId, tenantId),
        ne(applicants.id, exceptId),
        isNull(applicants.anonymisedAt),
        sql`lower(${applicants.email}) = lower(${email})`,
      ),
    )
    .orderBy(asc(applicants.id))
    .limit(10);
}

export async function insertApplicant(tx: Tx, values: typeof applicants.$inferInsert): Promise<ApplicantRow> {
  const [row] = await tx.insert(applicants).values(values).returning();
  if (!row) throw new Error("applicant insert returned nothing");
  return row;
}

export async function updateApplicant(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<typeof applicants.$inferInsert>,
): Promise<void> {
  await tx
    .update(applicants)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(applicants.tenantId, tenantId), eq(applicants.id, id)));
}

export async function deleteApplicant(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx.delete(applicants).where(and(eq(applicants.tenantId, tenantId), eq(applicants.id, id)));
}

/** The unsuccessful applicants of an opening (their retention date follows the opening's closing day). */
export async function listUnsuccessfulOfOpening(
  tx: Tx,
  tenantId: number,
  jobOpeningId: number,
): Promise<ApplicantRow[]> {
  return tx
    .select()
    .from(applicants)
    .where(
      and(
        eq(applicants.tenantId, tenantId),
        eq(applicants.jobOpeningId, jobOpeningId),
        inArray(applicants.stage, ["rejected", "withdrawn"]),
        isNull(applicants.anonymisedAt),
      ),
    );
}

export async function countApplicantsOfOpening(
  tx: Tx,
  tenantId: number,
  jobOpeningId: number,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(applicants)
    .where(and(eq(applicants.tenantId, tenantId), eq(applicants.jobOpeningId, jobOpeningId)));
  return row?.n ?? 0;
}

export async function insertStageChange(
  tx: Tx,
  values: typeof applicantStageHistory.$inferInsert,
): Promise<void> {
  await tx.insert(applicantStageHistory).values(values);
}

export async function listStageHistory(
  tx: Tx,
  tenantId: number,
  applicantId: number,
): Promise<StageHistoryRow[]> {
  return tx
    .select()
    .from(applicantStageHistory)
    .where(
      and(eq(applicantStageHistory.tenantId, tenantId), eq(applicantStageHistory.applicantId, applicantId)),
    )
    .orderBy(asc(applicantStageHistory.at), asc(applicantStageHistory.id));
}

export async function listNotes(tx: Tx, tenantId: number, applicantId: number): Promise<NoteRow[]> {
  return tx
    .select()
    .from(applicantNotes)
    .where(and(eq(applicantNotes.tenantId, tenantId), eq(applicantNotes.applicantId, applicantId)))
    .orderBy(asc(applicantNotes.createdAt), asc(applicantNotes.id));
}

export async function insertNote(tx: Tx, values: typeof applicantNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await tx.insert(applicantNotes).values(values).returning();
  if (!row) throw new Error("note insert returned nothing");
  return row;
}

export async function findNoticeTemplate(
  tx: Tx,
  tenantId: number,
): Promise<typeof applicantNoticeTemplates.$inferSelect | null> {
  const rows = await tx
    .select()
    .from(applicantNoticeTemplates)
    .where(eq(applicantNoticeTemplates.tenantId, tenantId));
  return rows[0] ?? null;
}

export async function saveNoticeTemplate(
  tx: Tx,
  values: { tenantId: number; subject: string; body: string; updatedBy: string },
): Promise<typeof applicantNoticeTemplates.$inferSelect> {
  const [row] = await tx
    .insert(applicantNoticeTemplates)
    .values(values)
    .onConflictDoUpdate({
      target: applicantNoticeTemplates.tenantId,
      set: { subject: values.subject, body: values.body, updatedBy: values.updatedBy, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error("template upsert returned nothing");
  return row;
}
