import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { annualReportSchema, type AnnualReport } from "@office/shared/reports/annual-report.contract";
import { rowsOf } from "../../platform/migrate.ts";
import {
  authed,
  backends,
  createEmployeeViaApi,
  createTestApp,
  login,
  type TestApp,
} from "../../test/harness.ts";
import { annualReportHeaders } from "./annual-report-xlsx.ts";

/**
 * Éves Kimutatás (issue 9 §2) against a hand-computed fixture: an employee from Thu 2025-01-16 to
 * Fri 2025-02-28 on 484,000 Ft, with one unpaid day (Mon Feb 3) and one sick day (Tue Feb 4).
 * January 2025 has 22 working days, 12 of them from the 16th: 12 × 484,000 / 22 = 264,000 Ft.
 * February has 20: 24,200 Ft a day; 18 paid days + the sick day at 70 % = 435,600 + 16,940 = 452,540 Ft.
 * Employer cost: 264,000 × 1.13 = 298,320 and 452,540 × 1.13 = 511,370.2 → 511,370; together 809,690 Ft.
 */
describe.each(backends)("annual report on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let fixtureId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t, "demo", "admin");
    hr = await login(t, "demo", "hr");
    fixtureId = await createEmployeeViaApi(t, hr, {
      name: "Évkönyv Edit",
      employmentStart: "2025-01-16",
      employmentEnd: "2025-02-28",
      active: false,
      weeklyHours: 40,
      workSchedule: "general",
    });
    const wage = await t.app.inject({
      method: "PUT",
      url: `/api/employee/${fixtureId}/wages`,
      headers: authed("demo", admin),
      payload: { effectiveFrom: "2025-01-16", monthlyGross: 484_000, note: null },
    });
    expect(wage.statusCode).toBe(200);
    const cells = await t.app.inject({
      method: "PUT",
      url: "/api/attendance/bulk",
      headers: authed("demo", hr),
      payload: {
        cells: [
          { employeeId: fixtureId, day: "2025-02-03", code: "unpaid", note: null },
          { employeeId: fixtureId, day: "2025-02-04", code: "sick", note: null },
        ],
      },
    });
    expect(cells.statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  const get = (url: string, token: string) =>
    t.app.inject({ method: "GET", url, headers: authed("demo", token) });

  it("employeeWages2 gets the days and the hand-computed gross and employer cost", async () => {
    const res = await get("/api/report/annual?year=2025", admin);
    expect(res.statusCode).toBe(200);
    const report = annualReportSchema.parse(res.json());
    expect(report.includesCost).toBe(true);
    expect(report.rateSource).toMatch(/2018\. évi LII\. tv\./);
    const edit = report.rows.find((r) => r.employeeId === fixtureId);
    expect(edit).toMatchObject({
      workingDays: 32,
      daysWorked: 30,
      sickDays: 1,
      unpaidDays: 1,
      grossHuf: 716_540,
      employerCostHuf: 809_690,
    });
    expect(edit?.leaveRemaining).toBe(
      (edit?.entitlement ?? 0) - (edit?.leaveTaken ?? 0) - (edit?.leavePending ?? 0),
    );
    const names = report.rows.map((r) => r.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("hu", { sensitivity: "base" }).compare));
    const audit = await rowsOf<{ n: number }>(
      t.platform.database.db.execute(
        sql`select count(*)::int as n from audit_log where action = 'report.annual.cost'`,
      ),
    );
    expect(audit[0]?.n).toBeGreaterThanOrEqual(1);
  });

  it("hr without employeeWages2 gets the days but never a wage figure", async () => {
    const res = await get("/api/report/annual?year=2025", hr);
    expect(res.statusCode).toBe(200);
    const report = res.json() as AnnualReport;
    expect(report.includesCost).toBe(false);
    expect(report.rateSource).toBeNull();
    expect(report.rows.every((r) => r.grossHuf === null && r.employerCostHuf === null)).toBe(true);
    expect(report.rows.find((r) => r.employeeId === fixtureId)?.daysWorked).toBe(30);
    // A year without payroll rates is fine without the wage columns…
    expect((await get("/api/report/annual?year=2023", hr)).statusCode).toBe(200);
  });

  it("errors: 403 for pm and user, 400 for a bad year, a year without rates (with costs) or a past year without calendar", async () => {
    for (const who of ["pm", "user"] as const) {
      const token = await login(t, "demo", who);
      expect((await get("/api/report/annual?year=2025", token)).statusCode).toBe(403);
      expect((await get("/report/annual?year=2025", token)).statusCode).toBe(403);
    }
    expect((await get("/api/report/annual?year=tavaly", hr)).statusCode).toBe(400);
    const noRates = await get("/api/report/annual?year=2023", admin);
    expect(noRates.statusCode).toBe(400);
    expect(noRates.json().message).toMatch(/2023\. év bérjárulék-kulcsai nincsenek betöltve/);
    // A past year without a decree is never guessed (a later one is counted provisionally, issue 22 §4).
    const noCalendar = await get("/report/annual?year=2019", hr);
    expect(noCalendar.statusCode).toBe(400);
    expect(noCalendar.headers["content-type"]).toContain("application/json");
    expect(noCalendar.json().message).toContain("2019. év munkarendje");
  });

  it("the .xlsx has the same rows, Hungarian headers, HUF format, SUM totals and the rate source", async () => {
    const res = await get("/report/annual?year=2025", admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="eves-kimutatas-2025.xlsx"');
    const api = annualReportSchema.parse((await get("/api/report/annual?year=2025", admin)).json());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Éves kimutatás 2025");
    if (!sheet) throw new Error("no sheet");
    const headers = annualReportHeaders(true);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    const editIndex = api.rows.findIndex((r) => r.employeeId === fixtureId);
    const editRow = sheet.getRow(editIndex + 2);
    expect(editRow.getCell(1).value).toBe("Évkönyv Edit");
    expect(editRow.getCell(headers.indexOf("Munkáltatói költség (Ft)") + 1).value).toBe(809_690);
    expect(editRow.getCell(headers.indexOf("Bruttó bér (Ft)") + 1).numFmt).toBe('#,##0" Ft"');
    const totals = sheet.getRow(api.rows.length + 2);
    expect(totals.getCell(1).value).toBe("Összesen");
    const costColumn = headers.indexOf("Munkáltatói költség (Ft)") + 1;
    expect(totals.getCell(costColumn).value).toMatchObject({
      result: api.rows.reduce((sum, r) => sum + (r.employerCostHuf ?? 0), 0),
    });
    expect(String(sheet.getRow(api.rows.length + 4).getCell(1).value)).toMatch(
      /^Bérjárulék-kulcsok \(2025\)/,
    );

    const hrFile = await get("/report/annual?year=2025", hr);
    const hrBook = new ExcelJS.Workbook();
    await hrBook.xlsx.load(hrFile.rawPayload as unknown as ArrayBuffer);
    expect((hrBook.worksheets[0]?.getRow(1).values as unknown[]).slice(1)).toEqual(
      annualReportHeaders(false),
    );
  });
});
