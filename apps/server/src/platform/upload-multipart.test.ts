import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import ExcelJS from "exceljs";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPLOYEE_FILES_PER_UPLOAD } from "@office/shared/employees/files.contract";
import { PNG_1X1, authed, backends, createTestApp, login, type TestApp } from "../test/harness.ts";
import { XLSX_CONTENT_TYPES, buildZip } from "../test/zip-bomb.ts";
import { multipartForm, type FormPart } from "../modules/employee-documents/multipart-form.test-util.ts";

const MALFORMED = "A feltöltés hibás vagy megszakadt. Próbáld újra.";

/** One upload route as a client sees it. */
type Route = {
  name: string;
  method: "PUT" | "POST";
  url: () => string;
  token: () => string;
  /** The field a file goes in (files/upload: the file name). */
  field: string;
  fileName: string;
  good: () => Promise<Buffer>;
  maxFiles: number;
  /** The message when the body has no file at all. */
  noFile: RegExp;
};

const DOCX_CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ' +
    'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);

describe.each(backends)("malformed multipart bodies on every upload route on %s", (backend) => {
  let t: TestApp;
  let user: string;
  let hr: string;
  let admin: string;
  let userEmployeeId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    user = await login(t, "demo", "user");
    hr = await login(t, "demo", "hr");
    admin = await login(t, "demo", "admin");
    userEmployeeId = decodeJwt(user).employeeId as number;
  });
  afterAll(async () => t?.close());

  const workbook = async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Munkatársak");
    sheet.addRow(["Név", "Munkaviszony kezdete"]);
    sheet.addRow(["Próba Péter", "2025-01-01"]);
    return Buffer.from(await book.xlsx.writeBuffer());
  };
  const routes: Route[] = [
    {
      name: "profile picture",
      method: "PUT",
      url: () => `/api/employee/${userEmployeeId}/profilepicture`,
      token: () => user,
      field: "file",
      fileName: "kep.png",
      good: async () => PNG_1X1,
      maxFiles: 1,
      noFile: /^Hiányzik a feltöltött fájl \(file mező\)\.$/,
    },
    {
      name: "company logo",
      method: "PUT",
      url: () => "/api/company/logo",
      token: () => admin,
      field: "file",
      fileName: "logo.png",
      good: async () => PNG_1X1,
      maxFiles: 1,
      noFile: /^Hiányzik a feltöltött fájl \(file mező\)\.$/,
    },
    {
      name: "import (dryRun)",
      method: "POST",
      url: () => "/api/employee/import?dryRun=true",
      token: () => hr,
      field: "file",
      fileName: "munkatarsak.xlsx",
      good: workbook,
      maxFiles: 1,
      noFile: /^Hiányzik a feltöltött fájl \(file mező\)\.$/,
    },
    {
      name: "document",
      method: "POST",
      url: () => `/api/employee/${userEmployeeId}/document`,
      token: () => hr,
      field: "file",
      fileName: "szerzodes.docx",
      good: async () =>
        buildZip([
          { name: "[Content_Types].xml", data: DOCX_CONTENT_TYPES },
          { name: "word/document.xml", data: Buffer.from("<w:document/>") },
        ]),
      maxFiles: 1,
      noFile: /^Hiányzik a feltöltött fájl \(file mező\)\.$/,
    },
    {
      name: "files",
      method: "PUT",
      url: () => `/api/employee/${userEmployeeId}/files/upload`,
      token: () => hr,
      field: "jegyzet.odt",
      fileName: "jegyzet.odt",
      good: async () =>
        buildZip([
          { name: "mimetype", data: Buffer.from("application/vnd.oasis.opendocument.text"), stored: true },
          { name: "content.xml", data: Buffer.from("<office:document-content/>") },
        ]),
      maxFiles: EMPLOYEE_FILES_PER_UPLOAD,
      noFile: /^Nincs feltöltött fájl a kérésben\.$/,
    },
  ];

  const send = (route: Route, headers: Record<string, string>, payload: Buffer | string) =>
    t.app.inject({
      method: route.method,
      url: route.url(),
      headers: { ...authed("demo", route.token()), ...headers },
      payload,
    });
  const form = async (route: Route, extra: FormPart[] = []) =>
    multipartForm([{ field: route.field, fileName: route.fileName, data: await route.good() }, ...extra]);

  describe.each(routes.map((r) => [r.name, r] as const))("%s", (_name, route) => {
    it("a normal upload still works", async () => {
      const body = await form(route);
      const res = await send(route, body.headers, body.payload);
      expect(res.statusCode, res.body).toBe(200);
    });

    it("no boundary, cut off in a part, garbage, or an empty body → 400 in Hungarian", async () => {
      const body = await form(route);
      const cut = body.payload.subarray(0, body.payload.indexOf("\r\n\r\n") + 4 + 10);
      for (const [headers, payload, message] of [
        [{ "content-type": "multipart/form-data" }, body.payload, MALFORMED],
        // An empty boundary matches nothing: busboy sees no part at all.
        [{ "content-type": "multipart/form-data; boundary=" }, body.payload, route.noFile],
        [body.headers, cut, MALFORMED],
        [body.headers, body.payload.subarray(0, body.payload.length - 8), MALFORMED],
        [body.headers, Buffer.from("nem multipart"), MALFORMED],
        [body.headers, Buffer.alloc(0), route.noFile],
      ] as const) {
        const res = await send(route, headers, payload);
        const what = `${JSON.stringify(headers)} ${payload.length} B`;
        expect.soft(res.statusCode, `${what}: ${res.body}`).toBe(400);
        expect.soft(res.json().message, what).toMatch(message);
      }
    });

    it("a part without a file name, or no file at all → 400; more files than allowed → 413", async () => {
      const fieldOnly = multipartForm([{ field: route.field, value: "nem fájl" }]);
      const noName = await send(route, fieldOnly.headers, fieldOnly.payload);
      expect(noName.statusCode).toBe(400);
      expect(noName.json().message).toMatch(route.noFile);
      const good = await route.good();
      const many = multipartForm(
        Array.from({ length: route.maxFiles + 1 }, (_, i) => ({
          field: route.maxFiles > 1 ? `${i}-${route.field}` : route.field,
          fileName: `${i}-${route.fileName}`,
          data: good,
        })),
      );
      const tooMany = await send(route, many.headers, many.payload);
      expect(tooMany.statusCode).toBe(413);
      expect(tooMany.json().message).toBe(`Egyszerre legfeljebb ${route.maxFiles} fájl tölthető fel.`);
    });

    it("not multipart at all: JSON or text → 400, an unknown content type → 415, both in Hungarian", async () => {
      const json = await send(route, { "content-type": "application/json" }, "{}");
      expect(json.statusCode).toBe(400);
      expect(json.json().message).toBe("A fájlt multipart/form-data kérésben küldd.");
      const plain = await send(route, { "content-type": "text/plain" }, "szöveg");
      expect(plain.statusCode).toBe(400);
      expect(plain.json().message).toBe("A fájlt multipart/form-data kérésben küldd.");
      const text = await send(route, { "content-type": "application/xml" }, "<a/>");
      expect(text.statusCode).toBe(415);
      expect(text.json().message).toBe("Nem támogatott tartalomtípus.");
    });
  });

  it("an xlsx whose sniffed entry is fine but whose sheet is cut off: import 400, nothing saved", async () => {
    const broken = buildZip([{ name: "[Content_Types].xml", data: XLSX_CONTENT_TYPES }]);
    const route = routes[2] as Route;
    const body = multipartForm([{ field: "file", fileName: "m.xlsx", data: broken }]);
    const res = await send(route, body.headers, body.payload);
    expect(res.statusCode).toBe(400);
  });

  it("over a real socket, an oversized picture is refused with 413 as soon as the cap is passed", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = "----officeStreamCap";
    const req = http.request({
      port,
      host: "127.0.0.1",
      method: "PUT",
      path: `/api/employee/${userEmployeeId}/profilepicture`,
      headers: {
        ...authed("demo", user),
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "transfer-encoding": "chunked",
      },
    });
    const response = once(req, "response") as Promise<[http.IncomingMessage]>;
    req.on("error", () => {}); // the server may close while we are still writing: expected
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="nagy.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    );
    req.write(PNG_1X1);
    const chunk = Buffer.alloc(64 * 1024);
    let written = 0;
    let answered = false;
    void response.then(() => (answered = true));
    while (!answered && written < 200 * 1024 * 1024) {
      written += chunk.length;
      if (!req.write(chunk)) await Promise.race([once(req, "drain"), response]);
    }
    const [res] = await response;
    const body: Buffer[] = [];
    for await (const c of res) body.push(c as Buffer);
    req.destroy();
    console.info(`[${backend}] streamed ${Math.round(written / 1024 / 1024)} MiB before the 413`);
    expect(res.statusCode).toBe(413);
    expect(res.headers.connection).toBe("close");
    expect(JSON.parse(Buffer.concat(body).toString()).message).toBe(
      "A fájl túl nagy: legfeljebb 2 MB lehet.",
    );
    expect(written).toBeLessThan(32 * 1024 * 1024);
  });
});
