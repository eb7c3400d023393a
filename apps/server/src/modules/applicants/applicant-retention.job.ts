import { and, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { addDays } from "@office/shared/applicants/applicant-retention";
import { RETENTION_WARNING_DAYS } from "@office/shared/applicants/applicants.contract";
import { budapestDate } from "@office/shared/hu/budapest-time";
import type { Database, Tx } from "../../platform/db.ts";
import { startPeriodicJob, type JobLog } from "../../platform/periodic-job.ts";
import type { FileStorage } from "../../platform/storage.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { insertNotifications } from "../notifications/notifications.repository.ts";
import { tenants } from "../tenants/tenants.table.ts";
import { lockPipeline } from "./applicants.service.ts";
import {
  applicantNotes,
  applicantRetentionEvents,
  applicants,
  applicantStageHistory,
  jobOpenings,
} from "./applicants.table.ts";
import { formatDateHu } from "@office/shared/hu/format";
import { activeUserIdsWithRole } from "../auth/auth.repository.ts";

/** How often a running server runs the retention job (daily; the first run at start). */
export const RETENTION_JOB_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** The first run starts at once, so a fresh server has done its erasures before it takes traffic. */
const FIRST_RUN_DELAY_MS = 0;

/** The name an anonymised applicant keeps (the row stays for anonymous statistics). */
export const ANONYMISED_NAME = "Törölt jelentkező";

export type RetentionRun = { warned: number; erased: number };

/** hr and companyAdmin accounts of the tenant: they are warned before an erasure. */
function hrUserIds(tx: Tx, tenantId: number): Promise<number[]> {
  return activeUserIdsWithRole(tx, tenantId, "hr");
}

/** Warns hr once about each applicant whose erasure is due within 14 days. Answers how many were warned. */
async function warnTenant(database: Database, tenantId: number, today: string): Promise<number> {
  return database.withTenant(tenantId, async (tx) => {
    const due = await tx
      .select({
        id: applicants.id,
        name: applicants.name,
        retentionUntil: applicants.retentionUntil,
        opening: jobOpenings.title,
      })
      .from(applicants)
      .innerJoin(
        jobOpenings,
        and(eq(jobOpenings.tenantId, applicants.tenantId), eq(jobOpenings.id, applicants.jobOpeningId)),
      )
      .where(
        and(
          eq(applicants.tenantId, tenantId),
          isNull(applicants.anonymisedAt),
          eq(applicants.legalHold, false),
          isNotNull(applicants.retentionUntil),
          lte(applicants.retentionUntil, addDays(today, RETENTION_WARNING_DAYS)),
          sql`${applicants.retentionUntil} > ${today}`,
        ),
      );
    if (due.length === 0) return 0;
    const recipients = await hrUserIds(tx, tenantId);
    let warned = 0;
    for (const a of due) {
      if (!a.retentionUntil) continue;
      const inserted = await tx
        .insert(applicantRetentionEvents)
        .values({ tenantId, applicantId: a.id, kind: "warning", retentionUntil: a.retentionUntil })
        .onConflictDoNothing()
        .returning({ id: applicantRetentionEvents.applicantId });
      if (inserted.length === 0) continue;
      warned += 1;
      await insertNotifications(tx, tenantId, recipients, {
        eventType: "applicantRetention",
        eventId: a.id,
        title: "Jelentkező adatainak törlése közeleg",
        description: `${a.name} (${a.opening}) adatai ${formatDateHu(String(a.retentionUntil))} napján a megőrzési idő lejártával törlődnek.\nHa jogi igény miatt meg kell őrizni, állíts be jogi visszatartást.`,
      });
    }
    return warned;
  });
}

/**
 * Erases one applicant whose retention date has come (GDPR 17. cikk): notes and scores deleted, the
 * record anonymised (name, contact, salary, availability, consent, reasons, CV cleared; opening,
 * source, stages and dates kept), history reasons cleared. Conditional on `anonymised_at is null`
 * under the pipeline lock, so two runs (or two instances) erase it once. Answers the CV key to delete.
 */
async function eraseApplicant(
  tx: Tx,
  tenantId: number,
  id: number,
  today: string,
): Promise<{ erased: boolean; cvKey: string | null }> {
  await lockPipeline(tx, tenantId);
  const [before] = await tx
    .select({ cvKey: applicants.cvStorageKey, retentionUntil: applicants.retentionUntil })
    .from(applicants)
    .where(
      and(
        eq(applicants.tenantId, tenantId),
        eq(applicants.id, id),
        isNull(applicants.anonymisedAt),
        eq(applicants.legalHold, false),
        lte(applicants.retentionUntil, today),
      ),
    );
  if (!before?.retentionUntil) return { erased: false, cvKey: null };
  await tx
    .delete(applicantNotes)
    .where(and(eq(applicantNotes.tenantId, tenantId), eq(applicantNotes.applicantId, id)));
  await tx
    .update(applicantStageHistory)
    .set({ reason: null })
    .where(and(eq(applicantStageHistory.tenantId, tenantId), eq(applicantStageHistory.applicantId, id)));
  await tx
    .update(applicants)
    .set({
      name: ANONYMISED_NAME,
      email: null,
      phone: null,
      expectedSalaryHuf: null,
      availableFrom: null,
      rejectionReason: null,
      consentToKeep: false,
      consentAt: null,
      consentTextVersion: null,
      cvStorageKey: null,
      cvFileName: null,
      cvMime: null,
      cvSize: null,
      anonymisedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(applicants.tenantId, tenantId), eq(applicants.id, id)));
  await tx
    .insert(applicantRetentionEvents)
    .values({ tenantId, applicantId: id, kind: "erased", retentionUntil: before.retentionUntil })
    .onConflictDoNothing();
  await appendAudit(tx, {
    tenantId,
    action: "applicant.anonymised",
    target: `applicant:${id}`,
    details: { retentionUntil: before.retentionUntil },
  });
  return { erased: true, cvKey: before.cvKey };
}

/**
 * The daily retention job of the applicants module (issue 11 §1; GDPR 5. cikk (1) e), 17. cikk), for
 * every tenant: warns hr 14 days before an applicant's `retentionUntil` (one notification per applicant
 * and date: the `applicant_retention_events` key) and, on the date, erases and anonymises the
 * applicant (see `eraseApplicant`) and deletes the CV file. Applicants under a legal hold are skipped.
 * Idempotent: a second run, or another instance running at the same time on the same database,
 * warns and erases nothing again. `now` decides the Budapest calendar day.
 */
export async function runApplicantRetention(
  database: Database,
  storage: FileStorage,
  now = new Date(),
): Promise<RetentionRun> {
  const today = budapestDate(now.getTime());
  const tenantRows = await database.withoutTenant((tx) => tx.select({ id: tenants.id }).from(tenants));
  const run: RetentionRun = { warned: 0, erased: 0 };
  for (const { id: tenantId } of tenantRows) {
    run.warned += await warnTenant(database, tenantId, today);
    const due = await database.withTenant(tenantId, (tx) =>
      tx
        .select({ id: applicants.id })
        .from(applicants)
        .where(
          and(
            eq(applicants.tenantId, tenantId),
            isNull(applicants.anonymisedAt),
            eq(applicants.legalHold, false),
            lte(applicants.retentionUntil, today),
          ),
        ),
    );
    for (const { id } of due) {
      const result = await database.withTenant(tenantId, (tx) => eraseApplicant(tx, tenantId, id, today));
      if (result.cvKey) await storage.delete(result.cvKey);
      if (result.erased) run.erased += 1;
    }
  }
  return run;
}

/**
 * Starts the retention job on a running server: at start, then daily; a pass runs on one instance at a
 * time (`runExclusively`), and it is idempotent. Failures are logged, never thrown. Answers a stop function; the timers do not
 * keep the process alive.
 */
export function startApplicantRetentionJob(
  database: Database,
  storage: FileStorage,
  log: JobLog,
): () => Promise<void> {
  return startPeriodicJob(
    {
      name: "applicant retention job",
      database,
      firstRunMs: FIRST_RUN_DELAY_MS,
      everyMs: RETENTION_JOB_INTERVAL_MS,
      run: () => runApplicantRetention(database, storage),
      done: (r) => r.warned > 0 || r.erased > 0,
    },
    log,
  );
}
