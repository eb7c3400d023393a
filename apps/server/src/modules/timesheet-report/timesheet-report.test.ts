import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type ExcelJS from "exceljs";
import { decodeJwt } from "jose";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { employees } from "../employees/employees.table.ts";
import { leaveRequests } from "../leave/leave.table.ts";
import { timesheetClosures, timesheetMonthTotals } from "../working-time/working-time.table.ts";
import { and, count, eq, gte, isNull, or } from "drizzle-orm";
import { pdfText } from "../assets/pdf-text.test-util.ts";
import { TIMESHEET_PDF_MAX_PEOPLE } from "@office/shared/timesheet-report/timesheet-report.contract";
import {
  expectExcelDate,
  expectNoIsoDateText,
  expectNumberCell,
  loadWorkbook,
  spaced,
} from "../reports/xlsx-test-support.ts";
import {
  PERSON_HEADERS,
  PERSON_HEADER_ROW,
  SUMMARY_HEADERS,
  SUMMARY_HEADER_ROW,
  SUMMARY_SHEET,
} from "./timesheet-report-xlsx.ts";

/** Issue 21 §2: the attendance report from time records through `GET /report/timesheet/download`. */
describe.each(backends)("timesheet report on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  let user: string;
  let pm: string;
  let betaUser: string;
  let userEmployeeId: number;
  let demoId: number;
  /** `report` has the demo `user` as manager; `other` has no manager; `scheduled` keeps the written schedule. */
  let report: number;
  let other: number;
  let scheduled: number;
  const REPORT_NAME = "Jelentés Árvíztűrő";
  /** The organisational unit of `report` and `other` (`scheduled` is in another one). */
  const UNIT = "Jelentés Egység";

  const call = (
    method: "GET" | "POST" | "PUT",
    url: string,
    token: string,
    payload?: object,
    tenant = "demo",
  ) => t.app.inject({ method, url, headers: authed(tenant, token), ...(payload ? { payload } : {}) });
  const download = (token: string, query: string, tenant = "demo") =>
    call("GET", `/report/timesheet/download?${query}`, token, undefined, tenant);
  const entry = async (payload: object) => {
    const res = await call("POST", "/api/timeEntry", hr, payload);
    if (res.statusCode !== 200) throw new Error(`timeEntry → ${res.statusCode} ${res.body}`);
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    [hr, user, pm] = [
      await login(t, "demo", "hr"),
      await login(t, "demo", "user"),
      await login(t, "demo", "pm"),
    ];
    betaUser = await login(t, "beta", "user");
    userEmployeeId = decodeJwt(user).employeeId as number;
    const tenant = await t.platform.tenants.findBySlug("demo");
    if (!tenant) throw new Error("no demo tenant");
    demoId = tenant.id;
    await t.platform.database.withTenant(demoId, async (tx) => {
      // The demo year's closed months are reopened: these tests write entries into them.
      await tx.delete(timesheetClosures).where(eq(timesheetClosures.tenantId, demoId));
      await tx.delete(timesheetMonthTotals).where(eq(timesheetMonthTotals.tenantId, demoId));
      const rows = await tx
        .insert(employees)
        .values([
          {
            tenantId: demoId,
            name: REPORT_NAME,
            employmentStart: "2024-01-01",
            managerId: userEmployeeId,
            department: UNIT,
          },
          { tenantId: demoId, name: "Jelentés Másik", employmentStart: "2024-01-01", department: UNIT },
          {
            tenantId: demoId,
            name: "Jelentés Beosztás",
            employmentStart: "2024-01-01",
            department: "Jelentés Másik Egység",
          },
        ])
        .returning({ id: employees.id });
      [report, other, scheduled] = rows.map((r) => r.id) as [number, number, number];
      await tx.insert(leaveRequests).values([
        {
          tenantId: demoId,
          employeeId: report,
          leaveType: "szabadsag",
          startDate: "2026-10-05",
          endDate: "2026-10-06",
          workingDays: 2,
          status: "approved",
        },
        {
          tenantId: demoId,
          employeeId: other,
          leaveType: "betegszabadsag",
          startDate: "2026-10-14",
          endDate: "2026-10-14",
          halfDay: "afternoon",
          workingDays: 0.5,
          status: "approved",
        },
      ]);
    });
    // A split shift with a note, a stand-by stretch in the evening, and a Saturday of overtime.
    await entry({ employeeId: report, date: "2026-10-12", start: "08:00", end: "12:00", note: "Ügyfél" });
    await entry({ employeeId: report, date: "2026-10-12", start: "13:00", end: "17:00" });
    await entry({ employeeId: report, date: "2026-10-12", start: "19:00", end: "22:00", kind: "standby" });
    await entry({ employeeId: report, date: "2026-10-10", start: "09:00", end: "12:00" });
    await entry({ employeeId: other, date: "2026-10-13", start: "08:00", end: "16:20", breakMinutes: 20 });
    const schedule = await call("PUT", `/api/workSchedule/${scheduled}`, hr, {
      kind: "partTime",
      dailyMinutes: 360,
      recordMode: "schedule",
      dayStart: "09:00",
      breakMinutes: 0,
    });
    expect(schedule.statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  it("hr's .xlsx holds a summary of everyone and a sheet per person with real dates and numbers", async () => {
    const res = await download(hr, "month=2026-10&format=xlsx");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="jelenleti-iv-2026-10.xlsx"');
    const workbook = await loadWorkbook(res.rawPayload);
    expectNoIsoDateText(workbook);
    expect(workbook.worksheets[0]?.name).toBe(SUMMARY_SHEET);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(
      expect.arrayContaining([REPORT_NAME, "Jelentés Másik"]),
    );
    const summary = workbook.getWorksheet(SUMMARY_SHEET);
    expect(summary?.getRow(2).getCell(1).value).toBe("Nem lezárt hónap");
    expect((summary?.getRow(SUMMARY_HEADER_ROW).values as ExcelJS.CellValue[]).slice(1)).toEqual([
      ...SUMMARY_HEADERS,
    ]);
    let found: ExcelJS.Row | undefined;
    summary?.eachRow((row) => {
      if (row.getCell(1).value === REPORT_NAME) found = row;
    });
    const col = (header: string) => SUMMARY_HEADERS.indexOf(header as (typeof SUMMARY_HEADERS)[number]) + 1;
    expect(found?.getCell(col("Ledolgozott munkaidő (óra)")).value).toBe(11);
    expect(found?.getCell(col("Rendkívüli munkaidő (óra)")).value).toBe(3);
    expect(found?.getCell(col("Készenlét (óra)")).value).toBe(3);
    expect(found?.getCell(col("Szabadság (nap)")).value).toBe(2);
    expect(found?.getCell(col("Éves keret (óra)")).value).toBe(250);
    for (let c = 5; c <= SUMMARY_HEADERS.length; c += 1) expectNumberCell(found?.getCell(c));

    const sheet = workbook.getWorksheet(REPORT_NAME);
    expect((sheet?.getRow(PERSON_HEADER_ROW).values as ExcelJS.CellValue[]).slice(1)).toEqual([
      ...PERSON_HEADERS,
    ]);
    const dayRow = (day: number) => sheet?.getRow(PERSON_HEADER_ROW + day);
    expectExcelDate(dayRow(12)?.getCell(1), "2026-10-12");
    expect(dayRow(12)?.getCell(2).value).toBe("hétfő");
    expect(dayRow(12)?.getCell(4).value).toBe("08:00–12:00, 13:00–17:00");
    expect(dayRow(12)?.getCell(5).value).toBe("19:00–22:00");
    // Szünet: the hour between the split day's two work stretches (no break entered on either)
    expect(dayRow(12)?.getCell(6).value).toBe(60);
    expect(dayRow(12)?.getCell(8).value).toBe(8);
    expect(dayRow(12)?.getCell(10).value).toBe(3);
    expect(dayRow(12)?.getCell(12).value).toContain("Ügyfél");
    expect(dayRow(10)?.getCell(3).value).toBe("pihenőnap");
    expect(dayRow(10)?.getCell(9).value).toBe(3);
    expect(dayRow(23)?.getCell(3).value).toMatch(/^munkaszüneti nap: Nemzeti ünnep/);
    expect(dayRow(5)?.getCell(11).value).toBe("Szabadság");
    const totals = sheet?.getRow(PERSON_HEADER_ROW + 32);
    expect(totals?.getCell(1).value).toBe("Összesen");
    expect(totals?.getCell(8).value).toBe(11);
    expect(totals?.getCell(9).value).toBe(3);
    expectNumberCell(totals?.getCell(7));
    expect(totals?.getCell(6).value).toBe(60);
    const half = workbook.getWorksheet("Jelentés Másik");
    expect(half?.getRow(PERSON_HEADER_ROW + 14).getCell(11).value).toBe("Betegszabadság (fél nap)");
    let otherRow: ExcelJS.Row | undefined;
    summary?.eachRow((row) => {
      if (row.getCell(1).value === "Jelentés Másik") otherRow = row;
    });
    expect(otherRow?.getCell(col("Betegszabadság (nap)")).value).toBe(0.5);
    const texts: string[] = [];
    sheet?.eachRow((row) => texts.push(String(row.getCell(1).value)));
    expect(texts.join("\n")).toMatch(/Éves rendkívüli munkaidő .*: 3 óra \/ 250 óra keret \(Mt\. 109\. §\)/);
    expect(texts.join("\n")).toContain("napi rögzítés (Mt. 134. § (2))");
  });

  it("one person's PDF has their days in Hungarian, the totals and the signature lines", async () => {
    const res = await download(user, `month=2026-10&format=pdf&employeeId=${report}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="jelenleti-iv-2026-10-jelentes-arvizturo.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = spaced(await pdfText(res.rawPayload));
    for (const label of ["Munkavállaló aláírása", "Munkáltató / vezető aláírása", "Kelt:"])
      expect(text).toContain(label);
    expect(text).toContain(REPORT_NAME);
    expect(text).toContain("JELENLÉTI ÍV – 2026. október");
    expect(text).toContain("Nem lezárt hónap");
    expect(text).toContain("2026. 10. 12.");
    expect(text).toContain("08:00–12:00, 13:00–17:00");
    expect(text).toContain("19:00–22:00");
    expect(text).toContain("Szabadság: 2 nap");
    expect(text).toContain("általános munkarend");
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("a manager sees their reports and themself, others only themself; 403 and 404 otherwise", async () => {
    const mine = await loadWorkbook((await download(user, "month=2026-10")).rawPayload);
    expect(mine.worksheets).toHaveLength(3);
    expect(mine.worksheets.map((s) => s.name)).toContain(REPORT_NAME);
    const beta = await loadWorkbook((await download(betaUser, "month=2026-10", "beta")).rawPayload);
    expect(beta.worksheets.map((s) => s.name)).toEqual([SUMMARY_SHEET, "Molnár Anna"]);
    expect((await download(user, `month=2026-10&employeeId=${other}`)).statusCode).toBe(403);
    expect((await download(pm, `month=2026-10&employeeId=${report}&format=pdf`)).statusCode).toBe(403);
    expect((await download(user, `month=2026-10&employeeId=${userEmployeeId}`)).statusCode).toBe(200);
    expect((await download(hr, `month=2026-10&employeeId=${other}&format=pdf`)).statusCode).toBe(200);
    expect((await download(betaUser, `month=2026-10&employeeId=${report}`, "beta")).statusCode).toBe(404);
    expect((await download(hr, "month=2026-10&employeeId=2147483647")).statusCode).toBe(404);
  });

  it("narrows the .xlsx and the PDF to one organisational unit, for hr and within a manager's reports", async () => {
    const unit = `month=2026-10&department=${encodeURIComponent(UNIT)}`;
    const res = await download(hr, unit);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="jelenleti-iv-2026-10-jelentes-egyseg.xlsx"',
    );
    const xlsx = await loadWorkbook(res.rawPayload);
    expect(xlsx.worksheets.map((s) => s.name)).toEqual([SUMMARY_SHEET, REPORT_NAME, "Jelentés Másik"]);
    expect(String(xlsx.getWorksheet(SUMMARY_SHEET)?.getRow(1).getCell(1).value)).toMatch(
      new RegExp(`^Jelenléti kimutatás – 2026\\. október – ${UNIT} – \\S`),
    );

    const pdf = await download(hr, `${unit}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = spaced(await pdfText(pdf.rawPayload));
    expect(text).toContain(`Jelenléti kimutatás – 2026. október – ${UNIT}`);
    expect(text).toContain(REPORT_NAME);
    expect(text).toContain("Jelentés Másik");
    expect(text).not.toContain("Jelentés Beosztás");

    // The manager: only their own reports of the unit.
    const mine = await loadWorkbook((await download(user, unit)).rawPayload);
    expect(mine.worksheets.map((s) => s.name)).toEqual([SUMMARY_SHEET, REPORT_NAME]);
    // A unit with nobody the caller may see: 404 with the unit's name; another tenant's unit likewise.
    const none = await download(user, "month=2026-10&department=Jelent%C3%A9s%20M%C3%A1sik%20Egys%C3%A9g");
    expect(none.statusCode).toBe(404);
    expect((none.json() as { message: string }).message).toContain("„Jelentés Másik Egység”");
    expect((await download(betaUser, unit, "beta")).statusCode).toBe(404);
    // With a person too, the person's sheet, named after them.
    const person = await download(hr, `${unit}&employeeId=${report}&format=pdf`);
    expect(person.statusCode).toBe(200);
    expect(person.headers["content-disposition"]).toBe(
      'attachment; filename="jelenleti-iv-2026-10-jelentes-arvizturo.pdf"',
    );
    expect((await download(hr, `${unit}&employeeId=${scheduled}`)).statusCode).toBe(404);
  });

  it("a closed month says who closed it; written-schedule days are marked (Mt. 134. § (3))", async () => {
    expect((await call("POST", "/api/timesheet/close", hr, { month: "2026-09" })).statusCode).toBe(200);
    const pdf = spaced(
      await pdfText((await download(hr, `month=2026-09&format=pdf&employeeId=${scheduled}`)).rawPayload),
    );
    expect(pdf).toMatch(/Lezárt hónap – lezárta: .+, 2026\. \d\d\. \d\d\. \d\d:\d\d/);
    expect(pdf).toContain("beosztás szerint");
    expect(pdf).toContain("részmunkaidő (napi 6 óra)");
    expect(pdf).toContain("Mt. 134. § (3)");
    const xlsx = await loadWorkbook((await download(hr, `month=2026-09&employeeId=${scheduled}`)).rawPayload);
    const sheet = xlsx.getWorksheet("Jelentés Beosztás");
    expect(String(sheet?.getRow(4).getCell(1).value)).toMatch(/^Lezárt hónap – lezárta:/);
    expect(sheet?.getRow(PERSON_HEADER_ROW + 1).getCell(4).value).toBe("09:00–15:00");
    expect(sheet?.getRow(PERSON_HEADER_ROW + 1).getCell(12).value).toBe("beosztás szerint");
    await call("POST", "/api/timesheet/reopen", hr, { month: "2026-09" });
  });

  it("a month without data gives a valid file with zero hours", async () => {
    const res = await download(hr, `month=2027-03&employeeId=${other}`);
    expect(res.statusCode).toBe(200);
    const sheet = (await loadWorkbook(res.rawPayload)).getWorksheet("Jelentés Másik");
    const totals = sheet?.getRow(PERSON_HEADER_ROW + 32);
    expect(totals?.getCell(1).value).toBe("Összesen");
    // March 2027 has 20 working days (15th, Good Friday 26th, Easter Monday 29th off) × 8 h, none recorded.
    expect([7, 8, 9, 10].map((c) => totals?.getCell(c).value)).toEqual([160, 0, 0, 0]);
    const empty = await download(hr, "month=1901-01&format=pdf");
    expect(empty.statusCode).toBe(200);
    expect(spaced(await pdfText(empty.rawPayload))).toContain("nincs megjeleníthető munkatárs");
    const emptyXlsx = await loadWorkbook((await download(hr, "month=1901-01")).rawPayload);
    expect(emptyXlsx.worksheets.map((s) => s.name)).toEqual([SUMMARY_SHEET]);
  });

  it("answers a bad query with 400 and a Hungarian message", async () => {
    for (const query of [
      "",
      "month=2026-13",
      "month=2026-10&format=doc",
      "month=2026-10&employeeId=abc",
      "month=2026-10&employeeId=0",
      "month=2026-10&department=",
      "month=2026-10&department=%20%20",
      `month=2026-10&department=${"x".repeat(201)}`,
    ]) {
      const res = await download(hr, query);
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { message: string }).message, query).toMatch(/[áéíóöőúüű]/i);
    }
  });

  it("hr's PDF of everyone: more than 100 people come whole through the route, a page per person", async () => {
    // Just past the old cap of 100 (a person is ~0.1 s of rendering here): the demo's staff still employed
    // in 2030, and new people up to 101.
    const staying = await t.platform.database.withTenant(demoId, (tx) =>
      tx
        .select({ n: count() })
        .from(employees)
        .where(
          and(
            eq(employees.tenantId, demoId),
            or(isNull(employees.employmentEnd), gte(employees.employmentEnd, "2030-01-01")),
          ),
        ),
    );
    const added = Math.max(1, 101 - (staying[0]?.n ?? 0));
    await t.platform.database.withTenant(demoId, (tx) =>
      tx.insert(employees).values(
        Array.from({ length: added }, (_, i) => ({
          tenantId: demoId,
          name: `Későbbi ${String(i).padStart(3, "0")}`,
          employmentStart: "2030-01-01",
        })),
      ),
    );
    const res = await download(hr, "month=2030-01&format=pdf");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="jelenleti-iv-2030-01.pdf"');
    const text = spaced(await pdfText(res.rawPayload));
    const pages = text.split("\n").length;
    const people = (text.match(/Munkavállaló: /g) ?? []).length;
    expect(people).toBeGreaterThan(100);
    // Each person's sheet starts on a page of its own.
    for (const page of text.split("\n"))
      expect(page.match(/Munkavállaló: /g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(pages).toBeGreaterThanOrEqual(people);
    expect(text).toContain("Munkavállaló: Későbbi 000");
    expect(text).toContain(`Munkavállaló: Későbbi ${String(added - 1).padStart(3, "0")}`);
    expect(text).toContain(`${pages}. oldal / ${pages}`);
  });

  it(`refuses a PDF of more than ${TIMESHEET_PDF_MAX_PEOPLE} people and points to a unit, one person or the .xlsx`, async () => {
    await t.platform.database.withTenant(demoId, (tx) =>
      tx.insert(employees).values(
        Array.from({ length: TIMESHEET_PDF_MAX_PEOPLE + 1 }, (_, i) => ({
          tenantId: demoId,
          name: `Még későbbi ${String(i).padStart(3, "0")}`,
          employmentStart: "2031-01-01",
        })),
      ),
    );
    const res = await download(hr, "month=2031-01&format=pdf");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      new RegExp(`legfeljebb ${TIMESHEET_PDF_MAX_PEOPLE} munkatárs.*szervezeti egységet.*\\.xlsx`),
    );
  });
});
