import { and, eq } from "drizzle-orm";
import { budapestDate } from "@office/shared/hu/budapest-time";
import type { Tx } from "../../platform/db.ts";
import { badRequest } from "../../platform/errors.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import type { AuthContext, RequestContext } from "../../platform/request-context.ts";
import type { costCenters } from "../cost-centers/cost-centers.table.ts";
import type { partners } from "../partners/partners.table.ts";
import type { projects } from "../projects/projects.table.ts";
import type { employees } from "../employees/employees.table.ts";
import type { cars, drivers, fuelCards } from "./fleet.table.ts";

/** Checks of the ids a fleet body refers to (400 with a field message when not in the tenant), the audit line and today. */

type RefTable =
  | typeof drivers
  | typeof cars
  | typeof costCenters
  | typeof partners
  | typeof projects
  | typeof fuelCards
  | typeof employees;

/** 400 `{ [field]: message }` unless `id` is null or a row of `table` in the tenant. */
export async function assertRef(
  tx: Tx,
  tenantId: number,
  table: RefTable,
  id: number | null,
  field: string,
  message: string,
): Promise<void> {
  if (id === null) return;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
  if (rows.length === 0) throw badRequest(message, { [field]: message });
}

/** Appends a fleet audit row (`action` e.g. `car.created`, `target` e.g. `car:12`). */
export async function auditFleet(
  tx: Tx,
  ctx: RequestContext,
  auth: AuthContext,
  action: string,
  target: string,
): Promise<void> {
  await appendAudit(tx, {
    tenantId: ctx.tenant.id,
    userId: auth.userId,
    username: auth.username,
    ip: ctx.ip,
    action,
    target,
  });
}

/** Today's date in Budapest, `YYYY-MM-DD` (the fleet's calendar day). */
export const todayInBudapest = (now = Date.now()): string => budapestDate(now);
