import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { addDays } from "@office/shared/hu/iso-date";
import { budapestDate, budapestMidnight } from "@office/shared/hu/budapest-time";
import type { CarDetail } from "@office/shared/fleet/cars.contract";
import type { Trip } from "@office/shared/fleet/trips.contract";
import { createTestApp, login, seededPostgres, type TestApp } from "../../test/harness.ts";
import { createPlatform } from "../../app/bootstrap.ts";
import { loadConfig } from "../../platform/config.ts";
import { openDatabase, type Database } from "../../platform/db.ts";
import { rowsOf } from "../../platform/migrate.ts";
import { seedDemoData } from "../../demo/seed.ts";
import { carBody, callAs, tripBody } from "./fleet-test-support.ts";
import { runFleetReminders } from "./reminders-job.ts";

/**
 * The fleet's check-then-write rules and the reminder job under concurrency, on PostgreSQL only (PGlite
 * runs one transaction at a time and hides every race).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("fleet under concurrency on postgres", () => {
  let t: TestApp;
  let admin: string;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp("postgres");
    call = callAs(t);
    admin = await login(t, "demo", "admin");
  });
  afterAll(async () => t?.close());

  it("10 concurrent trips starting at the same km: exactly one is accepted, nine get 409", async () => {
    const drivers = (await call("GET", "/api/driver", admin)).json() as { id: number }[];
    const driverId = drivers[0]?.id ?? 0;
    const car = (
      await call("POST", "/api/car", admin, carBody("CON-001", { odometerKm: 100 }))
    ).json() as CarDetail;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call("POST", `/api/car/${car.id}/distance`, admin, tripBody(driverId, "2026-02-03", 100, 150 + i)),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const trips = (await call("GET", `/api/car/${car.id}/distance`, admin)).json() as Trip[];
    expect(trips).toHaveLength(1);
    expect(((await call("GET", `/api/car/${car.id}`, admin)).json() as CarDetail).odometerKm).toBe(
      trips[0]?.endKm,
    );
  });

  it("a trip and a month closing at once: the trip either lands before the close or is refused", async () => {
    const drivers = (await call("GET", "/api/driver", admin)).json() as { id: number }[];
    const driverId = drivers[0]?.id ?? 0;
    const car = (
      await call("POST", "/api/car", admin, carBody("CON-002", { odometerKm: 100 }))
    ).json() as CarDetail;
    const [trip, close] = await Promise.all([
      call("POST", `/api/car/${car.id}/distance`, admin, tripBody(driverId, "2026-02-03", 100, 150)),
      call("PUT", `/api/car/${car.id}/distance/close?month=2026-02`, admin),
    ]);
    expect(close.statusCode).toBe(200);
    expect([200, 409]).toContain(trip.statusCode);
  });
});

/** Two app instances (two pools) on one PostgreSQL database run the reminder job at the same time. */
describe.skipIf(!process.env.TEST_DATABASE_URL)("fleet reminders from two instances on one database", () => {
  let pgdb: Awaited<ReturnType<typeof seededPostgres>> | undefined;
  let a: Database;
  let b: Database;
  const dataDir = mkdtempSync(path.join(tmpdir(), "office-fleet-"));

  beforeAll(async () => {
    pgdb = await seededPostgres(dataDir);
    a = await openDatabase({ databaseUrl: pgdb.url, dataDir });
    b = await openDatabase({ databaseUrl: pgdb.url, dataDir });
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, OFFICE_JWT_SECRET: "x".repeat(40) });
    const platform = await createPlatform(config, pino({ level: "silent" }), {
      database: a,
      mailer: { send: async () => {} },
    });
    if (!pgdb.seeded) await seedDemoData(platform);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pgdb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("both instances at once, on several days: every notification once", async () => {
    const count = async () =>
      (await rowsOf<{ n: number }>(a.db.execute(sql`select count(*)::int as n from notifications`)))[0]?.n ??
      0;
    for (const days of [0, 8, 24, 31]) {
      const at = budapestMidnight(addDays(budapestDate(Date.now()), days)) + 9 * 3600_000;
      const before = await count();
      const [x, y] = await Promise.all([runFleetReminders(a, at), runFleetReminders(b, at)]);
      expect(await count()).toBe(before + x + y);
      expect(await runFleetReminders(b, at)).toBe(0);
    }
    // every reminder notification has exactly one (person, subject, day) claim, and claims are unique
    const [sent] = await rowsOf<{ n: number }>(
      a.db.execute(sql`select count(*)::int as n from notifications where event_type like '%Reminder'`),
    );
    const [claims] = await rowsOf<{ n: number }>(
      a.db.execute(sql`select count(*)::int as n from fleet_notices`),
    );
    expect(sent?.n).toBe(claims?.n);
  });
});
