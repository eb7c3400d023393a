import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { addDays } from "@office/shared/hu/iso-date";
import { budapestDate, budapestMidnight } from "@office/shared/hu/budapest-time";
import { addMonths } from "@office/shared/applicants/applicant-retention";
import type { CarServiceList } from "@office/shared/fleet/car-services.contract";
import type { CarDetail } from "@office/shared/fleet/cars.contract";
import type { ExpiriesList } from "@office/shared/reminders/reminders.contract";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { notifications } from "../notifications/notifications.table.ts";
import { carBody } from "../fleet/fleet-test-support.ts";
import { nextServiceOf } from "../fleet/car-service-due.ts";
import { runExpiryReminders } from "./reminders-job.ts";

describe("the first service of a car (pure)", () => {
  const base = { intervalKm: 15000, intervalMonths: 12, today: "2026-11-26", withinDays: 30, last: null };
  it("counts from the first registration and the odometer then; the last service wins once logged", () => {
    const inService = { date: "2025-12-10", odometerKm: 100 };
    expect(nextServiceOf({ ...base, inService, odometerKm: 9000 })).toMatchObject({
      basis: "inService",
      lastServiceDate: null,
      dueKm: 15100,
      kmLeft: 6100,
      dueDate: "2026-12-10",
      daysLeft: 14,
      isDue: true,
    });
    expect(
      nextServiceOf({ ...base, inService, last: { date: "2026-06-01", odometerKm: 8000 }, odometerKm: 9000 }),
    ).toMatchObject({ basis: "service", dueKm: 23000, dueDate: "2027-06-01" });
  });
  it("without the odometer then: by date only; without the date: nothing (basis null)", () => {
    expect(
      nextServiceOf({ ...base, inService: { date: "2026-01-10", odometerKm: null }, odometerKm: 9000 }),
    ).toMatchObject({ basis: "inService", dueKm: null, kmLeft: null, dueDate: "2027-01-10" });
    expect(nextServiceOf({ ...base, inService: null, odometerKm: 9000 })).toMatchObject({
      basis: null,
      dueKm: null,
      dueDate: null,
      isDue: false,
    });
  });
});

describe.each(backends)("a car without a logged service on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let tenantId: number;
  const today = budapestDate(Date.now());
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("beta", admin), ...(payload ? { payload } : {}) });
  const serviceNotes = async (carId: number) =>
    t.platform.database.withTenant(tenantId, (tx) =>
      tx
        .select({ title: notifications.title })
        .from(notifications)
        .where(
          and(
            eq(notifications.tenantId, tenantId),
            eq(notifications.eventType, "carService"),
            eq(notifications.eventId, carId),
          ),
        ),
    );

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t, "beta", "admin");
    tenantId = (await t.platform.tenants.findBySlug("beta"))?.id ?? 0;
  });
  afterAll(async () => t?.close());

  it("counts the interval from the first registration, reminds, and shows on /lejaratok", async () => {
    const since = addDays(addMonths(today, -12), 20); // due by date in 20 days
    const interval = { serviceIntervalKm: 15000, serviceIntervalMonths: 12 };
    const created = await call("POST", "/api/car", {
      ...carBody("FST-101", { odometerKm: 4000 }),
      ...interval,
      inServiceSince: since,
      inServiceOdometerKm: 10,
    });
    expect(created.statusCode, created.body).toBe(200);
    const car = created.json() as CarDetail;
    expect(car).toMatchObject({ inServiceSince: since, inServiceOdometerKm: 10 });
    const list = (await call("GET", `/api/car/${car.id}/service`)).json() as CarServiceList;
    expect(list.nextService).toMatchObject({
      basis: "inService",
      lastServiceDate: null,
      dueKm: 15010,
      kmLeft: 11010,
      dueDate: addMonths(since, 12),
      daysLeft: 20,
      isDue: true,
    });
    await runExpiryReminders(t.platform.database, budapestMidnight(today) + 12 * 3600_000);
    expect(await serviceNotes(car.id)).toHaveLength(1);
    const expiries = (await call("GET", "/api/expiries?kind=carService")).json() as ExpiriesList;
    expect(expiries.items.find((i) => i.subject.startsWith("FST-101"))).toMatchObject({
      dueDate: addMonths(since, 12),
      path: `/autok/${car.id}#service`,
    });

    // without the date: nothing computed, no reminder; a bad odometer is a Hungarian 400
    const bare = await call("POST", "/api/car", { ...carBody("FST-102", { odometerKm: 4000 }), ...interval });
    expect(bare.statusCode, bare.body).toBe(200);
    const bareId = (bare.json() as CarDetail).id;
    expect(
      ((await call("GET", `/api/car/${bareId}/service`)).json() as CarServiceList).nextService,
    ).toMatchObject({
      basis: null,
      dueDate: null,
      dueKm: null,
    });
    await runExpiryReminders(t.platform.database, budapestMidnight(today) + 12 * 3600_000);
    expect(await serviceNotes(bareId)).toHaveLength(0);
    const bad = await call("PUT", `/api/car/${bareId}`, {
      ...carBody("FST-102", { odometerKm: 4000 }),
      ...interval,
      inServiceOdometerKm: -5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("km-óra állás");
  });
});
