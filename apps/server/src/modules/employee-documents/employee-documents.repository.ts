import { aliasedTable, and, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { users } from "../auth/auth.table.ts";
import { employeeDocuments, employees } from "../employees/employees.table.ts";

export type DocumentRow = typeof employeeDocuments.$inferSelect;
export type NewDocument = Omit<typeof employeeDocuments.$inferInsert, "id" | "createdAt">;
/** A document with the display name of the user who uploaded it (their employee's name, else username). */
export type DocumentWithUploader = DocumentRow & { uploadedByName: string | null };

const uploader = aliasedTable(employees, "uploader");

function selectWithUploader(tx: Tx) {
  return tx
    .select({
      document: employeeDocuments,
      uploadedByName: sql<string | null>`coalesce(${uploader.name}, ${users.username})`,
    })
    .from(employeeDocuments)
    .leftJoin(
      users,
      and(eq(users.tenantId, employeeDocuments.tenantId), eq(users.id, employeeDocuments.uploadedBy)),
    )
    .leftJoin(uploader, and(eq(uploader.tenantId, users.tenantId), eq(uploader.id, users.employeeId)));
}

/** The employee's documents, newest first. */
export async function listDocuments(
  tx: Tx,
  tenantId: number,
  employeeId: number,
): Promise<DocumentWithUploader[]> {
  const rows = await selectWithUploader(tx)
    .where(and(eq(employeeDocuments.tenantId, tenantId), eq(employeeDocuments.employeeId, employeeId)))
    .orderBy(desc(employeeDocuments.createdAt), desc(employeeDocuments.id));
  return rows.map((r) => ({ ...r.document, uploadedByName: r.uploadedByName }));
}

/** One document of that employee (a document of another employee or tenant is null). */
export async function findDocument(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  id: number,
): Promise<DocumentWithUploader | null> {
  const rows = await selectWithUploader(tx).where(
    and(
      eq(employeeDocuments.tenantId, tenantId),
      eq(employeeDocuments.employeeId, employeeId),
      eq(employeeDocuments.id, id),
    ),
  );
  const row = rows[0];
  return row ? { ...row.document, uploadedByName: row.uploadedByName } : null;
}

export async function insertDocument(tx: Tx, values: NewDocument): Promise<DocumentRow> {
  const [row] = await tx.insert(employeeDocuments).values(values).returning();
  if (!row) throw new Error("document insert returned nothing");
  return row;
}

export async function deleteDocument(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  id: number,
): Promise<void> {
  await tx
    .delete(employeeDocuments)
    .where(
      and(
        eq(employeeDocuments.tenantId, tenantId),
        eq(employeeDocuments.employeeId, employeeId),
        eq(employeeDocuments.id, id),
      ),
    );
}
