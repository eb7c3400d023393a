import { queryOptions } from "@tanstack/react-query";
import type { Attachment, AttachmentOwnerType } from "@office/shared/attachments/attachment.contract";
import { ATTACHMENT_LINK_MIN_VALID_S } from "@office/shared/attachments/attachment-limits";
import { api } from "../../../lib/http/api";

// The attachment list's query apart from its hooks and mutations: a route's prefetch (the car page's,
// prefetch-cars.ts) is part of the main bundle and imports only this (issue 19 §6).

/** The record an attachment list belongs to. */
export type AttachmentOwner = { type: AttachmentOwnerType; id: number };

export const attachmentKeys = {
  list: (owner: AttachmentOwner) => ["attachments", owner.type, owner.id] as const,
};

/** How often the list is fetched again while shown: its signed links live at least three times as long. */
export const LINK_REFRESH_MS = (ATTACHMENT_LINK_MIN_VALID_S / 3) * 1000;

/** The path of a record's attachments under `/api`. */
export const attachmentsPath = (owner: AttachmentOwner) => `/${owner.type}/${owner.id}/attachment`;

/** `GET /api/{owner}/{id}/attachment`: the record's attachments, newest first. */
export function listAttachments(owner: AttachmentOwner, signal?: AbortSignal): Promise<Attachment[]> {
  return api.get<Attachment[]>(attachmentsPath(owner), signal ? { signal } : {});
}

/** The record's attachment list; fresh for {@link LINK_REFRESH_MS}. */
export function attachmentsQueryOptions(owner: AttachmentOwner) {
  return queryOptions({
    queryKey: attachmentKeys.list(owner),
    queryFn: ({ signal }) => listAttachments(owner, signal),
    staleTime: LINK_REFRESH_MS,
  });
}
