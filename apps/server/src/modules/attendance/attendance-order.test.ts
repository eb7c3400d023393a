import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import type { AttendanceMonth } from "@office/shared/attendance/attendance.contract";
import { compareHu } from "@office/shared/hu/collate";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { employees } from "../employees/employees.table.ts";

/** Surnames whose Hungarian order differs from a byte-wise (C collation) order. */
const NAMES = [
  "Gulyás Zénó",
  "Csonka Zénó",
  "Balogh Zénó",
  "Gál Zénó",
  "Cukor Zénó",
  "Balázs Zénó",
  "Ábel Zénó",
];
const HUNGARIAN_ORDER = [
  "Ábel Zénó",
  "Balázs Zénó",
  "Balogh Zénó",
  "Cukor Zénó",
  "Csonka Zénó",
  "Gál Zénó",
  "Gulyás Zénó",
];

describe.each(backends)("attendance people in Hungarian order on %s (issue 19 §1)", (backend) => {
  let t: TestApp;
  let hr: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    hr = await login(t, "demo", "hr");
    const demo = await t.platform.tenants.findBySlug("demo");
    if (!demo) throw new Error("no demo tenant");
    await t.platform.database.withTenant(demo.id, (tx) =>
      tx
        .insert(employees)
        .values(NAMES.map((name) => ({ tenantId: demo.id, name, employmentStart: "2020-01-01" }))),
    );
  });
  afterAll(async () => t?.close());

  const ours = (names: readonly unknown[]) => names.filter((n) => typeof n === "string" && NAMES.includes(n));

  it("GET /api/attendance lists everyone by Hungarian collation (Balázs before Balogh, Cukor before Csonka)", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/attendance?year=2026&month=1",
      headers: authed("demo", hr),
    });
    expect(res.statusCode).toBe(200);
    const names = (res.json() as AttendanceMonth).employees.map((e) => e.name);
    expect(ours(names)).toEqual(HUNGARIAN_ORDER);
    expect(names).toEqual([...names].sort(compareHu));
  });

  it("the attendance .xlsx has its rows in the same Hungarian order", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/report/attendance/download?start=2026-01-01&end=2026-01-31",
      headers: authed("demo", hr),
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("2026-01");
    if (!sheet) throw new Error("no January sheet");
    const names = (sheet.getColumn(1).values as ExcelJS.CellValue[]).slice(2);
    expect(ours(names)).toEqual(HUNGARIAN_ORDER);
    expect(names.length).toBeGreaterThan(50);
    expect(names).toEqual([...(names as string[])].sort(compareHu));
  });
});
