import { APPLICANT_CV_MIME_TYPES } from "@office/shared/applicants/applicants.contract";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import type { AttachmentFile, UploadPart } from "../../platform/uploads.ts";
import { assertHr } from "../employees/employees.service.ts";
import * as repo from "./applicants.repository.ts";
import {
  ANONYMISED,
  auditApplicant,
  findApplicantOr404,
  lockPipeline,
  readApplicantDetail,
} from "./applicants.service.ts";
import type { ApplicantDetail } from "@office/shared/applicants/applicants.contract";

/** The applicant's CV (issue 11 §1): one PDF or DOCX, checked by content, stored under a random name. */

const CV_NOT_FOUND = "A jelentkezőnek nincs feltöltött önéletrajza.";
const ACCEPTED: readonly string[] = APPLICANT_CV_MIME_TYPES;

/**
 * `PUT /api/applicant/{id}/cv` (hr, multipart, field `file`): stores the CV (PDF or DOCX by magic bytes
 * and the DOCX container's entries — `readDocumentUploads`; the name and Content-Type are not trusted)
 * and replaces the previous one (its file deleted after the commit). Errors: 400 no file, another type,
 * or more than one file; 413 over 10 MiB; 404; 409 anonymised.
 */
export async function uploadCv(
  p: Platform,
  ctx: RequestContext,
  id: number,
  parts: AsyncIterable<UploadPart>,
): Promise<ApplicantDetail> {
  assertHr(authOf(ctx));
  const tenantId = ctx.tenant.id;
  // 404 before reading the body: another tenant's id never gets a file stored.
  await p.database.withTenant(tenantId, (tx) => findApplicantOr404(tx, tenantId, id));
  let file: { key: string; name: string; mime: string; size: number } | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== "file") continue;
      if (file) throw badRequest("Egyszerre egy önéletrajz tölthető fel.");
      if (!ACCEPTED.includes(part.file.mime)) {
        throw badRequest(
          `A(z) „${part.file.fileName}” nem PDF vagy DOCX. Önéletrajzként csak ezek tölthetők fel.`,
        );
      }
      const key = `${ctx.tenant.slug}/applicants/${id}/${part.file.storedName}`;
      await p.storage.put(key, part.file.data);
      file = { key, name: part.file.fileName, mime: part.file.mime, size: part.file.data.length };
    }
  } catch (err) {
    if (file) await p.storage.delete(file.key);
    throw err;
  }
  if (!file) throw badRequest("Nincs feltöltött fájl a kérésben.");
  const stored = file;
  try {
    const { detail, previous } = await p.database.withTenant(tenantId, async (tx) => {
      await lockPipeline(tx, tenantId);
      const row = await findApplicantOr404(tx, tenantId, id);
      if (row.anonymisedAt) throw conflict(ANONYMISED);
      await repo.updateApplicant(tx, tenantId, id, {
        cvStorageKey: stored.key,
        cvFileName: stored.name,
        cvMime: stored.mime,
        cvSize: stored.size,
      });
      await auditApplicant(tx, ctx, "applicant.cvUploaded", `applicant:${id}`, { size: stored.size });
      return { detail: await readApplicantDetail(tx, tenantId, id), previous: row.cvStorageKey };
    });
    if (previous) await p.storage.delete(previous);
    return detail;
  } catch (err) {
    await p.storage.delete(stored.key);
    throw err;
  }
}

/**
 * `GET /api/applicant/{id}/cv` (hr): the CV as an attachment streamed from the store; the download is
 * audited. Errors: 404 (no CV, or its file is gone), 503 (the file store is down).
 */
export async function getCv(p: Platform, ctx: RequestContext, id: number): Promise<AttachmentFile> {
  assertHr(authOf(ctx));
  const tenantId = ctx.tenant.id;
  const row = await p.database.withTenant(tenantId, async (tx) => {
    const r = await findApplicantOr404(tx, tenantId, id);
    if (!r.cvStorageKey) throw notFound(CV_NOT_FOUND);
    await auditApplicant(tx, ctx, "applicant.cvDownloaded", `applicant:${id}`);
    return r;
  });
  const stored = row.cvStorageKey ? await p.storage.open(row.cvStorageKey) : null;
  if (!stored) throw notFound(CV_NOT_FOUND);
  return {
    ...stored,
    fileName: row.cvFileName ?? "oneletrajz",
    mime: row.cvMime ?? "application/octet-stream",
  };
}
