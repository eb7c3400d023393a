import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { employees } from "../employees/employees.table.ts";
import { users } from "../auth/auth.table.ts";
import { products, redemptions } from "./points.table.ts";
import { activeUserIdsWithRole } from "../auth/auth.repository.ts";

/** Queries of the shop (products and redemptions), inside the tenant transaction. */

export type ProductRow = typeof products.$inferSelect & { pendingCount: number };

const pendingCount = sql<number>`(select count(*)::int from redemptions r where r.tenant_id = ${products.tenantId} and r.product_id = ${products.id} and r.status = 'pending')`;

export async function listProducts(tx: Tx, tenantId: number, active?: boolean): Promise<ProductRow[]> {
  const filters = [eq(products.tenantId, tenantId)];
  if (active !== undefined) filters.push(eq(products.active, active));
  return tx
    .select({ ...tableColumns(), pendingCount })
    .from(products)
    .where(and(...filters))
    .orderBy(asc(products.pricePoints), asc(products.name));
}

export async function findProduct(tx: Tx, tenantId: number, id: number): Promise<ProductRow | null> {
  const [row] = await tx
    .select({ ...tableColumns(), pendingCount })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
  return row ?? null;
}

function tableColumns() {
  return {
    tenantId: products.tenantId,
    id: products.id,
    name: products.name,
    description: products.description,
    pricePoints: products.pricePoints,
    stock: products.stock,
    active: products.active,
    valueHuf: products.valueHuf,
    picture: products.picture,
    createdAt: products.createdAt,
    updatedAt: products.updatedAt,
  };
}

export type ProductValues = {
  name: string;
  description: string | null;
  pricePoints: number;
  stock: number;
  active: boolean;
  valueHuf: number | null;
};

export async function insertProduct(tx: Tx, tenantId: number, values: ProductValues): Promise<number> {
  const [row] = await tx
    .insert(products)
    .values({ tenantId, ...values })
    .returning({ id: products.id });
  if (!row) throw new Error("product insert returned no row");
  return row.id;
}

export async function updateProduct(
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<ProductValues> & { picture?: string | null },
): Promise<void> {
  await tx
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
}

/** Adds `delta` to the stock (negative to take one); the CHECK keeps it ≥ 0. */
export async function changeStock(tx: Tx, tenantId: number, id: number, delta: number): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
}

export async function deleteProduct(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx.delete(products).where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
}

export async function countRedemptions(tx: Tx, tenantId: number, productId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(redemptions)
    .where(and(eq(redemptions.tenantId, tenantId), eq(redemptions.productId, productId)));
  return row?.n ?? 0;
}

export type RedemptionRow = typeof redemptions.$inferSelect;

export async function insertRedemption(
  tx: Tx,
  values: Omit<typeof redemptions.$inferInsert, "id" | "createdAt">,
): Promise<RedemptionRow> {
  const [row] = await tx.insert(redemptions).values(values).returning();
  if (!row) throw new Error("redemption insert returned no row");
  return row;
}

export async function findRedemption(tx: Tx, tenantId: number, id: number): Promise<RedemptionRow | null> {
  const [row] = await tx
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.tenantId, tenantId), eq(redemptions.id, id)));
  return row ?? null;
}

export async function decideRedemption(
  tx: Tx,
  tenantId: number,
  id: number,
  values: { status: "fulfilled" | "rejected" | "cancelled"; note: string | null; decidedByUserId: number },
): Promise<void> {
  await tx
    .update(redemptions)
    .set({ ...values, decidedAt: sql`now()` })
    .where(and(eq(redemptions.tenantId, tenantId), eq(redemptions.id, id)));
}

/** Redemptions with product, employee and decider names, newest first (at most 500). */
export async function listRedemptions(
  tx: Tx,
  tenantId: number,
  filter: { status?: string; productId?: number; employeeId?: number; id?: number },
) {
  const filters: SQL[] = [eq(redemptions.tenantId, tenantId)];
  if (filter.status) filters.push(eq(redemptions.status, filter.status));
  if (filter.productId) filters.push(eq(redemptions.productId, filter.productId));
  if (filter.employeeId) filters.push(eq(redemptions.employeeId, filter.employeeId));
  if (filter.id) filters.push(eq(redemptions.id, filter.id));
  return tx
    .select({
      id: redemptions.id,
      productId: redemptions.productId,
      productName: products.name,
      employeeId: redemptions.employeeId,
      employeeName: employees.name,
      pricePoints: redemptions.pricePoints,
      valueHuf: redemptions.valueHuf,
      status: redemptions.status,
      note: redemptions.note,
      createdAt: redemptions.createdAt,
      decidedAt: redemptions.decidedAt,
      decidedByName: users.username,
    })
    .from(redemptions)
    .innerJoin(products, and(eq(products.tenantId, tenantId), eq(products.id, redemptions.productId)))
    .innerJoin(employees, and(eq(employees.tenantId, tenantId), eq(employees.id, redemptions.employeeId)))
    .leftJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, redemptions.decidedByUserId)))
    .where(and(...filters))
    .orderBy(desc(redemptions.createdAt), desc(redemptions.id))
    .limit(500);
}

/** Active accounts holding hr or companyAdmin (they fulfil redemptions). */
export function shopKeeperUserIds(tx: Tx, tenantId: number): Promise<number[]> {
  return activeUserIdsWithRole(tx, tenantId, "hr");
}
