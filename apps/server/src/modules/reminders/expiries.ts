import { and, desc, eq, isNotNull, lte, notInArray, sql } from "drizzle-orm";
import type { ExpiryKind } from "@office/shared/reminders/reminders.contract";
import { formatKm } from "@office/shared/hu/format";
import type { Tx } from "../../platform/db.ts";
import { assets } from "../assets/assets.table.ts";
import { employeeDocuments, employees } from "../employees/employees.table.ts";
import { externalResources } from "../external-resources/external-resources.table.ts";
import { cars } from "../fleet/fleet.table.ts";
import { carServices } from "../fleet/car-services.table.ts";
import { nextServiceOf } from "../fleet/car-service-due.ts";
import { SERVICE_DUE_KM } from "@office/shared/fleet/car-services.contract";

/**
 * The things with a date that remind someone (issue 23 §2), read for one tenant: employee documents
 * with `validUntil` (the latest of each employee's type — a renewed certificate supersedes the old one;
 * `egyéb` documents each count), active external resources' `contractEnd`, the warranty of assets in
 * use (not retired or lost), and the next service of active cars with a service interval (counted from
 * the last logged service, or from the car's first registration / acquisition without one). Each names
 * its owner (the employee whose document it is, the asset's holder, the car's driver) and the role that
 * manages its domain (DESIGN §5: hr, projectManager, assetManager, fleetManager).
 */

export type ManagerRole = "hr" | "projectManager" | "assetManager" | "fleetManager";

/** One expiring item. */
export type ExpiringItem = {
  kind: Exclude<ExpiryKind, "carPaper">;
  /** Key of the reminder claim: `employeeDocument`, `externalResource`, `asset`, `carService`. */
  subjectType: string;
  subjectId: number;
  /** The expiry (a service: the date it is due by, or today when only the km are close). */
  dueDate: string;
  /**
   * A car service's cycle: due by date (or null), the date it counts from (the last service's, or the
   * car's first registration without one: the key of the km reminder's claim), km left (or null).
   */
  service: { dueDate: string | null; lastServiceDate: string; kmLeft: number | null } | null;
  /** What expires, e.g. `Orvosi alkalmassági – Kiss Anna`. */
  title: string;
  /** Whose or what: the employee, contractor, asset or car. */
  subject: string;
  path: string;
  ownerEmployeeId: number | null;
  /** The car's driver (car services), to find their account. */
  driverId: number | null;
  managerRole: ManagerRole;
  eventType: "documentExpiry" | "contractExpiry" | "warrantyExpiry" | "carService";
  eventId: number;
};

/** Document types whose newer copy supersedes the older one (every type but `egyéb`). */
const SUPERSEDING = sql`${employeeDocuments.documentType} <> 'egyéb'`;

/**
 * Items of `tenantId` due on or before `until` (`YYYY-MM-DD`), as of `today`; `withinDays` is the
 * tenant's largest reminder threshold (a car service counts as due within it or within 1,000 km).
 * Documents, contracts and services may be overdue; warranties only from `warrantiesFrom` on (an
 * expired warranty cannot be renewed, so it stops being news).
 */
export async function listExpiringItems(
  tx: Tx,
  tenantId: number,
  opts: { today: string; until: string; withinDays: number; warrantiesFrom: string },
): Promise<ExpiringItem[]> {
  const { today, until } = opts;
  const newer = sql`exists (select 1 from employee_documents n where n.tenant_id = ${employeeDocuments.tenantId}
    and n.employee_id = ${employeeDocuments.employeeId} and n.document_type = ${employeeDocuments.documentType}
    and n.valid_until > ${employeeDocuments.validUntil})`;
  const docs = await tx
    .select({
      id: employeeDocuments.id,
      employeeId: employeeDocuments.employeeId,
      name: employeeDocuments.name,
      documentType: employeeDocuments.documentType,
      validUntil: employeeDocuments.validUntil,
      employeeName: employees.name,
    })
    .from(employeeDocuments)
    .innerJoin(
      employees,
      and(eq(employees.tenantId, employeeDocuments.tenantId), eq(employees.id, employeeDocuments.employeeId)),
    )
    .where(
      and(
        eq(employeeDocuments.tenantId, tenantId),
        eq(employees.active, true),
        isNotNull(employeeDocuments.validUntil),
        lte(employeeDocuments.validUntil, until),
        sql`not (${SUPERSEDING} and ${newer})`,
      ),
    );
  const contracts = await tx
    .select({
      id: externalResources.id,
      name: externalResources.name,
      company: externalResources.company,
      contractEnd: externalResources.contractEnd,
    })
    .from(externalResources)
    .where(
      and(
        eq(externalResources.tenantId, tenantId),
        eq(externalResources.active, true),
        isNotNull(externalResources.contractEnd),
        lte(externalResources.contractEnd, until),
      ),
    );
  const warranties = await tx
    .select({
      id: assets.id,
      inventoryNumber: assets.inventoryNumber,
      name: assets.name,
      warrantyExpiry: assets.warrantyExpiry,
      holderEmployeeId: assets.holderEmployeeId,
    })
    .from(assets)
    .where(
      and(
        eq(assets.tenantId, tenantId),
        notInArray(assets.status, ["retired", "lost"]),
        isNotNull(assets.warrantyExpiry),
        lte(assets.warrantyExpiry, until),
        sql`${assets.warrantyExpiry} >= ${opts.warrantiesFrom}`,
      ),
    );

  const out: ExpiringItem[] = [];
  for (const d of docs) {
    if (!d.validUntil) continue;
    out.push({
      kind: "document",
      subjectType: "employeeDocument",
      subjectId: d.id,
      dueDate: d.validUntil,
      service: null,
      title: d.name,
      subject: d.employeeName,
      path: `/munkatarsak/${d.employeeId}?tab=dokumentumok`,
      ownerEmployeeId: d.employeeId,
      driverId: null,
      managerRole: "hr",
      eventType: "documentExpiry",
      eventId: d.employeeId,
    });
  }
  for (const c of contracts) {
    if (!c.contractEnd) continue;
    out.push({
      kind: "contract",
      subjectType: "externalResource",
      subjectId: c.id,
      dueDate: c.contractEnd,
      service: null,
      title: "Szerződés vége",
      subject: c.company ? `${c.name} (${c.company})` : c.name,
      path: `/kulso-eroforrasok/${c.id}`,
      ownerEmployeeId: null,
      driverId: null,
      managerRole: "projectManager",
      eventType: "contractExpiry",
      eventId: c.id,
    });
  }
  for (const a of warranties) {
    if (!a.warrantyExpiry) continue;
    out.push({
      kind: "warranty",
      subjectType: "asset",
      subjectId: a.id,
      dueDate: a.warrantyExpiry,
      service: null,
      title: "Garancia vége",
      subject: `${a.inventoryNumber} ${a.name}`,
      path: `/eszkozok/${a.id}`,
      ownerEmployeeId: a.holderEmployeeId,
      driverId: null,
      managerRole: "assetManager",
      eventType: "warrantyExpiry",
      eventId: a.id,
    });
  }
  out.push(...(await dueServices(tx, tenantId, today, until, opts.withinDays)));
  return out.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.subjectId - b.subjectId);
}

/** The active cars with a service interval whose next service is due (by km or by `until`). */
async function dueServices(
  tx: Tx,
  tenantId: number,
  today: string,
  until: string,
  withinDays: number,
): Promise<ExpiringItem[]> {
  const rows = await tx
    .select({
      id: cars.id,
      plate: cars.plate,
      make: cars.make,
      model: cars.model,
      odometerKm: cars.odometerKm,
      driverId: cars.driverId,
      intervalKm: cars.serviceIntervalKm,
      intervalMonths: cars.serviceIntervalMonths,
      inServiceSince: cars.inServiceSince,
      inServiceOdometerKm: cars.inServiceOdometerKm,
    })
    .from(cars)
    .where(
      and(
        eq(cars.tenantId, tenantId),
        eq(cars.active, true),
        sql`(${cars.serviceIntervalKm} is not null or ${cars.serviceIntervalMonths} is not null)`,
      ),
    );
  const out: ExpiringItem[] = [];
  for (const c of rows) {
    const [last] = await tx
      .select({ date: carServices.date, odometerKm: carServices.odometerKm })
      .from(carServices)
      .where(and(eq(carServices.tenantId, tenantId), eq(carServices.carId, c.id)))
      .orderBy(desc(carServices.date), desc(carServices.odometerKm))
      .limit(1);
    const next = nextServiceOf({
      last: last ?? null,
      inService: c.inServiceSince ? { date: c.inServiceSince, odometerKm: c.inServiceOdometerKm } : null,
      intervalKm: c.intervalKm,
      intervalMonths: c.intervalMonths,
      odometerKm: c.odometerKm,
      today,
      withinDays,
    });
    const byDate = next.dueDate !== null && next.dueDate <= until;
    const kmClose = next.kmLeft !== null && next.kmLeft <= SERVICE_DUE_KM;
    const baseDate = last?.date ?? c.inServiceSince;
    if (baseDate === null || (!byDate && !kmClose)) continue;
    const dueByDate = byDate && next.dueDate !== null ? next.dueDate : today;
    out.push({
      kind: "carService",
      subjectType: "carService",
      subjectId: c.id,
      dueDate: kmClose && dueByDate > today ? today : dueByDate,
      service: { dueDate: next.dueDate, lastServiceDate: baseDate, kmLeft: next.kmLeft },
      title:
        next.kmLeft !== null && kmClose
          ? next.kmLeft >= 0
            ? `Szerviz esedékes (még ${formatKm(next.kmLeft)})`
            : `Szerviz esedékes (${formatKm(-next.kmLeft)} túllépés)`
          : "Szerviz esedékes",
      subject: `${c.plate} ${c.make} ${c.model}`,
      path: `/autok/${c.id}#service`,
      ownerEmployeeId: null,
      driverId: c.driverId,
      managerRole: "fleetManager",
      eventType: "carService",
      eventId: c.id,
    });
  }
  return out;
}
