import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { projects } from "../projects/projects.table.ts";
import { partnerContacts, partners } from "./partners.table.ts";

/** Queries of the partners domain; every function runs inside the caller's tenant transaction. */

export type PartnerRow = typeof partners.$inferSelect;
export type ContactRow = typeof partnerContacts.$inferSelect;
export type PartnerColumns = Omit<
  typeof partners.$inferInsert,
  "tenantId" | "id" | "createdAt" | "updatedAt"
>;
export type ContactColumns = {
  name: string;
  position: string | null;
  email: string | null;
  phone: string | null;
};
export type PartnerProjectRow = {
  id: number;
  code: string;
  name: string;
  status: string;
  budgetHuf: number | null;
  startDate: string;
  endDate: string | null;
  archivedAt: Date | null;
};

/** Lower case without Hungarian accents, in SQL (`translate`, so no `unaccent` extension is needed). */
const FOLD_FROM = "áéíóöőúüűÁÉÍÓÖŐÚÜŰ";
const FOLD_TO = "aeiooouuuaeiooouuu";
const folded = (column: SQL) => sql`translate(lower(${column}), ${FOLD_FROM}, ${FOLD_TO})`;

/** `text` as a LIKE pattern matching it anywhere (`%`, `_` and `\` escaped), accents folded. */
export function likePattern(text: string): string {
  const plain = text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
  return `%${plain.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The tenant's partners by name, filtered by `active` and by `search` (accent- and case-insensitive,
 * anywhere in the name, tax number, EU VAT number, city or a contact's name).
 */
export async function listPartners(
  tx: Tx,
  tenantId: number,
  filter: { search?: string | undefined; active?: boolean | undefined },
): Promise<PartnerRow[]> {
  const where: SQL[] = [eq(partners.tenantId, tenantId)];
  if (filter.active !== undefined) where.push(eq(partners.active, filter.active));
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    where.push(sql`(
      ${folded(sql`${partners.name}`)} like ${pattern}
      or coalesce(${partners.taxNumber}, '') like ${pattern}
      or replace(coalesce(${partners.taxNumber}, ''), '-', '') like ${pattern}
      or lower(coalesce(${partners.euVatNumber}, '')) like ${pattern}
      or ${folded(sql`coalesce(${partners.city}, '')`)} like ${pattern}
      or exists (
        select 1 from ${partnerContacts} c
        where c.tenant_id = ${partners.tenantId} and c.partner_id = ${partners.id}
          and ${folded(sql`c.name`)} like ${pattern}
      )
    )`);
  }
  return tx
    .select()
    .from(partners)
    .where(and(...where))
    .orderBy(asc(partners.name), asc(partners.id));
}

/** One partner of the tenant, or undefined. */
export async function findPartner(tx: Tx, tenantId: number, id: number): Promise<PartnerRow | undefined> {
  const [row] = await tx
    .select()
    .from(partners)
    .where(and(eq(partners.tenantId, tenantId), eq(partners.id, id)));
  return row;
}

/** Contacts of the given partners, in their kept order. */
export async function listContacts(
  tx: Tx,
  tenantId: number,
  partnerIds: readonly number[],
): Promise<ContactRow[]> {
  if (partnerIds.length === 0) return [];
  return tx
    .select()
    .from(partnerContacts)
    .where(and(eq(partnerContacts.tenantId, tenantId), inArray(partnerContacts.partnerId, [...partnerIds])))
    .orderBy(asc(partnerContacts.partnerId), asc(partnerContacts.sortOrder), asc(partnerContacts.id));
}

/** partner id → number of its `active`, not archived projects (partners without any are left out). */
export async function countActiveProjects(tx: Tx, tenantId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ partnerId: projects.partnerId, count: sql<number>`count(*)::int` })
    .from(projects)
    .where(
      and(
        eq(projects.tenantId, tenantId),
        eq(projects.status, "active"),
        sql`${projects.archivedAt} is null`,
        sql`${projects.partnerId} is not null`,
      ),
    )
    .groupBy(projects.partnerId);
  return new Map(rows.map((r) => [r.partnerId ?? 0, Number(r.count)]));
}

/** Every project of the partner (archived too), newest start first. */
export async function listPartnerProjects(
  tx: Tx,
  tenantId: number,
  partnerId: number,
): Promise<PartnerProjectRow[]> {
  return tx
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      status: projects.status,
      budgetHuf: projects.budgetHuf,
      startDate: projects.startDate,
      endDate: projects.endDate,
      archivedAt: projects.archivedAt,
    })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.partnerId, partnerId)))
    .orderBy(desc(projects.startDate), desc(projects.id));
}

/** How many projects (any status, archived too) point at the partner. */
export async function countPartnerProjects(tx: Tx, tenantId: number, partnerId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.partnerId, partnerId)));
  return Number(row?.count ?? 0);
}

/** Inserts a partner; answers its id. A duplicate tax number fails as a unique violation (23505). */
export async function insertPartner(tx: Tx, tenantId: number, columns: PartnerColumns): Promise<number> {
  const [row] = await tx
    .insert(partners)
    .values({ tenantId, ...columns })
    .returning({ id: partners.id });
  if (!row) throw new Error("partner insert returned no row");
  return row.id;
}

/** Overwrites a partner's columns and `updated_at`. A duplicate tax number fails as a unique violation. */
export async function updatePartner(
  tx: Tx,
  tenantId: number,
  id: number,
  columns: PartnerColumns,
): Promise<void> {
  await tx
    .update(partners)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(and(eq(partners.tenantId, tenantId), eq(partners.id, id)));
}

/** Sets `active` (deactivating a partner that has projects). */
export async function setPartnerActive(tx: Tx, tenantId: number, id: number, active: boolean): Promise<void> {
  await tx
    .update(partners)
    .set({ active, updatedAt: sql`now()` })
    .where(and(eq(partners.tenantId, tenantId), eq(partners.id, id)));
}

/** Deletes a partner; its contacts go with it (cascade). */
export async function deletePartner(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx.delete(partners).where(and(eq(partners.tenantId, tenantId), eq(partners.id, id)));
}

/**
 * Makes the partner's contacts exactly `contacts`, in that order: entries with the `id` of one of its
 * contacts update it, entries without an id are inserted, contacts not listed are deleted. Ids that are
 * not this partner's are treated as new contacts (never move another partner's contact).
 */
export async function saveContacts(
  tx: Tx,
  tenantId: number,
  partnerId: number,
  contacts: readonly (ContactColumns & { id?: number | undefined })[],
): Promise<void> {
  const existing = await tx
    .select({ id: partnerContacts.id })
    .from(partnerContacts)
    .where(and(eq(partnerContacts.tenantId, tenantId), eq(partnerContacts.partnerId, partnerId)));
  const owned = new Set(existing.map((r) => r.id));
  const kept = contacts.flatMap((c) => (c.id !== undefined && owned.has(c.id) ? [c.id] : []));
  const stale = and(
    eq(partnerContacts.tenantId, tenantId),
    eq(partnerContacts.partnerId, partnerId),
    ...(kept.length > 0 ? [notInArray(partnerContacts.id, kept)] : []),
  );
  await tx.delete(partnerContacts).where(stale);
  const inserts: (typeof partnerContacts.$inferInsert)[] = [];
  for (const [sortOrder, c] of contacts.entries()) {
    const columns = { name: c.name, position: c.position, email: c.email, phone: c.phone, sortOrder };
    if (c.id !== undefined && owned.has(c.id)) {
      await tx
        .update(partnerContacts)
        .set(columns)
        .where(and(eq(partnerContacts.tenantId, tenantId), eq(partnerContacts.id, c.id)));
    } else {
      inserts.push({ tenantId, partnerId, ...columns });
    }
  }
  if (inserts.length > 0) await tx.insert(partnerContacts).values(inserts);
}

/** What the similarity check compares: every partner of the tenant (a few hundred at most). */
export async function listPartnerKeys(
  tx: Tx,
  tenantId: number,
): Promise<Pick<PartnerRow, "id" | "name" | "taxNumber" | "euVatNumber" | "city" | "active">[]> {
  return tx
    .select({
      id: partners.id,
      name: partners.name,
      taxNumber: partners.taxNumber,
      euVatNumber: partners.euVatNumber,
      city: partners.city,
      active: partners.active,
    })
    .from(partners)
    .where(eq(partners.tenantId, tenantId));
}
