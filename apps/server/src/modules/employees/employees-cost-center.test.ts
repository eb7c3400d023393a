import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CostCenter } from "@office/shared/cost-centers/cost-centers.contract";
import type { EmployeeDetail, HistoryEntry } from "@office/shared/employees/employees.contract";
import type { EmployeeImportResult } from "@office/shared/employees/employees-import.contract";
import { authed, backends, createTestApp, login, multipart, type TestApp } from "../../test/harness.ts";

/** Issue 8: employees refer to a cost centre by id; the code stays in responses and is accepted on write. */
describe.each(backends)("employees' cost centre reference on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let betaAdmin: string;
  let codes: Map<string, CostCenter>;
  let target: EmployeeDetail;
  beforeAll(async () => {
    t = await createTestApp(backend);
    [hr, admin, betaAdmin] = await Promise.all([
      login(t, "demo", "hr"),
      login(t, "demo", "admin"),
      login(t, "beta", "admin"),
    ]);
    const list = (await call("GET", "/api/costCenter", hr)).json() as CostCenter[];
    codes = new Map(list.map((c) => [c.code, c]));
    const directory = (await call("GET", "/api/employee", hr)).json() as {
      id: number;
      costCenter: string | null;
    }[];
    const someone = directory.find((e) => e.costCenter === "FEJ-01" && e.id > 10);
    target = (await call("GET", `/api/employee/${someone?.id}`, hr)).json() as EmployeeDetail;
  });
  afterAll(async () => t?.close());

  const call = (
    method: "GET" | "POST" | "PUT",
    url: string,
    token: string,
    payload?: object,
    tenant = "demo",
  ) => t.app.inject({ method, url, headers: authed(tenant, token), ...(payload ? { payload } : {}) });
  const put = (body: object) => call("PUT", `/api/employee/${target.id}`, hr, { ...target, ...body });
  const id = (code: string) => codes.get(code)?.id ?? 0;

  it("the directory and the record carry costCenterId and the code", async () => {
    expect(target.costCenter).toBe("FEJ-01");
    expect(target.costCenterId).toBe(id("FEJ-01"));
  });

  it("PUT with costCenterId saves the reference; the history shows the codes", async () => {
    const res = await put({ costCenterId: id("TER-01") });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ costCenterId: id("TER-01"), costCenter: "TER-01" });
    const history = (await call("GET", `/api/employee/${target.id}/history`, hr)).json() as {
      history: HistoryEntry[];
    };
    expect(history.history[0]).toMatchObject({
      field: "costCenter",
      fieldLabel: "Költséghely",
      oldValue: "FEJ-01",
      newValue: "TER-01",
    });
    const cleared = await put({ costCenterId: null, costCenter: "FEJ-01" });
    expect(cleared.json()).toMatchObject({ costCenterId: null, costCenter: null });
  });

  it("an older client's code is accepted when costCenterId is absent; unknown codes and ids are 400", async () => {
    const { costCenterId: _omit, ...withoutId } = target;
    const byCode = await call("PUT", `/api/employee/${target.id}`, hr, {
      ...withoutId,
      costCenter: "pen-01",
    });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json()).toMatchObject({ costCenterId: id("PEN-01"), costCenter: "PEN-01" });

    const unknownCode = await call("PUT", `/api/employee/${target.id}`, hr, {
      ...withoutId,
      costCenter: "NINCS-01",
    });
    expect(unknownCode.statusCode).toBe(400);
    expect((unknownCode.json() as { message: string }).message).toBe(
      "Ismeretlen költséghely kód: „NINCS-01”.",
    );

    const unknownId = await put({ costCenterId: 2_000_000 });
    expect(unknownId.statusCode).toBe(400);
    expect(unknownId.json()).toMatchObject({ message: "A megadott költséghely nem található." });

    const beta = (
      await call("POST", "/api/costCenter", betaAdmin, { code: "B-1", name: "Béta" }, "beta")
    ).json() as CostCenter;
    expect((await put({ costCenterId: beta.id })).statusCode).toBe(400);
    expect((await put({ costCenterId: "FEJ-01" })).statusCode).toBe(400);

    const inactive = await put({ costCenterId: id("VAC-01") });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toMatchObject({ message: "Inaktív költséghely nem választható." });
  });

  it("an employee keeps a cost centre deactivated meanwhile; POST takes the id too", async () => {
    expect((await put({ costCenterId: id("UZE-01") })).statusCode).toBe(200);
    await call("PUT", `/api/costCenter/${id("UZE-01")}`, admin, {
      code: "UZE-01",
      name: "Üzemeltetés",
      active: false,
    });
    const kept = await put({ costCenterId: id("UZE-01"), phone: "+36 30 999 0000" });
    expect(kept.statusCode, kept.body).toBe(200);

    const template = (await call("GET", "/api/employee/newEmployee", hr)).json() as object;
    const created = await call("POST", "/api/employee", hr, {
      ...template,
      name: "Költség Kata",
      costCenterId: id("ERT-01"),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ costCenter: "ERT-01", costCenterId: id("ERT-01") });
  });

  it("the .xlsx import reads cost centre codes and refuses unknown ones per row", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Munkatársak");
    sheet.addRow(["Név", "Munkaviszony kezdete", "Költséghely"]);
    sheet.addRow(["Import Ilona", "2025-02-01", "HR-01"]);
    sheet.addRow(["Import Imre", "2025-02-01", "NINCS-99"]);
    const upload = async (data: Buffer, dryRun: boolean) => {
      const body = multipart("file", "munkatarsak.xlsx", data);
      const res = await t.app.inject({
        method: "POST",
        url: `/api/employee/import${dryRun ? "?dryRun=true" : ""}`,
        headers: { ...authed("demo", hr), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as EmployeeImportResult;
    };
    const withError = await upload(Buffer.from(await book.xlsx.writeBuffer()), true);
    expect(withError.errors).toEqual([
      {
        row: 3,
        field: "costCenter",
        column: "Költséghely",
        message: "Ismeretlen költséghely kód: „NINCS-99”.",
      },
    ]);
    sheet.spliceRows(3, 1);
    const ok = await upload(Buffer.from(await book.xlsx.writeBuffer()), false);
    expect(ok).toMatchObject({ saved: true, created: 1, errors: [] });
    const directory = (await call("GET", "/api/employee", hr)).json() as {
      name: string;
      costCenterId: number | null;
    }[];
    expect(directory.find((e) => e.name === "Import Ilona")?.costCenterId).toBe(id("HR-01"));

    // Updating by employee number with a new code reports the „Költséghely” column as changed.
    const row = (await call("GET", `/api/employee/${target.id}`, hr)).json() as EmployeeDetail;
    const update = new ExcelJS.Workbook();
    const s2 = update.addWorksheet("Munkatársak");
    s2.addRow(["Törzsszám", "Költséghely"]);
    s2.addRow([row.employeeNumber, "VEZ-01"]);
    const updated = await upload(Buffer.from(await update.xlsx.writeBuffer()), false);
    expect(updated.updates).toEqual([expect.objectContaining({ columns: ["Költséghely"] })]);
    const after = (await call("GET", `/api/employee/${target.id}`, hr)).json() as EmployeeDetail;
    expect(after).toMatchObject({ costCenter: "VEZ-01", costCenterId: id("VEZ-01") });
  });
});
