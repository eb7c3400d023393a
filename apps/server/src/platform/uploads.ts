import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
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
  const detected = await fileTypeFromBuffer(data);
  const ext = detected ? IMAGE_TYPES[detected.mime] : undefined;
  if (!detected || !ext) throw badRequest("Csak PNG, JPEG vagy WebP kép tölthető fel.");
  return { data, mime: detected.mime, ext, storedName: `${randomUUID()}.${ext}` };
}

function fileTooLargeMessage(maxBytes: number): string {
  const mib = maxBytes / (1024 * 1024);
  return `A fájl túl nagy: legfeljebb ${mib.toLocaleString("hu-HU")} MB lehet.`;
}
