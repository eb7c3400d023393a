import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { HOSTILE, MINIMAL_PDF, multipartForm, type FormPart } from "./multipart-form.test-util.ts";

describe.each(backends)("employee documents on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  let user: string;
  let userEmployeeId: number;
  let hrEmployeeId: number;
  let betaAdmin: string;
  let betaEmployeeId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    hr = await login(t, "demo", "hr");
    user = await login(t, "demo", "user");
    userEmployeeId = decodeJwt(user).employeeId as number;
    hrEmployeeId = decodeJwt(hr).employeeId as number;
    betaAdmin = await login(t, "beta", "admin");
    betaEmployeeId = decodeJwt(betaAdmin).employeeId as number;
  });
  afterAll(async () => t?.close());

  const upload = (token: string, employeeId: number, parts: FormPart[], tenant = "demo") => {
    const body = multipartForm(parts);
    return t.app.inject({
      method: "POST",
      url: `/api/employee/${employeeId}/document`,
      headers: { ...authed(tenant, token), ...body.headers },
      payload: body.payload,
    });
  };
  const pdfPart = (fileName = "szerződés.pdf", data = MINIMAL_PDF): FormPart => ({
    field: "file",
    fileName,
    data,
    contentType: "application/pdf",
  });
  const get = (token: string, url: string, tenant = "demo") =>
    t.app.inject({ method: "GET", url, headers: authed(tenant, token) });
  const storedDocuments = (employeeId: number) => {
    const dir = path.join(
      t.platform.config.dataDir,
      "files",
      "demo",
      "employees",
      String(employeeId),
      "documents",
    );
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  };

  it("hr uploads, lists (`docuement`), downloads and deletes a PDF; history and audit are written", async () => {
    // The demo data already gives the employee documents (demo/document-seed.ts); they stay untouched.
    const seeded = (await get(hr, `/api/employee/${userEmployeeId}/document`)).json().docuement;
    const created = await upload(hr, userEmployeeId, [
      { field: "name", value: "Munkaszerződés 2025" },
      { field: "documentType", value: "munkaszerződés" },
      { field: "validUntil", value: "2027-12-31" },
      pdfPart(),
    ]);
    expect(created.statusCode).toBe(200);
    const doc = created.json();
    expect(doc).toMatchObject({
      name: "Munkaszerződés 2025",
      documentType: "munkaszerződés",
      validUntil: "2027-12-31",
      fileName: "szerződés.pdf",
      mime: "application/pdf",
      size: MINIMAL_PDF.length,
      uploadedByName: "Tóth Eszter",
    });
    expect(doc).not.toHaveProperty("storageKey");
    expect(storedDocuments(userEmployeeId).filter((f) => /^[0-9a-f-]{36}\.pdf$/.test(f))).toHaveLength(
      seeded.length + 1,
    );

    const list = await get(hr, `/api/employee/${userEmployeeId}/document`);
    expect(list.statusCode).toBe(200);
    expect(Object.keys(list.json())).toEqual(["docuement"]);
    expect(list.json().docuement).toEqual([doc, ...seeded]);

    const dl = await get(hr, `/api/employee/${userEmployeeId}/document/${doc.id}/download`);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    expect(dl.headers["content-type"]).toBe("application/pdf");
    expect(dl.headers["content-disposition"]).toBe(
      `attachment; filename="szerzodes.pdf"; filename*=UTF-8''szerz%C5%91d%C3%A9s.pdf`,
    );
    expect(dl.headers["x-content-type-options"]).toBe("nosniff");
    expect(dl.headers["content-security-policy"]).toContain("sandbox");

    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/employee/${userEmployeeId}/document/${doc.id}`,
      headers: authed("demo", hr),
    });
    expect(del.statusCode).toBe(204);
    expect((await get(hr, `/api/employee/${userEmployeeId}/document`)).json().docuement).toEqual(seeded);
    expect((await get(hr, `/api/employee/${userEmployeeId}/document/${doc.id}/download`)).statusCode).toBe(
      404,
    );
    expect(storedDocuments(userEmployeeId).filter((f) => f.endsWith(".pdf"))).toHaveLength(seeded.length);

    const history = (await get(hr, `/api/employee/${userEmployeeId}/history`)).json().history as {
      area: string;
      field: string;
      newValue: string;
      userName: string;
    }[];
    const docLines = history.filter((h) => h.area === "document");
    expect(docLines.slice(0, 2).map((h) => [h.field, h.newValue, h.userName])).toEqual([
      ["Dokumentum törölve", "Munkaszerződés 2025", "Tóth Eszter"],
      ["Dokumentum feltöltve", "Munkaszerződés 2025", "Tóth Eszter"],
    ]);
    const audit = await t.platform.database.db.execute(
      sql`select action from audit_log where target = ${`employee:${userEmployeeId}`} and action like 'employee.document%' order by id`,
    );
    expect((audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      "employee.document_uploaded",
      "employee.document_downloaded",
      "employee.document_deleted",
    ]);
  });

  it("defaults: name = file name, type `egyéb`, no expiry; invalid fields → 400 with field messages", async () => {
    const res = await upload(hr, hrEmployeeId, [pdfPart("igazolas.pdf")]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "igazolas.pdf", documentType: "egyéb", validUntil: null });
    const bad = await upload(hr, hrEmployeeId, [
      { field: "documentType", value: "titkos" },
      { field: "validUntil", value: "holnap" },
      pdfPart(),
    ]);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(["documentType", "validUntil"]);
    expect(bad.json().fieldErrors.documentType).toBe("Válassz dokumentumtípust a listából.");
    const noFile = await upload(hr, hrEmployeeId, [{ field: "name", value: "x" }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe("Hiányzik a feltöltött fájl (file mező).");
    const notMultipart = await t.app.inject({
      method: "POST",
      url: `/api/employee/${hrEmployeeId}/document`,
      headers: authed("demo", hr),
      payload: { name: "x" },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().message).toBe("A fájlt multipart/form-data kérésben küldd.");
  });

  it("the employee lists and downloads their own documents but may not upload or delete (403)", async () => {
    const doc = (await upload(hr, userEmployeeId, [pdfPart("sajat.pdf")])).json();
    const list = await get(user, `/api/employee/${userEmployeeId}/document`);
    expect(list.statusCode).toBe(200);
    expect(list.json().docuement.map((d: { id: number }) => d.id)).toContain(doc.id);
    const dl = await get(user, `/api/employee/${userEmployeeId}/document/${doc.id}/download`);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    const own = await upload(user, userEmployeeId, [pdfPart()]);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: "Nincs jogosultságod ehhez a művelethez." });
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/employee/${userEmployeeId}/document/${doc.id}`,
      headers: authed("demo", user),
    });
    expect(del.statusCode).toBe(403);
  });

  it("another employee's documents → 403 for a plain user; a document of another employee → 404", async () => {
    const hrDoc = (await upload(hr, hrEmployeeId, [pdfPart("hr.pdf")])).json();
    expect((await get(user, `/api/employee/${hrEmployeeId}/document`)).statusCode).toBe(403);
    expect((await get(user, `/api/employee/${hrEmployeeId}/document/${hrDoc.id}/download`)).statusCode).toBe(
      403,
    );
    // The user's own path with someone else's document id: the document must belong to the path's employee.
    const mixed = await get(user, `/api/employee/${userEmployeeId}/document/${hrDoc.id}/download`);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().message).toBe("A dokumentum nem található.");
    const hrMixed = await t.app.inject({
      method: "DELETE",
      url: `/api/employee/${userEmployeeId}/document/${hrDoc.id}`,
      headers: authed("demo", hr),
    });
    expect(hrMixed.statusCode).toBe(404);
  });

  it("another tenant's employee or document → 404", async () => {
    const betaDoc = await upload(betaAdmin, betaEmployeeId, [pdfPart("beta.pdf")], "beta");
    expect(betaDoc.statusCode).toBe(200);
    const betaDocId = betaDoc.json().id as number;
    expect((await get(hr, `/api/employee/${betaEmployeeId}/document`)).statusCode).toBe(404);
    expect((await upload(hr, betaEmployeeId, [pdfPart()])).statusCode).toBe(404);
    expect((await get(hr, `/api/employee/${betaEmployeeId}/document/${betaDocId}/download`)).statusCode).toBe(
      404,
    );
    expect((await get(hr, `/api/employee/${hrEmployeeId}/document/${betaDocId}/download`)).statusCode).toBe(
      404,
    );
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/employee/${betaEmployeeId}/document/${betaDocId}`,
      headers: authed("demo", hr),
    });
    expect(del.statusCode).toBe(404);
    expect(
      (await get(betaAdmin, `/api/employee/${betaEmployeeId}/document`, "beta")).json().docuement,
    ).toHaveLength(1);
  });

  it("refuses hostile files by content with a Hungarian message; sanitises `../` names", async () => {
    const before = storedDocuments(hrEmployeeId).length;
    const cases: [string, Buffer, string][] = [
      ["html-as.pdf", HOSTILE.html, "application/pdf"],
      ["kep.svg", HOSTILE.svg, "image/svg+xml"],
      ["kep.png", HOSTILE.svg, "image/png"],
      ["setup.exe", HOSTILE.exe, "application/pdf"],
      ["setup.pdf", HOSTILE.exe, "application/pdf"],
      ["oldal.txt", HOSTILE.html, "text/plain"],
      ["bin.txt", Buffer.from([0x61, 0x00, 0x62]), "text/plain"],
      ["rossz.csv", Buffer.from([0xc3, 0x28, 0x0a]), "text/csv"],
      ["levag.zip", Buffer.from("504b0304140000000000", "hex"), "application/zip"],
    ];
    for (const [fileName, data, contentType] of cases) {
      const res = await upload(hr, hrEmployeeId, [{ field: "file", fileName, data, contentType }]);
      expect(res.statusCode, fileName).toBe(400);
      expect(res.json().message, fileName).toBe(
        `A(z) „${fileName}” típusa nem engedélyezett. Feltölthető: PDF, PNG, JPEG, WebP, DOCX, XLSX, ODT, ODS, TXT vagy CSV.`,
      );
    }
    expect(storedDocuments(hrEmployeeId)).toHaveLength(before);

    const sneaky = await upload(hr, hrEmployeeId, [pdfPart("../../etc/x.pdf")]);
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json().fileName).toBe("x.pdf");
    const windows = await upload(hr, hrEmployeeId, [pdfPart("..\\..\\\u202Egpj.pdf")]);
    expect(windows.json().fileName).toBe("gpj.pdf");
    const long = await upload(hr, hrEmployeeId, [pdfPart(`${"a".repeat(300)}.pdf`)]);
    expect(long.json().fileName).toBe(`${"a".repeat(196)}.pdf`);
    const empty = await upload(hr, hrEmployeeId, [pdfPart("../..")]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("A fájl neve érvénytelen vagy üres.");
    expect(storedDocuments(hrEmployeeId).every((f) => /^[0-9a-f-]{36}\.pdf$/.test(f))).toBe(true);

    const text = await upload(hr, hrEmployeeId, [
      {
        field: "file",
        fileName: "jegyzet.txt",
        data: Buffer.from("Árvíztűrő tükörfúrógép\n"),
        contentType: "text/html",
      },
    ]);
    expect(text.statusCode).toBe(200);
    expect(text.json().mime).toBe("text/plain");
    const dl = await get(hr, `/api/employee/${hrEmployeeId}/document/${text.json().id}/download`);
    expect(dl.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(dl.headers["content-disposition"]).toMatch(/^attachment; /);
  });

  it("a document over 10 MiB → 413 with a Hungarian message; two files in one request → 413", async () => {
    const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(hr, hrEmployeeId, [pdfPart("nagy.pdf", big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("A fájl túl nagy: legfeljebb 10 MB lehet.");
    const nearLimit = Buffer.concat([MINIMAL_PDF, Buffer.alloc(9 * 1024 * 1024)]);
    expect((await upload(hr, hrEmployeeId, [pdfPart("majdnem.pdf", nearLimit)])).statusCode).toBe(200);
    const two = await upload(hr, hrEmployeeId, [pdfPart("a.pdf"), pdfPart("b.pdf")]);
    expect(two.statusCode).toBe(413);
    expect(two.json().message).toBe("Egyszerre legfeljebb 1 fájl tölthető fel.");
  });
});
