import type {
  Asset,
  AssetHistoryEntry,
  AssetStatus,
  EmployeeAsset,
  ListAssetsQuery,
} from "@office/shared/assets/assets.contract";
import type { Platform } from "../../platform/platform.ts";
import { forbidden } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { findEmployeeOr404 } from "../employees/employees.service.ts";
import { findVisibleAsset, isAssetManager, toAssetDto, toHistoryDto } from "./asset-dto.ts";
import * as repo from "./assets.repository.ts";

const toEmployeeAssetDto = (row: repo.AssetRow): EmployeeAsset => ({
  id: row.id,
  inventoryNumber: row.inventoryNumber,
  name: row.name,
  category: row.category,
  serialNumber: row.serialNumber,
  valueHuf: row.valueHuf,
  location: row.location,
  status: row.status as AssetStatus,
  acquiredOn: row.purchaseDate,
  heldSince: row.heldSince,
});

/**
 * `GET /api/employee/{id}/asset?active=`: the assets the employee holds, for the employee themself,
 * `hr` and `assetManager` (DESIGN §5; companyAdmin passes every role check). Errors: 404 unknown employee
 * or another tenant's; 403 anyone else.
 */
export async function listEmployeeAssets(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  active?: boolean,
): Promise<EmployeeAsset[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const rows = await p.database.withTenant(tenantId, async (tx) => {
    await findEmployeeOr404(tx, tenantId, employeeId);
    if (auth.employeeId !== employeeId && !hasAnyRole(auth.roles, ["hr", "assetManager"])) {
      throw forbidden();
    }
    return repo.listAssetsOfHolder(tx, tenantId, employeeId, active);
  });
  return rows.map(toEmployeeAssetDto);
}

/**
 * `GET /api/asset?search=&category=&status=&holderId=&location=`: the register by inventory number. An
 * asset manager sees every asset; anyone else only the assets they hold (issue 10 §2), whatever
 * `holderId` says.
 */
export async function listAssets(p: Platform, ctx: RequestContext, q: ListAssetsQuery): Promise<Asset[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const rows = await p.database.withTenant(tenantId, (tx) =>
    repo.listAssets(tx, tenantId, visibleQuery(auth, q)),
  );
  return rows.map(toAssetDto);
}

/**
 * `listAssets` as the JSON text of the `Asset[]` answer, built by the database (what `GET /api/asset` sends:
 * the register of 5,000 assets without mapping each row in Node). Same visibility and filters.
 */
export async function listAssetsJson(p: Platform, ctx: RequestContext, q: ListAssetsQuery): Promise<string> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, (tx) => repo.listAssetsJson(tx, tenantId, visibleQuery(auth, q)));
}

/** An asset manager's filters as given; anyone else's narrowed to the assets they hold. */
const visibleQuery = (auth: AuthContext, q: ListAssetsQuery): ListAssetsQuery =>
  isAssetManager(auth) ? q : { ...q, holderId: auth.employeeId };

/** `GET /api/asset/{id}`: asset managers and the holder. Errors: 404 (unknown, other tenant's), 403. */
export async function getAsset(p: Platform, ctx: RequestContext, id: number): Promise<Asset> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const row = await p.database.withTenant(tenantId, (tx) => findVisibleAsset(tx, tenantId, auth, id));
  return toAssetDto(row);
}

/** `GET /api/asset/{id}/history`: every change, newest first; same readers as the asset. */
export async function getAssetHistory(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<AssetHistoryEntry[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const rows = await p.database.withTenant(tenantId, async (tx) => {
    await findVisibleAsset(tx, tenantId, auth, id);
    return repo.listHistory(tx, tenantId, id);
  });
  return rows.map(toHistoryDto);
}
