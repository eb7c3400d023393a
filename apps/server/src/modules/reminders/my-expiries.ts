import { and, eq } from "drizzle-orm";
import { REMINDER_KIND_LABELS } from "@office/shared/fleet/reminders.contract";
import type { HomeExpiry } from "@office/shared/reminders/reminders.contract";
import { diffInDays } from "@office/shared/hu/iso-date";
import type { Tx } from "../../platform/db.ts";
import { hasAnyRole, type AuthContext } from "../../platform/request-context.ts";
import { cars, drivers } from "../fleet/fleet.table.ts";
import { currentExpiries } from "../fleet/reminder-rows.ts";
import { listExpiringItems, type ExpiringItem } from "./expiries.ts";

/**
 * What one caller owns or manages that expires (issue 23 §2), shared by the home card
 * (`GET /api/home/expiries`) and the full list (`GET /api/expiries`): own documents, held assets, the
 * cars they drive and those cars' papers, plus what their role manages (hr: documents, projectManager:
 * contracts, assetManager: warranties, fleetManager: cars and the fleet's papers; companyAdmin: all).
 */

/** The last day of `today`'s month. */
export const monthEnd = (today: string) => {
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

/**
 * The caller's items of `tenantId` due on or before `until` (`YYYY-MM-DD`), overdue ones included
 * (warranties only from `warrantiesFrom` on), as of `today`; `withinDays` the tenant's largest reminder
 * threshold (a car service's "due" window). Unsorted; `daysLeft` from `today` (negative: expired).
 */
export async function collectMyExpiries(
  tx: Tx,
  tenantId: number,
  auth: AuthContext,
  opts: { today: string; until: string; withinDays: number; warrantiesFrom: string },
): Promise<HomeExpiry[]> {
  const { today, until } = opts;
  const [myDriver] = auth.employeeId
    ? await tx
        .select({ id: drivers.id })
        .from(drivers)
        .where(and(eq(drivers.tenantId, tenantId), eq(drivers.employeeId, auth.employeeId)))
    : [];
  const myDriverId = myDriver?.id ?? null;
  const items = await listExpiringItems(tx, tenantId, opts);
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
  return out;
}
