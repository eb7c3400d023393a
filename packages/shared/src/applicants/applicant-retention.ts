import type { ApplicantStage, JobOpeningStatus } from "./applicants.contract.ts";
import { CONSENT_RETENTION_MONTHS, RETENTION_WARNING_DAYS } from "./applicants.contract.ts";

/** What the retention date of one applicant depends on. Dates are `YYYY-MM-DD`. */
export type RetentionFacts = {
  stage: ApplicantStage;
  consentToKeep: boolean;
  /** The day consent was given (Budapest date), null without consent. */
  consentOn: string | null;
  openingStatus: JobOpeningStatus;
  /** The day the opening was filled or closed, null while open. */
  openingClosedOn: string | null;
};

/** `YYYY-MM-DD` plus `months` calendar months (the 31st → the month's last day). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** `YYYY-MM-DD` plus `days` days (negative goes back). */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * The day an unsuccessful applicant's personal data is erased (GDPR 5. cikk (1) e) storage limitation,
 * 17. cikk; NAIH practice on recruiting data):
 * - only `rejected` and `withdrawn` applicants have one (active ones are in selection; a hired one's
 *   data lives on in the employee record) → otherwise null;
 * - with consent to be kept for later openings: the consent day + 12 months (at most 1 year);
 * - without consent: the day the opening was filled or closed; null while it is still open (kept
 *   "until the opening is filled" — the date appears once it is).
 * A legal hold does not change the date: the erasure job skips held applicants.
 */
export function computeRetentionUntil(f: RetentionFacts): string | null {
  if (f.stage !== "rejected" && f.stage !== "withdrawn") return null;
  if (f.consentToKeep && f.consentOn) return addMonths(f.consentOn, CONSENT_RETENTION_MONTHS);
  if (f.openingStatus === "open") return null;
  return f.openingClosedOn;
}

/** The day hr is warned about an erasure due on `retentionUntil` (14 days before). */
export function retentionWarningOn(retentionUntil: string): string {
  return addDays(retentionUntil, -RETENTION_WARNING_DAYS);
}
