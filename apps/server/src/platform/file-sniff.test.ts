import zlib from "node:zlib";
import ExcelJS from "exceljs";
import { fileTypeFromBuffer } from "file-type";
import { describe, expect, it } from "vitest";
import { PNG_1X1 } from "../test/harness.ts";
import { XLSX_CONTENT_TYPES, buildZip, probeResources } from "../test/zip-bomb.ts";
import { HOSTILE, MINIMAL_PDF } from "../modules/employee-documents/multipart-form.test-util.ts";
import { DOCUMENT_TYPES, detectDocumentType, detectImageType, isPlainText } from "./file-sniff.ts";
import { officeZipType } from "./zip-sniff.ts";

/** The check before issue 7 (file-type on the whole buffer): the decision the new sniffer must keep. */
async function oldDecision(data: Buffer, fileName: string): Promise<string | null> {
  const detected = await fileTypeFromBuffer(data).catch(() => undefined);
  if (detected) return DOCUMENT_TYPES[detected.mime] ? detected.mime : null;
  const ext = /\.(txt|csv)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (!ext || !isPlainText(data)) return null;
  return ext === "txt" ? "text/plain" : "text/csv";
}

/** A PNG chunk: length, type, data, CRC. */
const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};
const ihdrEnd = 8 + 25; // signature + IHDR chunk of the 1×1 PNG

describe("type sniffing from magic bytes, without inflating archives", () => {
  it("decides every sample as the whole-file file-type check did", async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet("Munkatársak").addRow(["Név"]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const docx = buildZip([
      {
        name: "[Content_Types].xml",
        data: Buffer.from(
          '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
      },
    ]);
    const odt = buildZip([
      { name: "mimetype", data: Buffer.from("application/vnd.oasis.opendocument.text"), stored: true },
      { name: "content.xml", data: Buffer.from("<x/>") },
    ]);
    const odp = buildZip([
      {
        name: "mimetype",
        data: Buffer.from("application/vnd.oasis.opendocument.presentation"),
        stored: true,
      },
    ]);
    const jar = buildZip([
      { name: "META-INF/MANIFEST.MF", data: Buffer.from("Manifest-Version: 1.0\n") },
      { name: "[Content_Types].xml", data: XLSX_CONTENT_TYPES },
    ]);
    const plainZip = buildZip([{ name: "a.txt", data: Buffer.from("alma") }]);
    const apng = Buffer.concat([
      PNG_1X1.subarray(0, ihdrEnd),
      chunk("acTL", Buffer.alloc(8)),
      PNG_1X1.subarray(ihdrEnd),
    ]);
    const pngWithText = Buffer.concat([
      PNG_1X1.subarray(0, ihdrEnd),
      chunk("tEXt", Buffer.alloc(20_000, "a")),
      PNG_1X1.subarray(ihdrEnd),
    ]);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);
    const jpegLs = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xf7]), Buffer.alloc(100)]);
    const webp = Buffer.concat([Buffer.from("RIFF\x24\x00\x00\x00WEBPVP8 ", "latin1"), Buffer.alloc(100)]);
    const illustrator = Buffer.concat([MINIMAL_PDF, Buffer.alloc(2000, " "), Buffer.from("%AIPrivateData1")]);
    const gif = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(50)]);
    const rtf = Buffer.from("{\\rtf1\\ansi szöveg}");
    const samples: [string, Buffer, string][] = [
      ["png", PNG_1X1, "a.png"],
      ["png with a 20 KB text chunk", pngWithText, "a.png"],
      ["apng", apng, "a.png"],
      ["jpeg", jpeg, "a.jpg"],
      ["jpeg-ls", jpegLs, "a.jpg"],
      ["webp", webp, "a.webp"],
      ["pdf", MINIMAL_PDF, "a.pdf"],
      ["illustrator", illustrator, "a.pdf"],
      ["xlsx", xlsx, "a.xlsx"],
      ["docx", docx, "a.docx"],
      ["odt", odt, "a.odt"],
      ["odp", odp, "a.odp"],
      ["jar", jar, "a.xlsx"],
      ["zip", plainZip, "a.zip"],
      ["gif", gif, "a.gif"],
      ["rtf as txt", rtf, "a.txt"],
      ["html", HOSTILE.html, "a.txt"],
      ["svg", HOSTILE.svg, "a.txt"],
      ["exe", HOSTILE.exe, "a.txt"],
      ["text", Buffer.from("Név;Kezdet\nTeszt Elek;2025-01-01\n"), "a.csv"],
    ];
    for (const [what, data, name] of samples) {
      const now = (await detectDocumentType(data, name))?.mime ?? null;
      expect(now, what).toBe(await oldDecision(data, name));
    }
  });

  it("images: only PNG, JPEG and WebP by their first bytes; a ZIP never", () => {
    expect(detectImageType(PNG_1X1)).toBe("image/png");
    expect(detectImageType(HOSTILE.svg)).toBeNull();
    expect(detectImageType(buildZip([{ name: "[Content_Types].xml", data: XLSX_CONTENT_TYPES }]))).toBeNull();
    expect(detectImageType(PNG_1X1.subarray(0, 20))).toBeNull();
  });

  it("a [Content_Types].xml bomb costs nothing: at most 64 KiB is inflated", async () => {
    const bomb = buildZip([{ name: "[Content_Types].xml", zerosMiB: 300, declaredSize: 1000 }]);
    const probe = await probeResources(async () => ((await detectDocumentType(bomb, "a.docx")) ? 200 : 400));
    expect(probe.status).toBe(400);
    expect(probe.ms).toBeLessThan(200);
    expect(probe.rssGrowthMiB).toBeLessThan(20);
    const padded = buildZip([
      { name: "[Content_Types].xml", data: Buffer.concat([XLSX_CONTENT_TYPES, Buffer.alloc(70_000, " ")]) },
    ]);
    expect(await officeZipType(padded)).toBeNull();
  });
});
