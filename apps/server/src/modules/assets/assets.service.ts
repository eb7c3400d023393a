import type { AssetStatus, EmployeeAsset } from "@office/shared/assets/assets.contract";
import type { Platform } from "../../app/platform.ts";
import { forbidden } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type RequestContext } from "../../platform/request-context.ts";
import { findEmployeeOr404 } from "../employees/employees.service.ts";
import * as repo from "./assets.repository.ts";

const toDto = (row: repo.AssetRow): EmployeeAsset => ({
  id: row.id,
  inventoryNumber: row.inventoryNumber,
  name: row.name,
  category: row.category,
  serialNumber: row.serialNumber,
  valueHuf: row.valueHuf,
  location: row.location,
  status: row.status as AssetStatus,
  acquiredOn: row.acquiredOn,
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
  return rows.map(toDto);
}
