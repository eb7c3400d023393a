import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { addDays } from "@office/shared/hu/iso-date";
import { budapestDate, budapestMidnight } from "@office/shared/hu/budapest-time";
import { nextDueDate } from "@office/shared/fleet/reminders.contract";
import type { Reminder } from "@office/shared/fleet/reminders.contract";
import type { Car } from "@office/shared/fleet/cars.contract";
import type { Notification } from "@office/shared/notifications/notifications.contract";
import { backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { rowsOf } from "../../platform/migrate.ts";
import { notifications } from "../notifications/notifications.table.ts";
import { callAs } from "./fleet-test-support.ts";
import { runFleetReminders, stageOf } from "./reminders-job.ts";

/** SPEC §2's car rule, as the drawer applies it. */
const matchesCarRule = (n: { title: string; description: string }) =>
  n.description.includes("autó") || n.title.includes("Auto") || n.title.includes("Car");

describe("reminder rules (pure)", () => {
  it("stages: 30 and 7 days before and on the day (overdue counts as the day)", () => {
    expect([31, 30, 8, 7, 1, 0, -5].map((d) => stageOf(d))).toEqual([null, 30, 30, 7, 7, 0, 0]);
  });
  it("a MOT passed up to 30 days early keeps counting from the old expiry; earlier or late from the exam", () => {
    expect(nextDueDate("mot", "2026-12-15", "2026-11-20")).toBe("2028-12-15");
    expect(nextDueDate("mot", "2026-12-15", "2026-11-15")).toBe("2028-12-15");
    expect(nextDueDate("mot", "2026-12-15", "2026-11-14")).toBe("2028-11-14");
    expect(nextDueDate("mot", "2026-12-15", "2026-12-20")).toBe("2028-12-20");
    expect(nextDueDate("mandatoryInsurance", "2024-02-29", "2024-02-20")).toBe("2025-02-28");
    expect(nextDueDate("licence", "2026-12-15", "2026-12-01")).toBeNull();
  });
});

describe.each(backends)("fleet reminders on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let call: ReturnType<typeof callAs>;
  let tenantId: number;
  const today = budapestDate(Date.now());

  beforeAll(async () => {
    t = await createTestApp(backend);
    call = callAs(t);
    [admin, user] = await Promise.all([login(t, "demo", "admin"), login(t, "demo", "user")]);
    tenantId = (await t.platform.tenants.findBySlug("demo"))?.id ?? 0;
  });
  afterAll(async () => t?.close());

  const countNotifications = async () =>
    (
      await t.platform.database.withTenant(tenantId, (tx) =>
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(notifications)
          .where(eq(notifications.tenantId, tenantId)),
      )
    )[0]?.n ?? 0;

  it("the demo seed's run gave the user one car notification with autó, the plate and eventId = car id", async () => {
    const mine = (await call("GET", "/api/notification", user)).json() as Notification[];
    const car = ((await call("GET", "/api/car", user)).json() as Car[])[0] as Car;
    const carNotes = mine.filter(matchesCarRule);
    expect(carNotes).toHaveLength(1);
    expect(carNotes[0]).toMatchObject({ eventId: car.id });
    expect(carNotes[0]?.description).toContain(`${car.plate} rendszámú autó`);
    // MOT in 6 days and the user's medical in 20 days come together in one notification
    expect(carNotes[0]?.description).toContain("műszaki vizsga");
    expect(carNotes[0]?.description).toContain("orvosi alkalmassági");
  });

  it("a reminder about a driver without a car does not match SPEC §2's car rule", async () => {
    const adminNotes = (await call("GET", "/api/notification", admin)).json() as Notification[];
    const noCar = adminNotes.filter((n) => n.title === "Lejáró sofőr-okmány");
    expect(noCar.length).toBeGreaterThan(0);
    for (const n of noCar) expect(matchesCarRule(n)).toBe(false);
    const carNotes = adminNotes.filter(matchesCarRule);
    expect(carNotes.length).toBeGreaterThanOrEqual(5);
    // at most one per car and person a day
    expect(new Set(carNotes.map((n) => n.eventId)).size).toBe(carNotes.length);
  });

  it("running the job again (twice, also concurrently) sends nothing twice", async () => {
    const before = await countNotifications();
    expect(await runFleetReminders(t.platform.database)).toBe(0);
    await Promise.all([runFleetReminders(t.platform.database), runFleetReminders(t.platform.database)]);
    expect(await countNotifications()).toBe(before);
  });

  it("a later day sends the next stages once; the same day again sends nothing", async () => {
    const later = budapestMidnight(addDays(today, 24)) + 12 * 3600_000;
    const before = await countNotifications();
    const sent = await runFleetReminders(t.platform.database, later);
    expect(sent).toBeGreaterThan(0);
    expect(await countNotifications()).toBe(before + sent);
    expect(await runFleetReminders(t.platform.database, later)).toBe(0);
    const dupes = await rowsOf<{ n: number }>(
      t.platform.database.db.execute(
        sql`select count(*)::int as n from fleet_notices group by tenant_id, user_id, subject, day having count(*) > 1`,
      ),
    );
    expect(dupes).toEqual([]);
  });

  it("GET reminders: the car's list for its driver, the open list for fleetManager only (403)", async () => {
    const car = ((await call("GET", "/api/car", user)).json() as Car[])[0] as Car;
    const list = (await call("GET", `/api/car/${car.id}/reminder`, user)).json() as Reminder[];
    expect(list.map((r) => r.kind)).toEqual(
      expect.arrayContaining(["mot", "mandatoryInsurance", "medical", "licence"]),
    );
    expect((await call("GET", "/api/fleetReminder", user)).statusCode).toBe(403);
    const open = (await call("GET", "/api/fleetReminder?withinDays=30", admin)).json() as Reminder[];
    expect(open.every((r) => r.daysLeft <= 30)).toBe(true);
    expect(open.some((r) => r.daysLeft < 0)).toBe(true);
  });

  it("marking done: MOT 6 days early keeps the old expiry + 2 years; twice → 409; licence needs a date (400); 403; 404", async () => {
    const car = ((await call("GET", "/api/car", user)).json() as Car[])[0] as Car;
    const list = (await call("GET", `/api/car/${car.id}/reminder`, user)).json() as Reminder[];
    const mot = list.find((r) => r.kind === "mot" && r.doneAt === null) as Reminder;
    expect(
      (await call("PUT", `/api/fleetReminder/${mot.id}/done`, user, { doneDate: today })).statusCode,
    ).toBe(403);
    const done = await call("PUT", `/api/fleetReminder/${mot.id}/done`, admin, { doneDate: today });
    expect(done.statusCode).toBe(200);
    const expected = nextDueDate("mot", mot.dueDate, today);
    expect(done.json()).toMatchObject({ doneDate: today, nextDueDate: expected });
    expect(((await call("GET", `/api/car/${car.id}`, admin)).json() as Car).motExpiry).toBe(expected);
    expect(
      (await call("PUT", `/api/fleetReminder/${mot.id}/done`, admin, { doneDate: today })).statusCode,
    ).toBe(409);
    const after = (await call("GET", `/api/car/${car.id}/reminder`, user)).json() as Reminder[];
    expect(after.some((r) => r.kind === "mot" && r.doneAt === null && r.dueDate === expected)).toBe(true);
    const licence = after.find((r) => r.kind === "licence" && r.doneAt === null) as Reminder;
    expect(
      (await call("PUT", `/api/fleetReminder/${licence.id}/done`, admin, { doneDate: today })).statusCode,
    ).toBe(400);
    expect((await call("PUT", "/api/fleetReminder/999999/done", admin, { doneDate: today })).statusCode).toBe(
      404,
    );
    expect(
      (await call("PUT", `/api/fleetReminder/${licence.id}/done`, admin, { doneDate: "tegnap" })).statusCode,
    ).toBe(400);
  });

  it("no reminder row is duplicated (unique per subject, kind and due date)", async () => {
    const rows = await rowsOf<{ n: number }>(
      t.platform.database.db.execute(
        sql`select count(*)::int as n from fleet_reminders group by tenant_id, subject_type, subject_id, kind, due_date having count(*) > 1`,
      ),
    );
    expect(rows).toEqual([]);
    void and;
  });
});
