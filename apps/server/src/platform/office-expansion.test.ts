import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import { authed, backends, createTestApp, login, type TestApp } from "../test/harness.ts";
import { buildZip, probeResources } from "../test/zip-bomb.ts";
import { multipartForm } from "../modules/employee-documents/multipart-form.test-util.ts";
import { STORED_OFFICE_LIMITS, checkOfficeExpansion } from "./zip-expansion.ts";

/**
 * Issue 18 §3: a `.docx` that expands from ~306 KB to 300 MB was accepted as a CV, document or file
 * (only `[Content_Types].xml` was read to learn its type). Every stored Office document now passes the
 * import's compression check (ratio and total unpacked size, on the bytes actually inflated): 400 and
 * a Hungarian message, cheaply.
 */
const DOCX_CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);

/** A `.docx` whose document part is 300 MiB of zeros, sizes declared honestly (~310 KB on the wire). */
const docxBomb = () =>
  buildZip([
    { name: "[Content_Types].xml", data: DOCX_CONTENT_TYPES },
    { name: "word/document.xml", zerosMiB: 300 },
  ]);

/** A real workbook written by ExcelJS. */
async function realXlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Adatok");
  for (let i = 0; i < 2000; i++) sheet.addRow([i, `Sor ${i}`, new Date(2026, 0, 1 + (i % 28))]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const statusOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (err: { statusCode?: number }) => err.statusCode ?? 500,
  );

describe("checkOfficeExpansion", () => {
  it("passes a real workbook; refuses the 300 MiB docx bomb with 400 after inflating ~1 MiB", async () => {
    await expect(checkOfficeExpansion(await realXlsx(), "adatok.xlsx")).resolves.toBeUndefined();
    const probe = await probeResources(() => statusOf(checkOfficeExpansion(docxBomb(), "cv.docx")));
    expect(probe.status).toBe(400);
    expect(probe.ms).toBeLessThan(3000);
    expect(probe.rssGrowthMiB).toBeLessThan(100);
    await expect(checkOfficeExpansion(docxBomb(), "cv.docx")).rejects.toMatchObject({
      statusCode: 400,
      message: "A(z) „cv.docx” gyanúsan erősen tömörített (zip-bomba?), nem tölthető fel.",
    });
  });

  it("judges the whole file too: many small entries, each under the ratio floor, together a bomb", async () => {
    const many = buildZip(
      Array.from({ length: 40 }, (_, i) => ({
        name: `word/media/part${i}.xml`,
        data: Buffer.alloc(512 * 1024),
      })),
    );
    await expect(checkOfficeExpansion(many, "sok.docx")).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("zip-bomba"),
    });
  });

  it("refuses past the total unpacked size (400, Hungarian), and unreadable or lying containers", async () => {
    const small = { ...STORED_OFFICE_LIMITS, maxTotalBytes: 64 * 1024, maxEntryBytes: 64 * 1024 };
    await expect(checkOfficeExpansion(await realXlsx(), "nagy.xlsx", small)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^A\(z\) „nagy\.xlsx” kibontva túl nagy/),
    });
    const lying = buildZip([{ name: "word/document.xml", data: Buffer.from("<w/>"), declaredSize: 2 }]);
    expect(await statusOf(checkOfficeExpansion(lying, "x.docx"))).toBe(400);
    expect(await statusOf(checkOfficeExpansion(Buffer.from("PK\u0003\u0004 nem zip"), "y.docx"))).toBe(400);
  });
});

describe.each(backends)("stored Office files get the compression check on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  let employeeId: number;
  let applicantId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    hr = await login(t, "demo", "hr");
    employeeId = decodeJwt(await login(t, "demo", "user")).employeeId as number;
    applicantId = await t.platform.database.withTenant(1, async (tx) => {
      const r = (await tx.execute(sql`select id from applicants order by id limit 1`)) as unknown as
        { rows: { id: number }[] } | { id: number }[];
      return Number((Array.isArray(r) ? r : r.rows)[0]?.id);
    });
  });
  afterAll(async () => t?.close());

  const upload = (method: "POST" | "PUT", url: string, field: string, fileName: string, data: Buffer) => {
    const body = multipartForm([{ field, fileName, data }]);
    return t.app.inject({
      method,
      url,
      headers: { ...authed("demo", hr), ...body.headers },
      payload: body.payload,
    });
  };

  it("a docx bomb as a document, an employee file and a CV: 400 with a Hungarian message, cheaply", async () => {
    const targets = [
      ["POST", `/api/employee/${employeeId}/document`, "file", "szerzodes.docx"],
      ["PUT", `/api/employee/${employeeId}/files/upload`, "jelentes.docx", "jelentes.docx"],
      ["PUT", `/api/applicant/${applicantId}/cv`, "file", "oneletrajz.docx"],
    ] as const;
    for (const [method, url, field, fileName] of targets) {
      let body = "";
      const probe = await probeResources(async () => {
        const res = await upload(method, url, field, fileName, docxBomb());
        body = res.body;
        return res.statusCode;
      });
      expect(probe.status, `${url} ${body}`).toBe(400);
      expect(JSON.parse(body).message, url).toContain("zip-bomba");
      expect(probe.ms, url).toBeLessThan(3000);
    }
  });

  it("a real workbook is still stored", async () => {
    const res = await upload(
      "PUT",
      `/api/employee/${employeeId}/files/upload`,
      "adatok.xlsx",
      "adatok.xlsx",
      await realXlsx(),
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});
