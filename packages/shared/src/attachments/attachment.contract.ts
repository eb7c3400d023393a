import { z } from "zod";
import { idParamSchema } from "../http/common.contract.ts";
import { ATTACHMENT_OWNER_TYPES } from "./attachment-limits.ts";

/**
 * Attachments where the work is (issue 23 §4): files on projects, partners, cars, assets and external
 * resources, one generic store. Routes: `POST /api/{owner}/{id}/attachment` (multipart, one `file`
 * part), `GET /api/{owner}/{id}/attachment` (list), `GET /api/{owner}/{id}/attachment/{attachmentId}`
 * (download), `DELETE /api/{owner}/{id}/attachment/{attachmentId}` (204). Rights are the record's.
 * Each listed attachment also carries a signed download link, `GET /api/attachmentFile/{attachmentId}
 * ?expires=&signature=`, which needs no sign-in and expires within 20 minutes.
 */

export const attachmentOwnerTypeSchema = z.enum(ATTACHMENT_OWNER_TYPES);
export {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_LINK_MAX_VALID_S,
  ATTACHMENT_LINK_MIN_VALID_S,
  ATTACHMENT_LINK_STEP_S,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_OWNER_TYPES,
} from "./attachment-limits.ts";
export type { AttachmentOwnerType } from "./attachment-limits.ts";

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
  /**
   * A signed, short-lived path that downloads the file without the access token, so that the name can
   * be a plain link ("open in new tab", "copy link" for oneself): `/api/attachmentFile/{id}?expires=
   * &signature=`, valid for {@link ATTACHMENT_LINK_MIN_VALID_S} to {@link ATTACHMENT_LINK_MAX_VALID_S}
   * seconds after the answer.
   */
  downloadUrl: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** `GET /api/attachmentFile/:attachmentId?expires=&signature=`: the signed download link's parts. */
export const attachmentFileParamsSchema = z.object({ attachmentId: idParamSchema });
export const attachmentFileQuerySchema = z.object({
  /** Expiry, Unix seconds. */
  expires: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  signature: z.string().min(1).max(100),
});

/** `GET /api/{owner}/{id}/attachment` → the record's attachments, newest first. */
export const attachmentListSchema = z.array(attachmentSchema);

/** Path params of `/api/{owner}/:id/attachment/:attachmentId`. */
export const attachmentParamsSchema = z.object({ id: idParamSchema, attachmentId: idParamSchema });
