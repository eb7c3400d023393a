/**
 * Attachments' fixed values, without zod: the upload panel shows on a record's first render (the car
 * page's first tab), so this module keeps the schema library off that path (issue 19 §6).
 * `attachment.contract.ts` re-exports everything here.
 */

/** The records that carry attachments; the value is also the path segment (`/api/{owner}/…`). */
export const ATTACHMENT_OWNER_TYPES = ["project", "partner", "car", "asset", "externalResource"] as const;
export type AttachmentOwnerType = (typeof ATTACHMENT_OWNER_TYPES)[number];

/** Upload limit of one attachment, in bytes (10 MiB, as employee documents). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The `accept` list of the upload control. The server decides the type by content (magic bytes), not
 * by this list: PDF, PNG, JPEG, WebP, DOCX, XLSX, ODT, ODS, and UTF-8 text as .txt/.csv.
 */
export const ATTACHMENT_ACCEPT = ".pdf,.png,.jpg,.jpeg,.webp,.docx,.xlsx,.odt,.ods,.txt,.csv";

/** A signed download link lives at least this long (s); the list refreshes well within it. */
export const ATTACHMENT_LINK_MIN_VALID_S = 15 * 60;
/** Links expire on this grid (s), so the answers within one step carry the same link. */
export const ATTACHMENT_LINK_STEP_S = 5 * 60;
/** A signed download link lives at most this long (s). */
export const ATTACHMENT_LINK_MAX_VALID_S = ATTACHMENT_LINK_MIN_VALID_S + ATTACHMENT_LINK_STEP_S;
