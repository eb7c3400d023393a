import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Attachment } from "@office/shared/attachments/attachment.contract";
import { api, apiBlob } from "../../../lib/http/api";
import { successText } from "../../../lib/toast/success-text";
import {
  attachmentKeys,
  attachmentsPath as base,
  attachmentsQueryOptions,
  LINK_REFRESH_MS,
  type AttachmentOwner,
} from "./attachment-queries";

export { attachmentKeys, listAttachments, type AttachmentOwner } from "./attachment-queries";

/**
 * The record's attachments; fetched again every 5 minutes while shown, and on focus after that, so the
 * names' signed download links (valid at least 15 minutes) never go stale on the page.
 */
export function useAttachments(owner: AttachmentOwner) {
  return useQuery({ ...attachmentsQueryOptions(owner), refetchInterval: LINK_REFRESH_MS });
}

/** `POST /api/{owner}/{id}/attachment`, multipart with the one `file` part. */
export function uploadAttachment(owner: AttachmentOwner, file: File): Promise<Attachment> {
  const body = new FormData();
  body.append("file", file, file.name);
  return api.post<Attachment>(base(owner), body, {
    successMessage: successText("attachments", "uploaded"),
  });
}

/** `GET /api/{owner}/{id}/attachment/{attachmentId}`: the stored file. */
export function downloadAttachment(owner: AttachmentOwner, attachmentId: number): Promise<Blob> {
  return apiBlob.get(`${base(owner)}/${attachmentId}`);
}

/** `DELETE /api/{owner}/{id}/attachment/{attachmentId}`. */
export function deleteAttachment(owner: AttachmentOwner, attachmentId: number): Promise<void> {
  return api.delete<void>(`${base(owner)}/${attachmentId}`, {
    successMessage: successText("attachments", "deleted"),
  });
}

function useRefresh(owner: AttachmentOwner) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: attachmentKeys.list(owner) });
}

export function useUploadAttachment(owner: AttachmentOwner) {
  const onSuccess = useRefresh(owner);
  return useMutation({ mutationFn: (file: File) => uploadAttachment(owner, file), onSuccess });
}

export function useDeleteAttachment(owner: AttachmentOwner) {
  const onSuccess = useRefresh(owner);
  return useMutation({
    mutationFn: (attachmentId: number) => deleteAttachment(owner, attachmentId),
    onSuccess,
  });
}
