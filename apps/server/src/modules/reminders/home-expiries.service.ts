import { HOME_EXPIRIES_LIMIT, type HomeExpiries } from "@office/shared/reminders/reminders.contract";
import { addDays } from "@office/shared/hu/iso-date";
import { budapestDate } from "@office/shared/hu/budapest-time";
import type { Platform } from "../../platform/platform.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { collectMyExpiries, monthEnd } from "./my-expiries.ts";
import { readReminderDays } from "./reminder-settings.ts";

/**
 * `GET /api/home/expiries` (issue 23 §2, the home page's to-do list): what expires by the end of this
 * month — or within the tenant's largest reminder threshold, so whatever was reminded of shows — and
 * what already expired and is still unresolved (a document not renewed, a contract of a contractor
 * still active, a car not serviced; warranties only from the 1st of this month), for the things the
 * caller owns (own documents, held assets, the cars they drive) or manages (hr: documents,
 * projectManager: contracts, assetManager: warranties, fleetManager: cars; companyAdmin: all).
 * The fleet's papers (MOT, insurance, casco, licence, medical, fuel cards) come from the fleet's
 * reminder rows. What is still ahead first (soonest first), then the expired (latest first); the first
 * {@link HOME_EXPIRIES_LIMIT} and the count.
 */

/** `GET /api/home/expiries` for the caller (see above), as of `nowMs` (Budapest day). */
export async function getHomeExpiries(
  p: Platform,
  ctx: RequestContext,
  nowMs = Date.now(),
): Promise<HomeExpiries> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const today = budapestDate(nowMs);
  return p.database.withTenant(tenantId, async (tx) => {
    const days = await readReminderDays(tx, tenantId);
    const within = Math.max(...days);
    const ahead = addDays(today, within);
    const until = ahead > monthEnd(today) ? ahead : monthEnd(today);
    const out = await collectMyExpiries(tx, tenantId, auth, {
      today,
      until,
      withinDays: within,
      warrantiesFrom: `${today.slice(0, 7)}-01`,
    });
    // what is still ahead first (soonest first), then what already expired (latest first)
    out.sort(
      (a, b) =>
        Number(a.daysLeft < 0) - Number(b.daysLeft < 0) ||
        (a.daysLeft < 0 ? b.dueDate.localeCompare(a.dueDate) : a.dueDate.localeCompare(b.dueDate)) ||
        a.subject.localeCompare(b.subject, "hu"),
    );
    return { count: out.length, items: out.slice(0, HOME_EXPIRIES_LIMIT) };
  });
}
