import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ApplicantDetail,
  ApplicantNote,
  ApplicantNoteInput,
  NoticeTemplate,
  NoticeTemplateInput,
} from "@office/shared/applicants/applicants.contract";
import { api, apiBlob } from "../../../lib/http/api";
import { applicantKeys } from "./applicant-keys";
import { successText } from "../../../lib/toast/success-text";

/** `PUT /api/applicant/{id}/cv` (hr): multipart, field `file`; PDF or DOCX checked by content on the server. */
export function useUploadCv(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file, file.name);
      return api.put<ApplicantDetail>(`/applicant/${id}/cv`, body, {
        successMessage: successText("applicants", "cvUploaded"),
      });
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(applicantKeys.detail(id), detail);
      return queryClient.invalidateQueries({ queryKey: applicantKeys.lists() });
    },
  });
}

/** `GET /api/applicant/{id}/cv` (hr): the CV bytes (the download is audited). */
export function downloadCv(id: number): Promise<Blob> {
  return apiBlob.get(`/applicant/${id}/cv`);
}

/** `GET /api/applicant/{id}/note` (hr): interview notes with scores, oldest first. */
export function useApplicantNotes(id: number, enabled: boolean) {
  return useQuery({
    queryKey: applicantKeys.notes(id),
    queryFn: ({ signal }) => api.get<ApplicantNote[]>(`/applicant/${id}/note`, { signal }),
    enabled: enabled && id > 0,
  });
}

/** `POST /api/applicant/{id}/note` `{ score, note }` (hr): the caller's note and 1–5 score. */
export function useAddNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicantNoteInput) =>
      api.post<ApplicantNote>(`/applicant/${id}/note`, input, {
        successMessage: successText("applicants", "noteSaved"),
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === "applicants" && q.queryKey[1] !== "openings",
      }),
  });
}

/** `GET /api/applicantNoticeTemplate` (hr). */
export function useNoticeTemplate(enabled: boolean) {
  return useQuery({
    queryKey: applicantKeys.noticeTemplate(),
    queryFn: ({ signal }) => api.get<NoticeTemplate>("/applicantNoticeTemplate", { signal }),
    enabled,
  });
}

/** `PUT /api/applicantNoticeTemplate` (hr). */
export function useSaveNoticeTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticeTemplateInput) =>
      api.put<NoticeTemplate>("/applicantNoticeTemplate", input, {
        successMessage: successText("applicants", "noticeTemplateSaved"),
      }),
    onSuccess: (saved) => queryClient.setQueryData(applicantKeys.noticeTemplate(), saved),
  });
}
