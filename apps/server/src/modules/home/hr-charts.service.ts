import type { HomeHrCharts } from "@office/shared/home/home.contract";
import { budapestDate } from "@office/shared/hu/budapest-time";
import type { Platform } from "../../platform/platform.ts";
import { forbidden } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type RequestContext } from "../../platform/request-context.ts";
import * as repo from "./home.repository.ts";

/** How many calendar months the hr charts of the home page cover. */
export const HR_CHART_MONTHS = 12;

/** The first days (`YYYY-MM-01`) of the month `monthsBack` months before the Budapest month of `nowMs`. */
export function monthStart(nowMs: number, monthsBack: number): string {
  const [y, m] = budapestDate(nowMs).split("-").map(Number);
  const index = (y ?? 1970) * 12 + ((m ?? 1) - 1) - monthsBack;
  const year = Math.floor(index / 12);
  return `${year}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/**
 * `GET /api/home/hrCharts` (hr; companyAdmin passes): the last {@link HR_CHART_MONTHS} Budapest calendar
 * months up to this one, with the headcount on each month's last day and the approved leave working
 * days (szabadság, betegszabadság, the other types) starting in that month. Totals over the whole
 * company only, so no figure singles out one person beyond what hr sees anyway. 403 for other roles.
 */
export async function getHrCharts(
  p: Platform,
  ctx: RequestContext,
  nowMs = Date.now(),
): Promise<HomeHrCharts> {
  const auth = authOf(ctx);
  if (!hasAnyRole(auth.roles, ["hr"])) throw forbidden();
  const first = monthStart(nowMs, HR_CHART_MONTHS - 1);
  const last = monthStart(nowMs, 0);
  const rows = await p.database.withTenant(ctx.tenant.id, (tx) =>
    repo.monthlyHeadcountAndLeave(tx, ctx.tenant.id, first, last),
  );
  return {
    months: rows.map((r) => r.month),
    headcount: rows.map((r) => Number(r.headcount)),
    leaveDays: {
      szabadsag: rows.map((r) => Number(r.szabadsag)),
      betegszabadsag: rows.map((r) => Number(r.beteg)),
      other: rows.map((r) => Number(r.other)),
    },
  };
}
