import { aliasedTable, and, desc, eq, sql } from "drizzle-orm";
import type { AttachmentOwnerType } from "@office/shared/attachments/attachment.contract";
import type { Tx } from "../../platform/db.ts";
import { users } from "../auth/auth.table.ts";
import { employees } from "../employees/employees.table.ts";
import { attachments } from "./attachments.table.ts";

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachment = Omit<typeof attachments.$inferInsert, "id" | "uploadedAt">;
/** An attachment with the display name of its uploader (their employee's name, else the username). */
export type AttachmentWithUploader = AttachmentRow & { uploaderName: string | null };

/** The owning record of an attachment: its type and id. */
export type Owner = { type: AttachmentOwnerType; id: number };

const uploader = aliasedTable(employees, "uploader");

function selectWithUploader(tx: Tx) {
  return tx
    .select({
      attachment: attachments,
      uploaderName: sql<string | null>`coalesce(${uploader.name}, ${users.username})`,
    })
    .from(attachments)
    .leftJoin(users, and(eq(users.tenantId, attachments.tenantId), eq(users.id, attachments.uploadedBy)))
    .leftJoin(uploader, and(eq(uploader.tenantId, users.tenantId), eq(uploader.id, users.employeeId)));
}

const ofOwner = (tenantId: number, owner: Owner) =>
  and(
    eq(attachments.tenantId, tenantId),
    eq(attachments.ownerType, owner.type),
    eq(attachments.ownerId, owner.id),
  );

/** The record's attachments, newest first. */
export async function listAttachments(
  tx: Tx,
  tenantId: number,
  owner: Owner,
): Promise<AttachmentWithUploader[]> {
  const rows = await selectWithUploader(tx)
    .where(ofOwner(tenantId, owner))
    .orderBy(desc(attachments.uploadedAt), desc(attachments.id));
  return rows.map((r) => ({ ...r.attachment, uploaderName: r.uploaderName }));
}

/** One attachment of that record (an attachment of another record or tenant is null). */
export async function findAttachment(
  tx: Tx,
  tenantId: number,
  owner: Owner,
  id: number,
): Promise<AttachmentWithUploader | null> {
  const rows = await selectWithUploader(tx).where(and(ofOwner(tenantId, owner), eq(attachments.id, id)));
  const row = rows[0];
  return row ? { ...row.attachment, uploaderName: row.uploaderName } : null;
}

/** One attachment of the tenant by id, whatever its record (the signed download link names only the id). */
export async function findAttachmentById(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<AttachmentRow | null> {
  const [row] = await tx
    .select()
    .from(attachments)
    .where(and(eq(attachments.tenantId, tenantId), eq(attachments.id, id)));
  return row ?? null;
}

export async function insertAttachment(tx: Tx, values: NewAttachment): Promise<AttachmentRow> {
  const [row] = await tx.insert(attachments).values(values).returning();
  if (!row) throw new Error("attachment insert returned nothing");
  return row;
}

export async function deleteAttachment(tx: Tx, tenantId: number, owner: Owner, id: number): Promise<void> {
  await tx.delete(attachments).where(and(ofOwner(tenantId, owner), eq(attachments.id, id)));
}

/** Deletes every attachment row of the record; answers the storage keys of the files they named. */
export async function deleteAttachmentsOf(tx: Tx, tenantId: number, owner: Owner): Promise<string[]> {
  const rows = await tx
    .delete(attachments)
    .where(ofOwner(tenantId, owner))
    .returning({ storageKey: attachments.storageKey });
  return rows.map((r) => r.storageKey);
}

/** The table of each owner type (the record's own row, locked by {@link lockOwnerRow}). */
const OWNER_TABLES: Readonly<Record<AttachmentOwnerType, string>> = {
  project: "projects",
  partner: "partners",
  car: "cars",
  asset: "assets",
  externalResource: "external_resources",
};

/**
 * Locks the owning record's row `FOR SHARE` for the rest of the transaction and answers whether it
 * exists. An upload takes it before inserting, so a concurrent hard delete of the record either
 * committed first (false here: the upload is refused) or waits until the upload commits and then
 * deletes its attachment too (see `detachAttachments`).
 */
export async function lockOwnerRow(tx: Tx, tenantId: number, owner: Owner): Promise<boolean> {
  const table = sql.identifier(OWNER_TABLES[owner.type]);
  const result = await tx.execute(
    sql`select 1 from ${table} where tenant_id = ${tenantId} and id = ${owner.id} for share`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * How many attachments each record of `ownerType` has (issue 23 §4, the lists' paperclip badge), in one
 * grouped query over the tenant: owner id → count; a record without attachments is absent (0).
 */
export async function countAttachmentsByOwner(
  tx: Tx,
  tenantId: number,
  ownerType: AttachmentOwnerType,
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ ownerId: attachments.ownerId, count: sql<number>`count(*)::int` })
    .from(attachments)
    .where(and(eq(attachments.tenantId, tenantId), eq(attachments.ownerType, ownerType)))
    .groupBy(attachments.ownerId);
  return new Map(rows.map((r) => [r.ownerId, Number(r.count)]));
}

/** `rows` each with its `attachmentCount` of `ownerType` (one grouped query, see above). */
export async function withAttachmentCounts<T extends { id: number }>(
  tx: Tx,
  tenantId: number,
  ownerType: AttachmentOwnerType,
  rows: readonly T[],
): Promise<(T & { attachmentCount: number })[]> {
  const counts = rows.length
    ? await countAttachmentsByOwner(tx, tenantId, ownerType)
    : new Map<number, number>();
  return rows.map((r) => ({ ...r, attachmentCount: counts.get(r.id) ?? 0 }));
}
