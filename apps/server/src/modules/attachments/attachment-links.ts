import { timingSafeEqual } from "node:crypto";
import {
  ATTACHMENT_LINK_MAX_VALID_S,
  ATTACHMENT_LINK_MIN_VALID_S,
  ATTACHMENT_LINK_STEP_S,
} from "@office/shared/attachments/attachment.contract";
import type { Platform } from "../../platform/platform.ts";

/**
 * Signed download links of attachments (issue 23 §4: the name is a plain link, so "open in new tab"
 * works without the access token, which lives in the SPA's storage, not in a cookie). The signature is
 * HMAC-SHA256 with the token secret over `attachment-file:<tenant id>:<attachment id>:<expires>`, so
 * a link opens one file of one tenant until it expires, and the prefix keeps it apart from the other
 * signed links (unsubscribe, calendar feeds). Whoever could list the attachments got the link; it is
 * a bearer capability for at most {@link ATTACHMENT_LINK_MAX_VALID_S} seconds, which is also how long
 * it outlives a lost right or a sign-out. A deleted attachment's link answers 404.
 */

const payload = (tenantId: number, attachmentId: number, expires: number) =>
  `attachment-file:${tenantId}:${attachmentId}:${expires}`;

/**
 * The expiry of a link issued at `nowS` (Unix seconds): at least ATTACHMENT_LINK_MIN_VALID_S ahead,
 * rounded up to the ATTACHMENT_LINK_STEP_S grid, so every answer within one step carries the same link.
 */
export function linkExpiry(nowS: number): number {
  return Math.ceil((nowS + ATTACHMENT_LINK_MIN_VALID_S) / ATTACHMENT_LINK_STEP_S) * ATTACHMENT_LINK_STEP_S;
}

/** The signed path `/api/attachmentFile/<id>?expires=<unix s>&signature=<base64url>` for `nowMs`. */
export function signedDownloadUrl(
  p: Platform,
  tenantId: number,
  attachmentId: number,
  nowMs: number,
): string {
  const expires = linkExpiry(Math.floor(nowMs / 1000));
  const signature = p.tokens.hmac(payload(tenantId, attachmentId, expires));
  return `/api/attachmentFile/${attachmentId}?expires=${expires}&signature=${signature}`;
}

/**
 * Whether `signature` is this tenant's signature of the attachment and `expires` (Unix s) is still
 * ahead of `nowMs` and not further than a link is ever issued for. Constant-time comparison.
 */
export function isValidDownloadLink(
  p: Platform,
  tenantId: number,
  attachmentId: number,
  expires: number,
  signature: string,
  nowMs: number,
): boolean {
  const nowS = nowMs / 1000;
  if (expires <= nowS || expires > nowS + ATTACHMENT_LINK_MAX_VALID_S) return false;
  const expected = Buffer.from(p.tokens.hmac(payload(tenantId, attachmentId, expires)));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
