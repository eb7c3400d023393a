import type {
  CreateInventoryInput,
  Inventory,
  InventoryDetail,
  InventoryLine,
  InventoryResult,
  ScanInput,
  ScanResult,
} from "@office/shared/assets/inventory.contract";
import { classifyLine, summarise } from "@office/shared/assets/inventory-results";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import { lockFor } from "../../platform/locks.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { assertAssetManager } from "./asset-dto.ts";
import * as assetRepo from "./assets.repository.ts";
import * as repo from "./inventory.repository.ts";

/** The 404 message of an unknown session (or another tenant's). */
export const INVENTORY_NOT_FOUND = "A leltár nem található.";
const CLOSED = "A leltár már le van zárva.";

/** A line's result: the stored one once closed, else classified now. */
function resultOf(session: repo.InventoryRow, l: repo.InventoryLineRow): InventoryResult {
  if (l.result) return l.result as InventoryResult;
  return classifyLine({
    expected: l.expected,
    onBooks: l.assetId !== null,
    counted: l.countedAt !== null,
    sessionLocation: session.location,
    bookLocation: l.bookLocation,
    bookHolderId: l.bookHolderId,
    presentedById: l.presentedById,
    closed: session.status === "closed",
  });
}

function toLine(session: repo.InventoryRow, l: repo.InventoryLineRow): InventoryLine {
  return {
    inventoryNumber: l.inventoryNumber,
    assetId: l.assetId,
    name: l.name,
    category: l.category,
    bookLocation: l.bookLocation,
    bookHolderName: l.bookHolderName,
    valueHuf: l.valueHuf,
    expected: l.expected,
    countedAt: l.countedAt ? l.countedAt.toISOString() : null,
    result: resultOf(session, l),
  };
}

/** The session with its lines (DTO of `GET /api/inventory/{id}`). */
export function toDetail(session: repo.InventoryRow, rows: repo.InventoryLineRow[]): InventoryDetail {
  const lines = rows.map((l) => toLine(session, l));
  return {
    id: session.id,
    name: session.name,
    location: session.location,
    category: session.category,
    status: session.status as "open" | "closed",
    createdBy: session.createdByName,
    createdAt: session.createdAt.toISOString(),
    closedAt: session.closedAt ? session.closedAt.toISOString() : null,
    summary: summarise(lines.map((l) => ({ ...l, counted: l.countedAt !== null }))),
    lines,
  };
}

async function mustFind(tx: Tx, tenantId: number, id: number): Promise<repo.InventoryRow> {
  const s = await repo.findInventory(tx, tenantId, id);
  if (!s) throw notFound(INVENTORY_NOT_FOUND);
  return s;
}

/** Reads a session with its lines inside `tx`. 404 when unknown. */
export async function readInventory(tx: Tx, tenantId: number, id: number): Promise<InventoryDetail> {
  const s = await mustFind(tx, tenantId, id);
  return toDetail(s, await repo.listLines(tx, tenantId, [id]));
}

/** `GET /api/inventory` (assetManager): the sessions, newest first, each with its summary. */
export async function listInventories(p: Platform, ctx: RequestContext): Promise<Inventory[]> {
  assertAssetManager(authOf(ctx));
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const sessions = await repo.listInventories(tx, tenantId);
    const lines = await repo.listLines(
      tx,
      tenantId,
      sessions.map((s) => s.id),
    );
    return sessions.map((s) => {
      const { lines: _lines, ...rest } = toDetail(
        s,
        lines.filter((l) => l.inventoryId === s.id),
      );
      return rest;
    });
  });
}

/** `GET /api/inventory/{id}` (assetManager). Errors: 403, 404. */
export async function getInventory(p: Platform, ctx: RequestContext, id: number): Promise<InventoryDetail> {
  assertAssetManager(authOf(ctx));
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, (tx) => readInventory(tx, tenantId, id));
}

/**
 * `POST /api/inventory` (assetManager): opens a session whose expected lines are the scope's assets
 * (location and/or category; neither = every asset that is not retired or lost). Errors: 400, 403.
 */
export async function createInventory(
  p: Platform,
  ctx: RequestContext,
  input: CreateInventoryInput,
): Promise<InventoryDetail> {
  const auth = authOf(ctx);
  assertAssetManager(auth);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const id = await repo.insertInventory(tx, tenantId, {
      ...input,
      createdByUserId: auth.userId,
      createdByName: auth.displayName || auth.username,
    });
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "inventory.created",
      target: `inventory:${id}`,
    });
    return readInventory(tx, tenantId, id);
  });
}

/**
 * `POST /api/inventory/{id}/scan` (assetManager): counts one inventory number (typed or read from the
 * label's QR code; case and surrounding spaces ignored). A number counted twice is reported
 * (`alreadyCounted`), not counted again; one outside the scope or not on the books becomes its own line.
 * Under `lockFor("inventory", …)` so a scan and the closing never interleave. Errors: 400 (unknown
 * presenting employee), 403, 404, 409 closed.
 */
export async function scan(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: ScanInput,
): Promise<ScanResult> {
  assertAssetManager(authOf(ctx));
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, (tx) => scanTx(tx, tenantId, id, input));
}

/** {@link scan} inside a tenant transaction (also used by the demo seed). */
export async function scanTx(tx: Tx, tenantId: number, id: number, input: ScanInput): Promise<ScanResult> {
  await lockFor(tx, "inventory", tenantId, id);
  const session = await mustFind(tx, tenantId, id);
  if (session.status !== "open") throw conflict(CLOSED);
  if (
    input.holderId !== null &&
    !(await assetRepo.employeeNames(tx, tenantId, [input.holderId])).has(input.holderId)
  ) {
    throw badRequest("Ismeretlen munkatárs.", { holderId: "Ilyen munkatárs nincs." });
  }
  const found = await repo.findAssetForScan(tx, tenantId, input.inventoryNumber);
  const number = found ? found.asset.inventoryNumber : input.inventoryNumber.toUpperCase();
  const existing = await repo.findLine(tx, tenantId, id, number);
  const alreadyCounted = existing !== null && existing.countedAt !== null;
  if (existing && !alreadyCounted) await repo.markCounted(tx, tenantId, id, number, input.holderId);
  if (!existing) {
    await repo.insertLine(tx, tenantId, {
      inventoryId: id,
      inventoryNumber: number,
      assetId: found?.asset.id ?? null,
      name: found?.asset.name ?? null,
      category: found?.asset.category ?? null,
      bookLocation: found?.asset.location ?? null,
      bookHolderId: found?.asset.holderEmployeeId ?? null,
      bookHolderName: found?.holderName ?? null,
      valueHuf: found?.asset.valueHuf ?? null,
      expected: false,
      countedAt: new Date(),
      presentedById: input.holderId,
      result: null,
    });
  }
  const detail = await readInventory(tx, tenantId, id);
  const line = detail.lines.find((l) => l.inventoryNumber === number);
  if (!line) throw new Error("scanned line vanished");
  return { line, alreadyCounted, summary: detail.summary };
}

/**
 * `PUT /api/inventory/{id}/close` (assetManager): fixes every line's result and writes them to the assets
 * (Számv. tv. 69. §): counted assets get `last_counted_at`; a lost one that turned up is back in the
 * store (or with its holder); one counted at another location moves there; missing ones become `lost`;
 * each change in the asset's history. Errors: 403, 404, 409 already closed.
 */
export async function closeInventory(p: Platform, ctx: RequestContext, id: number): Promise<InventoryDetail> {
  const auth = authOf(ctx);
  assertAssetManager(auth);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await closeInventoryTx(tx, tenantId, { userId: auth.userId, username: auth.username }, id);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "inventory.closed",
      target: `inventory:${id}`,
    });
    return readInventory(tx, tenantId, id);
  });
}

/** {@link closeInventory} inside a tenant transaction (also used by the demo seed). 404, 409 closed. */
export async function closeInventoryTx(
  tx: Tx,
  tenantId: number,
  who: { userId: number | null; username: string | null },
  id: number,
): Promise<void> {
  await lockFor(tx, "inventory", tenantId, id);
  const session = await mustFind(tx, tenantId, id);
  if (session.status !== "open") throw conflict(CLOSED);
  const lines = await repo.listLines(tx, tenantId, [id]);
  const closed = { ...session, status: "closed" };
  const byResult = new Map<InventoryResult, repo.InventoryLineRow[]>();
  for (const l of lines) {
    const r = resultOf(closed, l);
    byResult.set(r, [...(byResult.get(r) ?? []), l]);
  }
  for (const [result, rows] of byResult) {
    await repo.setLineResult(
      tx,
      tenantId,
      id,
      rows.map((r) => r.inventoryNumber),
      result,
    );
  }
  await repo.closeInventory(tx, tenantId, id);
  await writeResultsToAssets(tx, tenantId, who, closed, byResult);
}

const LABEL: Record<InventoryResult, string> = {
  found: "megtalálva",
  missing: "hiány",
  unexpected: "többlet",
  wrongLocation: "eltérő helyen",
  wrongHolder: "eltérő birtokosnál",
  pending: "nem számolt",
};

/** The closing's effect on the assets (see {@link closeInventory}); every touched asset gets a history row. */
async function writeResultsToAssets(
  tx: Tx,
  tenantId: number,
  who: { userId: number | null; username: string | null },
  session: repo.InventoryRow,
  byResult: Map<InventoryResult, repo.InventoryLineRow[]>,
): Promise<void> {
  const now = new Date();
  const history: assetRepo.NewHistory[] = [];
  for (const [result, rows] of byResult) {
    for (const l of rows) {
      if (l.assetId === null) continue;
      const asset = await assetRepo.findAsset(tx, tenantId, l.assetId);
      if (!asset) continue;
      const set: Partial<assetRepo.AssetColumns> = {};
      if (l.countedAt !== null) set.lastCountedAt = now;
      if (result === "missing") set.status = "lost";
      if (l.countedAt !== null && asset.status === "lost") {
        set.status = asset.holderEmployeeId === null ? "inStock" : "assigned";
      }
      if (result === "wrongLocation" && session.location) set.location = session.location;
      const changes = Object.entries(set)
        .filter(([field]) => field !== "lastCountedAt")
        .map(([field, to]) => ({
          field,
          from: String((asset as Record<string, unknown>)[field] ?? "") || null,
          to: String(to),
        }));
      await assetRepo.updateAsset(tx, tenantId, l.assetId, set);
      history.push({
        assetId: l.assetId,
        userId: who.userId,
        username: who.username,
        action: "inventory",
        changes,
        note: `Leltár #${session.id} (${session.name}): ${LABEL[result]}.`,
        inventoryId: session.id,
      });
    }
  }
  await assetRepo.insertHistory(tx, tenantId, history);
}
