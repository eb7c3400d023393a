import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { detectImageType } from "../../platform/file-sniff.ts";
import { authOf, hasAnyRole, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import {
  readSingleFileUpload,
  refuseUpload,
  sanitiseFileName,
  type AttachmentFile,
  type UploadExchange,
} from "../../platform/uploads.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { canSeeLeaveOf } from "./leave-dto.ts";
import { lockRequest, NO_REQUEST, requestDto } from "./leave-requests.service.ts";
import * as repo from "./leave.repository.ts";

/** Largest certificate accepted, bytes (a phone photo of a medical certificate fits easily). */
export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;

const EXTENSIONS: Readonly<Record<string, string>> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/** PDF or a raster image, by content (magic bytes), never by the name or the declared type. */
export function certificateMime(data: Buffer): string | null {
  if (data.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  return detectImageType(data);
}

/** The employee of a request and hr: the only readers of a certificate (health data, issue 22 §1). */
function assertCertificateReader(auth: AuthContext, row: repo.LeaveRowWithNames): void {
  if (row.employeeId === auth.employeeId || hasAnyRole(auth.roles, ["hr"])) return;
  throw canSeeLeaveOf(auth, { id: row.employeeId, managerId: row.managerId })
    ? forbidden()
    : notFound(NO_REQUEST);
}

/**
 * `PUT /api/leave/{id}/certificate` (multipart, one file in the field `file`, ≤ 10 MiB): the employee
 * or hr attaches the certificate (igazolás) of a request — PDF or PNG/JPEG/WebP, checked by content
 * (400 otherwise). A new upload replaces the old one (the old file is deleted after the commit).
 * Only the employee and hr can read it; the manager cannot. Audited.
 */
export async function uploadCertificate(
  p: Platform,
  ctx: RequestContext,
  id: number,
  exchange: UploadExchange,
): Promise<LeaveRequest> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const row = await p.database.withTenant(tenantId, (tx) => repo.findRequest(tx, tenantId, id));
  if (!row) throw refuseUpload(exchange, notFound(NO_REQUEST));
  try {
    assertCertificateReader(auth, row);
  } catch (err) {
    throw refuseUpload(exchange, err as never);
  }
  const file = await readSingleFileUpload(exchange, "file", MAX_CERTIFICATE_BYTES);
  const mime = certificateMime(file.data);
  if (!mime) throw badRequest("Igazolásként PDF vagy kép (PNG, JPEG, WebP) tölthető fel.");
  const fileName = sanitiseFileName(file.fileName) || `igazolas.${EXTENSIONS[mime]}`;
  const key = `${ctx.tenant.slug}/leave/${id}/${randomUUID()}.${EXTENSIONS[mime]}`;
  await p.storage.put(key, file.data);
  let old: string | null = null;
  try {
    const dto = await p.database.withTenant(tenantId, async (tx) => {
      const locked = await lockRequest(tx, tenantId, id);
      old = locked.certificateKey;
      await repo.updateRequest(tx, tenantId, id, {
        certificateKey: key,
        certificateName: fileName,
        certificateMime: mime,
        certificateAt: sql`now()`,
      });
      await appendAudit(tx, {
        tenantId,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action: "leave.certificate_uploaded",
        target: `leave:${id}`,
      });
      return requestDto(tx, tenantId, id, auth);
    });
    if (old) await p.storage.delete(old).catch(() => undefined);
    return dto;
  } catch (err) {
    await p.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** `GET /api/leave/{id}/certificate`: the certificate for the employee and hr (403/404 otherwise). Audited. */
export async function certificateFile(p: Platform, ctx: RequestContext, id: number): Promise<AttachmentFile> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const row = await p.database.withTenant(tenantId, async (tx) => {
    const found = await repo.findRequest(tx, tenantId, id);
    if (!found) throw notFound(NO_REQUEST);
    assertCertificateReader(auth, found);
    if (!found.certificateKey) throw notFound("Ehhez a kérelemhez nincs feltöltött igazolás.");
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "leave.certificate_downloaded",
      target: `leave:${id}`,
    });
    return found;
  });
  const stored = await p.storage.open(row.certificateKey ?? "");
  if (!stored) throw notFound("Az igazolás fájlja nem található.");
  return {
    ...stored,
    fileName: row.certificateName ?? "igazolas",
    mime: row.certificateMime ?? "application/octet-stream",
  };
}
