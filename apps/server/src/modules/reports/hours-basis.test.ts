import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import {
  resourceCostReportSchema,
  resourceCostSeriesSchema,
  type ResourceCostReport,
  type ResourceCostSeries,
} from "@office/shared/reports/resource-reports.contract";
import {
  authed,
  backends,
  createEmployeeViaApi,
  createTestApp,
  login,
  type TestApp,
  reopenDemoMonths,
} from "../../test/harness.ts";

/**
 * Issue 21 §4 in the resource-cost reports: `basis=planned|actual`, the default from the closed months, the
 * answer saying which was used, the `.xlsx` printing it, and the privacy rule of issue 18 §1 on booked hours.
 * October 2026 has 21 working days = 168 hours; szocho 13 %.
 */
describe.each(backends)("hours basis of the resource-cost reports (issue 21 §4) on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let pm: string;
  const WAGES = { x: 1_500_000, y: 1_800_000, z: 2_100_000 } as const;
  const ids = {} as Record<keyof typeof WAGES, number>;
  let project: number;

  const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("demo", token), ...(payload ? { payload } : {}) });
  const ok = async (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) => {
    const res = await call(method, url, token, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.json() as unknown;
  };
  const range = async (query: string): Promise<ResourceCostReport> =>
    resourceCostReportSchema.parse(
      await ok("GET", `/api/report/resourceCost?start=2026-10-01&end=2026-10-31${query}`, admin),
    );
  const monthly = async (token: string, query = ""): Promise<ResourceCostSeries> =>
    resourceCostSeriesSchema.parse(
      await ok("GET", `/api/report/resourceCostMonthly?year=2026${query}`, token),
    );
  const hoursOn = (report: ResourceCostReport, employeeId: number) =>
    report.employees.find((e) => e.employeeId === employeeId)?.projects.find((p) => p.projectId === project)
      ?.hours ?? 0;
  const line = (report: ResourceCostSeries) => {
    const found = report.projects.find((l) => l.id === project);
    if (!found) throw new Error("project not in the report");
    return found;
  };
  const OCT = 9;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await reopenDemoMonths(t);
    [admin, hr, pm] = await Promise.all([
      login(t, "demo", "admin"),
      login(t, "demo", "hr"),
      login(t, "demo", "pm"),
    ]);
    for (const key of Object.keys(WAGES) as (keyof typeof WAGES)[]) {
      ids[key] = await createEmployeeViaApi(t, hr, {
        name: `Alap ${key}`,
        employmentStart: "2025-01-01",
        weeklyHours: 40,
        workSchedule: "general",
      });
      await ok("PUT", `/api/employee/${ids[key]}/wages`, admin, {
        effectiveFrom: "2025-01-01",
        monthlyGross: WAGES[key],
        note: null,
      });
    }
    project = (
      (await ok("POST", "/api/project", pm, {
        code: "ALAP-1",
        name: "Óraalap",
        status: "active",
        startDate: "2025-01-01",
      })) as { id: number }
    ).id;
    // Planned: three people, 2 h a day all October (42 h each). Booked: only x (10 h) and y (5 h).
    for (const key of ["x", "y", "z"] as const) {
      await ok("POST", "/api/resourceAllocation", pm, {
        resourceType: "employee",
        resourceId: ids[key],
        projectId: project,
        start: "2026-10-01",
        end: "2026-10-31",
        hoursPerDay: 2,
        status: "confirmed",
      });
    }
    const book = (employeeId: number, date: string, start: string, end: string) =>
      ok("POST", "/api/timeEntry", hr, { employeeId, date, start, end, projectId: project });
    await book(ids.x, "2026-10-05", "08:00", "18:00");
    await book(ids.y, "2026-10-06", "08:00", "13:00");
    await book(ids.y, "2026-10-07", "08:00", "09:00");
  });
  afterAll(async () => t?.close());

  it("an open period defaults to planned hours; basis=actual prices the booked hours", async () => {
    const planned = await range("");
    expect(planned).toMatchObject({ hoursBasis: "planned" });
    expect(planned.hoursBasisReason).toMatch(/nincs teljesen lezárva/);
    expect(hoursOn(planned, ids.x)).toBe(42);
    expect(hoursOn(planned, ids.z)).toBe(42);
    const actual = await range("&basis=actual");
    expect(actual).toMatchObject({ hoursBasis: "actual" });
    expect(actual.hoursBasisReason).toMatch(/Kérésre/);
    expect(hoursOn(actual, ids.x)).toBe(10);
    expect(hoursOn(actual, ids.y)).toBe(6);
    expect(hoursOn(actual, ids.z)).toBe(0);
    // The cost of booked hours: the month's employer cost × hours / capacity (168 h).
    const x = actual.employees.find((e) => e.employeeId === ids.x);
    expect(x?.projects.find((p) => p.projectId === project)?.costHuf).toBe(
      Math.round(((x?.employerCostHuf ?? 0) * 10) / 168),
    );
    expect(x?.employerCostHuf).toBe(Math.round(WAGES.x * 1.13));
    const totals = actual.projects.find((p) => p.projectId === project);
    expect(totals?.hours).toBe(16);
    expect(
      (await call("GET", "/api/report/resourceCost?start=2026-10-01&end=2026-10-31&basis=mind", admin))
        .statusCode,
    ).toBe(400);
  });

  it("the privacy rule holds on booked hours: 2 people booked → withheld without employeeWages2", async () => {
    const planned = line(await monthly(pm, "&basis=planned"));
    expect(planned.withheld[OCT]).toBe(false);
    expect(planned.values[OCT]).toBeGreaterThan(0);
    const report = await monthly(pm, "&basis=actual");
    expect(report.hoursBasis).toBe("actual");
    expect(report.basis).toBe("averageRate");
    expect(line(report).withheld[OCT]).toBe(true);
    expect(line(report).values[OCT]).toBe(0);
    expect(report.withheldReason).toMatch(/kevesebb mint 3 fő/);
    // employeeWages2 sees the exact split of x's and y's booked hours.
    const exact = await monthly(admin, "&basis=actual");
    expect(exact.basis).toBe("exact");
    expect(line(exact).withheld[OCT]).toBe(false);
    const expected =
      Math.round((Math.round(WAGES.x * 1.13) * 10) / 168) +
      Math.round((Math.round(WAGES.y * 1.13) * 6) / 168);
    expect(Math.abs((line(exact).values[OCT] ?? 0) - expected)).toBeLessThanOrEqual(2);
  });

  it("a closed period defaults to actual hours; the answer and the .xlsx say which basis was used", async () => {
    // The 2026 series stays planned while November and December are open.
    expect((await monthly(admin)).hoursBasis).toBe("planned");
    expect((await call("POST", "/api/timesheet/close", hr, { month: "2026-10" })).statusCode).toBe(200);
    const closed = await range("");
    expect(closed.hoursBasis).toBe("actual");
    expect(closed.hoursBasisReason).toBe("A teljes időszak lezárt, ezért a ledolgozott órák alapján.");
    expect(hoursOn(closed, ids.x)).toBe(10);
    expect((await range("&basis=planned")).hoursBasis).toBe("planned");
    // A range reaching into an open month stays planned.
    const mixed = resourceCostReportSchema.parse(
      await ok("GET", "/api/report/resourceCost?start=2026-09-15&end=2026-10-31", admin),
    );
    expect(mixed.hoursBasis).toBe("planned");
    // The year-by-year report of 2025 turns actual once all its months are closed.
    const yearly = async () =>
      resourceCostSeriesSchema.parse(await ok("GET", "/api/report/resourceCostYearly?from=2025&to=2025", pm));
    expect((await yearly()).hoursBasis).toBe("planned");
    for (let m = 1; m <= 12; m += 1) {
      const month = `2025-${String(m).padStart(2, "0")}`;
      expect((await call("POST", "/api/timesheet/close", hr, { month })).statusCode).toBe(200);
    }
    expect((await yearly()).hoursBasis).toBe("actual");

    const res = await call("GET", "/report/resourceCost?start=2026-10-01&end=2026-10-31", admin);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Munkavállalók");
    if (!sheet) throw new Error("no sheet");
    expect(sheet.headerFooter.oddHeader).toContain("Óraalap: Tényleges");
    const notes: string[] = [];
    sheet.eachRow((row) => notes.push(String(row.getCell(1).value)));
    expect(notes.at(-1)).toBe(
      "Óraalap: Tényleges — A teljes időszak lezárt, ezért a ledolgozott órák alapján.",
    );
    const series = await call("GET", "/report/resourceCostMonthly?year=2026&basis=actual", pm);
    expect(series.statusCode).toBe(200);
    const seriesBook = new ExcelJS.Workbook();
    await seriesBook.xlsx.load(series.rawPayload as unknown as ArrayBuffer);
    expect(seriesBook.getWorksheet("Projektek")?.headerFooter.oddHeader).toContain("Óraalap: Tényleges");
  });
});
