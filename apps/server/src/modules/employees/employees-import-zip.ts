import JSZip from "jszip";
import { badRequest, payloadTooLarge } from "../../platform/errors.ts";
import { walkZip, type UnpackLimits } from "../../platform/zip-expansion.ts";

const MIB = 1024 * 1024;

/**
 * What an import workbook may unpack to, checked on the bytes actually inflated (never the sizes
 * the ZIP declares). Sized from real data: a 5,000-row export (`EMPLOYEE_IMPORT_MAX_ROWS`, every
 * column filled) has 9 entries, a 6.1 MB sheet and unpacks to 6.2 MB at ~12:1; a 2,000-row one to
 * 2.5 MB. Deflate cannot pass ~1,032:1, so a ratio over 200:1 is a bomb, not a spreadsheet. The same
 * check (`platform/zip-expansion.ts`) guards every stored Office document, with its own limits.
 */
export const XLSX_UNPACK_LIMITS: UnpackLimits = {
  maxEntries: 500,
  maxEntryBytes: 16 * MIB,
  maxTotalBytes: 32 * MIB,
  maxRatio: 200,
  /** The ratio is judged only past this many inflated bytes of an entry (tiny entries compress well). */
  ratioFloorBytes: 1 * MIB,
};

export type { UnpackLimits };

/** One unpacked entry: its name and its real bytes. */
export type UnpackedEntry = { name: string; data: Buffer };

const UNREADABLE = "A fájl nem olvasható .xlsx munkafüzet.";

/**
 * Unpacks an `.xlsx` (ZIP) with yauzl under `limits` (see {@link XLSX_UNPACK_LIMITS}): at most
 * `maxEntries` entries, each inflated through a counting stream that stops at the first byte over
 * a cap (see `inflateEntry` in `platform/zip-expansion.ts`). Directories are skipped. Errors
 * (Hungarian): not a ZIP, corrupt, encrypted, an unknown compression method, lying sizes, too many
 * entries, a bomb ratio → 400; an entry or the whole over its cap → 413.
 */
export async function unpackXlsx(
  data: Buffer,
  limits: UnpackLimits = XLSX_UNPACK_LIMITS,
): Promise<UnpackedEntry[]> {
  const entries: UnpackedEntry[] = [];
  await walkZip(
    data,
    limits,
    {
      unreadable: () => badRequest(UNREADABLE),
      tooManyEntries: () => badRequest(`A munkafüzet túl sok részből áll (legfeljebb ${limits.maxEntries}).`),
      tooBig: () =>
        payloadTooLarge(
          `A munkafüzet kibontva túl nagy: egy része legfeljebb ${limits.maxEntryBytes / MIB} MB, ` +
            `az egész legfeljebb ${limits.maxTotalBytes / MIB} MB lehet.`,
        ),
      bomb: () => badRequest("A munkafüzet gyanúsan erősen tömörített (zip-bomba?), nem dolgozható fel."),
    },
    { keep: true, onEntry: (name, bytes) => entries.push({ name, data: bytes }) },
  );
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
