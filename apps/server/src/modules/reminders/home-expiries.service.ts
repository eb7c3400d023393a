import { and, eq } from "drizzle-orm";
import { REMINDER_KIND_LABELS } from "@office/shared/fleet/reminders.contract";
import {
  HOME_EXPIRIES_LIMIT,
  type HomeExpiries,
  type HomeExpiry,
} from "@office/shared/reminders/reminders.contract";
import { addDays, diffInDays } from "@office/shared/hu/iso-date";
import { budapestDate } from "@office/shared/hu/budapest-time";
import type { Platform } from "../../platform/platform.ts";
import { authOf, hasAnyRole, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { cars, drivers } from "../fleet/fleet.table.ts";
import { currentExpiries } from "../fleet/reminder-rows.ts";
import { listExpiringItems, type ExpiringItem } from "./expiries.ts";
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

/** The last day of `today`'s month. */
const monthEnd = (today: string) => {
  const [y, m] = today.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** „műszaki vizsga” → „Műszaki vizsga” (the fleet's labels are lower case, for inside sentences). */
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase("hu") + text.slice(1);

function isMine(item: ExpiringItem, auth: AuthContext, myDriverId: number | null): boolean {
  if (hasAnyRole(auth.roles, [item.managerRole])) return true;
  if (auth.employeeId && item.ownerEmployeeId === auth.employeeId) return true;
  return myDriverId !== null && item.driverId === myDriverId;
}

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
    const [myDriver] = auth.employeeId
      ? await tx
          .select({ id: drivers.id })
          .from(drivers)
          .where(and(eq(drivers.tenantId, tenantId), eq(drivers.employeeId, auth.employeeId)))
      : [];
    const myDriverId = myDriver?.id ?? null;
    const items = await listExpiringItems(tx, tenantId, {
      today,
      until,
      withinDays: within,
      warrantiesFrom: `${today.slice(0, 7)}-01`,
    });
    const out: HomeExpiry[] = items
      .filter((i) => isMine(i, auth, myDriverId))
      .map((i) => ({
        kind: i.kind,
        title: i.title,
        subject: i.subject,
        dueDate: i.dueDate,
        daysLeft: diffInDays(today, i.dueDate),
        path: i.path,
      }));
    const isFleetManager = hasAnyRole(auth.roles, ["fleetManager"]);
    if (isFleetManager || myDriverId !== null) {
      const myCars = isFleetManager
        ? null
        : new Set(
            (
              await tx
                .select({ id: cars.id })
                .from(cars)
                .where(and(eq(cars.tenantId, tenantId), eq(cars.driverId, myDriverId ?? 0)))
            ).map((c) => c.id),
          );
      for (const e of await currentExpiries(tx, tenantId)) {
        if (e.dueDate > until) continue;
        if (myCars && e.driverId !== myDriverId && !(e.carId !== null && myCars.has(e.carId))) continue;
        out.push({
          kind: "carPaper",
          title: capitalise(REMINDER_KIND_LABELS[e.kind]),
          subject: e.plate ?? e.subjectName ?? "",
          dueDate: e.dueDate,
          daysLeft: diffInDays(today, e.dueDate),
          path:
            e.carId !== null
              ? `/autok/${e.carId}#reminders`
              : e.subjectType === "driver"
                ? `/autok/soforok/${e.subjectId}`
                : `/autok/kartyak/${e.subjectId}`,
        });
      }
    }
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
