import { randomUUID } from "node:crypto";
import type { Multipart } from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import { badRequest, payloadTooLarge, type AppError } from "./errors.ts";
import { IMAGE_TYPES, detectDocumentType, detectImageType } from "./file-sniff.ts";
import type { StoredObject } from "./storage.ts";
import { checkOfficeExpansion } from "./zip-expansion.ts";

/** Stored extensions of the ZIP-based Office documents (see `DOCUMENT_TYPES`). */
const OFFICE_ZIP_EXTENSIONS: ReadonlySet<string> = new Set(["docx", "xlsx", "odt", "ods"]);

/** The request and its reply: readers set `Connection: close` on the reply when they refuse a body. */
export type UploadExchange = { req: FastifyRequest; reply: FastifyReply };

/**
 * Marks a refused upload: `Connection: close` on the reply, so once the answer is sent the socket
 * closes and the rest of the body is never read. Answers `err` for throwing.
 */
export function refuseUpload(exchange: UploadExchange, err: AppError): AppError {
  exchange.reply.header("connection", "close");
  return err;
}

/** A part as {@link readParts} yields it: a text field, or a whole file (at most its byte cap). */
type RawPart =
  | { type: "field"; name: string; value: string }
  | { type: "file"; field: string; fileName: string; data: Buffer };

type PartLimits = { maxFileBytes: number; maxFiles: number };

function fileTooLargeMessage(maxBytes: number): string {
  const mib = maxBytes / (1024 * 1024);
  return `A fájl túl nagy: legfeljebb ${mib.toLocaleString("hu-HU")} MB lehet.`;
}

const MALFORMED = "A feltöltés hibás vagy megszakadt. Próbáld újra.";

/** Multipart parser failures → 413 for limits, 400 for anything else the client sent wrong. */
function multipartError(err: unknown, limits: PartLimits): AppError {
  const code = (err as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return payloadTooLarge(fileTooLargeMessage(limits.maxFileBytes));
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") {
    return payloadTooLarge(`Egyszerre legfeljebb ${limits.maxFiles} fájl tölthető fel.`);
  }
  if (code === "FST_FIELDS_LIMIT") return badRequest("Túl sok mező a feltöltésben.");
  return badRequest(MALFORMED);
}

/**
 * Reads a multipart request part by part, each file whole into memory but never past
 * `maxFileBytes`: the count is checked on every chunk as it arrives, and the first byte over the
 * cap stops reading (the part's stream is destroyed, the request unpiped) and answers 413 at once.
 * Every refusal also sets `Connection: close`, so the rest of a refused body is never read.
 * Errors (Hungarian): not multipart, no boundary, cut off or malformed body, a field over 4 KB or
 * more than 20 fields → 400; a file over the cap, more than `maxFiles` files → 413.
 */
async function* readParts(exchange: UploadExchange, limits: PartLimits): AsyncGenerator<RawPart> {
  const { req } = exchange;
  const refuse = (err: AppError) => refuseUpload(exchange, err);
  if (!req.isMultipart()) throw refuse(badRequest("A fájlt multipart/form-data kérésben küldd."));
  let iterator: AsyncIterator<Multipart>;
  try {
    // busboy cuts a file one byte past the cap, so passing the cap is always seen below.
    const parts = req.parts({
      limits: {
        fileSize: limits.maxFileBytes + 1,
        files: limits.maxFiles,
        fields: 20,
        fieldSize: 4096,
        parts: limits.maxFiles + 20,
      },
    });
    iterator = parts[Symbol.asyncIterator]();
  } catch (err) {
    throw refuse(multipartError(err, limits)); // e.g. "Boundary not found", thrown synchronously
  }
  for (;;) {
    const step = await iterator.next().catch((err: unknown) => {
      throw refuse(multipartError(err, limits));
    });
    if (step.done) return;
    const part = step.value;
    if (!part) continue;
    if (part.type === "field") {
      if (part.valueTruncated) throw refuse(badRequest(`A(z) „${part.fieldname}” mező értéke túl hosszú.`));
      yield { type: "field", name: part.fieldname, value: String(part.value) };
      continue;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limits.maxFileBytes) break; // destroys the part's stream: nothing more is read
        chunks.push(chunk);
      }
    } catch (err) {
      throw refuse(multipartError(err, limits));
    }
    if (size > limits.maxFileBytes || part.file.truncated) {
      throw refuse(payloadTooLarge(fileTooLargeMessage(limits.maxFileBytes)));
    }
    yield { type: "file", field: part.fieldname, fileName: part.filename, data: Buffer.concat(chunks, size) };
  }
}

/**
 * Reads a multipart request that carries exactly one file, in the part named `field` (at most
 * `maxBytes`, see {@link readParts}); other text fields are ignored. Errors (Hungarian): as
 * {@link readParts}, plus no file or the file in another field, an empty file → 400; a second
 * file → 413. Answers the bytes and the name the client gave (unchecked).
 */
export async function readSingleFileUpload(
  exchange: UploadExchange,
  field: string,
  maxBytes: number,
): Promise<{ data: Buffer; fileName: string }> {
  const refuse = (err: AppError) => refuseUpload(exchange, err);
  let file: { data: Buffer; fileName: string } | undefined;
  for await (const part of readParts(exchange, { maxFileBytes: maxBytes, maxFiles: 1 })) {
    if (part.type !== "file") continue;
    if (part.field !== field) throw refuse(badRequest(`Hiányzik a feltöltött fájl (${field} mező).`));
    file = { data: part.data, fileName: part.fileName };
  }
  if (!file) throw refuse(badRequest(`Hiányzik a feltöltött fájl (${field} mező).`));
  if (file.data.length === 0) throw refuse(badRequest("A feltöltött fájl üres."));
  return file;
}

export type UploadedImage = { data: Buffer; mime: string; ext: string; storedName: string };

/**
 * Reads the single multipart part named `field` (max `maxBytes`, streamed with a hard cap, see
 * {@link readSingleFileUpload}) and accepts it only if its magic bytes (not the name or
 * Content-Type) say PNG, JPEG or WebP ({@link detectImageType}: the first bytes only, nothing is
 * ever decompressed, so a zip bomb is refused at once). SVG, HTML, archives and anything else get
 * 400; too large gets 413. `storedName` is a fresh random name with the detected extension.
 */
export async function readImageUpload(
  exchange: UploadExchange,
  field: string,
  maxBytes: number,
): Promise<UploadedImage> {
  const { data } = await readSingleFileUpload(exchange, field, maxBytes);
  const mime = detectImageType(data);
  const ext = mime ? IMAGE_TYPES[mime] : undefined;
  if (!mime || !ext) throw refuseUpload(exchange, badRequest("Csak PNG, JPEG vagy WebP kép tölthető fel."));
  return { data, mime, ext, storedName: `${randomUUID()}.${ext}` };
}

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
 * fields as they are and file parts checked by content (see {@link detectDocumentType}: magic bytes,
 * and for ZIP-based documents one small entry inflated to at most 64 KiB); a ZIP-based Office document
 * is then inflated entry by entry, counted and dropped, under the compression check
 * (`checkOfficeExpansion`: 400 for a bomb ratio, an unpacked size past 256 MiB or a broken container). Each file is streamed
 * with a hard cap of `maxFileBytes` (see {@link readParts}). A file's display name comes from its
 * `filename` or, with `nameFrom: "fieldname"` (SPEC `files/upload`: one part per file named by file
 * name), from its field name, falling back to `filename`. Errors (Hungarian messages): not
 * multipart, malformed or cut-off body, empty file, unusable name, refused type → 400; a file over
 * `maxFileBytes` (bytes) or more than `maxFiles` files → 413.
 */
export async function* readDocumentUploads(
  exchange: UploadExchange,
  opts: { maxFileBytes: number; maxFiles: number; nameFrom: "filename" | "fieldname" },
): AsyncGenerator<UploadPart> {
  const refuse = (err: AppError) => refuseUpload(exchange, err);
  for await (const part of readParts(exchange, opts)) {
    if (part.type === "field") {
      yield part;
      continue;
    }
    const fileName =
      (opts.nameFrom === "fieldname" ? sanitiseFileName(part.field) : "") || sanitiseFileName(part.fileName);
    if (!fileName) throw refuse(badRequest("A fájl neve érvénytelen vagy üres."));
    if (part.data.length === 0) throw refuse(badRequest(`A(z) „${fileName}” fájl üres.`));
    const type = await detectDocumentType(part.data, fileName);
    if (!type) {
      throw refuse(
        badRequest(`A(z) „${fileName}” típusa nem engedélyezett. Feltölthető: ${ALLOWED_DOCUMENTS}.`),
      );
    }
    // Office documents are ZIPs: the import's compression check on every one that is kept (issue 18 §3)
    if (OFFICE_ZIP_EXTENSIONS.has(type.ext)) {
      try {
        await checkOfficeExpansion(part.data, fileName);
      } catch (err) {
        throw refuse(err as AppError);
      }
    }
    yield {
      type: "file",
      file: {
        field: part.field,
        fileName,
        data: part.data,
        ...type,
        storedName: `${randomUUID()}.${type.ext}`,
      },
    };
  }
}

/**
 * A stored file on its way to the browser: its stream and size in bytes (`FileStorage.open`), display
 * name, detected MIME type.
 */
export type AttachmentFile = StoredObject & { fileName: string; mime: string };

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
 * Sends a stored document/file as a download, streamed from the store with its `content-length`:
 * always an attachment, the detected type (text as `text/plain; charset=utf-8`), `nosniff`, and a
 * sandboxing CSP in case a browser renders it anyway.
 */
export function sendAttachment(reply: FastifyReply, file: AttachmentFile): FastifyReply {
  const type = file.mime.startsWith("text/") ? "text/plain; charset=utf-8" : file.mime;
  return reply
    .header("content-type", type)
    .header("content-disposition", attachmentDisposition(file.fileName))
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("content-length", String(file.size))
    .send(file.body);
}
