import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { EmployeeDetail } from "@office/shared/employees/employees.contract";
import { XLSX_CONTENT_TYPES, buildZip, probeResources } from "../../test/zip-bomb.ts";
import { writeEmployeesXlsx } from "../reports/employees-xlsx.ts";
import { XLSX_UNPACK_LIMITS, storedZip, unpackXlsx } from "./employees-import-zip.ts";
import { readImportSheet } from "./employees-import-xlsx.ts";

/** A full export of `n` employees with every column filled (the largest an import file gets). */
async function exportOf(n: number): Promise<Buffer> {
  const rows: EmployeeDetail[] = Array.from({ length: n }, (_, i) => ({
    view: "full",
    id: i + 1,
    employeeNumber: `E${String(i).padStart(5, "0")}`,
    name: `Kovácsné Szabó Erzsébet ${i}`,
    email: `kovacsne.szabo.erzsebet${i}@pelda-vallalat.hu`,
    phone: "+36 30 123 4567",
    position: "Senior pénzügyi elemző",
    department: "Pénzügy és kontrolling",
    managerId: 1,
    managerName: "Nagy Péter Pál",
    costCenter: "CC-1234",
    costCenterId: 1,
    employmentStart: "2019-03-01",
    employmentEnd: null,
    workSchedule: "general",
    weeklyHours: 40,
    profilePicture: null,
    active: true,
    birthName: "Szabó Erzsébet Katalin",
    birthDate: "1985-07-12",
    birthPlace: "Hódmezővásárhely",
    mothersName: "Tóth Mária Magdolna",
    taxId: "8412345678",
    tajNumber: "123456788",
    address: "1234 Budapest, Árpád fejedelem útja 123. 4. emelet 12. ajtó",
    bankAccount: "11773016-12345678-00000000",
    education: "Közgazdász (MSc)",
    disability: false,
    children: [
      { name: "", birthDate: "2012-05-01", disabled: false },
      { name: "", birthDate: "2015-09-20", disabled: true },
    ],
  }));
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  await writeEmployeesXlsx(rows, out);
  return Buffer.concat(chunks);
}

const small = { ...XLSX_UNPACK_LIMITS, maxEntryBytes: 4096, maxTotalBytes: 6000, ratioFloorBytes: 1024 };
const statusOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (err: { statusCode?: number; message: string }) => err.statusCode ?? 500,
  );

describe("xlsx unpacking under caps on the inflated bytes", () => {
  it("a full 5,000-row export unpacks well within the caps and reads back through the stored copy", async () => {
    const data = await exportOf(5000);
    const entries = await unpackXlsx(data);
    const total = entries.reduce((sum, e) => sum + e.data.length, 0);
    const largest = Math.max(...entries.map((e) => e.data.length));
    console.info(
      `5,000-row export: ${data.length} B packed, ${total} B unpacked, largest entry ${largest} B`,
    );
    expect(total).toBeLessThan(XLSX_UNPACK_LIMITS.maxTotalBytes / 4);
    expect(largest).toBeLessThan(XLSX_UNPACK_LIMITS.maxEntryBytes / 2);
    const sheet = await readImportSheet(data);
    expect(sheet.rows).toHaveLength(5000);
    expect(sheet.rows[4999]?.cells.employeeNumber).toBe("E04999");
  }, 60_000);

  it("the stored copy holds exactly the unpacked bytes", async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet("Munkatársak").addRow(["Név"]);
    const entries = await unpackXlsx(Buffer.from(await book.xlsx.writeBuffer()));
    const again = await unpackXlsx(await storedZip(entries));
    expect(again).toEqual(entries);
  });

  it("stops at the first inflated byte over a cap, whatever the sizes declare: 413", async () => {
    const lying = buildZip([{ name: "a.xml", data: Buffer.alloc(5000, "a"), declaredSize: 10 }]);
    await expect(unpackXlsx(lying, small)).rejects.toMatchObject({ statusCode: 413 });
    const total = buildZip([
      { name: "a.xml", data: Buffer.alloc(3000, "a") },
      { name: "b.xml", data: Buffer.alloc(3500, "b") },
    ]);
    await expect(unpackXlsx(total, small)).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringMatching(/^A munkafüzet kibontva túl nagy/),
    });
  });

  it("refuses lying sizes, too many entries, encrypted or unknown data with a Hungarian 400", async () => {
    const lying = buildZip([{ name: "a.xml", data: Buffer.from("<a/>"), declaredSize: 3 }]);
    expect(await statusOf(unpackXlsx(lying))).toBe(400);
    const many = buildZip(
      Array.from({ length: 501 }, (_, i) => ({ name: `x${i}.xml`, data: Buffer.from("x") })),
    );
    await expect(unpackXlsx(many)).rejects.toMatchObject({
      statusCode: 400,
      message: "A munkafüzet túl sok részből áll (legfeljebb 500).",
    });
    expect(await statusOf(unpackXlsx(Buffer.from("nem zip")))).toBe(400);
    const cut = buildZip([{ name: "[Content_Types].xml", data: XLSX_CONTENT_TYPES }]);
    expect(await statusOf(unpackXlsx(cut.subarray(0, cut.length - 30)))).toBe(400);
  });

  it("a 300 MiB bomb declaring 1,000 bytes is stopped by its ratio after ~1 MiB: fast, little memory", async () => {
    const bomb = buildZip([
      { name: "[Content_Types].xml", data: XLSX_CONTENT_TYPES },
      { name: "xl/worksheets/sheet1.xml", zerosMiB: 300, declaredSize: 1000 },
    ]);
    const probe = await probeResources(() => statusOf(unpackXlsx(bomb)));
    console.info(`unpackXlsx(300 MiB bomb): ${JSON.stringify(probe)}`);
    expect(probe.status).toBe(400);
    expect(probe.ms).toBeLessThan(1000);
    expect(probe.rssGrowthMiB).toBeLessThan(50);
    const noRatio = { ...XLSX_UNPACK_LIMITS, maxRatio: Infinity };
    await expect(unpackXlsx(bomb, noRatio)).rejects.toMatchObject({ statusCode: 413 });
  });
});
