import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { and, eq } from "drizzle-orm";
import { addDays } from "@office/shared/hu/iso-date";
import { budapestDate, budapestMidnight } from "@office/shared/hu/budapest-time";
import { addMonths } from "@office/shared/applicants/applicant-retention";
import { thresholdOf } from "@office/shared/reminders/reminders.contract";
import type { HomeExpiries } from "@office/shared/reminders/reminders.contract";
import type { CarService, CarServiceList } from "@office/shared/fleet/car-services.contract";
import { NOTIFICATION_TYPES } from "@office/shared/notifications/notification-types";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { notifications } from "../notifications/notifications.table.ts";
import { users } from "../auth/auth.table.ts";
import { multipartForm, MINIMAL_PDF } from "../employee-documents/multipart-form.test-util.ts";
import { carBody } from "../fleet/fleet-test-support.ts";
import { nextServiceOf } from "../fleet/car-service-due.ts";
import { runExpiryReminders } from "./reminders-job.ts";
import { runFleetReminders } from "../fleet/reminders-job.ts";

describe("reminder rules (pure)", () => {
  it("the threshold an item is in: the smallest of the days not below the days left", () => {
    expect([40, 30, 29, 8, 7, 1, 0, -1].map((d) => thresholdOf(d, [30, 7]))).toEqual([
      null,
      30,
      30,
      30,
      7,
      7,
      7,
      null,
    ]);
    expect(thresholdOf(50, [60])).toBe(60);
  });
  it("the next service: by km or by date, whichever comes first", () => {
    const base = { intervalKm: 15000, intervalMonths: 12, today: "2026-11-26", withinDays: 30 };
    const byKm = nextServiceOf({
      ...base,
      last: { date: "2026-06-01", odometerKm: 10000 },
      odometerKm: 24500,
    });
    expect(byKm).toMatchObject({ dueKm: 25000, kmLeft: 500, dueDate: "2027-06-01", isDue: true });
    const byDate = nextServiceOf({
      ...base,
      last: { date: "2025-12-10", odometerKm: 10000 },
      odometerKm: 12000,
    });
    expect(byDate).toMatchObject({ kmLeft: 13000, dueDate: "2026-12-10", daysLeft: 14, isDue: true });
    const notYet = nextServiceOf({
      ...base,
      last: { date: "2026-06-01", odometerKm: 10000 },
      odometerKm: 12000,
    });
    expect(notYet.isDue).toBe(false);
    expect(nextServiceOf({ ...base, last: null, odometerKm: 5 })).toMatchObject({
      dueKm: null,
      isDue: false,
    });
  });
  it("every reminder type is in the notification catalogue", () => {
    const types = new Set(NOTIFICATION_TYPES.map((t) => t.type));
    for (const t of ["documentExpiry", "contractExpiry", "warrantyExpiry", "carService"])
      expect(types.has(t)).toBe(true);
  });
});

describe.each(backends)("expiry reminders on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let tenantId: number;
  let adminUserId: number;
  let userUserId: number;
  let userEmployeeId: number;
  const today = budapestDate(Date.now());
  /** Noon in Budapest `days` days from today, as ms (the job's "now"). */
  const dayMs = (days: number) => budapestMidnight(addDays(today, days)) + 12 * 3600_000;
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("beta", token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, user] = await Promise.all([login(t, "beta", "admin"), login(t, "beta", "user")]);
    tenantId = (await t.platform.tenants.findBySlug("beta"))?.id ?? 0;
    const rows = await t.platform.database.withTenant(tenantId, (tx) =>
      tx
        .select({ id: users.id, username: users.username, employeeId: users.employeeId })
        .from(users)
        .where(eq(users.tenantId, tenantId)),
    );
    adminUserId = rows.find((r) => r.username === "admin")?.id ?? 0;
    const u = rows.find((r) => r.username === "user");
    userUserId = u?.id ?? 0;
    userEmployeeId = u?.employeeId ?? 0;
  });
  afterAll(async () => t?.close());

  /** The beta tenant's notifications of `eventType`: `[userId, eventId]` pairs. */
  const sent = async (eventType: string) =>
    (
      await t.platform.database.withTenant(tenantId, (tx) =>
        tx
          .select({
            userId: notifications.userId,
            eventId: notifications.eventId,
            title: notifications.title,
          })
          .from(notifications)
          .where(and(eq(notifications.tenantId, tenantId), eq(notifications.eventType, eventType))),
      )
    ).map((n) => ({ ...n }));

  const uploadDocument = async (validUntil: string, documentType = "orvosi alkalmassági") => {
    const form = multipartForm([
      { field: "name", value: `Alkalmassági ${validUntil}` },
      { field: "documentType", value: documentType },
      { field: "validUntil", value: validUntil },
      { field: "file", fileName: "alkalmassagi.pdf", data: MINIMAL_PDF },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/employee/${userEmployeeId}/document`,
      headers: { ...authed("beta", admin), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  };

  it("reminds 30 and 7 days before, once per threshold, the owner and hr / the domain's manager", async () => {
    await uploadDocument(addDays(today, 20));
    const contract = await call("POST", "/api/externalResource", admin, {
      name: "Fekete Bence",
      company: "FB Mérnökiroda Kft.",
      contractEnd: addDays(today, 25),
    });
    expect(contract.statusCode, contract.body).toBe(200);
    const asset = await call("POST", "/api/asset", admin, {
      inventoryNumber: "REM-1",
      name: "Laptop",
      category: "Számítógép",
      warrantyExpiry: addDays(today, 6),
      holderId: userEmployeeId,
      status: "assigned",
    });
    expect(asset.statusCode, asset.body).toBe(200);

    await runExpiryReminders(t.platform.database, dayMs(0));
    await runExpiryReminders(t.platform.database, dayMs(0));
    const docs = await sent("documentExpiry");
    expect(docs.map((n) => n.userId).sort()).toEqual([adminUserId, userUserId].sort());
    expect(docs[0]?.eventId).toBe(userEmployeeId);
    expect((await sent("contractExpiry")).map((n) => n.userId)).toEqual([adminUserId]);
    const warranties = await sent("warrantyExpiry");
    expect(warranties.map((n) => n.userId).sort()).toEqual([adminUserId, userUserId].sort());
    expect(warranties[0]?.title).toContain("REM-1");

    // 15 days later the document is 5 days away: its 7-day reminder, nothing else
    await runExpiryReminders(t.platform.database, dayMs(15));
    await runExpiryReminders(t.platform.database, dayMs(16));
    expect(await sent("documentExpiry")).toHaveLength(4);
    expect(await sent("contractExpiry")).toHaveLength(1);
    expect(await sent("warrantyExpiry")).toHaveLength(2);

    // a later contract end reminds again
    const id = (contract.json() as { id: number }).id;
    const moved = await call("PUT", `/api/externalResource/${id}`, admin, {
      name: "Fekete Bence",
      company: "FB Mérnökiroda Kft.",
      contractEnd: addDays(today, 28),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await runExpiryReminders(t.platform.database, dayMs(0));
    expect(await sent("contractExpiry")).toHaveLength(2);
  });

  it("a renewed document supersedes the old one", async () => {
    await uploadDocument(addDays(today, 3), "bizonyítvány");
    await uploadDocument(addDays(today, 400), "bizonyítvány");
    const before = (await sent("documentExpiry")).length;
    await runExpiryReminders(t.platform.database, dayMs(0));
    expect(await sent("documentExpiry")).toHaveLength(before);
  });

  it("the tenant's days: GET/PUT /api/reminderSettings (hr, companyAdmin), respected by the job", async () => {
    expect((await call("GET", "/api/reminderSettings", admin)).json()).toEqual({ reminderDays: [30, 7] });
    expect((await call("GET", "/api/reminderSettings", user)).statusCode).toBe(403);
    expect((await call("PUT", "/api/reminderSettings", admin, { reminderDays: [0] })).statusCode).toBe(400);
    expect((await call("PUT", "/api/reminderSettings", admin, { reminderDays: [] })).statusCode).toBe(400);
    const put = await call("PUT", "/api/reminderSettings", admin, { reminderDays: [14, 60, 14] });
    expect(put.json()).toEqual({ reminderDays: [60, 14] });
    expect((await call("GET", "/api/reminderSettings", admin)).json()).toEqual({ reminderDays: [60, 14] });

    const asset = await call("POST", "/api/asset", admin, {
      inventoryNumber: "REM-2",
      name: "Monitor",
      category: "Számítógép",
      warrantyExpiry: addDays(today, 50),
    });
    expect(asset.statusCode).toBe(200);
    const assetId = (asset.json() as { id: number }).id;
    await runExpiryReminders(t.platform.database, dayMs(0));
    const mine = (await sent("warrantyExpiry")).filter((n) => n.eventId === assetId);
    expect(mine.map((n) => n.userId)).toEqual([adminUserId]); // no holder: the asset manager only
    await runExpiryReminders(t.platform.database, dayMs(30)); // 20 days left: still the 60-day threshold
    expect((await sent("warrantyExpiry")).filter((n) => n.eventId === assetId)).toHaveLength(1);
    await runExpiryReminders(t.platform.database, dayMs(40)); // 10 days left: the 14-day one
    expect((await sent("warrantyExpiry")).filter((n) => n.eventId === assetId)).toHaveLength(2);
    // the fleet's own reminders follow the same days: a MOT in 50 days reminds under [60, 14]
    const car = await call("POST", "/api/car", admin, carBody("REM-060", { motExpiry: addDays(today, 50) }));
    expect(car.statusCode, car.body).toBe(200);
    await runFleetReminders(t.platform.database, dayMs(0));
    const carId = (car.json() as { id: number }).id;
    expect((await sent("carReminder")).filter((n) => n.eventId === carId).length).toBeGreaterThan(0);
    await call("PUT", "/api/reminderSettings", admin, { reminderDays: [30, 7] });
  });

  it("two passes at once remind once", async () => {
    const asset = await call("POST", "/api/asset", admin, {
      inventoryNumber: "REM-3",
      name: "Nyomtató",
      category: "Iroda",
      warrantyExpiry: addDays(today, 5),
    });
    const assetId = (asset.json() as { id: number }).id;
    await Promise.all([
      runExpiryReminders(t.platform.database, dayMs(0)),
      runExpiryReminders(t.platform.database, dayMs(0)),
      runExpiryReminders(t.platform.database, dayMs(0)),
    ]);
    expect((await sent("warrantyExpiry")).filter((n) => n.eventId === assetId)).toHaveLength(1);
  });

  it("a car's service log: due by km and by date, yearly cost, reminders, the .xlsx sheets", async () => {
    const car = await call("POST", "/api/car", admin, {
      ...carBody("REM-123", { odometerKm: 30000 }),
      serviceIntervalKm: 15000,
      serviceIntervalMonths: 12,
    });
    expect(car.statusCode, car.body).toBe(200);
    const carId = (car.json() as { id: number; serviceIntervalKm: number }).id;
    expect((car.json() as { serviceIntervalKm: number }).serviceIntervalKm).toBe(15000);
    const post = (fields: Record<string, string>, withFile = false, token = admin) => {
      const form = multipartForm([
        ...Object.entries(fields).map(([field, value]) => ({ field, value })),
        ...(withFile ? [{ field: "file", fileName: "szamla.pdf", data: MINIMAL_PDF }] : []),
      ]);
      return t.app.inject({
        method: "POST",
        url: `/api/car/${carId}/service`,
        headers: { ...authed("beta", token), ...form.headers },
        payload: form.payload,
      });
    };
    const lastYear = `${Number(today.slice(0, 4)) - 1}-03-15`;
    const first = await post({
      date: lastYear,
      odometerKm: "2000",
      costHuf: "45000",
      description: "Olajcsere",
    });
    expect(first.statusCode, first.body).toBe(200);
    const lastDate = addDays(addMonths(today, -12), 20); // due by date in 20 days
    const second = await post(
      { date: lastDate, odometerKm: "16 500", costHuf: "120000", description: "Nagyszerviz" },
      true,
    );
    expect(second.statusCode, second.body).toBe(200);
    const service = second.json() as CarService;
    expect(service.invoice).toMatchObject({ fileName: "szamla.pdf", mime: "application/pdf" });
    expect(
      (await post({ date: "2026-13-01", odometerKm: "x", costHuf: "-1", description: "" })).statusCode,
    ).toBe(400);
    expect(
      (await post({ date: today, odometerKm: "1", costHuf: "1", description: "x" }, false, user)).statusCode,
    ).toBe(403);

    const list = (await call("GET", `/api/car/${carId}/service`, admin)).json() as CarServiceList;
    expect(list.services.map((s) => s.description)).toEqual(["Nagyszerviz", "Olajcsere"]);
    expect(list.nextService).toMatchObject({
      dueKm: 31500,
      kmLeft: 1500,
      dueDate: addMonths(lastDate, 12),
      isDue: true,
    });
    expect(list.nextService.daysLeft).toBe(20);
    const years = new Map(list.yearlyCosts.map((y) => [y.year, y.costHuf]));
    const lastDateYear = Number(lastDate.slice(0, 4));
    expect(years.get(lastDateYear)).toBe(lastDateYear === Number(lastYear.slice(0, 4)) ? 165000 : 120000);

    const invoice = await call("GET", `/api/car/${carId}/service/${service.id}/invoice`, admin);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers["content-type"]).toContain("application/pdf");
    expect(
      (await call("GET", `/api/car/${carId}/service/${first.json().id}/invoice`, admin)).statusCode,
    ).toBe(404);

    // reminders: the date's 30-day threshold now; within 1,000 km after a trip-free odometer bump
    await runExpiryReminders(t.platform.database, dayMs(0));
    expect((await sent("carService")).filter((n) => n.eventId === carId)).toHaveLength(1);
    await runExpiryReminders(t.platform.database, dayMs(0));
    expect((await sent("carService")).filter((n) => n.eventId === carId)).toHaveLength(1);
    const bumped = await call("PUT", `/api/car/${carId}`, admin, {
      ...carBody("REM-123", { odometerKm: 31000 }),
      serviceIntervalKm: 15000,
      serviceIntervalMonths: 12,
    });
    expect(bumped.statusCode, bumped.body).toBe(200);
    await runExpiryReminders(t.platform.database, dayMs(0));
    const carNotes = (await sent("carService")).filter((n) => n.eventId === carId);
    expect(carNotes).toHaveLength(2);
    expect(carNotes[0]?.title).toContain("REM-123");

    // edit, then delete
    const form = multipartForm([
      { field: "date", value: lastYear },
      { field: "odometerKm", value: "2000" },
      { field: "costHuf", value: "50000" },
      { field: "description", value: "Olajcsere és szűrők" },
    ]);
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/car/${carId}/service/${first.json().id}`,
      headers: { ...authed("beta", admin), ...form.headers },
      payload: form.payload,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as CarService).costHuf).toBe(50000);

    // the export: a service sheet with real dates and numbers, and the yearly costs
    const xlsx = await call("GET", "/api/car/export", admin);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Szervizek");
    expect(sheet?.getRow(1).values).toContain("Költség (Ft)");
    const row = sheet?.getRow(2);
    expect(row?.getCell(1).value).toBe("REM-123");
    expect(row?.getCell(2).value).toBeInstanceOf(Date);
    expect(row?.getCell(2).numFmt).toBe("yyyy.mm.dd.");
    expect(row?.getCell(4).value).toBe(50000);
    const costs = book.getWorksheet("Szervizköltség");
    expect(costs?.getRow(2).getCell(1).value).toBe("REM-123");
    expect(typeof costs?.getRow(2).getCell(4).value).toBe("number");

    const del = await call("DELETE", `/api/car/${carId}/service/${service.id}`, admin);
    expect(del.statusCode).toBe(204);
    expect((await call("DELETE", `/api/car/${carId}/service/${service.id}`, admin)).statusCode).toBe(404);
    // a car with a service log is deactivated, not deleted (its invoices stay)
    expect((await call("DELETE", `/api/car/${carId}`, admin)).json()).toEqual({ outcome: "deactivated" });
  });

  it("the home list: what the caller owns or manages, expiring this month or already expired", async () => {
    const mine = (await call("GET", "/api/home/expiries", user)).json() as HomeExpiries;
    const kinds = new Set(mine.items.map((i) => i.kind));
    expect(kinds.has("document")).toBe(true);
    expect(kinds.has("contract")).toBe(false);
    expect(mine.items.find((i) => i.kind === "document")?.path).toBe(
      `/munkatarsak/${userEmployeeId}?tab=dokumentumok`,
    );
    const all = (await call("GET", "/api/home/expiries", admin)).json() as HomeExpiries;
    expect(all.count).toBeGreaterThan(mine.count);
    expect(new Set(all.items.map((i) => i.kind)).has("contract")).toBe(true);
    // another tenant's caller sees none of it
    const demoAdmin = await login(t, "demo", "admin");
    const demo = await t.app.inject({
      method: "GET",
      url: "/api/home/expiries",
      headers: authed("demo", demoAdmin),
    });
    expect((demo.json() as HomeExpiries).items.some((i) => i.subject.includes("REM-"))).toBe(false);
  });
});
