import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { annualReportSchema } from "@office/shared/reports/annual-report.contract";
import {
  resourceCostReportSchema,
  resourceCostSeriesSchema,
  resourceReportSchema,
} from "@office/shared/reports/resource-reports.contract";
import { attendanceMonthSchema } from "@office/shared/attendance/attendance.contract";
import { calendarYearSchema } from "@office/shared/reference-data/calendar-year.contract";
import { rowsOf } from "../../platform/migrate.ts";
import {
  authed,
  backends,
  createEmployeeViaApi,
  createTestApp,
  host,
  login,
  type TestApp,
} from "../../test/harness.ts";
import { applyToRegistries } from "../reference-data/reference-data.registry.ts";
import { loadWorkbook } from "./xlsx-test-support.ts";

/** A TEST decree for 2027 (an invented swap: Saturday 9 January worked for Monday 4 January). */
const loadTestDecree2027 = () =>
  applyToRegistries([
    {
      kind: "workScheduleDecree",
      period: "2027",
      values: {
        decree: "1/2099. (I. 1.) TESZT rendelet a 2027. évi munkaszüneti napok körüli munkarendről",
        swaps: [{ workday: "2027-01-09", restDay: "2027-01-04" }],
      },
      source: "TESZT forrás",
    },
  ]);

/**
 * Issue 22 §4, "a missing period never blocks a user's work": the resource, cost and annual reports and the
 * attendance grid answer a year without a loaded decree of swapped working days (2027 today) with 200,
 * counted from the statutory holidays of Mt. 102. § (1) and the weekends, and say so
 * (`provisionalCalendar`, `provisionalCalendarNote`); a loaded year carries no flag; a past year without a
 * decree (2019) is still a Hungarian 400. `GET /api/calendarYear` tells the SPA what the server has loaded.
 * The 2027 decree loaded here is a TEST decree, never the real one.
 *
 * January 2027: 21 weekdays, 1 January (Friday) a holiday → 20 working days, 160 hours at 40 h/week.
 */
describe.each(backends)("provisional calendar in the reports on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let employeeId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t, "demo", "admin");
    hr = await login(t, "demo", "hr");
    employeeId = await createEmployeeViaApi(t, hr, {
      name: "Jövő Jolán",
      employmentStart: "2026-11-01",
      weeklyHours: 40,
      workSchedule: "general",
    });
    const wage = await t.app.inject({
      method: "PUT",
      url: `/api/employee/${employeeId}/wages`,
      headers: authed("demo", admin),
      payload: { effectiveFrom: "2026-11-01", monthlyGross: 800_000, note: null },
    });
    expect(wage.statusCode).toBe(200);
    const db = t.platform.database.db;
    const [tenant] = await rowsOf<{ id: number }>(
      db.execute(sql`select id from tenants where slug = 'demo'`),
    );
    const tid = tenant?.id ?? 0;
    const [project] = await rowsOf<{ id: number }>(
      db.execute(
        sql`insert into projects (tenant_id, code, name, status, start_date)
            values (${tid}, 'JOVO-1', 'Jövő év', 'active', '2026-01-01') returning id`,
      ),
    );
    await db.execute(sql`insert into resource_allocations
      (tenant_id, resource_type, employee_id, project_id, start_date, end_date, hours_per_day, status)
      values (${tid}, 'employee', ${employeeId}, ${project?.id}, '2026-12-01', '2027-01-31', 4, 'confirmed')`);
  });
  afterEach(() => applyToRegistries([]));
  afterAll(async () => t?.close());

  const get = (url: string, token: string) =>
    t.app.inject({ method: "GET", url, headers: authed("demo", token) });

  it("answers every report of a 2027 range with 200 and the provisional flag", async () => {
    const resource = await get("/api/report/resource?start=2027-01-01&end=2027-01-31", hr);
    expect(resource.statusCode).toBe(200);
    const report = resourceReportSchema.parse(resource.json());
    expect(report.provisionalCalendar).toBe(true);
    expect(report.provisionalCalendarNote).toMatch(/^Ideiglenes: a\(z\) 2027\. év munkarendje/);
    expect(report.provisionalCalendarNote).toContain("Mt. 102. § (1)");
    const jolan = report.rows.find((r) => r.resourceType === "employee" && r.resourceId === employeeId);
    // 20 working days × 4 h planned; capacity 20 × 8 h.
    expect(jolan).toMatchObject({ workingDays: 20, capacityHours: 160, allocatedHours: 80 });

    const cost = await get("/api/report/resourceCost?start=2026-12-01&end=2027-01-31", admin);
    expect(cost.statusCode).toBe(200);
    const costReport = resourceCostReportSchema.parse(cost.json());
    expect(costReport).toMatchObject({ provisionalCalendar: true });
    expect(costReport.provisionalCalendarNote).toContain("2027.");
    const costOfJolan = costReport.employees.find((e) => e.employeeId === employeeId);
    // Two whole months on 800,000 Ft: the gross does not depend on the count of working days.
    expect(costOfJolan?.grossHuf).toBe(1_600_000);

    for (const url of [
      "/api/report/resourceCostMonthly?year=2027",
      "/api/report/resourceCostYearly?from=2026&to=2027",
    ]) {
      for (const token of [admin, hr]) {
        const res = await get(url, token);
        expect(res.statusCode, url).toBe(200);
        expect(resourceCostSeriesSchema.parse(res.json()).provisionalCalendar).toBe(true);
      }
    }
    for (const token of [admin, hr]) {
      const annual = await get("/api/report/annual?year=2027", token);
      expect(annual.statusCode).toBe(200);
      const parsed = annualReportSchema.parse(annual.json());
      expect(parsed.provisionalCalendar).toBe(true);
      expect(parsed.rows.find((r) => r.employeeId === employeeId)?.workingDays).toBe(254); // 261 weekdays − 7 weekday holidays of Mt. 102. § (1)
    }
  });

  /** Every text cell of every sheet of an `.xlsx` answer, sheet by sheet. */
  const textsOf = async (url: string, token: string) => {
    const res = await get(url, token);
    expect(res.statusCode, url).toBe(200);
    const workbook = await loadWorkbook(res.rawPayload);
    return workbook.worksheets.map((sheet) => {
      const texts: string[] = [];
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          if (typeof cell.value === "string") texts.push(cell.value);
        }),
      );
      return { name: sheet.name, texts };
    });
  };
  const isProvisionalNote = (text: string) =>
    text.startsWith("Ideiglenes: a(z) 2027. év munkarendje") && text.includes("Mt. 102. § (1)");

  it("prints the provisional note under every sheet of the xlsx downloads of a 2027 range", async () => {
    for (const [url, token] of [
      ["/report/resource?start=2027-01-01&end=2027-01-31", hr],
      ["/report/resourceCost?start=2027-01-01&end=2027-01-31", admin],
      ["/report/resourceCostMonthly?year=2027", admin],
      ["/report/resourceCostMonthly?year=2027", hr],
      ["/report/resourceCostYearly?from=2026&to=2027", admin],
      ["/report/annual?year=2027", admin],
      ["/report/annual?year=2027", hr],
    ] as const) {
      const sheets = await textsOf(url, token);
      expect(sheets.length, url).toBeGreaterThan(0);
      for (const sheet of sheets) {
        expect(sheet.texts.filter(isProvisionalNote), `${url} ${sheet.name}`).toHaveLength(1);
      }
    }
    const attendance = await textsOf("/report/attendance/download?start=2027-01-01&end=2027-01-31", hr);
    const legend = attendance.find((s) => s.name === "Jelmagyarázat");
    expect(legend?.texts.filter(isProvisionalNote)).toHaveLength(1);
  });

  it("prints no provisional note in the xlsx downloads of a loaded year", async () => {
    for (const [url, token] of [
      ["/report/resource?start=2026-11-01&end=2026-12-31", hr],
      ["/report/resourceCost?start=2026-11-01&end=2026-12-31", admin],
      ["/report/resourceCostMonthly?year=2026", admin],
      ["/report/annual?year=2026", admin],
      ["/report/attendance/download?start=2026-11-01&end=2026-11-30", hr],
    ] as const) {
      for (const sheet of await textsOf(url, token)) {
        expect(
          sheet.texts.some((t) => t.startsWith("Ideiglenes")),
          `${url} ${sheet.name}`,
        ).toBe(false);
      }
    }
    loadTestDecree2027();
    for (const sheet of await textsOf("/report/annual?year=2027", admin)) {
      expect(
        sheet.texts.some((t) => t.startsWith("Ideiglenes")),
        sheet.name,
      ).toBe(false);
    }
  });

  it("flags the attendance grid of a 2027 month, not of a loaded one", async () => {
    const jan = await get("/api/attendance?year=2027&month=1", hr);
    expect(jan.statusCode).toBe(200);
    const month = attendanceMonthSchema.parse(jan.json());
    expect(month).toMatchObject({ workingDays: 20, provisionalCalendar: true });
    expect(month.provisionalCalendarNote).toContain("2027.");
    const nov = attendanceMonthSchema.parse((await get("/api/attendance?year=2026&month=11", hr)).json());
    expect(nov).toMatchObject({ provisionalCalendar: false, provisionalCalendarNote: null });
  });

  it("a loaded year has no flag; a past year without a decree stays a Hungarian 400", async () => {
    const loaded = resourceReportSchema.parse(
      (await get("/api/report/resource?start=2026-11-01&end=2026-12-31", hr)).json(),
    );
    expect(loaded).toMatchObject({ provisionalCalendar: false, provisionalCalendarNote: null });
    const past = await get("/api/report/resource?start=2019-01-01&end=2019-01-31", hr);
    expect(past.statusCode).toBe(400);
    const pastAnnual = await get("/api/report/annual?year=2019", hr);
    expect(pastAnnual.statusCode).toBe(400);
    expect(pastAnnual.json().message).toContain("2019. év munkarendje");

    loadTestDecree2027();
    const after = resourceReportSchema.parse(
      (await get("/api/report/resource?start=2027-01-01&end=2027-01-31", hr)).json(),
    );
    expect(after).toMatchObject({ provisionalCalendar: false, provisionalCalendarNote: null });
    const grid = attendanceMonthSchema.parse((await get("/api/attendance?year=2027&month=1", hr)).json());
    expect(grid.provisionalCalendar).toBe(false);
  });

  it("GET /api/calendarYear: what the server has loaded, for every signed-in user", async () => {
    const user = await login(t, "demo", "user");
    const y2026 = calendarYearSchema.parse((await get("/api/calendarYear?year=2026", user)).json());
    expect(y2026.loaded).toBe(true);
    expect(y2026.swaps.length).toBeGreaterThan(0);
    expect((await get("/api/calendarYear?year=2027", user)).json()).toEqual({
      year: 2027,
      loaded: false,
      decree: null,
      swaps: [],
      note: null,
    });
    loadTestDecree2027();
    expect((await get("/api/calendarYear?year=2027", user)).json()).toMatchObject({
      loaded: true,
      swaps: [{ workday: "2027-01-09", restDay: "2027-01-04" }],
    });
    for (const q of ["year=1999", "year=abc", ""]) {
      const bad = await get(`/api/calendarYear?${q}`, user);
      expect(bad.statusCode).toBe(400);
    }
    const anonymous = await t.app.inject({
      method: "GET",
      url: "/api/calendarYear?year=2026",
      headers: host("demo"),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
