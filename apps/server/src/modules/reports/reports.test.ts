import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import QRCode from "qrcode";
import { decodeJwt } from "jose";
import {
  PNG_1X1,
  authed,
  backends,
  createTestApp,
  login,
  multipart,
  type TestApp,
} from "../../test/harness.ts";
import { employees } from "../employees/employees.table.ts";
import { leaveRequests } from "../leave/leave.table.ts";
import { CARD_QR_OPTIONS } from "./reports.service.ts";
import { XLSX_CONTENT_TYPE } from "./xlsx-stream.ts";

const readXlsx = async (data: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook;
};
/** A row's cell values, 0-based (ExcelJS rows are 1-based). */
const valuesOf = (sheet: ExcelJS.Worksheet, row: number) =>
  (sheet.getRow(row).values as ExcelJS.CellValue[]).slice(1);

describe.each(backends)("report API on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  let user: string;
  let userEmployeeId: number;
  let betaEmployeeId: number;
  let workerId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    hr = await login(t, "demo", "hr");
    user = await login(t, "demo", "user");
    userEmployeeId = decodeJwt(user).employeeId as number;
    betaEmployeeId = decodeJwt(await login(t, "beta", "user")).employeeId as number;
    const demo = await t.platform.tenants.findBySlug("demo");
    if (!demo) throw new Error("no demo tenant");
    await t.platform.database.withTenant(demo.id, async (tx) => {
      const [worker] = await tx
        .insert(employees)
        .values({
          tenantId: demo.id,
          name: "Aaa Jelenléti Teszt",
          employeeNumber: "T0001",
          department: "Teszt",
          position: "Tesztelő",
          employmentStart: "2021-05-01",
          taxId: "8123456789",
        })
        .returning({ id: employees.id });
      if (!worker) throw new Error("insert failed");
      workerId = worker.id;
      await tx.insert(leaveRequests).values({
        tenantId: demo.id,
        employeeId: workerId,
        leaveType: "szabadsag",
        startDate: "2026-02-09",
        endDate: "2026-02-10",
        workingDays: 2,
        status: "approved",
      });
    });
  });
  afterAll(async () => t?.close());

  const download = (token: string, start: string, end: string) =>
    t.app.inject({
      method: "GET",
      url: `/report/attendance/download?start=${start}&end=${end}`,
      headers: authed("demo", token),
    });

  it("attendance .xlsx: one sheet per month + legend, header, one row per employee, codes", async () => {
    const res = await download(hr, "2026-01-01", "2026-02-28");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="jelenleti-iv-2026-01-01_2026-02-28.xlsx"',
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const workbook = await readXlsx(res.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["2026-01", "2026-02", "Jelmagyarázat"]);

    const jan = workbook.getWorksheet("2026-01");
    if (!jan) throw new Error("no January sheet");
    const days = Array.from({ length: 31 }, (_, i) => i + 1);
    expect(valuesOf(jan, 1)).toEqual([
      "Név",
      "Törzsszám",
      "Szervezeti egység",
      ...days,
      "Munkanap",
      "Jelen",
      "Szabadság",
      "Beteg",
      "Táppénz",
      "Szülési",
      "Mentesülés",
      "Home office",
      "Fizetés nélküli",
      "Apasági",
      "Szülői",
      "Egyéb",
    ]);
    expect(jan.views[0]).toMatchObject({ state: "frozen", xSplit: 1, ySplit: 1 });
    expect(JSON.stringify(jan.getRow(1).getCell(4).note)).toContain("Újév");

    const month = (
      await t.app.inject({
        method: "GET",
        url: "/api/attendance?year=2026&month=1",
        headers: authed("demo", hr),
      })
    ).json() as { employees: { name: string }[] };
    expect(jan.actualRowCount - 1).toBe(month.employees.length);
    expect(month.employees.length).toBeGreaterThan(50);
    for (let r = 2; r <= jan.rowCount; r += 1) {
      expect(jan.getRow(r).getCell(4).value ?? null, `row ${r}, 1 January`).toBeNull();
    }
    expect(valuesOf(jan, 2)[0]).toBe(month.employees[0]?.name);

    const feb = workbook.getWorksheet("2026-02");
    if (!feb) throw new Error("no February sheet");
    expect(valuesOf(feb, 1).slice(3, 31)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    const rowNumber = (feb.getColumn(1).values as ExcelJS.CellValue[]).indexOf("Aaa Jelenléti Teszt");
    const row = valuesOf(feb, rowNumber);
    expect(row.slice(0, 3)).toEqual(["Aaa Jelenléti Teszt", "T0001", "Teszt"]);
    expect(row[3 + 8]).toBe("SZ"); // 9 February
    expect(row[3 + 9]).toBe("SZ");
    expect(row[3 + 10]).toBe("J");
    expect(row[3 + 6] ?? null).toBeNull(); // Saturday 7 February
    expect(row.slice(31)).toEqual([20, 18, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

    const legend = workbook.getWorksheet("Jelmagyarázat");
    expect(valuesOf(legend as ExcelJS.Worksheet, 1)).toEqual(["Kód", "Jelentés"]);
    expect(valuesOf(legend as ExcelJS.Worksheet, 4)).toEqual(["SZ", "Szabadság"]);
  });

  it("a range inside a month gets only its days", async () => {
    const res = await download(hr, "2026-03-10", "2026-03-16");
    const sheet = (await readXlsx(res.rawPayload)).getWorksheet("2026-03");
    expect(valuesOf(sheet as ExcelJS.Worksheet, 1).slice(3, 10)).toEqual([10, 11, 12, 13, 14, 15, 16]);
  });

  it("attendance download: validation 400s in Hungarian, 403 for a plain user", async () => {
    const cases: [string, string, RegExp][] = [
      ["2026-02-01", "2026-01-31", /kezdő dátum nem lehet későbbi/],
      ["2025-01-01", "2026-01-02", /Legfeljebb 366 napos/],
      ["2019-12-01", "2020-01-31", /2019\. év munkarendje/],
      ["2026-02-30", "2026-03-01", /Hibás adatok/],
      ["", "2026-03-01", /Hibás adatok/],
    ];
    for (const [start, end, message] of cases) {
      const res = await download(hr, start, end);
      expect(res.statusCode, `${start}..${end}`).toBe(400);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json().message).toMatch(message);
    }
    expect((await download(hr, "2025-01-01", "2025-12-31")).statusCode).toBe(200);
    expect((await download(user, "2026-01-01", "2026-01-31")).statusCode).toBe(403);
  });

  it("employee/all .xlsx: the requested employees in order, full record for hr, no other tenant's row", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/report/employee/all",
      headers: authed("demo", hr),
      payload: [workerId, betaEmployeeId, userEmployeeId, workerId],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="munkatarsak.xlsx"');
    const sheet = (await readXlsx(res.rawPayload)).worksheets[0];
    if (!sheet) throw new Error("no sheet");
    const header = valuesOf(sheet, 1);
    expect(header.slice(0, 2)).toEqual(["Törzsszám", "Név"]);
    expect(header).toContain("Adóazonosító jel");
    expect(header).toContain("Szervezeti egység");
    expect(sheet.actualRowCount).toBe(3);
    const worker = valuesOf(sheet, 2);
    expect(worker[1]).toBe("Aaa Jelenléti Teszt");
    expect(worker[header.indexOf("Adóazonosító jel")]).toBe("8123456789");
    expect(worker[header.indexOf("Munkaviszony kezdete")]).toEqual(new Date("2021-05-01T00:00:00Z"));
    expect(valuesOf(sheet, 3)[1]).toBe("Szabó Péter");
  });

  it("employee/all: validation 400 and 403", async () => {
    const post = (token: string, payload: unknown) =>
      t.app.inject({
        method: "POST",
        url: "/report/employee/all",
        headers: authed("demo", token),
        payload: payload as object,
      });
    const empty = await post(hr, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Hibás adatok: Válassz ki legalább egy munkatársat.");
    expect((await post(hr, { ids: [1] })).statusCode).toBe(400);
    expect((await post(hr, ["a"])).statusCode).toBe(400);
    const tooMany = await post(
      hr,
      Array.from({ length: 5001 }, (_, i) => i + 1),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/legfeljebb 5000/);
    expect((await post(user, [userEmployeeId])).statusCode).toBe(403);
  });

  it("CardData: a JSON file of cards with photo path and a QR code of the employee's page", async () => {
    const body = multipart("file", "kep.png", PNG_1X1, "image/png");
    const pic = await t.app.inject({
      method: "PUT",
      url: `/api/employee/${workerId}/profilepicture`,
      headers: { ...authed("demo", hr), ...body.headers },
      payload: body.payload,
    });
    expect(pic.statusCode).toBe(200);
    const res = await t.app.inject({
      method: "POST",
      url: "/report/employee/all/CardData",
      headers: authed("demo", hr),
      payload: [workerId, betaEmployeeId, userEmployeeId],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="cards.json"');
    const cards = res.json() as Record<string, unknown>[];
    expect(cards.map((c) => c.employeeId)).toEqual([workerId, userEmployeeId]);
    expect(cards[0]).toEqual({
      employeeId: workerId,
      name: "Aaa Jelenléti Teszt",
      position: "Tesztelő",
      department: "Teszt",
      employeeNumber: "T0001",
      photoUrl: `/storage/demo/employees/${workerId}/${pic.json().profilePicture}`,
      qrDataUrl: await QRCode.toDataURL(`http://demo.localhost/munkatarsak/${workerId}`, CARD_QR_OPTIONS),
    });
    expect(cards[1]?.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(cards[1]).not.toHaveProperty("taxId");
  });

  it("CardData: 400 for a bad body, 403 for a plain user", async () => {
    const post = (token: string, payload: unknown) =>
      t.app.inject({
        method: "POST",
        url: "/report/employee/all/CardData",
        headers: authed("demo", token),
        payload: payload as object,
      });
    expect((await post(hr, [])).statusCode).toBe(400);
    expect((await post(hr, [0])).statusCode).toBe(400);
    expect((await post(user, [userEmployeeId])).statusCode).toBe(403);
  });
});
