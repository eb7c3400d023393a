import type { HomeReferenceData } from "@office/shared/home/home.contract";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { missingPeriodMessage } from "@office/shared/reference-data/reference-periods";
import type { Platform } from "../../platform/platform.ts";
import { forbidden } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type RequestContext } from "../../platform/request-context.ts";
import { getReferenceDataOverview } from "../reference-data/reference-data.service.ts";

/**
 * `GET /api/home/referenceData` (hr; companyAdmin passes; issue 22 §4): a warning for each current or next
 * period of a reference table that is neither built in nor loaded (today in Budapest, `nowMs`), saying
 * what the rules do meanwhile. 403 for other roles.
 */
export async function getReferenceWarnings(
  p: Platform,
  ctx: RequestContext,
  nowMs = Date.now(),
): Promise<HomeReferenceData> {
  if (!hasAnyRole(authOf(ctx).roles, ["hr"])) throw forbidden();
  const overview = await getReferenceDataOverview(p.database, budapestDate(nowMs));
  return {
    warnings: overview.tables.flatMap((t) =>
      t.missing.map((period) => ({ kind: t.kind, period, message: missingPeriodMessage(t.kind, period) })),
    ),
  };
}
