import type { Attachment } from "@office/shared/attachments/attachment.contract";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import type { AttachmentFile, UploadPart, UploadedDocument } from "../../platform/uploads.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { isValidDownloadLink, signedDownloadUrl } from "./attachment-links.ts";
import { notifyAttachmentAdded } from "./attachment-notify.ts";
import { OWNER_POLICIES } from "./attachment-owners.ts";
import * as repo from "./attachments.repository.ts";

const ATTACHMENT_NOT_FOUND = "A csatolmány nem található.";
const ATTACHMENT_OWNER_GONE = "A rekord, amelyhez a fájlt csatolnád, már nem létezik.";

/** The DTO of a row, with its signed download link for `tenantId` (see attachment-links.ts). */
function toDto(p: Platform, tenantId: number, row: repo.AttachmentWithUploader): Attachment {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    uploadedBy:
      row.uploadedBy === null ? null : { id: row.uploadedBy, name: row.uploaderName ?? `#${row.uploadedBy}` },
    uploadedAt: row.uploadedAt.toISOString(),
    downloadUrl: signedDownloadUrl(p, tenantId, row.id, Date.now()),
  };
}

const targetOf = (owner: repo.Owner) => `${owner.type}:${owner.id}`;

/**
 * `GET /api/{owner}/{id}/attachment`: the record's attachments, newest first, each with its signed
 * download link, for whoever may read the record. Errors: 404 (no such record in the tenant, or one the caller may not see where the record
 * answers 404), 403 (the record's own refusal, e.g. a car the caller does not drive).
 */
export async function listAttachments(
  p: Platform,
  ctx: RequestContext,
  owner: repo.Owner,
): Promise<Attachment[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const rows = await p.database.withTenant(tenantId, async (tx) => {
    await OWNER_POLICIES[owner.type].assertCanRead(tx, tenantId, auth, owner.id);
    return repo.listAttachments(tx, tenantId, owner);
  });
  return rows.map((row) => toDto(p, tenantId, row));
}

/** The single `file` part of the upload (text fields are ignored); 400 for a file in another field or none. */
async function readFilePart(parts: AsyncIterable<UploadPart>): Promise<UploadedDocument> {
  let file: UploadedDocument | undefined;
  for await (const part of parts) {
    if (part.type === "field") continue;
    if (part.file.field !== "file") throw badRequest("A fájlt a file mezőben küldd.");
    file = part.file;
  }
  if (!file) throw badRequest("Hiányzik a feltöltött fájl (file mező).");
  return file;
}

/**
 * `POST /api/{owner}/{id}/attachment` (whoever may edit the record): checks the rights before the body
 * is read, then reads the one `file` part (≤ `ATTACHMENT_MAX_BYTES`, type by content: PDF, images,
 * Office files under the zip-bomb check, text; see `readDocumentUploads`), stores it under
 * `<tenant>/attachments/<owner type>/<id>/<uuid>.<ext>` and records it (audit `attachment.uploaded`),
 * notifying the record's responsible people but not the uploader (`notifyAttachmentAdded`).
 * The stored file is removed again when the record vanished meanwhile; the record's row is held
 * `FOR SHARE` while the row is inserted, so a concurrent hard delete never leaves an orphan. Errors: 400 (not multipart,
 * no/empty file, refused type, Office-file bomb), 403, 404, 413 (too large, more than one file).
 */
export async function uploadAttachment(
  p: Platform,
  ctx: RequestContext,
  owner: repo.Owner,
  parts: AsyncIterable<UploadPart>,
): Promise<Attachment> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const policy = OWNER_POLICIES[owner.type];
  await p.database.withTenant(tenantId, (tx) => policy.assertCanEdit(tx, tenantId, auth, owner.id));
  const file = await readFilePart(parts);
  const key = `${ctx.tenant.slug}/attachments/${owner.type}/${owner.id}/${file.storedName}`;
  await p.storage.put(key, file.data);
  try {
    const row = await p.database.withTenant(tenantId, async (tx) => {
      // the record's row stays locked until the insert commits: a concurrent delete cannot orphan it
      if (!(await repo.lockOwnerRow(tx, tenantId, owner))) throw notFound(ATTACHMENT_OWNER_GONE);
      await policy.assertCanEdit(tx, tenantId, auth, owner.id);
      const inserted = await repo.insertAttachment(tx, {
        tenantId,
        ownerType: owner.type,
        ownerId: owner.id,
        name: file.fileName,
        contentType: file.mime,
        size: file.data.length,
        storageKey: key,
        uploadedBy: auth.userId,
      });
      await notifyAttachmentAdded(tx, tenantId, owner, {
        name: file.fileName,
        uploaderId: auth.userId,
        uploaderName: auth.displayName,
      });
      await appendAudit(tx, {
        tenantId,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action: "attachment.uploaded",
        target: targetOf(owner),
        details: { attachmentId: inserted.id, contentType: file.mime, size: file.data.length },
      });
      return repo.findAttachment(tx, tenantId, owner, inserted.id);
    });
    if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
    return toDto(p, tenantId, row);
  } catch (err) {
    await p.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/**
 * `GET /api/{owner}/{id}/attachment/{attachmentId}`: the stored file as a stream with its size, name
 * and detected type, for whoever may read the record. Errors: 403/404 as the list, 404 (no such
 * attachment on this record, or its file is gone), 503 (file store down).
 */
export async function getAttachmentFile(
  p: Platform,
  ctx: RequestContext,
  owner: repo.Owner,
  attachmentId: number,
): Promise<AttachmentFile> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const row = await p.database.withTenant(tenantId, async (tx) => {
    await OWNER_POLICIES[owner.type].assertCanRead(tx, tenantId, auth, owner.id);
    const found = await repo.findAttachment(tx, tenantId, owner, attachmentId);
    if (!found) throw notFound(ATTACHMENT_NOT_FOUND);
    return found;
  });
  const stored = await p.storage.open(row.storageKey);
  if (!stored) throw notFound("A fájl nem található.");
  return { ...stored, fileName: row.name, mime: row.contentType };
}

const INVALID_LINK = "A letöltési link érvénytelen vagy lejárt; nyisd meg újra a csatolmányok listáját.";

/**
 * `GET /api/attachmentFile/{attachmentId}?expires=&signature=` (no sign-in; the tenant from the Host):
 * the file of a signed download link (attachment-links.ts), as the download route sends it. Errors:
 * 403 (wrong signature, another tenant's link, expired or too far ahead), 404 (the attachment or its
 * file is gone), 503 (file store down).
 */
export async function getLinkedAttachmentFile(
  p: Platform,
  ctx: RequestContext,
  attachmentId: number,
  link: { expires: number; signature: string },
): Promise<AttachmentFile> {
  const tenantId = ctx.tenant.id;
  if (!isValidDownloadLink(p, tenantId, attachmentId, link.expires, link.signature, Date.now()))
    throw forbidden(INVALID_LINK);
  const row = await p.database.withTenant(tenantId, (tx) =>
    repo.findAttachmentById(tx, tenantId, attachmentId),
  );
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
  const stored = await p.storage.open(row.storageKey);
  if (!stored) throw notFound("A fájl nem található.");
  return { ...stored, fileName: row.name, mime: row.contentType };
}

/**
 * `DELETE /api/{owner}/{id}/attachment/{attachmentId}` (whoever may edit the record): removes the row
 * (audit `attachment.deleted`), then the stored file. Errors: 403, 404.
 */
export async function deleteAttachment(
  p: Platform,
  ctx: RequestContext,
  owner: repo.Owner,
  attachmentId: number,
): Promise<void> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const row = await p.database.withTenant(tenantId, async (tx) => {
    await OWNER_POLICIES[owner.type].assertCanEdit(tx, tenantId, auth, owner.id);
    const found = await repo.findAttachment(tx, tenantId, owner, attachmentId);
    if (!found) throw notFound(ATTACHMENT_NOT_FOUND);
    await repo.deleteAttachment(tx, tenantId, owner, attachmentId);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "attachment.deleted",
      target: targetOf(owner),
      details: { attachmentId, name: found.name },
    });
    return found;
  });
  await p.storage.delete(row.storageKey).catch(() => undefined);
}
