import type { ExpiriesList, ExpiriesQuery } from "@office/shared/reminders/reminders.contract";
import { addDays } from "@office/shared/hu/iso-date";
import { budapestDate } from "@office/shared/hu/budapest-time";
import type { Platform } from "../../platform/platform.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { collectMyExpiries, monthEnd } from "./my-expiries.ts";
import { readReminderDays } from "./reminder-settings.ts";

/**
 * `GET /api/expiries?horizon=&kind=` (issue 23 §2, the page `/lejaratok`): every item the caller owns or
 * manages (the same rule as the home card, see my-expiries.ts) that expires within the horizon —
 * `month`: today to the end of this month, `30` / `90`: today to 30 / 90 days later, `expired`: already
 * expired and unresolved (warranties only from the 1st of this month, as on the home card) — of one
 * `kind` or all, soonest first (then by subject), without a limit. Days are Budapest days of `nowMs`.
 */
export async function listMyExpiries(
  p: Platform,
  ctx: RequestContext,
  query: ExpiriesQuery,
  nowMs = Date.now(),
): Promise<ExpiriesList> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const today = budapestDate(nowMs);
  const { horizon, kind } = query;
  const until =
    horizon === "expired"
      ? addDays(today, -1)
      : horizon === "month"
        ? monthEnd(today)
        : addDays(today, Number(horizon));
  const from = horizon === "expired" ? null : today;
  return p.database.withTenant(tenantId, async (tx) => {
    const within = Math.max(...(await readReminderDays(tx, tenantId)));
    const all = await collectMyExpiries(tx, tenantId, auth, {
      today,
      until,
      withinDays: within,
      warrantiesFrom: `${today.slice(0, 7)}-01`,
    });
    const items = all
      .filter((i) => (from === null ? i.daysLeft < 0 : i.daysLeft >= 0 && i.dueDate <= until))
      .filter((i) => kind === undefined || i.kind === kind)
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.subject.localeCompare(b.subject, "hu"));
    return { horizon, from, until, count: items.length, items };
  });
}
