import { fileTypeFromBuffer } from "file-type";
import { officeZipType } from "./zip-sniff.ts";

/** Raster image types accepted for pictures and logos, by detected MIME → stored extension. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/**
 * Document and file types accepted by content (issue 3 "Uploads"): detected MIME → stored extension.
 * OOXML and ODF are ZIP containers recognised by their entries (see `zip-sniff.ts`); other archives,
 * executables, HTML, SVG and XML are not listed and so refused.
 */
export const DOCUMENT_TYPES: Readonly<Record<string, string>> = {
  "application/pdf": "pdf",
  ...IMAGE_TYPES,
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.oasis.opendocument.text": "odt",
  "application/vnd.oasis.opendocument.spreadsheet": "ods",
};

/** Text has no magic bytes: accepted only under these extensions and when {@link isPlainText}. */
const TEXT_TYPES: Readonly<Record<string, string>> = { txt: "text/plain", csv: "text/csv" };

/** How much of a file the generic (file-type) check may look at, bytes: the magic bytes live here. */
export const SNIFF_PREFIX_BYTES = 4096;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** file-type's Adobe Illustrator check: this marker within 10 MiB after the first 1,350 bytes. */
const AI_MARKER = Buffer.from("AIPrivateData");

const startsWith = (data: Buffer, text: string, at = 0) =>
  data.subarray(at, at + text.length).equals(Buffer.from(text, "latin1"));

/** True when `data` starts like any ZIP record (`PK` + local, central, end or spanning marker). */
export const looksLikeZip = (data: Buffer): boolean =>
  startsWith(data, "PK") && [3, 5, 7].includes(data[2] ?? 0) && [4, 6, 8].includes(data[3] ?? 0);

/** PNG (not animated: no `acTL` chunk before the first `IDAT`), found by hopping chunk headers only. */
function pngType(data: Buffer): string | null {
  let at = PNG_MAGIC.length;
  while (at + 8 <= data.length) {
    const type = data.toString("latin1", at + 4, at + 8);
    if (type === "IDAT") return "image/png";
    if (type === "acTL") return null;
    at += 12 + data.readUInt32BE(at);
  }
  return null;
}

/**
 * The MIME type of an accepted raster image (PNG, JPEG, WebP) by its magic bytes, or null. Reads
 * the first bytes only (PNG: its chunk headers up to the first `IDAT`); never decompresses anything.
 * Refused as today: animated PNG, JPEG-LS, ZIP containers, SVG, HTML, anything else.
 */
export function detectImageType(data: Buffer): string | null {
  if (data.subarray(0, 8).equals(PNG_MAGIC)) return pngType(data);
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return data[3] === 0xf7 ? null : "image/jpeg";
  if (startsWith(data, "RIFF") && startsWith(data, "WEBP", 8)) return "image/webp";
  return null;
}

/**
 * True when `data` can be served as plain text: valid UTF-8, no NUL byte, and not markup (HTML, SVG,
 * XML start with `<` followed by a letter, `!` or `?`), so a page renamed `.txt` is still refused.
 */
export function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    return false;
  }
  return !/^\s*<[a-z!?]/i.test(text.replace(/^\uFEFF/, ""));
}

/**
 * The accepted type of an upload by its content: PNG/JPEG/WebP ({@link detectImageType}), PDF by
 * `%PDF` (not an Illustrator file), DOCX/XLSX/ODT/ODS by their ZIP entries ({@link officeZipType}:
 * only `[Content_Types].xml` or `mimetype` is read, inflated to at most 64 KiB), else plain text
 * when `fileName` ends `.txt`/`.csv`, {@link isPlainText} holds and file-type (on the first
 * {@link SNIFF_PREFIX_BYTES} only) knows no other type for it. Null when refused; a truncated or
 * malformed container counts as unrecognised. Never inflates more than that one small entry.
 */
export async function detectDocumentType(
  data: Buffer,
  fileName: string,
): Promise<{ mime: string; ext: string } | null> {
  const accept = (mime: string | null) => {
    const ext = mime ? DOCUMENT_TYPES[mime] : undefined;
    return mime && ext ? { mime, ext } : null;
  };
  if (looksLikeZip(data)) return accept(await officeZipType(data));
  const image = detectImageType(data);
  if (image || data.subarray(0, 8).equals(PNG_MAGIC)) return accept(image);
  if (startsWith(data, "%PDF")) {
    const isIllustrator = data.subarray(1350, 1350 + 10 * 1024 * 1024).includes(AI_MARKER);
    return isIllustrator ? null : accept("application/pdf");
  }
  const known = await fileTypeFromBuffer(data.subarray(0, SNIFF_PREFIX_BYTES)).catch(() => undefined);
  if (known) return null;
  const ext = /\.(txt|csv)$/i.exec(fileName)?.[1]?.toLowerCase();
  const mime = ext ? TEXT_TYPES[ext] : undefined;
  return ext && mime && isPlainText(data) ? { mime, ext } : null;
}
