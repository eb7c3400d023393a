import { randomUUID } from "node:crypto";
import type {
  AssetHandover,
  CreateHandoverInput,
  HandoverStatus,
  ListHandoversQuery,
} from "@office/shared/assets/asset-handovers.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { conflict, forbidden, notFound } from "../../platform/errors.ts";
import { lockFor } from "../../platform/locks.ts";
import { storedObjectOf, type StoredObject } from "../../platform/storage.ts";
import { authOf, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { insertNotifications } from "../notifications/notifications.repository.ts";
import { ASSET_NOT_FOUND, assertAssetManager, diffAsset, isAssetManager } from "./asset-dto.ts";
import { notifyEmployees } from "./asset-notify.ts";
import * as repo from "./asset-handovers.repository.ts";
import * as assetRepo from "./assets.repository.ts";
import { buildHandoverPdf, pdfCompanyOf } from "./handover-pdf.ts";

/** The 404 message of an unknown protocol (or another tenant's). */
export const HANDOVER_NOT_FOUND = "Az átadás-átvételi jegyzőkönyv nem található.";
const NOT_WAITING = "A jegyzőkönyv nem vár elfogadásra.";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The DTO of a protocol. */
export function toHandoverDto(h: repo.HandoverWithNames): AssetHandover {
  return {
    id: h.id,
    fromEmployeeId: h.fromEmployeeId,
    fromName: h.fromName,
    toEmployeeId: h.toEmployeeId,
    toName: h.toName,
    date: h.date,
    status: h.status as HandoverStatus,
    note: h.note,
    createdBy: h.createdByName,
    createdAt: h.createdAt.toISOString(),
    sentAt: iso(h.sentAt),
    decidedAt: iso(h.decidedAt),
    rejectReason: h.rejectReason,
    items: h.items.map((i) => ({
      assetId: i.assetId,
      inventoryNumber: i.inventoryNumber,
      name: i.name,
      serialNumber: i.serialNumber,
      condition: i.condition,
      valueHuf: i.valueHuf,
    })),
  };
}

/** Locks the assets ("asset" scope) in ascending id order, so two protocols never deadlock. */
export async function lockAssets(tx: Tx, tenantId: number, assetIds: readonly number[]): Promise<void> {
  for (const id of [...assetIds].sort((a, b) => a - b)) await lockFor(tx, "asset", tenantId, id);
}

const audit = (
  tx: Tx,
  ctx: RequestContext,
  auth: AuthContext,
  action: string,
  id: number,
  details?: object,
) =>
  appendAudit(tx, {
    tenantId: ctx.tenant.id,
    userId: auth.userId,
    username: auth.username,
    ip: ctx.ip,
    action,
    target: `assetHandover:${id}`,
    details: details ? { ...details } : null,
  });

/**
 * Checks under the assets' locks that each asset can go on a protocol from `fromEmployeeId` (null = the
 * store): it exists (404), is not retired or lost, is held by the giver (the store: no holder), and is on
 * no other draft or sent protocol. Errors: 404, 409 naming the asset. Returns the asset rows.
 */
async function assertHandable(
  tx: Tx,
  tenantId: number,
  assetIds: readonly number[],
  fromEmployeeId: number | null,
  exceptHandoverId: number | null,
): Promise<assetRepo.AssetListRow[]> {
  const rows: assetRepo.AssetListRow[] = [];
  for (const id of assetIds) {
    const a = await assetRepo.findAsset(tx, tenantId, id);
    if (!a) throw notFound(`${ASSET_NOT_FOUND} (azonosító: ${id})`);
    if (a.status === "retired" || a.status === "lost") {
      throw conflict(`A(z) ${a.inventoryNumber} eszköz selejtezett vagy elveszett, nem adható át.`);
    }
    if (a.holderEmployeeId !== fromEmployeeId) {
      throw conflict(
        fromEmployeeId === null
          ? `A(z) ${a.inventoryNumber} eszköz nincs raktáron (jelenleg: ${a.holderName ?? "ismeretlen"}).`
          : `A(z) ${a.inventoryNumber} eszköz nem az átadónál van (jelenleg: ${a.holderName ?? "raktár"}).`,
      );
    }
    rows.push(a);
  }
  const pending = (await repo.pendingOfAssets(tx, tenantId, assetIds)).filter(
    (p) => p.handoverId !== exceptHandoverId,
  );
  const first = pending[0];
  if (first) {
    const a = rows.find((r) => r.id === first.assetId);
    throw conflict(
      `A(z) ${a?.inventoryNumber ?? first.assetId} eszközhöz már van folyamatban lévő átadás (#${first.handoverId}).`,
    );
  }
  return rows;
}

async function notifyReceiver(
  tx: Tx,
  tenantId: number,
  h: { id: number; toEmployeeId: number },
  count: number,
) {
  await notifyEmployees(
    tx,
    tenantId,
    [h.toEmployeeId],
    h.id,
    "Eszközátadás: elfogadásra vár",
    `${count} eszköz átadás-átvételi jegyzőkönyve (#${h.id}) vár az elfogadásodra.\nNézd meg az Eszközátadás oldalon, és fogadd el vagy utasítsd el.`,
  );
}

/**
 * `POST /api/assetHandover` (assetManager): draws up a protocol, sent to the receiver at once unless
 * `send` is false. Check-then-write under `lockFor("asset", …)` per asset: two protocols of the same
 * asset at once → the second gets 409. Errors: 400 (contract), 403, 404 (asset or employee unknown or
 * another tenant's), 409 (asset not at the giver, retired/lost, or already on a pending protocol).
 */
export async function createHandover(
  p: Platform,
  ctx: RequestContext,
  input: CreateHandoverInput,
): Promise<AssetHandover> {
  const auth = authOf(ctx);
  assertAssetManager(auth);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await lockAssets(tx, tenantId, input.assetIds);
    const names = await assetRepo.employeeNames(
      tx,
      tenantId,
      [input.toEmployeeId, input.fromEmployeeId].filter((v): v is number => v !== null),
    );
    if (!names.has(input.toEmployeeId)) throw notFound("Az átvevő munkatárs nem található.");
    if (input.fromEmployeeId !== null && !names.has(input.fromEmployeeId)) {
      throw notFound("Az átadó munkatárs nem található.");
    }
    const assets = await assertHandable(tx, tenantId, input.assetIds, input.fromEmployeeId, null);
    const id = await repo.insertHandover(
      tx,
      tenantId,
      {
        fromEmployeeId: input.fromEmployeeId,
        toEmployeeId: input.toEmployeeId,
        date: input.date,
        status: input.send ? "sent" : "draft",
        note: input.note,
        createdByUserId: auth.userId,
        createdByName: auth.displayName || auth.username,
        sentAt: input.send ? new Date() : null,
      },
      assets.map((a, position) => ({
        assetId: a.id,
        position,
        inventoryNumber: a.inventoryNumber,
        name: a.name,
        serialNumber: a.serialNumber,
        valueHuf: a.valueHuf,
        condition: input.conditions[String(a.id)] ?? null,
      })),
    );
    if (input.send)
      await notifyReceiver(tx, tenantId, { id, toEmployeeId: input.toEmployeeId }, assets.length);
    await audit(tx, ctx, auth, input.send ? "assetHandover.sent" : "assetHandover.created", id);
    return toHandoverDto(await mustFind(tx, tenantId, id));
  });
}

async function mustFind(tx: Tx, tenantId: number, id: number): Promise<repo.HandoverWithNames> {
  const h = await repo.findHandover(tx, tenantId, id);
  if (!h) throw notFound(HANDOVER_NOT_FOUND);
  return h;
}

/** The protocol if the caller may read it: asset managers and both parties. 404 / 403. */
async function findVisible(tx: Tx, tenantId: number, auth: AuthContext, id: number) {
  const h = await mustFind(tx, tenantId, id);
  const party = h.toEmployeeId === auth.employeeId || h.fromEmployeeId === auth.employeeId;
  if (!party && !isAssetManager(auth)) throw forbidden();
  return h;
}

/** `GET /api/assetHandover/{id}`: asset managers and both parties. Errors: 404, 403. */
export async function getHandover(p: Platform, ctx: RequestContext, id: number): Promise<AssetHandover> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return toHandoverDto(await p.database.withTenant(tenantId, (tx) => findVisible(tx, tenantId, auth, id)));
}

/**
 * `GET /api/assetHandover?scope=&status=&assetId=`: `toAccept` mine waiting (sent to me), `mine` where I am
 * a party, `sent` the ones I drew up (anyone else: the ones I give), `all` every one (assetManager, else 403).
 */
export async function listHandovers(
  p: Platform,
  ctx: RequestContext,
  q: ListHandoversQuery,
): Promise<AssetHandover[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const manager = isAssetManager(auth);
  const filter: repo.HandoverFilter = {
    ...(q.status ? { status: q.status } : {}),
    ...(q.assetId ? { assetId: q.assetId } : {}),
  };
  if (q.scope === "toAccept") Object.assign(filter, { toEmployeeId: auth.employeeId, status: "sent" });
  else if (q.scope === "mine") filter.partyEmployeeId = auth.employeeId;
  else if (q.scope === "sent") {
    if (manager) filter.createdByUserId = auth.userId;
    else filter.partyEmployeeId = auth.employeeId;
  } else if (!manager) throw forbidden();
  const rows = await p.database.withTenant(tenantId, (tx) => repo.listHandovers(tx, tenantId, filter));
  return rows
    .filter((h) => q.scope !== "sent" || manager || h.fromEmployeeId === auth.employeeId)
    .map(toHandoverDto);
}

/** `PUT /api/assetHandover/{id}/send` (assetManager): a draft goes to the receiver. 404, 403, 409. */
export async function sendHandover(p: Platform, ctx: RequestContext, id: number): Promise<AssetHandover> {
  const auth = authOf(ctx);
  assertAssetManager(auth);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const before = await mustFind(tx, tenantId, id);
    await lockAssets(
      tx,
      tenantId,
      before.items.map((i) => i.assetId),
    );
    const h = await mustFind(tx, tenantId, id);
    if (h.status !== "draft") throw conflict("Csak piszkozat küldhető el.");
    await assertHandable(
      tx,
      tenantId,
      h.items.map((i) => i.assetId),
      h.fromEmployeeId,
      h.id,
    );
    await repo.updateHandover(tx, tenantId, id, { status: "sent", sentAt: new Date() });
    await notifyReceiver(tx, tenantId, h, h.items.length);
    await audit(tx, ctx, auth, "assetHandover.sent", id);
    return toHandoverDto(await mustFind(tx, tenantId, id));
  });
}

/** Loads a protocol for the receiver's decision under its assets' locks: 404, 403 (not the receiver), 409. */
async function forDecision(tx: Tx, tenantId: number, auth: AuthContext, id: number) {
  const before = await findVisible(tx, tenantId, auth, id);
  if (before.toEmployeeId !== auth.employeeId) {
    throw forbidden("Csak az átvevő fogadhatja el vagy utasíthatja el a jegyzőkönyvet.");
  }
  await lockAssets(
    tx,
    tenantId,
    before.items.map((i) => i.assetId),
  );
  const h = await mustFind(tx, tenantId, id);
  if (h.status !== "sent") throw conflict(NOT_WAITING);
  return h;
}

/**
 * `PUT /api/assetHandover/{id}/accept` (the receiver only): the assets move to the receiver (status
 * `assigned`, held since the protocol's date; a history row each), the acceptance is logged with time and
 * IP (audit `assetHandover.accepted`). After that transaction commits, the PDF is rendered once and stored
 * (storage key on the protocol) — later downloads serve those bytes. The render runs after the commit so
 * that a busy PDF pool or file store never undoes an acceptance: when it fails, `onPdfError` gets the
 * error and the first download renders and stores the PDF instead ({@link getHandoverPdf}).
 * Errors: 404, 403, 409 (not waiting; an asset moved).
 */
export async function acceptHandover(
  p: Platform,
  ctx: RequestContext,
  id: number,
  onPdfError: (err: unknown) => void = () => {},
): Promise<AssetHandover> {
  const accepted = await acceptInTransaction(p, ctx, id);
  try {
    await p.database.withTenant(ctx.tenant.id, (tx) => ensureStoredPdf(p, tx, ctx, id));
  } catch (err) {
    onPdfError(err);
  }
  return accepted;
}

/** The acceptance itself ({@link acceptHandover}), in one tenant transaction under the assets' locks. */
async function acceptInTransaction(p: Platform, ctx: RequestContext, id: number): Promise<AssetHandover> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const h = await forDecision(tx, tenantId, auth, id);
    const assets = await assertHandable(
      tx,
      tenantId,
      h.items.map((i) => i.assetId),
      h.fromEmployeeId,
      h.id,
    );
    const names = new Map<number, string>([[h.toEmployeeId, h.toName]]);
    if (h.fromEmployeeId !== null && h.fromName) names.set(h.fromEmployeeId, h.fromName);
    const history: assetRepo.NewHistory[] = [];
    for (const a of assets) {
      const after = { holderEmployeeId: h.toEmployeeId, status: "assigned", heldSince: h.date };
      await assetRepo.updateAsset(tx, tenantId, a.id, after);
      history.push({
        assetId: a.id,
        userId: auth.userId,
        username: auth.username,
        action: "handover",
        changes: diffAsset(a, after, names),
        note: `Átadás-átvételi jegyzőkönyv #${h.id} elfogadva.`,
        handoverId: h.id,
      });
    }
    await assetRepo.insertHistory(tx, tenantId, history);
    const decidedAt = new Date();
    await repo.updateHandover(tx, tenantId, id, { status: "accepted", decidedAt, decidedIp: ctx.ip });
    await audit(tx, ctx, auth, "assetHandover.accepted", id, { at: decidedAt.toISOString() });
    const accepted = await mustFind(tx, tenantId, id);
    if (h.createdByUserId !== null) {
      await insertNotifications(tx, tenantId, [h.createdByUserId], {
        eventType: "assetHandover",
        eventId: id,
        title: "Eszközátadás elfogadva",
        description: `${h.toName} elfogadta a(z) #${id} átadás-átvételi jegyzőkönyvet.`,
      });
    }
    return toHandoverDto(accepted);
  });
}

/** Renders the accepted protocol's PDF and stores it under a random key (`<tenant>/asset-handovers/<id>/…`). */
async function storePdf(
  p: Platform,
  tx: Tx,
  ctx: RequestContext,
  h: repo.HandoverWithNames,
): Promise<Buffer> {
  const pdf = await buildHandoverPdf(h, pdfCompanyOf(ctx.tenant));
  const key = `${ctx.tenant.slug}/asset-handovers/${h.id}/${randomUUID()}.pdf`;
  await p.storage.put(key, pdf);
  await repo.updateHandover(tx, ctx.tenant.id, h.id, { pdfKey: key });
  return pdf;
}

/**
 * `PUT /api/assetHandover/{id}/reject` (the receiver only): nothing moves; the reason, time and IP are
 * recorded (audit `assetHandover.rejected`) and the drawer-up is notified. Errors: 400, 404, 403, 409.
 */
export async function rejectHandover(
  p: Platform,
  ctx: RequestContext,
  id: number,
  reason: string,
): Promise<AssetHandover> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const h = await forDecision(tx, tenantId, auth, id);
    const decidedAt = new Date();
    await repo.updateHandover(tx, tenantId, id, {
      status: "rejected",
      decidedAt,
      decidedIp: ctx.ip,
      rejectReason: reason,
    });
    await audit(tx, ctx, auth, "assetHandover.rejected", id, { at: decidedAt.toISOString(), reason });
    if (h.createdByUserId !== null) {
      await insertNotifications(tx, tenantId, [h.createdByUserId], {
        eventType: "assetHandover",
        eventId: id,
        title: "Eszközátadás elutasítva",
        description: `${h.toName} elutasította a(z) #${id} átadás-átvételi jegyzőkönyvet.\nIndok: ${reason}`,
      });
    }
    return toHandoverDto(await mustFind(tx, tenantId, id));
  });
}

/**
 * `GET /report/assetHandover/{id}/pdf`: an accepted protocol's stored PDF, streamed from the store
 * (rendered and stored on first request if it predates storage, e.g. demo data), byte for byte the same
 * on every download; before acceptance a preview marked as not yet valid (not stored). Readers as
 * `GET /api/assetHandover/{id}`. Errors: 403/404 as that call, 503 (the file store is down).
 */
export async function getHandoverPdf(p: Platform, ctx: RequestContext, id: number): Promise<StoredObject> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const h = await findVisible(tx, tenantId, auth, id);
    if (h.status !== "accepted") return storedObjectOf(await buildHandoverPdf(h, pdfCompanyOf(ctx.tenant)));
    if (h.pdfKey) {
      const stored = await p.storage.open(h.pdfKey);
      if (stored) return stored;
    }
    return ensureStoredPdf(p, tx, ctx, id);
  });
}

/**
 * An accepted protocol's stored PDF: the stored object when its key is set and the file is there, else
 * rendered and stored now. Under `lockFor("asset", …, "handover-pdf:<id>")`, so that two requests at once
 * render it once. 404 unknown protocol; 503 from the PDF pool or the store.
 */
async function ensureStoredPdf(p: Platform, tx: Tx, ctx: RequestContext, id: number): Promise<StoredObject> {
  await lockFor(tx, "asset", ctx.tenant.id, `handover-pdf:${id}`);
  const h = await mustFind(tx, ctx.tenant.id, id);
  if (h.pdfKey) {
    const stored = await p.storage.open(h.pdfKey);
    if (stored) return stored;
  }
  return storedObjectOf(await storePdf(p, tx, ctx, h));
}

/**
 * Cancels the draft or sent protocols that include any of `assetIds` (a check-in returned the asset to
 * the store, issue 10 §2): state `cancelled`, a history row on the asset, the receiver notified.
 * Call it inside the transaction that holds the assets' locks.
 */
export async function cancelPendingOf(
  tx: Tx,
  tenantId: number,
  auth: AuthContext,
  assetIds: readonly number[],
): Promise<number[]> {
  const pending = await repo.pendingOfAssets(tx, tenantId, assetIds);
  const ids = [...new Set(pending.map((x) => x.handoverId))];
  for (const hid of ids) {
    const h = pending.find((x) => x.handoverId === hid);
    await repo.updateHandover(tx, tenantId, hid, { status: "cancelled", decidedAt: new Date() });
    if (h && h.status === "sent") {
      await notifyEmployees(
        tx,
        tenantId,
        [h.toEmployeeId],
        hid,
        "Eszközátadás visszavonva",
        `A(z) #${hid} átadás-átvételi jegyzőkönyvet visszavonták: az eszköz visszakerült a raktárba.`,
      );
    }
  }
  await assetRepo.insertHistory(
    tx,
    tenantId,
    pending.map((x) => ({
      assetId: x.assetId,
      userId: auth.userId,
      username: auth.username,
      action: "handoverCancelled",
      changes: [],
      note: `A(z) #${x.handoverId} jegyzőkönyv visszavonva (visszavétel a raktárba).`,
      handoverId: x.handoverId,
    })),
  );
  return ids;
}
