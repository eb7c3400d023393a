import type { Readable } from "node:stream";
import zlib from "node:zlib";
import JSZip from "jszip";
import yauzl from "yauzl";
import { badRequest, payloadTooLarge, type AppError } from "../../platform/errors.ts";

const MIB = 1024 * 1024;

/**
 * What an import workbook may unpack to, checked on the bytes actually inflated (never the sizes
 * the ZIP declares). Sized from real data: a 5,000-row export (`EMPLOYEE_IMPORT_MAX_ROWS`, every
 * column filled) has 9 entries, a 6.1 MB sheet and unpacks to 6.2 MB at ~12:1; a 2,000-row one to
 * 2.5 MB. Deflate cannot pass ~1,032:1, so a ratio over 200:1 is a bomb, not a spreadsheet.
 */
export const XLSX_UNPACK_LIMITS = {
  maxEntries: 500,
  maxEntryBytes: 16 * MIB,
  maxTotalBytes: 32 * MIB,
  maxRatio: 200,
  /** The ratio is judged only past this many inflated bytes of an entry (tiny entries compress well). */
  ratioFloorBytes: 1 * MIB,
};

export type UnpackLimits = typeof XLSX_UNPACK_LIMITS;

/** One unpacked entry: its name and its real bytes. */
export type UnpackedEntry = { name: string; data: Buffer };

const UNREADABLE = "A fájl nem olvasható .xlsx munkafüzet.";
const tooBig = (limits: UnpackLimits) =>
  payloadTooLarge(
    `A munkafüzet kibontva túl nagy: egy része legfeljebb ${limits.maxEntryBytes / MIB} MB, ` +
      `az egész legfeljebb ${limits.maxTotalBytes / MIB} MB lehet.`,
  );

/**
 * Inflates one entry through a counting stream: compressed bytes as they are read, inflated bytes
 * as they come out. Stops (destroying both streams, so nothing more is inflated) as soon as the
 * entry passes `maxEntryBytes`, the file passes `maxTotalBytes` (`totalBefore` + this entry), or
 * the entry's ratio passes `maxRatio`; then rejects with 413 / 400. Also 400 when the real size
 * differs from the declared one (a lying header) or the data is corrupt.
 */
async function inflateEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  totalBefore: number,
  limits: UnpackLimits,
): Promise<Buffer> {
  const raw = await zip.openReadStreamPromise(entry, { decodeFileData: false });
  const inflater = entry.compressionMethod === 8 ? zlib.createInflateRaw() : null;
  const out: Readable = inflater ? raw.pipe(inflater) : raw;
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let compressed = 0;
    let inflated = 0;
    let settled = false;
    const fail = (err: AppError) => {
      if (settled) return;
      settled = true;
      raw.unpipe();
      raw.destroy();
      inflater?.destroy();
      reject(err);
    };
    raw.on("data", (chunk: Buffer) => (compressed += chunk.length));
    out.on("data", (chunk: Buffer) => {
      inflated += chunk.length;
      if (inflated > limits.maxEntryBytes || totalBefore + inflated > limits.maxTotalBytes) {
        return fail(tooBig(limits));
      }
      if (inflated > limits.ratioFloorBytes && inflated > limits.maxRatio * Math.max(1, compressed)) {
        return fail(badRequest("A munkafüzet gyanúsan erősen tömörített (zip-bomba?), nem dolgozható fel."));
      }
      chunks.push(chunk);
    });
    out.on("end", () => {
      if (inflated !== entry.uncompressedSize) return fail(badRequest(UNREADABLE));
      settled = true;
      resolve(Buffer.concat(chunks, inflated));
    });
    raw.on("error", () => fail(badRequest(UNREADABLE)));
    inflater?.on("error", () => fail(badRequest(UNREADABLE)));
  });
}

/**
 * Unpacks an `.xlsx` (ZIP) with yauzl under `limits` (see {@link XLSX_UNPACK_LIMITS}): at most
 * `maxEntries` entries, each inflated through a counting stream that stops at the first byte over
 * a cap (see `inflateEntry`). Directories are skipped. Errors (Hungarian): not a ZIP, corrupt,
 * encrypted, an unknown compression method, lying sizes, too many entries, a bomb ratio → 400;
 * an entry or the whole over its cap → 413.
 */
export async function unpackXlsx(
  data: Buffer,
  limits: UnpackLimits = XLSX_UNPACK_LIMITS,
): Promise<UnpackedEntry[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(data, { lazyEntries: true, validateEntrySizes: false });
  } catch {
    throw badRequest(UNREADABLE);
  }
  if (zip.entryCount > limits.maxEntries) {
    throw badRequest(`A munkafüzet túl sok részből áll (legfeljebb ${limits.maxEntries}).`);
  }
  const entries: UnpackedEntry[] = [];
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith("/")) continue;
      if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)) {
        throw badRequest(UNREADABLE);
      }
      const bytes = await inflateEntry(zip, entry, total, limits);
      total += bytes.length;
      entries.push({ name: entry.fileName, data: bytes });
    }
  } catch (err) {
    throw (err as { statusCode?: number }).statusCode ? err : badRequest(UNREADABLE);
  } finally {
    zip.close();
  }
  return entries;
}

/**
 * A ZIP of `entries` written afresh by JSZip (the ZIP library exceljs itself reads with), every entry
 * stored uncompressed: what exceljs reads, so it sees exactly the bytes {@link unpackXlsx} counted and
 * nothing it could inflate further.
 */
export async function storedZip(entries: readonly UnpackedEntry[]): Promise<Buffer> {
  const zip = new JSZip();
  for (const { name, data } of entries) zip.file(name, data);
  return zip.generateAsync({ type: "nodebuffer", compression: "STORE" });
}
