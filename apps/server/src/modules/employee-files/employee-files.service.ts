import type { EmployeeFile } from "@office/shared/employees/files.contract";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import type { AttachmentFile, UploadPart } from "../../platform/uploads.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { insertHistory, type NewHistory } from "../employees/employees.repository.ts";
import { assertCanSeeFullRecord, assertHr, findEmployeeOr404 } from "../employees/employees.service.ts";
import * as repo from "./employee-files.repository.ts";

const FILE_NOT_FOUND = "A fájl nem található.";

function toDto(row: repo.FileRow): EmployeeFile {
  return { name: row.name, size: row.size, mime: row.mime, createdAt: row.createdAt.toISOString() };
}

/**
 * `GET /api/employee/{id}/files/list`: the employee's files by name. Errors: 403 (neither self nor
 * hr), 404 (no such employee in the tenant).
 */
export async function listFiles(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
): Promise<EmployeeFile[]> {
  assertCanSeeFullRecord(authOf(ctx), employeeId);
  const tenantId = ctx.tenant.id;
  const rows = await p.database.withTenant(tenantId, async (tx) => {
    await findEmployeeOr404(tx, tenantId, employeeId);
    return repo.listFiles(tx, tenantId, employeeId);
  });
  return rows.map(toDto);
}

type StoredFile = { name: string; key: string; mime: string; size: number };

/**
 * `PUT /api/employee/{id}/files/upload` (hr): every file part (named by its file name, checked by
 * content, ≤ 25 MiB, ≤ 10 a request) is stored under a generated key
 * `<tenant>/employees/<id>/files/<uuid>.<ext>` as it arrives; then the rows are written in one
 * transaction. A name the employee already has is replaced (one file per name), the old bytes are
 * removed after the commit. History (`file`, "Fájl feltöltve"/"Fájl lecserélve") and audit are
 * written. Answers the updated list. Errors: 400 (no file), 403, 404, 409 (a concurrent upload of
 * the same name), and what the upload reader throws (400, 413).
 */
export async function uploadFiles(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  parts: AsyncIterable<UploadPart>,
): Promise<EmployeeFile[]> {
  const auth = authOf(ctx);
  assertHr(auth);
  const tenantId = ctx.tenant.id;
  await p.database.withTenant(tenantId, (tx) => findEmployeeOr404(tx, tenantId, employeeId));
  const stored: StoredFile[] = [];
  let result: { rows: repo.FileRow[]; replacedKeys: string[] };
  try {
    for await (const part of parts) {
      if (part.type !== "file") continue;
      const { file } = part;
      const key = `${ctx.tenant.slug}/employees/${employeeId}/files/${file.storedName}`;
      await p.storage.put(key, file.data);
      stored.push({ name: file.fileName, key, mime: file.mime, size: file.data.length });
    }
    if (stored.length === 0) throw badRequest("Nincs feltöltött fájl a kérésben.");
    result = await p.database.withTenant(tenantId, async (tx) => {
      await findEmployeeOr404(tx, tenantId, employeeId);
      const replacedKeys: string[] = [];
      const history: NewHistory[] = [];
      for (const f of stored) {
        const values = { storageKey: f.key, mime: f.mime, size: f.size, uploadedBy: auth.userId };
        const existing = await repo.findFile(tx, tenantId, employeeId, f.name, { forUpdate: true });
        if (existing) {
          await repo.replaceFile(tx, tenantId, employeeId, f.name, values);
          replacedKeys.push(existing.storageKey);
        } else {
          await repo.insertFile(tx, { tenantId, employeeId, name: f.name, ...values });
        }
        history.push({
          tenantId,
          employeeId,
          userId: auth.userId,
          userName: auth.displayName,
          area: "file",
          field: existing ? "Fájl lecserélve" : "Fájl feltöltve",
          oldValue: null,
          newValue: f.name,
        });
      }
      await insertHistory(tx, history);
      await appendAudit(tx, {
        tenantId,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action: "employee.files_uploaded",
        target: `employee:${employeeId}`,
        details: { names: stored.map((f) => f.name), replaced: replacedKeys.length },
      });
      return { rows: await repo.listFiles(tx, tenantId, employeeId), replacedKeys };
    });
  } catch (err) {
    await Promise.all(stored.map((f) => p.storage.delete(f.key).catch(() => undefined)));
    if (isUniqueViolation(err)) {
      throw conflict("Egy azonos nevű fájl feltöltése épp folyamatban van. Próbáld újra.");
    }
    throw err;
  }
  await Promise.all(result.replacedKeys.map((key) => p.storage.delete(key).catch(() => undefined)));
  return result.rows.map(toDto);
}

/**
 * `POST /api/employee/{id}/files` `{ name }`: the named file as a stream from the store (with its size,
 * name and detected type); the download is audited. Errors: 403 (neither self nor hr), 404 (no such
 * file of this employee in the tenant, or its bytes are gone), 503 (the file store is down).
 */
export async function getFile(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  name: string,
): Promise<AttachmentFile> {
  const auth = authOf(ctx);
  assertCanSeeFullRecord(auth, employeeId);
  const tenantId = ctx.tenant.id;
  const row = await p.database.withTenant(tenantId, async (tx) => {
    const file = await repo.findFile(tx, tenantId, employeeId, name);
    if (!file) throw notFound(FILE_NOT_FOUND);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "employee.file_downloaded",
      target: `employee:${employeeId}`,
      details: { name },
    });
    return file;
  });
  const stored = await p.storage.open(row.storageKey);
  if (!stored) throw notFound(FILE_NOT_FOUND);
  return { ...stored, fileName: row.name, mime: row.mime };
}

/**
 * `DELETE /api/employee/{id}/files/{name}` (hr): removes the row, then the bytes; history (`file`,
 * "Fájl törölve") and audit are written. Errors: 403, 404.
 */
export async function deleteFile(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  name: string,
): Promise<void> {
  const auth = authOf(ctx);
  assertHr(auth);
  const tenantId = ctx.tenant.id;
  const row = await p.database.withTenant(tenantId, async (tx) => {
    const file = await repo.findFile(tx, tenantId, employeeId, name, { forUpdate: true });
    if (!file) throw notFound(FILE_NOT_FOUND);
    await repo.deleteFile(tx, tenantId, employeeId, name);
    await insertHistory(tx, [
      {
        tenantId,
        employeeId,
        userId: auth.userId,
        userName: auth.displayName,
        area: "file",
        field: "Fájl törölve",
        oldValue: null,
        newValue: name,
      },
    ]);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "employee.file_deleted",
      target: `employee:${employeeId}`,
      details: { name },
    });
    return file;
  });
  await p.storage.delete(row.storageKey).catch(() => undefined);
}
