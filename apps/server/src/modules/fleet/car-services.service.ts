import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  carServiceInputSchema,
  type CarService,
  type CarServiceInput,
  type CarServiceList,
  type YearlyServiceCost,
} from "@office/shared/fleet/car-services.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import type { AttachmentFile, UploadPart, UploadedDocument } from "../../platform/uploads.ts";
import { readReminderDays } from "../reminders/reminder-settings.ts";
import { assertFleetManager, carForRead, findCarOr404 } from "./fleet-access.ts";
import { auditFleet, todayInBudapest } from "./fleet-refs.ts";
import { carServices } from "./car-services.table.ts";
import { nextServiceOf } from "./car-service-due.ts";

/**
 * A car's service log (issue 23 §2): `GET/POST /api/car/{id}/service`, `PUT/DELETE
 * /api/car/{id}/service/{serviceId}`, `GET …/{serviceId}/invoice`. Reads: whoever may read the car (fleet
 * managers, its driver); writes: fleetManager, as editing the car. The invoice is checked by content
 * (platform/uploads.ts) and stored through the file store under `<tenant>/cars/<id>/services/<uuid>.<ext>`.
 */

export const SERVICE_NOT_FOUND = "A szerviz nem található.";

type ServiceRow = typeof carServices.$inferSelect;

const toDto = (r: ServiceRow): CarService => ({
  id: r.id,
  carId: r.carId,
  date: r.date,
  odometerKm: r.odometerKm,
  costHuf: r.costHuf,
  description: r.description,
  invoice:
    r.invoiceKey && r.invoiceFileName && r.invoiceMime
      ? { fileName: r.invoiceFileName, mime: r.invoiceMime, size: r.invoiceSize ?? 0 }
      : null,
  createdAt: r.createdAt.toISOString(),
});

/** The car's services, newest first. */
export async function listServiceRows(tx: Tx, tenantId: number, carId: number): Promise<ServiceRow[]> {
  return tx
    .select()
    .from(carServices)
    .where(and(eq(carServices.tenantId, tenantId), eq(carServices.carId, carId)))
    .orderBy(desc(carServices.date), desc(carServices.odometerKm), desc(carServices.id));
}

/** Cost (Ft) and count of services per calendar year of the service date, newest year first. */
export function yearlyCostsOf(rows: readonly { date: string; costHuf: number }[]): YearlyServiceCost[] {
  const byYear = new Map<number, YearlyServiceCost>();
  for (const r of rows) {
    const year = Number(r.date.slice(0, 4));
    const y = byYear.get(year) ?? { year, costHuf: 0, count: 0 };
    y.costHuf += r.costHuf;
    y.count += 1;
    byYear.set(year, y);
  }
  return [...byYear.values()].sort((a, b) => b.year - a.year);
}

/** `GET /api/car/{id}/service`: the log, the next service and the yearly costs. Errors: 403, 404. */
export async function listServices(p: Platform, ctx: RequestContext, carId: number): Promise<CarServiceList> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const { car } = await carForRead(tx, tenantId, auth, carId);
    const rows = await listServiceRows(tx, tenantId, carId);
    const days = await readReminderDays(tx, tenantId);
    const last = rows[0];
    return {
      services: rows.map(toDto),
      nextService: nextServiceOf({
        last: last ? { date: last.date, odometerKm: last.odometerKm } : null,
        inService: car.inServiceSince
          ? { date: car.inServiceSince, odometerKm: car.inServiceOdometerKm }
          : null,
        intervalKm: car.serviceIntervalKm,
        intervalMonths: car.serviceIntervalMonths,
        odometerKm: car.odometerKm,
        today: todayInBudapest(),
        withinDays: Math.max(...days),
      }),
      yearlyCosts: yearlyCostsOf(rows),
    };
  });
}

/** Reads the multipart form: the text fields and the optional `file` part (the invoice). */
async function readServiceForm(
  parts: AsyncIterable<UploadPart>,
): Promise<{ file: UploadedDocument | null; input: CarServiceInput }> {
  const fields = new Map<string, string>();
  let file: UploadedDocument | null = null;
  for await (const part of parts) {
    if (part.type === "field") fields.set(part.name, part.value);
    else if (part.file.field !== "file") throw badRequest("A számlát a file mezőben küldd.");
    else file = part.file;
  }
  const parsed = carServiceInputSchema.safeParse(Object.fromEntries(fields));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".") || "_"] ??= issue.message;
    throw badRequest(`Hibás adatok: ${[...new Set(Object.values(fieldErrors))].join(" ")}`, fieldErrors);
  }
  return { file, input: parsed.data };
}

async function findServiceOr404(
  tx: Tx,
  tenantId: number,
  carId: number,
  serviceId: number,
): Promise<ServiceRow> {
  const [row] = await tx
    .select()
    .from(carServices)
    .where(
      and(eq(carServices.tenantId, tenantId), eq(carServices.carId, carId), eq(carServices.id, serviceId)),
    );
  if (!row) throw notFound(SERVICE_NOT_FOUND);
  return row;
}

const invoiceColumns = (file: UploadedDocument | null, key: string | null) =>
  file && key
    ? {
        invoiceKey: key,
        invoiceFileName: file.fileName,
        invoiceMime: file.mime,
        invoiceSize: file.data.length,
      }
    : { invoiceKey: null, invoiceFileName: null, invoiceMime: null, invoiceSize: null };

/** Stores the invoice (if any) and answers its key. */
async function storeInvoice(
  p: Platform,
  ctx: RequestContext,
  carId: number,
  file: UploadedDocument | null,
): Promise<string | null> {
  if (!file) return null;
  const key = `${ctx.tenant.slug}/cars/${carId}/services/${file.storedName}`;
  await p.storage.put(key, file.data);
  return key;
}

/**
 * `POST /api/car/{id}/service` (fleetManager, multipart): records a service, with the invoice when a
 * `file` part is sent. Errors: 400 (fields, file type), 403, 404 (car), 413 (file over 10 MiB).
 */
export async function createService(
  p: Platform,
  ctx: RequestContext,
  carId: number,
  parts: AsyncIterable<UploadPart>,
): Promise<CarService> {
  const auth = authOf(ctx);
  assertFleetManager(auth);
  const tenantId = ctx.tenant.id;
  await p.database.withTenant(tenantId, (tx) => findCarOr404(tx, tenantId, carId));
  const { file, input } = await readServiceForm(parts);
  const key = await storeInvoice(p, ctx, carId, file);
  try {
    return await p.database.withTenant(tenantId, async (tx) => {
      await findCarOr404(tx, tenantId, carId);
      const [row] = await tx
        .insert(carServices)
        .values({
          tenantId,
          carId,
          date: input.date,
          odometerKm: input.odometerKm,
          costHuf: input.costHuf,
          description: input.description,
          createdBy: auth.userId,
          ...invoiceColumns(file, key),
        })
        .returning();
      if (!row) throw new Error("insert car_services returned no row");
      await auditFleet(tx, ctx, auth, "car.service_created", `car:${carId}`);
      return toDto(row);
    });
  } catch (err) {
    if (key) await p.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/**
 * `PUT /api/car/{id}/service/{serviceId}` (fleetManager, multipart): replaces the fields; a new `file`
 * replaces the invoice, `removeInvoice=true` drops it, else it is kept. Errors: 400, 403, 404, 413.
 */
export async function updateService(
  p: Platform,
  ctx: RequestContext,
  carId: number,
  serviceId: number,
  parts: AsyncIterable<UploadPart>,
): Promise<CarService> {
  const auth = authOf(ctx);
  assertFleetManager(auth);
  const tenantId = ctx.tenant.id;
  await p.database.withTenant(tenantId, (tx) => findServiceOr404(tx, tenantId, carId, serviceId));
  const { file, input } = await readServiceForm(parts);
  const key = await storeInvoice(p, ctx, carId, file);
  try {
    const { row, oldKey } = await p.database.withTenant(tenantId, async (tx) => {
      const old = await findServiceOr404(tx, tenantId, carId, serviceId);
      const invoice = file
        ? invoiceColumns(file, key)
        : input.removeInvoice
          ? invoiceColumns(null, null)
          : {};
      const [updated] = await tx
        .update(carServices)
        .set({
          date: input.date,
          odometerKm: input.odometerKm,
          costHuf: input.costHuf,
          description: input.description,
          ...invoice,
          updatedAt: sql`now()`,
        })
        .where(and(eq(carServices.tenantId, tenantId), eq(carServices.id, serviceId)))
        .returning();
      if (!updated) throw notFound(SERVICE_NOT_FOUND);
      await auditFleet(tx, ctx, auth, "car.service_updated", `car:${carId}`);
      const replaced = file || input.removeInvoice ? old.invoiceKey : null;
      return { row: updated, oldKey: replaced };
    });
    if (oldKey) await p.storage.delete(oldKey).catch(() => undefined);
    return toDto(row);
  } catch (err) {
    if (key) await p.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** `DELETE /api/car/{id}/service/{serviceId}` (fleetManager): the row, then its invoice. Errors: 403, 404. */
export async function deleteService(
  p: Platform,
  ctx: RequestContext,
  carId: number,
  serviceId: number,
): Promise<void> {
  const auth = authOf(ctx);
  assertFleetManager(auth);
  const tenantId = ctx.tenant.id;
  const row = await p.database.withTenant(tenantId, async (tx) => {
    const old = await findServiceOr404(tx, tenantId, carId, serviceId);
    await tx
      .delete(carServices)
      .where(and(eq(carServices.tenantId, tenantId), eq(carServices.id, serviceId)));
    await auditFleet(tx, ctx, auth, "car.service_deleted", `car:${carId}`);
    return old;
  });
  if (row.invoiceKey) await p.storage.delete(row.invoiceKey).catch(() => undefined);
}

/**
 * `GET /api/car/{id}/service/{serviceId}/invoice`: the stored invoice (whoever may read the car).
 * Errors: 403, 404 (no such service, no invoice, file gone).
 */
export async function getServiceInvoice(
  p: Platform,
  ctx: RequestContext,
  carId: number,
  serviceId: number,
): Promise<AttachmentFile> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const row = await p.database.withTenant(tenantId, async (tx) => {
    await carForRead(tx, tenantId, auth, carId);
    return findServiceOr404(tx, tenantId, carId, serviceId);
  });
  if (!row.invoiceKey || !row.invoiceFileName || !row.invoiceMime)
    throw notFound("Ehhez a szervizhez nincs számla.");
  const stored = await p.storage.open(row.invoiceKey);
  if (!stored) throw notFound("A fájl nem található.");
  return { ...stored, fileName: row.invoiceFileName, mime: row.invoiceMime };
}

/** Every service of `carIds` (for the export), by car, then date. */
export async function listServicesOfCars(
  tx: Tx,
  tenantId: number,
  carIds: readonly number[],
): Promise<ServiceRow[]> {
  if (carIds.length === 0) return [];
  return tx
    .select()
    .from(carServices)
    .where(and(eq(carServices.tenantId, tenantId), sql`${carServices.carId} in ${carIds}`))
    .orderBy(asc(carServices.carId), asc(carServices.date), asc(carServices.id));
}

/** The services of the cars the caller may list (`carIds`: already filtered by {@link listCars}). */
export async function servicesForExport(
  p: Platform,
  ctx: RequestContext,
  carIds: readonly number[],
): Promise<ServiceRow[]> {
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, (tx) => listServicesOfCars(tx, tenantId, carIds));
}
