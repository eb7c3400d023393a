import { and, eq } from "drizzle-orm";
import type {
  Car,
  CarDetail,
  CarInput,
  DeleteResult,
  ListCarsQuery,
  NextExpiry,
  CarListItem,
} from "@office/shared/fleet/cars.contract";
import { daysUntil } from "@office/shared/fleet/reminders.contract";
import { withAttachmentCounts } from "../attachments/attachments.repository.ts";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { conflict, isUniqueViolation } from "../../platform/errors.ts";
import { lockFor } from "../../platform/locks.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { costCenters } from "../cost-centers/cost-centers.table.ts";
import { assertFleetManager, carForRead, driverIdOf, findCarOr404, isFleetManager } from "./fleet-access.ts";
import { detachAttachments, removeStoredFiles } from "../attachments/attachment-purge.ts";
import { assertRef, auditFleet, todayInBudapest } from "./fleet-refs.ts";
import { cars, drivers, fleetReminders } from "./fleet.table.ts";
import * as repo from "./cars.repository.ts";
import { syncReminderRows } from "./reminder-rows.ts";

/** Cars (issue 10 §1): `GET/POST /api/car`, `GET/PUT/DELETE /api/car/{id}`. */

export const DUPLICATE_PLATE = "Ezzel a rendszámmal már van autó.";
const DRIVER_MISSING = "A sofőr nem található.";
const COST_CENTER_MISSING = "A költséghely nem található.";

/** The nearest of a car's expiries (MOT, insurance, casco, the driver's licence and medical). */
export function nextExpiryOf(row: repo.CarListRow, today: string): NextExpiry | null {
  const candidates: [NextExpiry["kind"], string | null][] = [
    ["mot", row.motExpiry],
    ["mandatoryInsurance", row.mandatoryInsuranceExpiry],
    ["casco", row.cascoExpiry],
    ["licence", row.licenceExpiry],
    ["medical", row.medicalExpiry],
  ];
  let best: NextExpiry | null = null;
  for (const [kind, date] of candidates) {
    if (!date) continue;
    if (!best || date < best.date) best = { kind, date, daysLeft: daysUntil(today, date) };
  }
  return best;
}

/** The API shape of a car row. */
export function toCarDto(row: repo.CarListRow, today: string): Car {
  return {
    id: row.id,
    plate: row.plate,
    make: row.make,
    model: row.model,
    vin: row.vin,
    year: row.year,
    fuelType: row.fuelType as Car["fuelType"],
    engineKw: row.engineKw,
    engineCcm: row.engineCcm,
    environmentalClass: row.environmentalClass,
    odometerKm: row.odometerKm,
    motExpiry: row.motExpiry,
    mandatoryInsuranceExpiry: row.mandatoryInsuranceExpiry,
    cascoExpiry: row.cascoExpiry,
    ownership: row.ownership as Car["ownership"],
    driverId: row.driverId,
    driverName: row.driverName,
    costCenterId: row.costCenterId,
    active: row.active,
    note: row.note,
    nextExpiry: nextExpiryOf(row, today),
    serviceIntervalKm: row.serviceIntervalKm,
    serviceIntervalMonths: row.serviceIntervalMonths,
    inServiceSince: row.inServiceSince,
    inServiceOdometerKm: row.inServiceOdometerKm,
  };
}

/**
 * `GET /api/car?search=&active=&ownership=&driverId=`: fleet managers see every car, others the cars they
 * drive. `search` matches plate (with or without hyphens), make, model and the driver's name.
 */
export async function listCars(
  p: Platform,
  ctx: RequestContext,
  query: ListCarsQuery,
): Promise<CarListItem[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    let only: number | null = null;
    if (!isFleetManager(auth)) {
      only = await driverIdOf(tx, tenantId, auth);
      if (only === null) return [];
    }
    const today = todayInBudapest();
    const rows = (await repo.listCars(tx, tenantId, query, only)).map((r) => toCarDto(r, today));
    return withAttachmentCounts(tx, tenantId, "car", rows);
  });
}

/** The detail DTO of car `id` inside `tx` (no access check). */
export async function readCarDetail(
  tx: Tx,
  tenantId: number,
  id: number,
  canManage: boolean,
): Promise<CarDetail> {
  const [row] = await repo.listCars(tx, tenantId, {}, null, [id]);
  await findCarOr404(tx, tenantId, id);
  if (!row) throw new Error("car vanished");
  return {
    ...toCarDto(row, todayInBudapest()),
    closedMonths: await repo.listClosedMonths(tx, tenantId, id),
    lastEndKm: await repo.lastEndKm(tx, tenantId, id),
    canManage,
  };
}

/** `GET /api/car/{id}`: fleet managers and the car's driver. Errors: 403 not their car, 404. */
export async function getCar(p: Platform, ctx: RequestContext, id: number): Promise<CarDetail> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const { isManager } = await carForRead(tx, tenantId, auth, id);
    return readCarDetail(tx, tenantId, id, isManager);
  });
}

async function checkRefs(tx: Tx, tenantId: number, input: CarInput): Promise<void> {
  await assertRef(tx, tenantId, drivers, input.driverId, "driverId", DRIVER_MISSING);
  await assertRef(tx, tenantId, costCenters, input.costCenterId, "costCenterId", COST_CENTER_MISSING);
}

async function refusingDuplicatePlate<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_PLATE);
    throw err;
  }
}

/** `POST /api/car` (fleetManager). Errors: 400 contract / unknown driver or cost centre, 403, 409 duplicate plate. */
export async function createCar(p: Platform, ctx: RequestContext, input: CarInput): Promise<CarDetail> {
  const auth = authOf(ctx);
  assertFleetManager(auth);
  const tenantId = ctx.tenant.id;
  return refusingDuplicatePlate(() =>
    p.database.withTenant(tenantId, async (tx) => {
      await checkRefs(tx, tenantId, input);
      const id = await repo.insertCar(tx, tenantId, input);
      await syncReminderRows(tx, tenantId);
      await auditFleet(tx, ctx, auth, "car.created", `car:${id}`);
      return readCarDetail(tx, tenantId, id, true);
    }),
  );
}

/**
 * `PUT /api/car/{id}` (fleetManager): replaces the fields. `odometerKm` is the recorded reading; once the
 * car has trips its odometer follows the last trip. Errors: 400, 403, 404, 409 duplicate plate.
 */
export async function updateCar(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: CarInput,
): Promise<CarDetail> {
  const auth = authOf(ctx);
  assertFleetManager(auth);
  const tenantId = ctx.tenant.id;
  return refusingDuplicatePlate(() =>
    p.database.withTenant(tenantId, async (tx) => {
      await lockFor(tx, "carOdometer", tenantId, id);
      await findCarOr404(tx, tenantId, id);
      await checkRefs(tx, tenantId, input);
      await repo.updateCar(tx, tenantId, id, input);
      await repo.recomputeOdometer(tx, tenantId, id);
      await syncReminderRows(tx, tenantId);
      await auditFleet(tx, ctx, auth, "car.updated", `car:${id}`);
      return readCarDetail(tx, tenantId, id, true);
    }),
  );
}

/**
 * `DELETE /api/car/{id}` (fleetManager): a car with trips or fills is deactivated (the log is kept), one
 * without is deleted with its reminders. Errors: 403, 404.
 */
export async function deleteCar(p: Platform, ctx: RequestContext, id: number): Promise<DeleteResult> {
  const auth = authOf(ctx);
  assertFleetManager(auth);
  const tenantId = ctx.tenant.id;
  let orphanFiles: string[] = [];
  const result = await p.database.withTenant(tenantId, async (tx): Promise<DeleteResult> => {
    await lockFor(tx, "carOdometer", tenantId, id);
    await findCarOr404(tx, tenantId, id);
    const keep = await repo.hasHistory(tx, tenantId, id);
    if (keep) {
      await tx
        .update(cars)
        .set({ active: false })
        .where(and(eq(cars.tenantId, tenantId), eq(cars.id, id)));
    } else {
      await tx
        .delete(fleetReminders)
        .where(
          and(
            eq(fleetReminders.tenantId, tenantId),
            eq(fleetReminders.subjectType, "car"),
            eq(fleetReminders.subjectId, id),
          ),
        );
      await tx.delete(cars).where(and(eq(cars.tenantId, tenantId), eq(cars.id, id)));
      orphanFiles = await detachAttachments(tx, tenantId, { type: "car", id });
    }
    const outcome = keep ? "deactivated" : "deleted";
    await auditFleet(tx, ctx, auth, `car.${outcome}`, `car:${id}`);
    return { outcome };
  });
  await removeStoredFiles(p, orphanFiles);
  return result;
}
