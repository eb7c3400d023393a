import { and, asc, desc, eq, gt, gte, lt, lte, ne, or } from "drizzle-orm";
import type { ClosedMonth, Trip, TripInput } from "@office/shared/fleet/trips.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors.ts";
import { lockFor } from "../../platform/locks.ts";
import { authOf, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { employees } from "../employees/employees.table.ts";
import { partners } from "../partners/partners.table.ts";
import { projects } from "../projects/projects.table.ts";
import { carForRead, isFleetManager, type CarAccess } from "./fleet-access.ts";
import { assertRef, auditFleet, todayInBudapest } from "./fleet-refs.ts";
import { notifyFleetAnomaly } from "./fleet-notify.ts";
import { carLogClosures, carTrips, drivers } from "./fleet.table.ts";
import { listClosedMonths, recomputeOdometer } from "./cars.repository.ts";
import { checkContinuity, type LogTrip } from "./odometer.ts";
import { formatDateHu, formatKm } from "@office/shared/hu/format";

/**
 * The trip log (útnyilvántartás, issue 10 §1): `GET/POST /api/car/{id}/distance`, `PUT/DELETE
 * /api/car/{id}/distance/{tripId}`, `PUT /api/car/{id}/distance/close?month=`. Every write runs under
 * `lockFor("carOdometer", tenant, car)`: the continuity check, the closed-month check, the write and the
 * odometer recomputation see one consistent log even with concurrent requests.
 */

export const TRIP_NOT_FOUND = "Az út nem található.";
export const GAP_REASON_NEEDED =
  "A kezdő km-óra állás nagyobb az előző út záró állásánál: add meg az eltérés okát.";
const closedMessage = (month: string) =>
  `A(z) ${month} hónap útnyilvántartása le van zárva, nem módosítható.`;

const monthOf = (date: string) => date.slice(0, 7);
const nextMonth = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
};

/** The car's trips (all, of one month, or the one `onlyId`) with names, in log order; `gapKm` against the previous row read. */
export async function readTrips(
  tx: Tx,
  tenantId: number,
  carId: number,
  month?: string,
  onlyId?: number,
): Promise<Trip[]> {
  const where = [eq(carTrips.tenantId, tenantId), eq(carTrips.carId, carId)];
  if (onlyId !== undefined) where.push(eq(carTrips.id, onlyId));
  if (month) where.push(gte(carTrips.date, `${month}-01`), lt(carTrips.date, `${nextMonth(month)}-01`));
  const rows = await tx
    .select({
      trip: carTrips,
      driverName: employees.name,
      partnerName: partners.name,
      projectName: projects.name,
    })
    .from(carTrips)
    .innerJoin(drivers, and(eq(drivers.tenantId, carTrips.tenantId), eq(drivers.id, carTrips.driverId)))
    .innerJoin(employees, and(eq(employees.tenantId, drivers.tenantId), eq(employees.id, drivers.employeeId)))
    .leftJoin(partners, and(eq(partners.tenantId, carTrips.tenantId), eq(partners.id, carTrips.partnerId)))
    .leftJoin(projects, and(eq(projects.tenantId, carTrips.tenantId), eq(projects.id, carTrips.projectId)))
    .where(and(...where))
    .orderBy(asc(carTrips.date), asc(carTrips.startKm), asc(carTrips.id));
  const closed = new Set(await listClosedMonths(tx, tenantId, carId));
  const out: Trip[] = [];
  let prevEnd: number | null = null;
  for (const r of rows) {
    const t = r.trip;
    out.push({
      id: t.id,
      carId: t.carId,
      date: t.date,
      driverId: t.driverId,
      driverName: r.driverName,
      from: t.fromPlace,
      to: t.toPlace,
      purpose: t.purpose,
      partnerId: t.partnerId,
      partnerName: r.partnerName,
      projectId: t.projectId,
      projectName: r.projectName,
      startKm: t.startKm,
      endKm: t.endKm,
      distanceKm: t.endKm - t.startKm,
      private: t.private,
      gapKm: prevEnd === null ? 0 : Math.max(0, t.startKm - prevEnd),
      gapReason: t.gapReason,
      locked: closed.has(monthOf(t.date)),
    });
    prevEnd = t.endKm;
  }
  return out;
}

/** `GET /api/car/{id}/distance?month=`: fleet managers and the car's driver. Errors: 403, 404. */
export async function listTrips(
  p: Platform,
  ctx: RequestContext,
  carId: number,
  month?: string,
): Promise<Trip[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await carForRead(tx, tenantId, auth, carId);
    return readTrips(tx, tenantId, carId, month);
  });
}

const logColumns = {
  id: carTrips.id,
  date: carTrips.date,
  startKm: carTrips.startKm,
  endKm: carTrips.endKm,
  from: carTrips.fromPlace,
  to: carTrips.toPlace,
};

/**
 * The neighbours a trip starting at (`date`, `startKm`) would have in the car's log — the last trip at or
 * before it and the first after it, by (date, start km) — leaving out trip `exceptId`. Two indexed
 * queries (`car_trips_tenant_car_date_idx`), however long the log is.
 */
async function neighbourTrips(
  tx: Tx,
  tenantId: number,
  carId: number,
  at: { date: string; startKm: number },
  exceptId: number | null,
): Promise<LogTrip[]> {
  const base = [eq(carTrips.tenantId, tenantId), eq(carTrips.carId, carId)];
  if (exceptId !== null) base.push(ne(carTrips.id, exceptId));
  const atOrBefore = or(
    lt(carTrips.date, at.date),
    and(eq(carTrips.date, at.date), lte(carTrips.startKm, at.startKm)),
  );
  const after = or(
    gt(carTrips.date, at.date),
    and(eq(carTrips.date, at.date), gt(carTrips.startKm, at.startKm)),
  );
  const previous = await tx
    .select(logColumns)
    .from(carTrips)
    .where(and(...base, atOrBefore))
    .orderBy(desc(carTrips.date), desc(carTrips.startKm), desc(carTrips.id))
    .limit(1);
  const next = await tx
    .select(logColumns)
    .from(carTrips)
    .where(and(...base, after))
    .orderBy(asc(carTrips.date), asc(carTrips.startKm), asc(carTrips.id))
    .limit(1);
  return [...previous, ...next];
}

/**
 * The trips that make an odometer reading `odometerKm` on `date` impossible (a fuel fill): one on an
 * earlier day ending above it, or one on a later day starting below it (at most one of each).
 */
export async function tripsAgainstReading(
  tx: Tx,
  tenantId: number,
  carId: number,
  date: string,
  odometerKm: number,
): Promise<LogTrip[]> {
  const base = [eq(carTrips.tenantId, tenantId), eq(carTrips.carId, carId)];
  const earlier = await tx
    .select(logColumns)
    .from(carTrips)
    .where(and(...base, lt(carTrips.date, date), gt(carTrips.endKm, odometerKm)))
    .orderBy(desc(carTrips.date), desc(carTrips.startKm))
    .limit(1);
  const later = await tx
    .select(logColumns)
    .from(carTrips)
    .where(and(...base, gt(carTrips.date, date), lt(carTrips.startKm, odometerKm)))
    .orderBy(asc(carTrips.date), asc(carTrips.startKm))
    .limit(1);
  return [...earlier, ...later];
}

async function assertOpenMonth(tx: Tx, tenantId: number, carId: number, date: string): Promise<void> {
  const rows = await tx
    .select({ month: carLogClosures.month })
    .from(carLogClosures)
    .where(
      and(
        eq(carLogClosures.tenantId, tenantId),
        eq(carLogClosures.carId, carId),
        eq(carLogClosures.month, monthOf(date)),
      ),
    );
  if (rows.length > 0) throw conflict(closedMessage(monthOf(date)));
}

/** A non-manager may log only their own trips on the car they drive. */
function assertMayLog(access: CarAccess, driverId: number): void {
  if (access.isManager) return;
  if (access.myDriverId === null || driverId !== access.myDriverId)
    throw forbidden("Csak a saját útjaidat rögzítheted.");
}

async function saveTrip(
  p: Platform,
  ctx: RequestContext,
  carId: number,
  tripId: number | null,
  input: TripInput,
): Promise<Trip> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const outcome = await p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "carOdometer", tenantId, carId);
    const access = await carForRead(tx, tenantId, auth, carId);
    assertMayLog(access, input.driverId);
    if (tripId === null && input.clientId) {
      const [replayed] = await tx
        .select({ id: carTrips.id })
        .from(carTrips)
        .where(
          and(
            eq(carTrips.tenantId, tenantId),
            eq(carTrips.carId, carId),
            eq(carTrips.clientId, input.clientId),
          ),
        );
      if (replayed) {
        const [saved] = await readTrips(tx, tenantId, carId, undefined, replayed.id);
        if (saved) return saved;
      }
    }
    if (tripId !== null) {
      const old = await findTrip(tx, tenantId, carId, tripId);
      assertMayLog(access, old.driverId);
      await assertOpenMonth(tx, tenantId, carId, old.date);
    }
    await assertOpenMonth(tx, tenantId, carId, input.date);
    await assertRef(tx, tenantId, drivers, input.driverId, "driverId", "A sofőr nem található.");
    await assertRef(tx, tenantId, partners, input.partnerId, "partnerId", "A partner nem található.");
    await assertRef(tx, tenantId, projects, input.projectId, "projectId", "A projekt nem található.");
    const check = checkContinuity(await neighbourTrips(tx, tenantId, carId, input, tripId), input);
    if (!check.ok) throw conflict(check.message);
    if (check.gapKm > 0 && !input.gapReason)
      throw badRequest(GAP_REASON_NEEDED, { gapReason: `${GAP_REASON_NEEDED} (${check.gapKm} km)` });
    const values = {
      date: input.date,
      driverId: input.driverId,
      fromPlace: input.from,
      toPlace: input.to,
      purpose: input.purpose,
      partnerId: input.partnerId,
      projectId: input.projectId,
      startKm: input.startKm,
      endKm: input.endKm,
      private: input.private,
      gapReason: check.gapKm > 0 ? input.gapReason : null,
    };
    let id = tripId;
    if (id === null) {
      const [row] = await tx
        .insert(carTrips)
        .values({
          tenantId,
          carId,
          ...values,
          clientId: input.clientId ?? null,
          createdByUserId: auth.userId,
        })
        .returning({ id: carTrips.id });
      id = row?.id ?? 0;
    } else {
      await tx
        .update(carTrips)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(carTrips.tenantId, tenantId), eq(carTrips.id, id)));
    }
    await recomputeOdometer(tx, tenantId, carId);
    await auditFleet(
      tx,
      ctx,
      auth,
      tripId === null ? "trip.created" : "trip.updated",
      `car:${carId}/trip:${id}`,
    );
    if (check.gapKm > 0)
      await notifyFleetAnomaly(tx, tenantId, access.car, {
        title: `Km-eltérés – ${access.car.plate}`,
        description: `A(z) ${access.car.plate} rendszámú autó útnyilvántartásában ${formatKm(check.gapKm)} eltérés van (${formatDateHu(input.date)}).\nIndok: ${input.gapReason ?? ""}`,
      });
    const [saved] = await readTrips(tx, tenantId, carId, undefined, id ?? 0);
    if (!saved) throw new Error("saved trip not found");
    return { ...saved, gapKm: check.gapKm };
  });
  return outcome;
}

async function findTrip(tx: Tx, tenantId: number, carId: number, tripId: number) {
  const rows = await tx
    .select()
    .from(carTrips)
    .where(and(eq(carTrips.tenantId, tenantId), eq(carTrips.carId, carId), eq(carTrips.id, tripId)));
  const row = rows[0];
  if (!row) throw notFound(TRIP_NOT_FOUND);
  return row;
}

/**
 * `POST /api/car/{id}/distance`: fleet managers, or the car's driver for their own trip. A `clientId` already
 * saved on this car answers that trip unchanged (an offline entry sent again, issue 19 §5). Errors: 400
 * (contract, unknown driver/partner/project, a km gap without `gapReason`), 403, 404, 409 (continuity:
 * names the trip in the way; closed month).
 */
export const createTrip = (p: Platform, ctx: RequestContext, carId: number, input: TripInput) =>
  saveTrip(p, ctx, carId, null, input);

/** `PUT /api/car/{id}/distance/{tripId}`: as `createTrip`, the trip's old month must be open too; recomputes the odometer. */
export const updateTrip = (
  p: Platform,
  ctx: RequestContext,
  carId: number,
  tripId: number,
  input: TripInput,
) => saveTrip(p, ctx, carId, tripId, input);

/**
 * `DELETE /api/car/{id}/distance/{tripId}`: fleet managers or the trip's own driver; recomputes the car's
 * odometer. Errors: 403, 404, 409 closed month.
 */
export async function deleteTrip(
  p: Platform,
  ctx: RequestContext,
  carId: number,
  tripId: number,
): Promise<{ odometerKm: number }> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "carOdometer", tenantId, carId);
    const access = await carForRead(tx, tenantId, auth, carId);
    const trip = await findTrip(tx, tenantId, carId, tripId);
    assertMayLog(access, trip.driverId);
    await assertOpenMonth(tx, tenantId, carId, trip.date);
    await tx.delete(carTrips).where(and(eq(carTrips.tenantId, tenantId), eq(carTrips.id, tripId)));
    const odometerKm = await recomputeOdometer(tx, tenantId, carId);
    await auditFleet(tx, ctx, auth, "trip.deleted", `car:${carId}/trip:${tripId}`);
    return { odometerKm };
  });
}

/**
 * `PUT /api/car/{id}/distance/close?month=YYYY-MM` (fleetManager): closes a month of the log; its trips
 * become read-only. Idempotent. Errors: 403, 404, 409 a month not yet over.
 */
export async function closeMonth(
  p: Platform,
  ctx: RequestContext,
  carId: number,
  month: string,
): Promise<ClosedMonth> {
  const auth = authOf(ctx);
  assertManager(auth);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "carOdometer", tenantId, carId);
    await carForRead(tx, tenantId, auth, carId);
    if (month >= monthOf(todayInBudapest())) throw conflict("Csak lezárult hónap zárható le.");
    await tx
      .insert(carLogClosures)
      .values({ tenantId, carId, month, closedByUserId: auth.userId })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(carLogClosures)
      .where(
        and(
          eq(carLogClosures.tenantId, tenantId),
          eq(carLogClosures.carId, carId),
          eq(carLogClosures.month, month),
        ),
      );
    await auditFleet(tx, ctx, auth, "tripLog.closed", `car:${carId}/month:${month}`);
    return { carId, month, closedAt: (row?.closedAt ?? new Date()).toISOString() };
  });
}

function assertManager(auth: AuthContext): void {
  if (!isFleetManager(auth)) throw forbidden();
}
