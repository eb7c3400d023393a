import type {
  ListRedemptionsQuery,
  Product,
  ProductInputParsed,
  Redemption,
} from "@office/shared/points/products.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import { lockFor } from "../../platform/locks.ts";
import { authOf, hasAnyRole, type RequestContext } from "../../platform/request-context.ts";
import type { UploadedImage } from "../../platform/uploads.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { insertNotifications } from "../notifications/notifications.repository.ts";
import * as points from "./points.repository.ts";
import { playerOf } from "./points.service.ts";
import * as repo from "./products.repository.ts";

/**
 * The rewards shop (issue 11 §3): products (written by hr or companyAdmin), redeeming them with
 * points, and fulfilling, rejecting or cancelling redemptions. Every check-then-write locks first:
 * redeeming takes `("pointsBalance", employee)` then `("productStock", product)`; deciding takes
 * `("productStock", product)`; so neither a balance nor a stock ever goes below zero, also under
 * concurrent requests on PostgreSQL (`shop-concurrency.test.ts`).
 */

export const PRODUCT_NOT_FOUND = "A termék nem található.";
export const REDEMPTION_NOT_FOUND = "A beváltás nem található.";
const SHOP_ROLES = ["hr"] as const;

export const isShopKeeper = (roles: readonly string[]) => hasAnyRole(roles, SHOP_ROLES);

function toProductDto(slug: string, row: repo.ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    pricePoints: row.pricePoints,
    stock: row.stock,
    active: row.active,
    valueHuf: row.valueHuf,
    pictureUrl: row.picture ? `/storage/${slug}/products/${row.picture}` : null,
    pendingCount: row.pendingCount,
  };
}

type RedemptionListRow = Awaited<ReturnType<typeof repo.listRedemptions>>[number];
function toRedemptionDto(r: RedemptionListRow): Redemption {
  return {
    ...r,
    status: r.status as Redemption["status"],
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
  };
}

async function readProduct(tx: Tx, ctx: RequestContext, id: number, anyState: boolean): Promise<Product> {
  const row = await repo.findProduct(tx, ctx.tenant.id, id);
  if (!row || (!row.active && !anyState)) throw notFound(PRODUCT_NOT_FOUND);
  return toProductDto(ctx.tenant.slug, row);
}

/** `GET /api/product?active=` (any signed-in user): active products; hr/companyAdmin also inactive ones. */
export async function listProducts(p: Platform, ctx: RequestContext, active?: boolean): Promise<Product[]> {
  const auth = authOf(ctx);
  const filter = isShopKeeper(auth.roles) ? active : true;
  const rows = await p.database.withTenant(ctx.tenant.id, (tx) =>
    repo.listProducts(tx, ctx.tenant.id, filter),
  );
  return rows.map((r) => toProductDto(ctx.tenant.slug, r));
}

/** `GET /api/product/{id}`: an active product; inactive ones only for hr/companyAdmin. Errors: 404. */
export async function getProduct(p: Platform, ctx: RequestContext, id: number): Promise<Product> {
  const auth = authOf(ctx);
  return p.database.withTenant(ctx.tenant.id, (tx) => readProduct(tx, ctx, id, isShopKeeper(auth.roles)));
}

async function audit(
  tx: Tx,
  ctx: RequestContext,
  action: string,
  target: string,
  details: Record<string, unknown>,
) {
  const auth = authOf(ctx);
  await appendAudit(tx, {
    tenantId: ctx.tenant.id,
    userId: auth.userId,
    username: auth.username,
    ip: ctx.ip,
    action,
    target,
    details,
  });
}

/** `POST /api/product` (hr/companyAdmin): a new product; audited. */
export async function createProduct(
  p: Platform,
  ctx: RequestContext,
  input: ProductInputParsed,
): Promise<Product> {
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    const id = await repo.insertProduct(tx, ctx.tenant.id, input);
    await audit(tx, ctx, "product.created", `product:${id}`, input);
    return readProduct(tx, ctx, id, true);
  });
}

/**
 * `PUT /api/product/{id}` (hr/companyAdmin): replaces the product's fields (pending redemptions keep
 * the price and value they were made at). The stock is set under `("productStock", id)`. Errors: 404.
 */
export async function updateProduct(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: ProductInputParsed,
): Promise<Product> {
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    if (!(await repo.findProduct(tx, ctx.tenant.id, id))) throw notFound(PRODUCT_NOT_FOUND);
    await lockFor(tx, "productStock", ctx.tenant.id, id);
    await repo.updateProduct(tx, ctx.tenant.id, id, input);
    await audit(tx, ctx, "product.updated", `product:${id}`, input);
    return readProduct(tx, ctx, id, true);
  });
}

/** `PUT /api/product/{id}/picture` (hr/companyAdmin): stores the checked image as the product's picture. */
export async function setProductPicture(
  p: Platform,
  ctx: RequestContext,
  id: number,
  image: UploadedImage,
): Promise<Product> {
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    if (!(await repo.findProduct(tx, ctx.tenant.id, id))) throw notFound(PRODUCT_NOT_FOUND);
    await p.storage.put(`${ctx.tenant.slug}/products/${image.storedName}`, image.data);
    await repo.updateProduct(tx, ctx.tenant.id, id, { picture: image.storedName });
    await audit(tx, ctx, "product.picture_updated", `product:${id}`, { picture: image.storedName });
    return readProduct(tx, ctx, id, true);
  });
}

/**
 * `DELETE /api/product/{id}` (hr/companyAdmin): deletes a product nobody redeemed. Errors: 404; 409
 * when it has redemptions (they are the payroll record: set it inactive instead).
 */
export async function deleteProduct(p: Platform, ctx: RequestContext, id: number) {
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    if (!(await repo.findProduct(tx, ctx.tenant.id, id))) throw notFound(PRODUCT_NOT_FOUND);
    await lockFor(tx, "productStock", ctx.tenant.id, id);
    if ((await repo.countRedemptions(tx, ctx.tenant.id, id)) > 0) {
      throw conflict("A terméket már beváltották, ezért nem törölhető; állítsd inaktívra.");
    }
    await repo.deleteProduct(tx, ctx.tenant.id, id);
    await audit(tx, ctx, "product.deleted", `product:${id}`, {});
    return { id, deleted: true };
  });
}

async function readRedemption(tx: Tx, tenantId: number, id: number): Promise<Redemption> {
  const [row] = await repo.listRedemptions(tx, tenantId, { id });
  if (!row) throw notFound(REDEMPTION_NOT_FOUND);
  return toRedemptionDto(row);
}

/**
 * `POST /api/product/{id}/redeem` (any signed-in user with an employee record): takes the price from
 * the caller's balance and one from the stock, as a `pending` redemption; hr/companyAdmin are
 * notified. Errors: 404 unknown or inactive product; 409 out of stock or not enough points. Locks
 * `("pointsBalance", employee)` then `("productStock", product)` before checking.
 */
export async function redeemProduct(
  p: Platform,
  ctx: RequestContext,
  productId: number,
): Promise<Redemption> {
  const auth = authOf(ctx);
  const employeeId = playerOf(auth);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "pointsBalance", tenantId, employeeId);
    await lockFor(tx, "productStock", tenantId, productId);
    const product = await repo.findProduct(tx, tenantId, productId);
    if (!product || !product.active) throw notFound(PRODUCT_NOT_FOUND);
    if (product.stock < 1) throw conflict("A termék elfogyott.");
    const { balance } = await points.sumBalance(tx, tenantId, employeeId);
    if (balance < product.pricePoints) {
      throw conflict(`Nincs elég pontod: a termék ${product.pricePoints} pont, neked ${balance} pontod van.`);
    }
    const redemption = await repo.insertRedemption(tx, {
      tenantId,
      productId,
      employeeId,
      requestedByUserId: auth.userId,
      pricePoints: product.pricePoints,
      valueHuf: product.valueHuf,
      status: "pending",
    });
    await repo.changeStock(tx, tenantId, productId, -1);
    await points.appendLedger(tx, {
      tenantId,
      kind: "redeem",
      employeeId,
      points: -product.pricePoints,
      redemptionId: redemption.id,
      createdByUserId: auth.userId,
    });
    await insertNotifications(tx, tenantId, await repo.shopKeeperUserIds(tx, tenantId), {
      eventType: "redemption",
      eventId: redemption.id,
      title: "Új pontbeváltás",
      description: `${auth.displayName} beváltotta: ${product.name} (${product.pricePoints} pont).`,
    });
    return readRedemption(tx, tenantId, redemption.id);
  });
}

/**
 * `GET /api/redemption?status=&productId=&mine=`: hr/companyAdmin see every redemption (`mine=true`
 * narrows to their own); everyone else only their own. Newest first, at most 500.
 */
export async function listRedemptions(
  p: Platform,
  ctx: RequestContext,
  query: ListRedemptionsQuery,
): Promise<Redemption[]> {
  const auth = authOf(ctx);
  const own = !isShopKeeper(auth.roles) || query.mine === true;
  const rows = await p.database.withTenant(ctx.tenant.id, (tx) =>
    repo.listRedemptions(tx, ctx.tenant.id, {
      ...(query.status ? { status: query.status } : {}),
      ...(query.productId ? { productId: query.productId } : {}),
      ...(own ? { employeeId: auth.employeeId || -1 } : {}),
    }),
  );
  return rows.map(toRedemptionDto);
}

const DECISION_TEXT = {
  fulfilled: { title: "Beváltás teljesítve", verb: "teljesítették" },
  rejected: { title: "Beváltás elutasítva", verb: "elutasították; a pontjaidat visszakaptad" },
  cancelled: { title: "Beváltás visszavonva", verb: "visszavontad; a pontjaidat visszakaptad" },
} as const;

/**
 * Moves a pending redemption to `status` under `("productStock", product)`: rejecting or cancelling
 * refunds the points (a `refund` ledger entry) and returns the item to the stock. The requester is
 * notified. Errors: 404 unknown (or, for cancel, not the caller's); 409 when no longer pending.
 */
async function decide(
  p: Platform,
  ctx: RequestContext,
  id: number,
  status: "fulfilled" | "rejected" | "cancelled",
  note: string | null,
): Promise<Redemption> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const found = await repo.findRedemption(tx, tenantId, id);
    if (!found || (status === "cancelled" && found.employeeId !== auth.employeeId)) {
      throw notFound(REDEMPTION_NOT_FOUND);
    }
    await lockFor(tx, "productStock", tenantId, found.productId);
    const current = await repo.findRedemption(tx, tenantId, id);
    if (!current || current.status !== "pending") {
      throw conflict("A beváltásról már döntöttek, nem módosítható.");
    }
    await repo.decideRedemption(tx, tenantId, id, { status, note, decidedByUserId: auth.userId });
    if (status !== "fulfilled") {
      await repo.changeStock(tx, tenantId, current.productId, 1);
      await points.appendLedger(tx, {
        tenantId,
        kind: "refund",
        employeeId: current.employeeId,
        points: current.pricePoints,
        redemptionId: id,
        createdByUserId: auth.userId,
      });
    }
    const dto = await readRedemption(tx, tenantId, id);
    await audit(tx, ctx, `redemption.${status}`, `redemption:${id}`, { note });
    if (status !== "cancelled") {
      const text = DECISION_TEXT[status];
      await insertNotifications(
        tx,
        tenantId,
        await points.userIdsOfEmployee(tx, tenantId, current.employeeId),
        {
          eventType: "redemption",
          eventId: id,
          title: text.title,
          description: `${dto.productName}: a beváltásodat ${text.verb}.${note ? `\n${note}` : ""}`,
        },
      );
    }
    return dto;
  });
}

/** `PUT /api/redemption/{id}/fulfil` (hr/companyAdmin): the item was handed over. */
export const fulfilRedemption = (p: Platform, ctx: RequestContext, id: number, note: string | null) =>
  decide(p, ctx, id, "fulfilled", note);
/** `PUT /api/redemption/{id}/reject` (hr/companyAdmin): refunds the points and the stock. */
export const rejectRedemption = (p: Platform, ctx: RequestContext, id: number, note: string | null) =>
  decide(p, ctx, id, "rejected", note);
/** `PUT /api/redemption/{id}/cancel` (the requester, while pending): refunds the points and the stock. */
export const cancelRedemption = (p: Platform, ctx: RequestContext, id: number) =>
  decide(p, ctx, id, "cancelled", null);
