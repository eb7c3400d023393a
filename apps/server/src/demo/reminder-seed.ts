import { and, asc, desc, eq, isNull, ne } from "drizzle-orm";
import { addDays } from "@office/shared/hu/iso-date";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { addMonths } from "@office/shared/applicants/applicant-retention";
import type { Tx } from "../platform/db.ts";
import { assets } from "../modules/assets/assets.table.ts";
import { externalResources } from "../modules/external-resources/external-resources.table.ts";
import { carTrips, cars } from "../modules/fleet/fleet.table.ts";
import { carServices } from "../modules/fleet/car-services.table.ts";

/**
 * Demo data of the expiry reminders (issue 23 §2), relative to `today` (deterministic for a given day):
 * the company cars get a 15,000 km / 12 month service interval and the first three a service history
 * of two services a year apart, the last one at the trip nearest to 14,300 km ago (first car), 12
 * months less 18 days ago (second: due by date in 18 days, and by km too when it drove much) and 60 days
 * ago (third: not due); one contractor without allocations gets a contract ending in 12 days; the first
 * asset the demo user holds a warranty ending in 9 days, the first asset in stock one ending in 25 days.
 * (The medical certificates of the document seed already expire around the demo day.)
 */
export async function seedReminderDemo(
  tx: Tx,
  tenantId: number,
  refs: { userEmployeeId: number; today?: string },
): Promise<void> {
  const today = refs.today ?? budapestDate(Date.now());
  const fleet = await tx
    .select({ id: cars.id, odometerKm: cars.odometerKm })
    .from(cars)
    .where(and(eq(cars.tenantId, tenantId), ne(cars.ownership, "private")))
    .orderBy(asc(cars.id));
  for (const c of fleet)
    await tx
      .update(cars)
      .set({ serviceIntervalKm: 15_000, serviceIntervalMonths: 12 })
      .where(and(eq(cars.tenantId, tenantId), eq(cars.id, c.id)));

  const COSTS: readonly (readonly [number, string])[] = [
    [48_500, "Olajcsere, olaj- és levegőszűrő"],
    [186_900, "Nagyszerviz: vezérlés, fékbetétek elöl"],
    [62_300, "Éves szerviz, pollenszűrő, fékfolyadék"],
  ];
  for (const [i, c] of fleet.slice(0, 3).entries()) {
    const trips = await tx
      .select({ date: carTrips.date, startKm: carTrips.startKm })
      .from(carTrips)
      .where(and(eq(carTrips.tenantId, tenantId), eq(carTrips.carId, c.id)))
      .orderBy(asc(carTrips.date), asc(carTrips.startKm));
    const first = trips[0];
    if (!first) continue;
    /** The odometer on `date`: the first trip's start from that day on (else the car's reading). */
    const kmOn = (date: string) => trips.find((t) => t.date >= date)?.startKm ?? c.odometerKm;
    let last: { date: string; km: number };
    if (i === 0) {
      const target = c.odometerKm - 14_300;
      const near = trips.reduce((a, b) =>
        Math.abs(b.startKm - target) < Math.abs(a.startKm - target) ? b : a,
      );
      last = { date: near.date, km: near.startKm };
    } else if (i === 1) {
      const date = addDays(addMonths(today, -12), 18);
      last = { date, km: kmOn(date) };
    } else {
      const date = addDays(today, -60);
      last = { date, km: kmOn(date) };
    }
    const earlier = addMonths(last.date, -12);
    const rows = [
      { date: earlier, km: Math.max(0, last.km - 14_000), cost: COSTS[(i + 1) % 3] ?? [0, ""] },
      { date: last.date, km: last.km, cost: COSTS[i % 3] ?? [0, ""] },
    ];
    await tx.insert(carServices).values(
      rows.map((r) => ({
        tenantId,
        carId: c.id,
        date: r.date,
        odometerKm: r.km,
        costHuf: r.cost[0],
        description: r.cost[1],
      })),
    );
  }

  const [contractor] = await tx
    .select({ id: externalResources.id })
    .from(externalResources)
    .where(
      and(
        eq(externalResources.tenantId, tenantId),
        eq(externalResources.active, true),
        isNull(externalResources.contractStart),
        isNull(externalResources.contractEnd),
      ),
    )
    .orderBy(desc(externalResources.id))
    .limit(1);
  if (contractor)
    await tx
      .update(externalResources)
      .set({ contractEnd: addDays(today, 12) })
      .where(and(eq(externalResources.tenantId, tenantId), eq(externalResources.id, contractor.id)));

  const [held] = await tx
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.holderEmployeeId, refs.userEmployeeId)))
    .orderBy(asc(assets.id))
    .limit(1);
  const [inStock] = await tx
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.status, "inStock")))
    .orderBy(asc(assets.id))
    .limit(1);
  for (const [asset, days] of [
    [held, 9],
    [inStock, 25],
  ] as const) {
    if (asset)
      await tx
        .update(assets)
        .set({ warrantyExpiry: addDays(today, days) })
        .where(and(eq(assets.tenantId, tenantId), eq(assets.id, asset.id)));
  }
}
