import { z } from "zod";
import { idParamSchema } from "../http/common.contract.ts";

/**
 * Attachments where the work is (issue 23 §4): files on projects, partners, cars, assets and external
 * resources, one generic store. Routes: `POST /api/{owner}/{id}/attachment` (multipart, one `file`
 * part), `GET /api/{owner}/{id}/attachment` (list), `GET /api/{owner}/{id}/attachment/{attachmentId}`
 * (download), `DELETE /api/{owner}/{id}/attachment/{attachmentId}` (204). Rights are the record's.
 */

/** The records that carry attachments; the value is also the path segment (`/api/{owner}/…`). */
export const ATTACHMENT_OWNER_TYPES = ["project", "partner", "car", "asset", "externalResource"] as const;
export const attachmentOwnerTypeSchema = z.enum(ATTACHMENT_OWNER_TYPES);
export type AttachmentOwnerType = z.infer<typeof attachmentOwnerTypeSchema>;

/** Upload limit of one attachment, in bytes (10 MiB, as employee documents). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The `accept` list of the upload control. The server decides the type by content (magic bytes), not
 * by this list: PDF, PNG, JPEG, WebP, DOCX, XLSX, ODT, ODS, and UTF-8 text as .txt/.csv.
 */
export const ATTACHMENT_ACCEPT = ".pdf,.png,.jpg,.jpeg,.webp,.docx,.xlsx,.odt,.ods,.txt,.csv";

/**
 * One attachment. `name`: the sanitised uploaded file name (also the download name); `size` in bytes;
 * `contentType`: the MIME type detected from the content; `uploadedBy`: the uploader's user id and
 * display name (their employee's name, else the username; null when the user is gone);
 * `uploadedAt`: ISO UTC instant.
 */
export const attachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  uploadedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  uploadedAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** `GET /api/{owner}/{id}/attachment` → the record's attachments, newest first. */
export const attachmentListSchema = z.array(attachmentSchema);

/** Path params of `/api/{owner}/:id/attachment/:attachmentId`. */
export const attachmentParamsSchema = z.object({ id: idParamSchema, attachmentId: idParamSchema });
