import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { badRequest, payloadTooLarge } from "./errors.ts";

/** Raster image types accepted for pictures and logos, by detected MIME → stored extension. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

export type UploadedImage = { data: Buffer; mime: string; ext: string; storedName: string };

/**
 * Reads the single multipart part named `field` (max `maxBytes`) and accepts it only if its content
 * (magic bytes, not the name or Content-Type) is PNG, JPEG or WebP. SVG, HTML and anything else get
 * 400; too large gets 413. `storedName` is a fresh random name with the detected extension.
 */
export async function readImageUpload(
  req: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<UploadedImage> {
  if (!req.isMultipart()) throw badRequest("A fájlt multipart/form-data kérésben küldd.");
  const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part || part.fieldname !== field) throw badRequest(`Hiányzik a feltöltött fájl (${field} mező).`);
  const data = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === "FST_REQ_FILE_TOO_LARGE") throw payloadTooLarge(fileTooLargeMessage(maxBytes));
    throw err;
  });
  if (part.file.truncated) throw payloadTooLarge(fileTooLargeMessage(maxBytes));
  if (data.length === 0) throw badRequest("A feltöltött fájl üres.");
  // file-type throws on some truncated containers; an unreadable file is simply not an image.
  const detected = await fileTypeFromBuffer(data).catch(() => undefined);
  const ext = detected ? IMAGE_TYPES[detected.mime] : undefined;
  if (!detected || !ext) throw badRequest("Csak PNG, JPEG vagy WebP kép tölthető fel.");
  return { data, mime: detected.mime, ext, storedName: `${randomUUID()}.${ext}` };
}

function fileTooLargeMessage(maxBytes: number): string {
  const mib = maxBytes / (1024 * 1024);
  return `A fájl túl nagy: legfeljebb ${mib.toLocaleString("hu-HU")} MB lehet.`;
}

/**
 * Document and file types accepted by content (issue 3 "Uploads"): detected MIME → stored extension.
 * OOXML and ODF are ZIP containers that file-type recognises by their entries; other archives,
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

const ALLOWED_DOCUMENTS = "PDF, PNG, JPEG, WebP, DOCX, XLSX, ODT, ODS, TXT vagy CSV";

/** Longest display name of an uploaded file, in characters (code points). */
export const MAX_UPLOAD_NAME_LENGTH = 200;

/**
 * The display name of an uploaded file: the last path segment (`../../x.pdf` → `x.pdf`, `C:\\a\\b.pdf`
 * → `b.pdf`), NFC-normalised, without control or invisible format characters (bidi overrides,
 * zero-width), trimmed, at most 200 characters (the extension is kept when shortening). `""` when
 * nothing usable is left (callers refuse that with 400). Never used as a storage key.
 */
export function sanitiseFileName(raw: string): string {
  const base = raw.normalize("NFC").split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
  if (/^\.+$/.test(clean)) return "";
  const chars = Array.from(clean);
  if (chars.length <= MAX_UPLOAD_NAME_LENGTH) return clean;
  const ext = /\.[^.\s]{1,10}$/u.exec(clean)?.[0] ?? "";
  const keep = MAX_UPLOAD_NAME_LENGTH - Array.from(ext).length;
  return chars.slice(0, keep).join("").trimEnd() + ext;
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
 * The accepted type of an upload by its content: a DOCUMENT_TYPES entry by magic bytes, else plain
 * text when `fileName` ends `.txt`/`.csv` and {@link isPlainText} holds; null when refused. A
 * truncated or malformed container counts as unrecognised.
 */
export async function detectDocumentType(
  data: Buffer,
  fileName: string,
): Promise<{ mime: string; ext: string } | null> {
  const detected = await fileTypeFromBuffer(data).catch(() => undefined);
  if (detected) {
    const ext = DOCUMENT_TYPES[detected.mime];
    return ext ? { mime: detected.mime, ext } : null;
  }
  const ext = /\.(txt|csv)$/i.exec(fileName)?.[1]?.toLowerCase();
  const mime = ext ? TEXT_TYPES[ext] : undefined;
  return ext && mime && isPlainText(data) ? { mime, ext } : null;
}

/** One checked document/file part: bytes in memory, type by content, a fresh random stored name. */
export type UploadedDocument = {
  /** The multipart field name as sent. */
  field: string;
  /** The sanitised display name (see {@link sanitiseFileName}), never empty. */
  fileName: string;
  data: Buffer;
  mime: string;
  ext: string;
  /** `<uuid>.<ext>`: the only name the file is stored under. */
  storedName: string;
};

/** A multipart part as {@link readDocumentUploads} yields it. */
export type UploadPart =
  { type: "field"; name: string; value: string } | { type: "file"; file: UploadedDocument };

/**
 * Reads a multipart request part by part (lazily: nothing is read until iterated), yielding text
 * fields as they are and file parts checked by content (see {@link detectDocumentType}). A file's
 * display name comes from its `filename` or, with `nameFrom: "fieldname"` (SPEC `files/upload`: one
 * part per file named by file name), from its field name, falling back to `filename`. Errors
 * (Hungarian messages): not multipart, malformed body, empty file, unusable name, refused type
 * → 400; a file over `maxFileBytes` (bytes) or more than `maxFiles` files → 413.
 */
export async function* readDocumentUploads(
  req: FastifyRequest,
  opts: { maxFileBytes: number; maxFiles: number; nameFrom: "filename" | "fieldname" },
): AsyncGenerator<UploadPart> {
  if (!req.isMultipart()) throw badRequest("A fájlt multipart/form-data kérésben küldd.");
  const parts = req.parts({
    limits: {
      fileSize: opts.maxFileBytes,
      files: opts.maxFiles,
      fields: 20,
      fieldSize: 4096,
      parts: opts.maxFiles + 20,
    },
  });
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    const step = await iterator.next().catch((err: unknown) => {
      throw multipartError(err, opts);
    });
    if (step.done) return;
    const part = step.value;
    if (part.type === "field") {
      if (part.valueTruncated) throw badRequest(`A(z) „${part.fieldname}” mező értéke túl hosszú.`);
      yield { type: "field", name: part.fieldname, value: String(part.value) };
      continue;
    }
    const data = await part.toBuffer().catch((err: unknown) => {
      throw multipartError(err, opts);
    });
    if (part.file.truncated) throw payloadTooLarge(fileTooLargeMessage(opts.maxFileBytes));
    const fileName =
      (opts.nameFrom === "fieldname" ? sanitiseFileName(part.fieldname) : "") ||
      sanitiseFileName(part.filename);
    if (!fileName) throw badRequest("A fájl neve érvénytelen vagy üres.");
    if (data.length === 0) throw badRequest(`A(z) „${fileName}” fájl üres.`);
    const type = await detectDocumentType(data, fileName);
    if (!type) {
      throw badRequest(`A(z) „${fileName}” típusa nem engedélyezett. Feltölthető: ${ALLOWED_DOCUMENTS}.`);
    }
    yield {
      type: "file",
      file: { field: part.fieldname, fileName, data, ...type, storedName: `${randomUUID()}.${type.ext}` },
    };
  }
}

/** Multipart parser failures → 413 for limits, 400 for anything else the client sent wrong. */
function multipartError(err: unknown, opts: { maxFileBytes: number; maxFiles: number }): Error {
  const code = (err as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return payloadTooLarge(fileTooLargeMessage(opts.maxFileBytes));
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") {
    return payloadTooLarge(`Egyszerre legfeljebb ${opts.maxFiles} fájl tölthető fel.`);
  }
  if (code === "FST_FIELDS_LIMIT") return badRequest("Túl sok mező a feltöltésben.");
  return badRequest("A feltöltés hibás vagy megszakadt. Próbáld újra.");
}

/** A stored file on its way to the browser: bytes, display name, detected MIME type. */
export type AttachmentFile = { data: Buffer; fileName: string; mime: string };

/**
 * `Content-Disposition: attachment` with an ASCII fallback `filename` (accents dropped, anything
 * unsafe → `_`) and the exact name as RFC 5987 `filename*=UTF-8''…`.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/[^\x20-\x7e]|["\\%;]/g, "_")
      .trim() || "letoltes";
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a stored document/file as a download: always an attachment, the detected type (text as
 * `text/plain; charset=utf-8`), `nosniff`, and a sandboxing CSP in case a browser renders it anyway.
 */
export function sendAttachment(reply: FastifyReply, file: AttachmentFile): FastifyReply {
  const type = file.mime.startsWith("text/") ? "text/plain; charset=utf-8" : file.mime;
  return reply
    .header("content-type", type)
    .header("content-disposition", attachmentDisposition(file.fileName))
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .send(file.data);
}
