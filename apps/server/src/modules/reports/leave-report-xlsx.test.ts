import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { LEAVE_REPORT_XLSX_HEADERS } from "./leave-report-xlsx.ts";

type ReportRow = { name: string; entitlement: number; taken: number; remaining: number };

describe.each(backends)("GET /report/leave on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    hr = await login(t, "demo", "hr");
  });
  afterAll(async () => t?.close());

  const get = (url: string, token = hr) =>
    t.app.inject({ method: "GET", url, headers: authed("demo", token) });

  it("hr downloads the year's balances as .xlsx with the same figures as the leave report", async () => {
    const res = await get("/report/leave?year=2026");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="szabadsagok-2026.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Szabadságok 2026");
    if (!sheet) throw new Error("no sheet");
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...LEAVE_REPORT_XLSX_HEADERS]);

    const api = (await get("/api/leaveReport?year=2026")).json() as { rows: ReportRow[] };
    expect(sheet.rowCount).toBe(api.rows.length + 2);
    const names: string[] = [];
    for (let r = 2; r <= api.rows.length + 1; r++) names.push(String(sheet.getRow(r).getCell(1).value));
    expect(names).toEqual(
      api.rows.map((row) => row.name).sort(new Intl.Collator("hu", { sensitivity: "base" }).compare),
    );
    const peter = api.rows.find((row) => row.name === "Szabó Péter");
    const peterRow = sheet.getRow(names.indexOf("Szabó Péter") + 2);
    expect(peterRow.getCell(3).value).toBe(peter?.entitlement);
    expect(peterRow.getCell(4).value).toBe(peter?.taken);
    expect(peterRow.getCell(6).value).toBe(peter?.remaining);
    expect(peterRow.getCell(3).numFmt).toBe("0.0");

    const totals = sheet.getRow(api.rows.length + 2);
    expect(totals.getCell(1).value).toBe("Összesen");
    expect(totals.getCell(3).value).toEqual({
      formula: `SUM(C2:C${api.rows.length + 1})`,
      result: api.rows.reduce((sum, row) => sum + row.entitlement, 0),
    });
  });

  it("400 for a bad year, 403 for a plain user", async () => {
    expect((await get("/report/leave?year=soha")).statusCode).toBe(400);
    const user = await login(t, "demo", "user");
    expect((await get("/report/leave?year=2026", user)).statusCode).toBe(403);
  });
});
