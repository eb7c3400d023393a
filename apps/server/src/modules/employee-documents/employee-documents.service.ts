import {
  createEmployeeDocumentInputSchema,
  type EmployeeDocument,
} from "@office/shared/employees/documents.contract";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import type { AttachmentFile, UploadPart, UploadedDocument } from "../../platform/uploads.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { insertHistory } from "../employees/employees.repository.ts";
import { assertCanSeeFullRecord, assertHr, findEmployeeOr404 } from "../employees/employees.service.ts";
import * as repo from "./employee-documents.repository.ts";

const DOCUMENT_NOT_FOUND = "A dokumentum nem található.";

function toDto(row: repo.DocumentWithUploader): EmployeeDocument {
  return {
    id: row.id,
    name: row.name,
    documentType: row.documentType,
    validUntil: row.validUntil,
    fileName: row.fileName,
    mime: row.mime,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    uploadedByName: row.uploadedByName,
  };
}

/**
 * `GET /api/employee/{id}/document`: the employee's documents, newest first. Errors: 403 (neither
 * self nor hr), 404 (no such employee in the tenant).
 */
export async function listDocuments(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
): Promise<EmployeeDocument[]> {
  assertCanSeeFullRecord(authOf(ctx), employeeId);
  const tenantId = ctx.tenant.id;
  const rows = await p.database.withTenant(tenantId, async (tx) => {
    await findEmployeeOr404(tx, tenantId, employeeId);
    return repo.listDocuments(tx, tenantId, employeeId);
  });
  return rows.map(toDto);
}

/** Collects the `file` part and the text fields of the document upload (the body is read here). */
async function readDocumentForm(
  parts: AsyncIterable<UploadPart>,
): Promise<{ file: UploadedDocument; fields: Record<string, string> }> {
  const fields = new Map<string, string>();
  let file: UploadedDocument | undefined;
  for await (const part of parts) {
    if (part.type === "field") fields.set(part.name, part.value);
    else if (part.file.field !== "file") throw badRequest("A dokumentumot a file mezőben küldd.");
    else file = part.file;
  }
  if (!file) throw badRequest("Hiányzik a feltöltött fájl (file mező).");
  return { file, fields: Object.fromEntries(fields) };
}

/**
 * `POST /api/employee/{id}/document` (hr): stores the `file` part (already checked by content, ≤ 10
 * MiB) under a generated key `<tenant>/employees/<id>/documents/<uuid>.<ext>` and records the
 * document with the text fields (`name` defaults to the file name, `documentType` to `egyéb`).
 * History (`document`, "Dokumentum feltöltve") and audit are written. Errors: 400 (fields, missing
 * file), 403, 404 (employee), and what the upload reader throws (400, 413).
 */
export async function uploadDocument(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  parts: AsyncIterable<UploadPart>,
): Promise<EmployeeDocument> {
  const auth = authOf(ctx);
  assertHr(auth);
  const tenantId = ctx.tenant.id;
  await p.database.withTenant(tenantId, (tx) => findEmployeeOr404(tx, tenantId, employeeId));
  const { file, fields } = await readDocumentForm(parts);
  const parsed = createEmployeeDocumentInputSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".") || "_"] ??= issue.message;
    throw badRequest(`Hibás adatok: ${[...new Set(Object.values(fieldErrors))].join(" ")}`, fieldErrors);
  }
  const input = parsed.data;
  const name = input.name ?? file.fileName;
  const key = `${ctx.tenant.slug}/employees/${employeeId}/documents/${file.storedName}`;
  await p.storage.put(key, file.data);
  try {
    const row = await p.database.withTenant(tenantId, async (tx) => {
      await findEmployeeOr404(tx, tenantId, employeeId);
      const inserted = await repo.insertDocument(tx, {
        tenantId,
        employeeId,
        name,
        documentType: input.documentType,
        validUntil: input.validUntil,
        fileName: file.fileName,
        storageKey: key,
        mime: file.mime,
        size: file.data.length,
        uploadedBy: auth.userId,
      });
      await insertHistory(tx, [
        {
          tenantId,
          employeeId,
          userId: auth.userId,
          userName: auth.displayName,
          area: "document",
          field: "Dokumentum feltöltve",
          oldValue: null,
          newValue: name,
        },
      ]);
      await appendAudit(tx, {
        tenantId,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action: "employee.document_uploaded",
        target: `employee:${employeeId}`,
        details: { documentId: inserted.id, documentType: input.documentType, mime: file.mime },
      });
      return repo.findDocument(tx, tenantId, employeeId, inserted.id);
    });
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    return toDto(row);
  } catch (err) {
    await p.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/**
 * `GET /api/employee/{id}/document/{docId}/download`: the stored file as a stream (with its size, the
 * display file name and detected type); the download is audited. Errors: 403 (neither self nor hr),
 * 404 (no such document of this employee in the tenant, or its file is gone), 503 (file store down).
 */
export async function getDocumentFile(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  docId: number,
): Promise<AttachmentFile> {
  const auth = authOf(ctx);
  assertCanSeeFullRecord(auth, employeeId);
  const tenantId = ctx.tenant.id;
  const row = await p.database.withTenant(tenantId, async (tx) => {
    const doc = await repo.findDocument(tx, tenantId, employeeId, docId);
    if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "employee.document_downloaded",
      target: `employee:${employeeId}`,
      details: { documentId: docId },
    });
    return doc;
  });
  const stored = await p.storage.open(row.storageKey);
  if (!stored) throw notFound("A fájl nem található.");
  return { ...stored, fileName: row.fileName, mime: row.mime };
}

/**
 * `DELETE /api/employee/{id}/document/{docId}` (hr): removes the row, then the stored file; history
 * (`document`, "Dokumentum törölve") and audit are written. Errors: 403, 404.
 */
export async function deleteDocument(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  docId: number,
): Promise<void> {
  const auth = authOf(ctx);
  assertHr(auth);
  const tenantId = ctx.tenant.id;
  const row = await p.database.withTenant(tenantId, async (tx) => {
    const doc = await repo.findDocument(tx, tenantId, employeeId, docId);
    if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
    await repo.deleteDocument(tx, tenantId, employeeId, docId);
    await insertHistory(tx, [
      {
        tenantId,
        employeeId,
        userId: auth.userId,
        userName: auth.displayName,
        area: "document",
        field: "Dokumentum törölve",
        oldValue: null,
        newValue: doc.name,
      },
    ]);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "employee.document_deleted",
      target: `employee:${employeeId}`,
      details: { documentId: docId },
    });
    return doc;
  });
  await p.storage.delete(row.storageKey).catch(() => undefined);
}
