import type {
  OtherReport,
  OtherReportDataset,
  OtherReportQuery,
} from "@office/shared/reports/other-report.contract";
import type { Platform } from "../../app/platform.ts";
import { authOf, hasAnyRole, type RequestContext } from "../../platform/request-context.ts";
import { forbidden } from "../../platform/errors.ts";
import { DATASETS } from "./datasets.ts";
import { resolvePeriod } from "./period.ts";

/**
 * One data set of Egyéb Kimutatások for the caller's tenant over `?from=&to=` (see `resolvePeriod`):
 * checks the data set's roles (again, after the access matrix), then computes it in the tenant
 * transaction. Errors: 400 (period), 403 (role).
 */
export async function getOtherReport(
  p: Platform,
  ctx: RequestContext,
  dataset: OtherReportDataset,
  query: OtherReportQuery,
): Promise<OtherReport> {
  const def = DATASETS[dataset];
  if (!hasAnyRole(authOf(ctx).roles, def.roles)) throw forbidden();
  const period = resolvePeriod(query);
  return p.database.withTenant(ctx.tenant.id, (tx) => def.compute(tx, ctx.tenant.id, period));
}
