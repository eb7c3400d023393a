import {
  OTHER_REPORT_ROLES,
  type OtherReport,
  type OtherReportDataset,
  type OtherReportQuery,
} from "@office/shared/reports/other-report.contract";
import type { Platform } from "../../platform/platform.ts";
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
  const auth = authOf(ctx);
  if (!hasAnyRole(auth.roles, OTHER_REPORT_ROLES[dataset])) throw forbidden();
  const period = resolvePeriod(query);
  const compute = DATASETS[dataset];
  return p.database.withTenant(ctx.tenant.id, (tx) => compute(tx, ctx.tenant.id, period, auth));
}
