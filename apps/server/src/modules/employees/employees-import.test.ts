import ExcelJS from "exceljs";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmployeeImportResult } from "@office/shared/employees/employees-import.contract";
import { makeBankAccount, makeTajNumber, makeTaxId } from "../../demo/identifiers.ts";
import {
  PNG_1X1,
  authed,
  backends,
  createTestApp,
  host,
  login,
  multipart,
  type TestApp,
} from "../../test/harness.ts";
import { EMPLOYEE_XLSX_HEADERS } from "../reports/employees-xlsx.ts";
import { convertRow } from "./employees-import-row.ts";
import { IMPORT_COLUMNS } from "./employees-import-xlsx.ts";

type Listed = {
  id: number;
  name: string;
  employeeNumber: string | null;
  managerId: number | null;
  managerName: string | null;
};

/** An `.xlsx` with one sheet holding `rows` (the first one is the header). */
async function workbook(rows: ExcelJS.CellValue[][], sheetName = "Munkatársak"): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("import columns and cells", () => {
  it("reads the export's columns in the export's order", () => {
    expect(IMPORT_COLUMNS.map((c) => c.header)).toEqual([...EMPLOYEE_XLSX_HEADERS]);
  });

  it("turns Excel dates, serials, Hungarian dates, numeric TAJ, yes/no and children into body values", () => {
    const row = convertRow({
      name: "Teszt Elek",
      birthDate: utc("1990-05-17"),
      employmentStart: 45658, // 2025-01-01 as an Excel serial
      employmentEnd: "2026. 3. 1.",
      tajNumber: 12345678,
      weeklyHours: "37,5",
      workSchedule: "Egyéb",
      disability: "IGEN",
      active: "nem",
      children: "2018.09.01., 2020-03-15 (fogyatékos) Kis Panna",
      managerId: "E0001",
    });
    expect(row.errors).toEqual({});
    expect(row.values).toMatchObject({
      birthDate: "1990-05-17",
      employmentStart: "2025-01-01",
      employmentEnd: "2026-03-01",
      tajNumber: "012345678",
      weeklyHours: 37.5,
      workSchedule: "other",
      disability: true,
      active: false,
    });
    expect(row.children).toEqual([
      { birthDate: "2018-09-01", disabled: false, name: null },
      { birthDate: "2020-03-15", disabled: true, name: "Kis Panna" },
    ]);
    expect(row.manager).toBe("E0001");
    const bad = convertRow({
      employmentStart: null,
      active: "talán",
      weeklyHours: "sok",
      children: "tegnap",
    });
    expect(Object.keys(bad.errors).sort()).toEqual(["active", "children", "weeklyHours"]);
    expect(bad.values).toEqual({});
  });
});

describe.each(backends)("employee import on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  let user: string;
  let betaAdmin: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    hr = await login(t, "demo", "hr");
    user = await login(t, "demo", "user");
    betaAdmin = await login(t, "beta", "admin");
  });
  afterAll(async () => t?.close());

  const upload = (
    token: string | null,
    data: Buffer,
    opts: { dryRun?: boolean; tenant?: string; fileName?: string } = {},
  ) => {
    const body = multipart("file", opts.fileName ?? "munkatarsak.xlsx", data);
    const tenant = opts.tenant ?? "demo";
    return t.app.inject({
      method: "POST",
      url: `/api/employee/import${opts.dryRun ? "?dryRun=true" : ""}`,
      headers: { ...(token ? authed(tenant, token) : host(tenant)), ...body.headers },
      payload: body.payload,
    });
  };
  const imported = async (data: Buffer, opts: { dryRun?: boolean; tenant?: string; token?: string } = {}) => {
    const res = await upload(opts.token ?? hr, data, opts);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EmployeeImportResult;
  };
  const directory = async (tenant = "demo", token = hr) =>
    (
      await t.app.inject({ method: "GET", url: "/api/employee", headers: authed(tenant, token) })
    ).json() as Listed[];
  const byName = (list: Listed[], name: string) => {
    const found = list.find((e) => e.name === name);
    if (!found) throw new Error(`${name} not in the directory`);
    return found;
  };
  const get = (url: string, token = hr) =>
    t.app.inject({ method: "GET", url, headers: authed("demo", token) });

  it("imports a valid file: managers by employee number or (accent-insensitive) name, also new ones of the file", async () => {
    const before = await directory();
    const first = before.find((e) => e.employeeNumber === "E0001");
    if (!first) throw new Error("no E0001");
    const file = await workbook([
      [
        "Törzsszám",
        "Név",
        "Születési dátum",
        "Adóazonosító jel",
        "TAJ szám",
        "Bankszámlaszám",
        "Közvetlen vezető",
        "Munkaviszony kezdete",
        "Heti óraszám",
        "Gyermekek",
        "Aktív",
      ],
      ["I0003", "Import Cecília", null, null, null, null, "import bela", "2025-03-01", null, null, null],
      [
        "I0002",
        "Import Béla",
        "1990-07-08",
        makeTaxId("1990-07-08", 7),
        Number(makeTajNumber(1234567)),
        null,
        "Import Anna",
        utc("2025-02-01"),
        "37,5",
        null,
        "igen",
      ],
      [
        "I0001",
        "Import Anna",
        utc("1985-02-03"),
        makeTaxId("1985-02-03", 5),
        makeTajNumber(22233344),
        makeBankAccount("1177301", 42),
        "E0001",
        "2025.01.15.",
        40,
        "2015-06-01, 2019-09-09 (fogyatékos)",
        "igen",
      ],
    ]);
    const result = await imported(file);
    expect(result).toEqual({
      dryRun: false,
      saved: true,
      rows: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      updates: [],
      ignoredColumns: [],
      errors: [],
    });
    const after = await directory();
    expect(after.length).toBe(before.length + 3);
    const anna = byName(after, "Import Anna");
    expect(anna.managerId).toBe(first.id);
    expect(byName(after, "Import Béla").managerName).toBe("Import Anna");
    expect(byName(after, "Import Cecília").managerName).toBe("Import Béla");
    const annaDetail = (await get(`/api/employee/${anna.id}`)).json();
    expect(annaDetail).toMatchObject({
      employeeNumber: "I0001",
      birthDate: "1985-02-03",
      employmentStart: "2025-01-15",
      taxId: makeTaxId("1985-02-03", 5),
      children: [
        { birthDate: "2015-06-01", disabled: false },
        { birthDate: "2019-09-09", disabled: true },
      ],
    });
    const bela = (await get(`/api/employee/${byName(after, "Import Béla").id}`)).json();
    expect(bela).toMatchObject({ tajNumber: makeTajNumber(1234567), weeklyHours: 37.5 });
    const history = (await get(`/api/employee/${anna.id}/history`)).json();
    expect(history.history).toEqual([expect.objectContaining({ field: "created", newValue: "Import Anna" })]);
  });

  it("reports bad identifiers and a missing name by Excel row and saves nothing", async () => {
    const before = (await directory()).length;
    const file = await workbook([
      ["Név", "Születési dátum", "Adóazonosító jel", "TAJ szám", "Munkaviszony kezdete"],
      ["Hibátlan Hedvig", "1980-01-01", makeTaxId("1980-01-01", 1), makeTajNumber(55566677), "2025-01-01"],
      ["Rossz Taj", null, null, "123456789", "2025-01-01"],
      ["Rossz Adó", null, "8123456780", null, "2025-01-01"],
      [null, null, null, makeTajNumber(11122233), "2025-01-01"],
      [],
      ["Rossz Dátum", "1981-01-01", makeTaxId("1980-01-01", 2), null, "2025. 13. 01."],
    ]);
    for (const dryRun of [true, false]) {
      const result = await imported(file, { dryRun });
      expect(result).toMatchObject({ dryRun, saved: false, rows: 5, created: 1, updated: 0 });
      expect(result.errors).toEqual([
        { row: 3, field: "tajNumber", column: "TAJ szám", message: "A TAJ szám ellenőrző számjegye hibás." },
        {
          row: 4,
          field: "taxId",
          column: "Adóazonosító jel",
          message: "Az adóazonosító jel ellenőrző számjegye hibás.",
        },
        { row: 5, field: "name", column: "Név", message: "Add meg a nevet." },
        {
          row: 7,
          field: "taxId",
          column: "Adóazonosító jel",
          message: "Az adóazonosító jel nem egyezik a születési dátummal.",
        },
        {
          row: 7,
          field: "employmentStart",
          column: "Munkaviszony kezdete",
          message: "Dátumot ÉÉÉÉ-HH-NN formában adj meg.",
        },
      ]);
    }
    expect((await directory()).length).toBe(before);
  });

  it("a dry run answers what would happen and saves nothing", async () => {
    const before = (await directory()).length;
    const file = await workbook([
      ["Név", "Munkaviszony kezdete", "Megjegyzés"],
      ["Próba Péter", "2025-05-01", "csak próba"],
      ["Próba Pál", "2025-05-02", null],
    ]);
    expect(await imported(file, { dryRun: true })).toMatchObject({
      dryRun: true,
      saved: false,
      rows: 2,
      created: 2,
      ignoredColumns: ["Megjegyzés"],
      errors: [],
    });
    expect((await directory()).length).toBe(before);
  });

  it("refuses unknown managers, self-management, manager cycles and a number twice in the file", async () => {
    const file = await workbook([
      ["Törzsszám", "Név", "Közvetlen vezető", "Munkaviszony kezdete"],
      ["K0001", "Kör Egy", "Kör Kettő", "2025-01-01"],
      ["K0002", "Kör Kettő", "K0001", "2025-01-01"],
      ["E0002", "Bárki Béla", "E0002", "2020-01-01"],
      ["K0003", "Senki Fia", "Nem Létező", "2025-01-01"],
      ["K0003", "Másik Senki", null, "2025-01-01"],
    ]);
    const result = await imported(file, { dryRun: true });
    expect(result.errors.map((e) => [e.row, e.field])).toEqual([
      [2, "managerId"],
      [3, "managerId"],
      [4, "managerId"],
      [5, "managerId"],
      [6, "employeeNumber"],
    ]);
    expect(result.errors[0]?.message).toMatch(/Körkörös/);
    expect(result.errors[2]?.message).toBe("Senki sem lehet a saját vezetője.");
    expect(result.errors[3]?.message).toBe("Nincs „Nem Létező” nevű vagy törzsszámú munkatárs.");
    expect(result.errors[4]?.message).toBe("Ez a törzsszám már szerepel a fájl 5. sorában.");
  });

  it("an exported file re-imports unchanged; an edited one updates only what changed, with field history", async () => {
    const ids = (await directory()).map((e) => e.id);
    const exported = await t.app.inject({
      method: "POST",
      url: "/report/employee/all",
      headers: authed("demo", hr),
      payload: ids,
    });
    expect(exported.statusCode).toBe(200);
    const again = await imported(exported.rawPayload, { dryRun: true });
    expect(again).toMatchObject({
      rows: ids.length,
      created: 0,
      updated: 0,
      unchanged: ids.length,
      errors: [],
      ignoredColumns: [],
    });

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Munkatársak");
    if (!sheet) throw new Error("no sheet");
    const headers = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1);
    const column = (header: string) => headers.indexOf(header) + 1;
    const row = sheet.getRow(2);
    const number = String(row.getCell(column("Törzsszám")).value);
    const oldPosition = row.getCell(column("Munkakör")).value as string | null;
    row.getCell(column("Munkakör")).value = "Importált munkakör";
    const edited = Buffer.from(await book.xlsx.writeBuffer());
    const result = await imported(edited);
    expect(result).toMatchObject({
      saved: true,
      created: 0,
      updated: 1,
      unchanged: ids.length - 1,
      updates: [{ row: 2, employeeNumber: number, columns: ["Munkakör"] }],
    });
    const id = (await directory()).find((e) => e.employeeNumber === number)?.id;
    const history = (await get(`/api/employee/${id}/history`)).json();
    expect(history.history[0]).toMatchObject({
      field: "position",
      oldValue: oldPosition,
      newValue: "Importált munkakör",
      userName: "Tóth Eszter",
    });
  });

  it("matches headers without case or accents; updates only the columns the file has, empty required cells keep", async () => {
    const result = await imported(
      await workbook([
        ["TÖRZSSZÁM", "név", "munkakor", "SZERVEZETI EGYSEG:", "Munkaviszony kezdete"],
        ["I0002", null, "Csoportvezető", "Import osztály", null],
      ]),
    );
    expect(result).toMatchObject({
      saved: true,
      updated: 1,
      updates: [{ columns: ["Munkakör", "Szervezeti egység"] }],
    });
    const bela = byName(await directory(), "Import Béla");
    expect((await get(`/api/employee/${bela.id}`)).json()).toMatchObject({
      position: "Csoportvezető",
      department: "Import osztály",
      managerName: "Import Anna",
      weeklyHours: 37.5,
    });
  });

  it("stays within the tenant: another tenant's numbers create, its names do not resolve", async () => {
    const file = await workbook([
      ["Törzsszám", "Név", "Közvetlen vezető", "Munkaviszony kezdete"],
      ["I0001", "Béta Import", null, "2025-01-01"],
      ["I0009", "Béta Beosztott", "Import Anna", "2025-01-01"],
    ]);
    const report = await imported(file, { tenant: "beta", token: betaAdmin, dryRun: true });
    expect(report).toMatchObject({ created: 1, updated: 0 });
    expect(report.errors).toEqual([
      {
        row: 3,
        field: "managerId",
        column: "Közvetlen vezető",
        message: "Nincs „Import Anna” nevű vagy törzsszámú munkatárs.",
      },
    ]);
  });

  it("refuses what is not an .xlsx with a Hungarian 400, too large with 413", async () => {
    for (const [name, data] of [
      ["kep.xlsx", PNG_1X1],
      ["lista.xlsx", Buffer.from("Név;Munkaviszony kezdete\nTeszt Elek;2025-01-01\n")],
    ] as const) {
      const res = await upload(hr, data, { fileName: name });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "Csak Excel-munkafüzet (.xlsx) importálható; a sablon letölthető az ablakban.",
      );
    }
    const broken = (await workbook([["Név"], ["Teszt"]])).subarray(0, 400);
    expect((await upload(hr, broken)).statusCode).toBe(400);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/employee/import",
      headers: authed("demo", hr),
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe("A fájlt multipart/form-data kérésben küldd.");
    const noHeader = await upload(
      hr,
      await workbook([
        ["Alma", "Körte"],
        [1, 2],
      ]),
    );
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toMatch(/Nem található a fejléc/);
    const big = await upload(hr, Buffer.concat([await workbook([["Név"]]), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
  });

  it("serves a template with the export's headers; the empty template is refused", async () => {
    const res = await get("/api/employee/import/template");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers["content-disposition"]).toBe('attachment; filename="munkatarsak-import-sablon.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(["Munkatársak", "Útmutató"]);
    expect((book.worksheets[0]?.getRow(1).values as ExcelJS.CellValue[]).slice(1)).toEqual([
      ...EMPLOYEE_XLSX_HEADERS,
    ]);
    const empty = await upload(hr, res.rawPayload);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("A fájlban nincs importálható sor.");
  });

  it("only hr: a user gets 403, anonymous 401", async () => {
    const file = await workbook([
      ["Név", "Munkaviszony kezdete"],
      ["Tilos Tamás", "2025-01-01"],
    ]);
    expect((await upload(user, file)).statusCode).toBe(403);
    expect((await upload(null, file)).statusCode).toBe(401);
    expect((await get("/api/employee/import/template", user)).statusCode).toBe(403);
  });

  it("deactivating through the import ends the employee's sessions, like PUT", async () => {
    const employeeId = decodeJwt(user).employeeId as number;
    const number = (await get(`/api/employee/${employeeId}`)).json().employeeNumber as string;
    const result = await imported(
      await workbook([
        ["Törzsszám", "Aktív"],
        [number, "nem"],
      ]),
    );
    expect(result).toMatchObject({ saved: true, updated: 1, updates: [{ columns: ["Aktív"] }] });
    expect((await get("/api/employee", user)).statusCode).toBe(401);
  });
});
