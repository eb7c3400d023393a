import type {
  ApplicantDetail,
  ApplicantListItem,
  ApplicantStage,
  ApplicantSource,
  JobOpening,
  JobOpeningStatus,
} from "@office/shared/applicants/applicants.contract";
import type { ApplicantWithOpening, JobOpeningRow, StageHistoryRow } from "./applicants.repository.ts";

/** Row → DTO mapping of the applicants module (the stage, source and status columns are CHECKed in SQL). */

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toJobOpeningDto(row: JobOpeningRow, counts: Record<string, number>): JobOpening {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    description: row.description,
    status: row.status as JobOpeningStatus,
    closedOn: row.closedOn,
    counts,
    total: Object.values(counts).reduce((a, b) => a + b, 0),
  };
}

export function toListItemDto(row: ApplicantWithOpening): ApplicantListItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    jobOpeningId: row.jobOpeningId,
    jobOpeningTitle: row.jobOpeningTitle,
    source: row.source as ApplicantSource,
    stage: row.stage as ApplicantStage,
    rejectedInStage: (row.rejectedInStage as ApplicantStage | null) ?? null,
    expectedSalaryHuf: row.expectedSalaryHuf,
    availableFrom: row.availableFrom,
    consentToKeep: row.consentToKeep,
    legalHold: row.legalHold,
    retentionUntil: row.retentionUntil,
    hasCv: row.cvStorageKey !== null,
    averageScore: row.averageScore,
    anonymised: row.anonymisedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDetailDto(
  row: ApplicantWithOpening,
  history: StageHistoryRow[],
  duplicateEmailOf: ApplicantDetail["duplicateEmailOf"],
): ApplicantDetail {
  return {
    ...toListItemDto(row),
    rejectionReason: row.rejectionReason,
    consentTextVersion: row.consentTextVersion,
    consentAt: iso(row.consentAt),
    cvFileName: row.cvFileName,
    cvMime: row.cvMime,
    cvSize: row.cvSize,
    hiredEmployeeId: row.hiredEmployeeId,
    noticeSentAt: iso(row.noticeSentAt),
    anonymisedAt: iso(row.anonymisedAt),
    history: history.map((h) => ({
      id: h.id,
      fromStage: (h.fromStage as ApplicantStage | null) ?? null,
      toStage: h.toStage as ApplicantStage,
      reason: h.reason,
      userName: h.userName,
      at: h.at.toISOString(),
    })),
    duplicateEmailOf,
  };
}
