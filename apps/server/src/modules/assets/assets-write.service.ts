import type { Asset, AssetInput, CheckInInput } from "@office/shared/assets/assets.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../platform/errors.ts";
import { lockFor } from "../../platform/locks.ts";
import { authOf, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { detachAttachments, removeStoredFiles } from "../attachments/attachment-purge.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { ASSET_NOT_FOUND, assertAssetManager, columnsOf, diffAsset, toAssetDto } from "./asset-dto.ts";
import { cancelPendingOf } from "./asset-handovers.service.ts";
import * as repo from "./assets.repository.ts";

/** The 409 message of an inventory number the tenant already has. */
export const DUPLICATE_INVENTORY_NUMBER = "Ezzel a leltári számmal már van eszköz.";

async function refusingDuplicates<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_INVENTORY_NUMBER);
    throw err;
  }
}

const audit = (tx: Tx, ctx: RequestContext, auth: AuthContext, action: string, id: number) =>
  appendAudit(tx, {
    tenantId: ctx.tenant.id,
    userId: auth.userId,
    username: auth.username,
    ip: ctx.ip,
    action,
    target: `asset:${id}`,
  });

/** 400 unless the holder is an employee of the tenant; returns the holder's name map. */
async function holderNames(tx: Tx, tenantId: number, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = ids.filter((v): v is number => v !== null);
  const names = await repo.employeeNames(tx, tenantId, wanted);
  if (wanted.some((id) => !names.has(id))) {
    throw badRequest("Ismeretlen birtokos.", { holderId: "Ilyen munkatárs nincs." });
  }
  return names;
}

/**
 * `POST /api/asset` (assetManager): registers an asset; `heldSince` today when it has a holder; history
 * row `created`. Errors: 400 (contract, unknown holder), 403, 409 duplicate inventory number.
 */
export async function createAsset(p: Platform, ctx: RequestContext, input: AssetInput): Promise<Asset> {
  const auth = authOf(ctx);
  assertAssetManager(auth);
  const tenantId = ctx.tenant.id;
  return refusingDuplicates(() =>
    p.database.withTenant(tenantId, async (tx) => {
      const names = await holderNames(tx, tenantId, [input.holderId]);
      const columns = columnsOf(input);
      const heldSince = input.holderId !== null ? new Date().toISOString().slice(0, 10) : null;
      const id = await repo.insertAsset(tx, tenantId, { ...columns, heldSince });
      await repo.insertHistory(tx, tenantId, [
        {
          assetId: id,
          userId: auth.userId,
          username: auth.username,
          action: "created",
          changes: diffAsset({}, columns, names),
          note: null,
        },
      ]);
      await audit(tx, ctx, auth, "asset.created", id);
      const row = await repo.findAsset(tx, tenantId, id);
      if (!row) throw notFound(ASSET_NOT_FOUND);
      return toAssetDto(row);
    }),
  );
}

/**
 * `PUT /api/asset/{id}` (assetManager): replaces the fields; the changed ones go to the history. Under the
 * asset's lock: moving it to the store (no holder) cancels a pending protocol (a check-in); changing the
 * holder or status otherwise while a protocol is pending → 409. Errors: 400, 403, 404, 409.
 */
export async function updateAsset(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: AssetInput,
): Promise<Asset> {
  const auth = authOf(ctx);
  assertAssetManager(auth);
  const tenantId = ctx.tenant.id;
  return refusingDuplicates(() =>
    p.database.withTenant(tenantId, async (tx) => {
      await lockFor(tx, "asset", tenantId, id);
      const before = await repo.findAsset(tx, tenantId, id);
      if (!before) throw notFound(ASSET_NOT_FOUND);
      const names = await holderNames(tx, tenantId, [input.holderId, before.holderEmployeeId]);
      const columns = columnsOf(input);
      const moved = before.holderEmployeeId !== input.holderId || before.status !== input.status;
      if (moved && before.pendingHandoverId !== null) {
        if (input.holderId === null) await cancelPendingOf(tx, tenantId, auth, [id]);
        else {
          throw conflict(
            `Az eszközhöz folyamatban lévő átadás tartozik (#${before.pendingHandoverId}); a birtokos és az állapot addig nem változtatható.`,
          );
        }
      }
      const heldSince =
        before.holderEmployeeId === input.holderId
          ? before.heldSince
          : input.holderId === null
            ? null
            : new Date().toISOString().slice(0, 10);
      const after = { ...columns, heldSince };
      const changes = diffAsset(before, after, names);
      await repo.updateAsset(tx, tenantId, id, after);
      if (changes.length > 0) {
        await repo.insertHistory(tx, tenantId, [
          {
            assetId: id,
            userId: auth.userId,
            username: auth.username,
            action: "updated",
            changes,
            note: null,
          },
        ]);
      }
      await audit(tx, ctx, auth, "asset.updated", id);
      const row = await repo.findAsset(tx, tenantId, id);
      if (!row) throw notFound(ASSET_NOT_FOUND);
      return toAssetDto(row);
    }),
  );
}

/**
 * `POST /api/asset/{id}/checkIn` (assetManager): the asset comes back to the store (no holder, `inStock`,
 * optionally another location); a pending protocol of it is cancelled (issue 10 §2). Errors: 403, 404,
 * 409 (retired or lost, or already in the store with nothing pending).
 */
export async function checkInAsset(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: CheckInInput,
): Promise<Asset> {
  const auth = authOf(ctx);
  assertAssetManager(auth);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "asset", tenantId, id);
    const before = await repo.findAsset(tx, tenantId, id);
    if (!before) throw notFound(ASSET_NOT_FOUND);
    if (before.status === "retired" || before.status === "lost") {
      throw conflict("Selejtezett vagy elveszett eszköz nem vehető vissza a raktárba.");
    }
    if (
      before.status === "inStock" &&
      before.holderEmployeeId === null &&
      before.pendingHandoverId === null
    ) {
      throw conflict("Az eszköz már raktáron van.");
    }
    const names = await holderNames(tx, tenantId, [before.holderEmployeeId]);
    await cancelPendingOf(tx, tenantId, auth, [id]);
    const after = {
      holderEmployeeId: null,
      status: "inStock",
      heldSince: null,
      location: input.location ?? before.location,
    };
    await repo.updateAsset(tx, tenantId, id, after);
    await repo.insertHistory(tx, tenantId, [
      {
        assetId: id,
        userId: auth.userId,
        username: auth.username,
        action: "checkIn",
        changes: diffAsset(before, after, names),
        note: input.note,
      },
    ]);
    await audit(tx, ctx, auth, "asset.checkedIn", id);
    const row = await repo.findAsset(tx, tenantId, id);
    if (!row) throw notFound(ASSET_NOT_FOUND);
    return toAssetDto(row);
  });
}

/**
 * `DELETE /api/asset/{id}` (assetManager): removes an asset registered by mistake, with its history. One
 * that is on a protocol or a stocktaking is part of the records: 409 (retire it instead). Errors: 403, 404, 409.
 */
export async function deleteAsset(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<{ outcome: "deleted" }> {
  const auth = authOf(ctx);
  assertAssetManager(auth);
  const tenantId = ctx.tenant.id;
  let orphanFiles: string[] = [];
  const result = await p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "asset", tenantId, id);
    const before = await repo.findAsset(tx, tenantId, id);
    if (!before) throw notFound(ASSET_NOT_FOUND);
    const referenced =
      (await repo.countHandoversOfAsset(tx, tenantId, id)) > 0 ||
      before.lastCountedAt !== null ||
      (await repo.countInventoryLinesOfAsset(tx, tenantId, id)) > 0;
    if (referenced) {
      throw conflict(
        "Az eszköz átadás-átvételi jegyzőkönyvben vagy leltárban szerepel, ezért nem törölhető; selejtezd (Selejtezve állapot).",
      );
    }
    await repo.deleteAsset(tx, tenantId, id);
    orphanFiles = await detachAttachments(tx, tenantId, { type: "asset", id });
    await audit(tx, ctx, auth, "asset.deleted", id);
    return { outcome: "deleted" as const };
  });
  await removeStoredFiles(p, orphanFiles);
  return result;
}
