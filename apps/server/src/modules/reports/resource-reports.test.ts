import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import {
  resourceCostReportSchema,
  resourceCostSeriesSchema,
  resourceReportSchema,
} from "@office/shared/reports/resource-reports.contract";
import { rowsOf } from "../../platform/migrate.ts";
import {
  authed,
  backends,
  createEmployeeViaApi,
  createTestApp,
  login,
  type TestApp,
} from "../../test/harness.ts";
import { COST_EMPLOYEE_COLUMNS, COST_PROJECT_COLUMNS } from "./resource-reports-xlsx.ts";
import { expectExcelDate } from "./xlsx-test-support.ts";
import { EXCEL_MONTH_FORMAT } from "./xlsx-dates.ts";

/**
 * The resource reports (issue 9 §2) against a hand-computed fixture in March 2025 (21 working days, 168 hours):
 * - employee "Bér Béla" from 2025-03-01 on 630,000 Ft; szocho 13 % = 81,900; employer cost 711,900 Ft;
 *   hourly cost 711,900 / 168 = 4,237.5 Ft. Planned 4 h/day on project CRT-1 over March = 84 h → 355,950 Ft;
 *   the other 355,950 Ft is "Nem allokált" on his own cost centre CR-OWN. Utilisation 84 / 168 = 50 %.
 * - external "Külső Kata" at 10,000 Ft/hour, 6 h/day Mon 3 – Fri 7 March on CRT-1 = 30 h → 300,000 Ft;
 *   external "Napos Nándor" at 80,000 Ft/day, 4 h/day Mon 10 – Wed 12 March on CRT-1 = 3 days → 240,000 Ft.
 * - CRT-1 (cost centre CR-PRJ): 84 + 30 + 12 = 126 h, 355,950 + 540,000 = 895,950 Ft.
 */
const WAGE = 630_000;
const EMPLOYER_COST = 711_900;
/** A raise from Tue 2025-04-15: April has 20 working days, 10 before (× 31,500) and 10 from (× 42,000). */
const RAISED = 840_000;
const APRIL_COST = 830_550; // (315,000 + 420,000) × 1.13
describe.each(backends)("resource reports on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let pm: string;
  let user: string;
  let employeeId: number;
  let projectId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t, "demo", "admin");
    hr = await login(t, "demo", "hr");
    pm = await login(t, "demo", "pm");
    user = await login(t, "demo", "user");
    employeeId = await createEmployeeViaApi(t, hr, {
      name: "Bér Béla",
      employmentStart: "2025-03-01",
      weeklyHours: 40,
      workSchedule: "general",
    });
    const wage = await t.app.inject({
      method: "PUT",
      url: `/api/employee/${employeeId}/wages`,
      headers: authed("demo", admin),
      payload: { effectiveFrom: "2025-03-01", monthlyGross: WAGE, note: null },
    });
    expect(wage.statusCode).toBe(200);
    const raise = await t.app.inject({
      method: "PUT",
      url: `/api/employee/${employeeId}/wages`,
      headers: authed("demo", admin),
      payload: { effectiveFrom: "2025-04-15", monthlyGross: RAISED, note: null },
    });
    expect(raise.statusCode).toBe(200);
    const db = t.platform.database.db;
    const [tenant] = await rowsOf<{ id: number }>(
      db.execute(sql`select id from tenants where slug = 'demo'`),
    );
    const tid = tenant?.id ?? 0;
    const [own] = await rowsOf<{ id: number }>(
      db.execute(
        sql`insert into cost_centers (tenant_id, code, name) values (${tid}, 'CR-OWN', 'Saját') returning id`,
      ),
    );
    const [prj] = await rowsOf<{ id: number }>(
      db.execute(
        sql`insert into cost_centers (tenant_id, code, name) values (${tid}, 'CR-PRJ', 'Projekt') returning id`,
      ),
    );
    await db.execute(
      sql`update employees set cost_center_id = ${own?.id} where id = ${employeeId} and tenant_id = ${tid}`,
    );
    const [project] = await rowsOf<{ id: number }>(
      db.execute(
        sql`insert into projects (tenant_id, code, name, status, start_date, cost_center_id)
            values (${tid}, 'CRT-1', 'Költségteszt', 'active', '2025-01-01', ${prj?.id}) returning id`,
      ),
    );
    projectId = project?.id ?? 0;
    const [kata] = await rowsOf<{ id: number }>(
      db.execute(
        sql`insert into external_resources (tenant_id, name, hourly_rate_huf) values (${tid}, 'Külső Kata', 10000) returning id`,
      ),
    );
    const [nandor] = await rowsOf<{ id: number }>(
      db.execute(
        sql`insert into external_resources (tenant_id, name, daily_rate_huf) values (${tid}, 'Napos Nándor', 80000) returning id`,
      ),
    );
    await db.execute(sql`insert into resource_allocations
      (tenant_id, resource_type, employee_id, project_id, start_date, end_date, hours_per_day, status)
      values (${tid}, 'employee', ${employeeId}, ${projectId}, '2025-03-01', '2025-03-31', 4, 'confirmed')`);
    await db.execute(sql`insert into resource_allocations
      (tenant_id, resource_type, external_resource_id, project_id, start_date, end_date, hours_per_day, status)
      values (${tid}, 'external', ${kata?.id}, ${projectId}, '2025-03-03', '2025-03-07', 6, 'confirmed'),
             (${tid}, 'external', ${nandor?.id}, ${projectId}, '2025-03-10', '2025-03-12', 4, 'tentative')`);
  });
  afterAll(async () => t?.close());

  const get = (url: string, token: string) =>
    t.app.inject({ method: "GET", url, headers: authed("demo", token) });

  it("Jelenléti Kimutatás on 19 March counts no day still to come as present (issue 19 §3)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-03-19T10:00:00Z"));
    try {
      const res = await get("/api/report/resource?start=2025-03-01&end=2025-03-31", hr);
      expect(res.statusCode).toBe(200);
      const report = resourceReportSchema.parse(res.json());
      const bela = report.rows.find((r) => r.resourceType === "employee" && r.resourceId === employeeId);
      // 3–19 March 2025: 13 working days worked so far; the month's capacity stays 21 days.
      expect(bela).toMatchObject({ workingDays: 21, presentHours: 104, capacityHours: 168 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("Jelenléti Kimutatás: working days, present hours, allocated hours and utilisation", async () => {
    for (const token of [hr, pm]) {
      const res = await get("/api/report/resource?start=2025-03-01&end=2025-03-31", token);
      expect(res.statusCode).toBe(200);
      const report = resourceReportSchema.parse(res.json());
      const bela = report.rows.find((r) => r.resourceType === "employee" && r.resourceId === employeeId);
      expect(bela).toMatchObject({
        year: 2025,
        month: 3,
        workingDays: 21,
        presentHours: 168,
        leaveDays: 0,
        sickDays: 0,
        capacityHours: 168,
        allocatedHours: 84,
        utilisation: 0.5,
        projects: [{ projectId, code: "CRT-1", hours: 84 }],
      });
      const kata = report.rows.find((r) => r.name === "Külső Kata");
      expect(kata).toMatchObject({ resourceType: "external", allocatedHours: 30, presentHours: null });
      // nobody before the employment start
      const feb = await get("/api/report/resource?start=2025-02-01&end=2025-02-28", token);
      expect(
        resourceReportSchema
          .parse(feb.json())
          .rows.some((r) => r.resourceId === employeeId && r.resourceType === "employee"),
      ).toBe(false);
    }
    expect((await get("/api/report/resource?start=2025-03-01&end=2025-03-31", user)).statusCode).toBe(403);
    expect((await get("/report/resource?start=2025-03-01&end=2025-03-31", user)).statusCode).toBe(403);
  });

  it("Bérkimutatás: gross, szocho, employer cost, split by allocated hours, externals, project and cost-centre totals", async () => {
    const res = await get("/api/report/resourceCost?start=2025-03-01&end=2025-03-31", admin);
    expect(res.statusCode).toBe(200);
    const report = resourceCostReportSchema.parse(res.json());
    expect(report.rateSource).toMatch(/2025: .*2018\. évi LII\. tv\./);
    const bela = report.employees.find((e) => e.employeeId === employeeId);
    expect(bela).toMatchObject({
      grossHuf: WAGE,
      szochoHuf: 81_900,
      employerCostHuf: EMPLOYER_COST,
      allocatedHours: 84,
      costCenter: "CR-OWN – Saját",
    });
    expect(bela?.projects).toEqual([
      { projectId, code: "CRT-1", name: "Költségteszt", hours: 84, costHuf: 355_950 },
      { projectId: null, code: null, name: "Nem allokált", hours: 0, costHuf: 355_950 },
    ]);
    expect(report.externals.find((x) => x.name === "Külső Kata")).toMatchObject({
      rateKind: "hourly",
      hours: 30,
      costHuf: 300_000,
    });
    expect(report.externals.find((x) => x.name === "Napos Nándor")).toMatchObject({
      rateKind: "daily",
      days: 3,
      costHuf: 240_000,
    });
    expect(report.projects.find((p) => p.projectId === projectId)).toMatchObject({
      costCenter: "CR-PRJ – Projekt",
      hours: 126,
      employeeCostHuf: 355_950,
      externalCostHuf: 540_000,
      totalHuf: 895_950,
    });
    expect(report.costCenters.find((c) => c.code === "CR-PRJ")?.totalHuf).toBe(895_950);
    expect(report.costCenters.find((c) => c.code === "CR-OWN")?.totalHuf).toBe(355_950);
    const sumProjects = report.projects.reduce((s, p) => s + p.totalHuf, 0);
    expect(sumProjects).toBe(report.totals.totalHuf);
    expect(report.costCenters.reduce((s, c) => s + c.totalHuf, 0)).toBe(report.totals.totalHuf);
    expect(report.totals.totalHuf).toBe(report.totals.employerCostHuf + report.totals.externalCostHuf);
    // a range: February + March gives the same for Béla (not employed in February)
    const range = resourceCostReportSchema.parse(
      (await get("/api/report/resourceCost?start=2025-02-01&end=2025-03-31", admin)).json(),
    );
    expect(range.employees.find((e) => e.employeeId === employeeId)?.employerCostHuf).toBe(EMPLOYER_COST);
    const audit = await rowsOf<{ n: number }>(
      t.platform.database.db.execute(
        sql`select count(*)::int as n from audit_log where action = 'report.resourceCost'`,
      ),
    );
    expect(audit[0]?.n).toBeGreaterThanOrEqual(1);
  });

  it("Bérkimutatás: 403 without employeeWages2, 400 for bad periods and a year without rates", async () => {
    for (const token of [hr, pm, user]) {
      expect((await get("/api/report/resourceCost?start=2025-03-01&end=2025-03-31", token)).statusCode).toBe(
        403,
      );
      expect((await get("/report/resourceCost?start=2025-03-01&end=2025-03-31", token)).statusCode).toBe(403);
    }
    for (const q of [
      "start=2025-03-31&end=2025-03-01",
      "start=2025-02-30&end=2025-03-01",
      "start=2024-01-01&end=2025-06-01",
      "start=x",
    ]) {
      expect((await get(`/api/report/resourceCost?${q}`, admin)).statusCode).toBe(400);
      expect((await get(`/api/report/resource?${q}`, hr)).statusCode).toBe(400);
    }
    const noRates = await get("/report/resourceCost?start=2023-03-01&end=2023-03-31", admin);
    expect(noRates.statusCode).toBe(400);
    expect(noRates.headers["content-type"]).toContain("application/json");
    expect(noRates.json().message).toMatch(/2023\. év bérjárulék-kulcsai nincsenek betöltve/);
  });

  it("monthly and yearly: totals for everyone, person lines only with employeeWages2, never a wage figure otherwise", async () => {
    const full = resourceCostSeriesSchema.parse(
      (await get("/api/report/resourceCostMonthly?year=2025", admin)).json(),
    );
    expect(full.includesPersons).toBe(true);
    expect(full.periods).toHaveLength(12);
    const belaLine = full.persons?.find((p) => p.kind === "employee" && p.id === employeeId);
    expect(belaLine?.values[2]).toBe(EMPLOYER_COST);
    // the raise counts from its day and never rewrites March
    expect(belaLine?.values[3]).toBe(APRIL_COST);
    expect(full.projects.find((p) => p.id === projectId)?.values[2]).toBe(895_950);
    expect(full.costCenters.find((c) => c.code === "CR-PRJ")?.values[2]).toBe(895_950);
    expect(full.totalHuf).toBe(full.costCenters.reduce((s, c) => s + c.totalHuf, 0));
    for (const token of [hr, pm, user]) {
      for (const url of [
        "/api/report/resourceCostMonthly?year=2025",
        "/api/report/resourceCostYearly?from=2025&to=2026",
      ]) {
        const res = await get(url, token);
        expect(res.statusCode).toBe(200);
        const report = resourceCostSeriesSchema.parse(res.json());
        expect(report.includesPersons).toBe(false);
        expect(report.persons).toBeNull();
        expect(report.costCenters.some((c) => c.code === "CR-OWN")).toBe(false);
        // issue 18 §1: at the company's average rate; CRT-1 and CR-PRJ hold one employee (Béla) → withheld
        expect(report.basis).toBe("averageRate");
        expect(report.withheldReason).toBe("kevesebb mint 3 fő adatából nem jeleníthető meg");
        expect(report.projects.find((p) => p.id === projectId)?.totalWithheld).toBe(true);
        expect(report.costCenters.find((c) => c.code === "CR-PRJ")?.totalWithheld).toBe(true);
        expect(report.totalWithheld).toBe(false);
        expect(report.totalHuf).toBeGreaterThan(0);
        expect(res.body).not.toMatch(/Bér Béla/);
        const numbers = (res.body.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
        for (const wageFigure of [WAGE, EMPLOYER_COST, 81_900, RAISED, APRIL_COST]) {
          expect(numbers).not.toContain(wageFigure);
        }
      }
      const file = await get("/report/resourceCostMonthly?year=2025", token);
      expect(file.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets.map((w) => w.name)).toEqual(["Projektek", "Költséghelyek"]);
    }
    const yearly = resourceCostSeriesSchema.parse(
      (await get("/api/report/resourceCostYearly?from=2025&to=2026", admin)).json(),
    );
    expect(yearly.periods.map((p) => p.key)).toEqual(["2025", "2026"]);
    expect(yearly.projects.find((p) => p.id === projectId)?.values[0]).toBe(895_950);
    for (const q of ["from=2026&to=2025", "from=2000&to=2020", "from=x&to=2025"]) {
      expect((await get(`/api/report/resourceCostYearly?${q}`, admin)).statusCode).toBe(400);
    }
    expect((await get("/api/report/resourceCostYearly?from=2023&to=2025", user)).statusCode).toBe(400);
    expect((await get("/api/report/resourceCostMonthly?year=2023", user)).json().message).toMatch(
      /2023\. év/,
    );
    expect((await get("/api/report/resourceCostMonthly?year=tavaly", user)).statusCode).toBe(400);
  });

  it("the .xlsx files: Hungarian headers, HUF format, SUM totals and the rate source", async () => {
    const res = await get("/report/resourceCost?start=2025-03-01&end=2025-03-31", admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="berkimutatas-2025-03-01-2025-03-31.xlsx"',
    );
    const api = resourceCostReportSchema.parse(
      (await get("/api/report/resourceCost?start=2025-03-01&end=2025-03-31", admin)).json(),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Munkavállalók");
    if (!sheet) throw new Error("no sheet");
    const headers = COST_EMPLOYEE_COLUMNS.map((c) => c.header);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    const index = api.employees.findIndex((e) => e.employeeId === employeeId);
    const row = sheet.getRow(index + 2);
    const costCol = headers.indexOf("Munkáltatói költség (Ft)") + 1;
    expect(row.getCell(1).value).toBe("Bér Béla");
    expect(row.getCell(costCol).value).toBe(EMPLOYER_COST);
    expect(row.getCell(costCol).numFmt).toBe('#,##0" Ft"');
    const totals = sheet.getRow(api.employees.length + 2);
    expect(totals.getCell(1).value).toBe("Összesen");
    expect(totals.getCell(costCol).value).toMatchObject({ result: api.totals.employerCostHuf });
    expect(String(sheet.getRow(api.employees.length + 4).getCell(1).value)).toMatch(
      /^Bérjárulék-kulcsok — 2025:/,
    );
    const projects = book.getWorksheet("Projektek");
    if (!projects) throw new Error("no projects sheet");
    expect((projects.getRow(1).values as unknown[]).slice(1)).toEqual(
      COST_PROJECT_COLUMNS.map((c) => c.header),
    );
    const totalCol = COST_PROJECT_COLUMNS.length;
    expect(projects.getRow(api.projects.length + 2).getCell(totalCol).value).toMatchObject({
      result: api.totals.totalHuf,
    });

    const resource = await get("/report/resource?start=2025-03-01&end=2025-03-31", pm);
    expect(resource.statusCode).toBe(200);
    const rbook = new ExcelJS.Workbook();
    await rbook.xlsx.load(resource.rawPayload as unknown as ArrayBuffer);
    expect(rbook.worksheets[0]?.getRow(1).getCell(1).value).toBe("Név");
    // Issue 19 §1: the month column holds Excel dates (first day, shown "yyyy.mm."), not text.
    expect(rbook.worksheets[0]?.getRow(1).getCell(4).value).toBe("Hónap");
    expectExcelDate(rbook.worksheets[0]?.getRow(2).getCell(4), "2025-03-01", EXCEL_MONTH_FORMAT);
    const yearly = await get("/report/resourceCostYearly?from=2025&to=2026", admin);
    const ybook = new ExcelJS.Workbook();
    await ybook.xlsx.load(yearly.rawPayload as unknown as ArrayBuffer);
    expect(ybook.worksheets.map((w) => w.name)).toEqual(["Projektek", "Költséghelyek", "Személyek"]);
    expect((ybook.worksheets[0]?.getRow(1).values as unknown[]).slice(1)).toEqual([
      "Projekt",
      "2025 (Ft)",
      "2026 (Ft)",
      "Összesen (Ft)",
    ]);
  });

  it("another tenant sees none of demo's figures", async () => {
    const beta = await login(t, "beta", "admin");
    const res = await t.app.inject({
      method: "GET",
      url: "/api/report/resourceCost?start=2025-03-01&end=2025-03-31",
      headers: authed("beta", beta),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/Bér Béla|CRT-1|Külső Kata/);
  });
});
