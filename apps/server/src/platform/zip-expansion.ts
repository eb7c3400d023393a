import type { Readable } from "node:stream";
import zlib from "node:zlib";
import yauzl from "yauzl";
import { badRequest, type AppError } from "./errors.ts";

const MIB = 1024 * 1024;

/**
 * What a ZIP container (an `.xlsx`, `.docx`, `.odt`, `.ods`) may unpack to, judged on the bytes actually
 * inflated (never the sizes the ZIP declares): entries, bytes per entry and in total, and the ratio of
 * inflated to compressed bytes (deflate cannot pass ~1,032:1; real documents stay far below 200:1).
 */
export type UnpackLimits = {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  maxRatio: number;
  /** The ratio is judged only past this many inflated bytes (of an entry, and of the whole; tiny ones compress well). */
  ratioFloorBytes: number;
};

/**
 * Limits of an Office document that is stored as uploaded (CV, employee document or file; issue 18 §3).
 * The largest such upload is 25 MB; images inside are stored at about 1:1 and the XML parts of real
 * documents compress 5–20:1, so 256 MiB unpacked and 200:1 leave room for any real file while a bomb
 * (e.g. 306 KB that expands to 300 MB, ~1,000:1) is stopped after its first MiB.
 */
export const STORED_OFFICE_LIMITS: UnpackLimits = {
  maxEntries: 5000,
  maxEntryBytes: 256 * MIB,
  maxTotalBytes: 256 * MIB,
  maxRatio: 200,
  ratioFloorBytes: 1 * MIB,
};

/** The errors an unpack answers; each a Hungarian {@link AppError}. */
export type UnpackErrors = {
  /** Not a readable ZIP, corrupt, encrypted, an unknown method, sizes that lie, too many entries. */
  unreadable: () => AppError;
  /** More than `maxEntries` entries (default: `unreadable`). */
  tooManyEntries?: () => AppError;
  /** An entry or the whole past its byte cap. */
  tooBig: () => AppError;
  /** Inflated more than `maxRatio` times its compressed bytes. */
  bomb: () => AppError;
};

/** Running totals of one unpack, over all entries so far. */
type Totals = { compressed: number; inflated: number };

/**
 * Inflates one entry through a counting stream: compressed bytes as they are read, inflated bytes as
 * they come out. Stops (destroying both streams, so nothing more is inflated) as soon as the entry
 * passes `maxEntryBytes`, the whole passes `maxTotalBytes`, or the entry's or the whole's ratio passes
 * `maxRatio` (past `ratioFloorBytes`). Resolves to the bytes when `keep`, else to an empty buffer (the
 * output is counted and dropped). Rejects with `errors.tooBig` / `errors.bomb` / `errors.unreadable`
 * (also when the real size differs from the declared one, or the data is corrupt).
 */
export async function inflateEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  totals: Totals,
  limits: UnpackLimits,
  errors: UnpackErrors,
  keep: boolean,
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
    const overRatio = (bytes: number, packed: number) =>
      bytes > limits.ratioFloorBytes && bytes > limits.maxRatio * Math.max(1, packed);
    raw.on("data", (chunk: Buffer) => (compressed += chunk.length));
    out.on("data", (chunk: Buffer) => {
      inflated += chunk.length;
      const total = totals.inflated + inflated;
      if (inflated > limits.maxEntryBytes || total > limits.maxTotalBytes) return fail(errors.tooBig());
      if (overRatio(inflated, compressed) || overRatio(total, totals.compressed + compressed))
        return fail(errors.bomb());
      if (keep) chunks.push(chunk);
    });
    out.on("end", () => {
      if (inflated !== entry.uncompressedSize) return fail(errors.unreadable());
      settled = true;
      totals.compressed += compressed;
      totals.inflated += inflated;
      resolve(keep ? Buffer.concat(chunks, inflated) : Buffer.alloc(0));
    });
    raw.on("error", () => fail(errors.unreadable()));
    inflater?.on("error", () => fail(errors.unreadable()));
  });
}

/**
 * Walks a ZIP with yauzl under `limits`, inflating every entry through {@link inflateEntry} (directories
 * skipped) and calling `onEntry` with each entry's name and (when `keep`) bytes. Refuses more than
 * `maxEntries` entries (`errors.tooManyEntries`), encrypted entries and methods other than stored or
 * deflate (`errors.unreadable`).
 */
export async function walkZip(
  data: Buffer,
  limits: UnpackLimits,
  errors: UnpackErrors,
  opts: { keep: boolean; onEntry?: (name: string, bytes: Buffer) => void },
): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(data, { lazyEntries: true, validateEntrySizes: false });
  } catch {
    throw errors.unreadable();
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw (errors.tooManyEntries ?? errors.unreadable)();
  }
  const totals: Totals = { compressed: 0, inflated: 0 };
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith("/")) continue;
      if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)) {
        throw errors.unreadable();
      }
      const bytes = await inflateEntry(zip, entry, totals, limits, errors, opts.keep);
      opts.onEntry?.(entry.fileName, bytes);
    }
  } catch (err) {
    throw (err as { statusCode?: number }).statusCode ? err : errors.unreadable();
  } finally {
    zip.close();
  }
}

/**
 * The compression check of a stored Office document (issue 18 §3; the import's check, on every upload
 * that is kept): inflates every entry of the ZIP `data`, counting and dropping the bytes, under
 * {@link STORED_OFFICE_LIMITS} (or `limits`). Throws 400 with a Hungarian message naming `fileName`
 * when it is a bomb, unpacks past the caps, or is unreadable; resolves when the document is sound.
 */
export async function checkOfficeExpansion(
  data: Buffer,
  fileName: string,
  limits: UnpackLimits = STORED_OFFICE_LIMITS,
): Promise<void> {
  const mib = Math.round(limits.maxTotalBytes / MIB);
  await walkZip(
    data,
    limits,
    {
      unreadable: () => badRequest(`A(z) „${fileName}” sérült vagy nem olvasható dokumentum.`),
      tooBig: () =>
        badRequest(`A(z) „${fileName}” kibontva túl nagy (legfeljebb ${mib} MB lehet), nem tölthető fel.`),
      bomb: () => badRequest(`A(z) „${fileName}” gyanúsan erősen tömörített (zip-bomba?), nem tölthető fel.`),
    },
    { keep: false },
  );
}
