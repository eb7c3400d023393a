import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import ExcelJS from "exceljs";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import {
  HOSTILE,
  MINIMAL_PDF,
  multipartForm,
  type FormPart,
} from "../employee-documents/multipart-form.test-util.ts";

describe.each(backends)("employee files on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  let user: string;
  let admin: string;
  let userEmployeeId: number;
  let hrEmployeeId: number;
  let betaAdmin: string;
  let betaEmployeeId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    hr = await login(t, "demo", "hr");
    user = await login(t, "demo", "user");
    admin = await login(t, "demo", "admin");
    userEmployeeId = decodeJwt(user).employeeId as number;
    hrEmployeeId = decodeJwt(hr).employeeId as number;
    betaAdmin = await login(t, "beta", "admin");
    betaEmployeeId = decodeJwt(betaAdmin).employeeId as number;
  });
  afterAll(async () => t?.close());

  /** SPEC: one part per file, the part's field name being the file name. */
  const file = (name: string, data: Buffer, contentType = "application/octet-stream"): FormPart => ({
    field: name,
    fileName: name,
    data,
    contentType,
  });
  const upload = (token: string, employeeId: number, parts: FormPart[], tenant = "demo") => {
    const body = multipartForm(parts);
    return t.app.inject({
      method: "PUT",
      url: `/api/employee/${employeeId}/files/upload`,
      headers: { ...authed(tenant, token), ...body.headers },
      payload: body.payload,
    });
  };
  const list = (token: string, employeeId: number, tenant = "demo") =>
    t.app.inject({
      method: "GET",
      url: `/api/employee/${employeeId}/files/list`,
      headers: authed(tenant, token),
    });
  const download = (token: string, employeeId: number, name: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/employee/${employeeId}/files`,
      headers: authed("demo", token),
      payload: { name },
    });
  /** The stored blobs of an employee's files (generated names only). */
  const storedFiles = (employeeId: number) => {
    const dir = path.join(
      t.platform.config.dataDir,
      "files",
      "demo",
      "employees",
      String(employeeId),
      "files",
    );
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  };
  const csv = Buffer.from("név;nap\nKiss Péter;2025-03-14\n");

  it("hr uploads two files in one request (parts named by file name), lists and downloads them byte for byte", async () => {
    // The demo data already gives some employees files (demo/document-seed.ts); they stay untouched.
    const seeded = new Set((await list(hr, userEmployeeId)).json().map((f: { name: string }) => f.name));
    const res = await upload(hr, userEmployeeId, [
      file("jelenléti ív.csv", csv, "text/csv"),
      file("szerződés.pdf", MINIMAL_PDF, "application/pdf"),
    ]);
    expect(res.statusCode).toBe(200);
    const files = res.json() as { name: string; size: number; mime: string; createdAt: string }[];
    expect(
      files.filter((f) => !seeded.has(f.name)).map(({ name, size, mime }) => ({ name, size, mime })),
    ).toEqual([
      { name: "jelenléti ív.csv", size: csv.length, mime: "text/csv" },
      { name: "szerződés.pdf", size: MINIMAL_PDF.length, mime: "application/pdf" },
    ]);
    expect(Object.keys(files[0] ?? {}).sort()).toEqual(["createdAt", "mime", "name", "size"]);
    expect((await list(hr, userEmployeeId)).json()).toEqual(files);

    const pdf = await download(hr, userEmployeeId, "szerződés.pdf");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      `attachment; filename="szerzodes.pdf"; filename*=UTF-8''szerz%C5%91d%C3%A9s.pdf`,
    );
    expect(pdf.headers["x-content-type-options"]).toBe("nosniff");
    expect(pdf.headers["content-security-policy"]).toContain("sandbox");
    const text = await download(hr, userEmployeeId, "jelenléti ív.csv");
    expect(text.rawPayload.equals(csv)).toBe(true);
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(text.headers["content-disposition"]).toContain("filename*=UTF-8''jelenl%C3%A9ti%20%C3%ADv.csv");
    expect((await download(hr, userEmployeeId, "nincs.pdf")).statusCode).toBe(404);
  });

  it("the same name again replaces the file (one row per name); history records upload, replace and delete", async () => {
    const seeded = (await list(hr, hrEmployeeId)).json();
    const first = await upload(hr, hrEmployeeId, [file("önéletrajz.pdf", MINIMAL_PDF)]);
    expect(first.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("Munka1").addRow(["név", "óra"]);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const second = await upload(hr, hrEmployeeId, [file("önéletrajz.pdf", xlsx)]);
    expect(second.statusCode).toBe(200);
    const rows = second.json().filter((f: { name: string }) => f.name === "önéletrajz.pdf");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      size: xlsx.length,
      mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
    expect((await download(hr, hrEmployeeId, "önéletrajz.pdf")).rawPayload.equals(xlsx)).toBe(true);

    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/employee/${hrEmployeeId}/files/${encodeURIComponent("önéletrajz.pdf")}`,
      headers: authed("demo", admin),
    });
    expect(del.statusCode).toBe(204);
    expect((await list(hr, hrEmployeeId)).json()).toEqual(seeded);
    expect(storedFiles(hrEmployeeId)).toHaveLength(seeded.length);
    expect((await download(hr, hrEmployeeId, "önéletrajz.pdf")).statusCode).toBe(404);

    const history = (
      await t.app.inject({
        method: "GET",
        url: `/api/employee/${hrEmployeeId}/history`,
        headers: authed("demo", hr),
      })
    ).json().history as { area: string; field: string; newValue: string }[];
    expect(
      history
        .filter((h) => h.area === "file")
        .slice(0, 3)
        .map((h) => [h.field, h.newValue]),
    ).toEqual([
      ["Fájl törölve", "önéletrajz.pdf"],
      ["Fájl lecserélve", "önéletrajz.pdf"],
      ["Fájl feltöltve", "önéletrajz.pdf"],
    ]);
  });

  it("the employee lists and downloads their own files but may not upload (403); others' files → 403", async () => {
    await upload(hr, userEmployeeId, [file("sajat.txt", Buffer.from("saját jegyzet"))]);
    const own = await list(user, userEmployeeId);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((f: { name: string }) => f.name)).toContain("sajat.txt");
    const dl = await download(user, userEmployeeId, "sajat.txt");
    expect(dl.statusCode).toBe(200);
    expect(dl.body).toBe("saját jegyzet");
    const up = await upload(user, userEmployeeId, [file("x.pdf", MINIMAL_PDF)]);
    expect(up.statusCode).toBe(403);
    expect(up.json()).toEqual({ message: "Nincs jogosultságod ehhez a művelethez." });
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/employee/${userEmployeeId}/files/sajat.txt`,
      headers: authed("demo", user),
    });
    expect(del.statusCode).toBe(403);

    await upload(hr, hrEmployeeId, [file("hr.pdf", MINIMAL_PDF)]);
    expect((await list(user, hrEmployeeId)).statusCode).toBe(403);
    const other = await download(user, hrEmployeeId, "hr.pdf");
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("Nincs jogosultságod ehhez a művelethez.");
    // hr's file asked for on the user's own path: not theirs → 404.
    expect((await download(user, userEmployeeId, "hr.pdf")).statusCode).toBe(404);
  });

  it("another tenant's employee or file → 404", async () => {
    expect(
      (await upload(betaAdmin, betaEmployeeId, [file("beta.pdf", MINIMAL_PDF)], "beta")).statusCode,
    ).toBe(200);
    expect((await list(hr, betaEmployeeId)).statusCode).toBe(404);
    expect((await download(hr, betaEmployeeId, "beta.pdf")).statusCode).toBe(404);
    expect((await upload(hr, betaEmployeeId, [file("x.pdf", MINIMAL_PDF)])).statusCode).toBe(404);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/employee/${betaEmployeeId}/files/beta.pdf`,
      headers: authed("demo", hr),
    });
    expect(del.statusCode).toBe(404);
    expect((await list(betaAdmin, betaEmployeeId, "beta")).json()).toHaveLength(1);
  });

  it("refuses hostile files and bad names, all or nothing; sanitises `../` names", async () => {
    const before = (await list(hr, hrEmployeeId)).json();
    const cases: [string, Buffer][] = [
      ["oldal.pdf", HOSTILE.html],
      ["kep.svg", HOSTILE.svg],
      ["kep.png", HOSTILE.html],
      ["program.exe", HOSTILE.exe],
      ["program.txt", HOSTILE.exe],
    ];
    for (const [name, data] of cases) {
      const res = await upload(hr, hrEmployeeId, [file("jo.pdf", MINIMAL_PDF), file(name, data)]);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toMatch(/típusa nem engedélyezett/);
    }
    expect((await list(hr, hrEmployeeId)).json()).toEqual(before);
    expect(storedFiles(hrEmployeeId)).toHaveLength(before.length);

    const sneaky = await upload(hr, hrEmployeeId, [file("../../titok.txt", Buffer.from("nem titok"))]);
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json().map((f: { name: string }) => f.name)).toContain("titok.txt");
    expect((await download(hr, hrEmployeeId, "titok.txt")).body).toBe("nem titok");
    const empty = await upload(hr, hrEmployeeId, [{ field: "..", fileName: "/", data: MINIMAL_PDF }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("A fájl neve érvénytelen vagy üres.");
    const none = await upload(hr, hrEmployeeId, [{ field: "megjegyzes", value: "semmi" }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Nincs feltöltött fájl a kérésben.");
  });

  it("a file over 25 MiB → 413; more than 10 files → 413 (Hungarian messages)", async () => {
    const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(25 * 1024 * 1024)]);
    const res = await upload(hr, hrEmployeeId, [file("nagy.pdf", big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("A fájl túl nagy: legfeljebb 25 MB lehet.");
    const eleven = Array.from({ length: 11 }, (_, i) => file(`f${i}.pdf`, MINIMAL_PDF));
    const many = await upload(hr, hrEmployeeId, eleven);
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toBe("Egyszerre legfeljebb 10 fájl tölthető fel.");
    expect((await list(hr, hrEmployeeId)).json().map((f: { name: string }) => f.name)).not.toContain(
      "f0.pdf",
    );
    const ten = await upload(hr, hrEmployeeId, eleven.slice(0, 10));
    expect(ten.statusCode).toBe(200);
    const stored = storedFiles(hrEmployeeId);
    expect(stored).toHaveLength(ten.json().length);
    expect(stored.every((f) => /^[0-9a-f-]{36}\.(pdf|txt|csv|xlsx|png)$/.test(f))).toBe(true);
  });

  it("a malformed multipart body → 400 in Hungarian, never 500", async () => {
    const body = multipartForm([file("a.pdf", MINIMAL_PDF)]);
    for (const [headers, payload] of [
      [body.headers, body.payload.subarray(0, body.payload.length - 30)],
      [{ "content-type": "multipart/form-data" }, body.payload],
      [body.headers, Buffer.from("nem multipart")],
    ] as const) {
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/employee/${hrEmployeeId}/files/upload`,
        headers: { ...authed("demo", hr), ...headers },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "A feltöltés hibás vagy megszakadt. Próbáld újra." });
    }
  });

  it("POST /files validates its body (400 in Hungarian)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/employee/${userEmployeeId}/files`,
      headers: authed("demo", hr),
      payload: { name: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.name).toBe("Add meg a fájl nevét.");
  });
});
