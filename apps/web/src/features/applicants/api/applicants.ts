import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ApplicantDetail,
  ApplicantInput,
  ApplicantListItem,
  ApplicantStage,
  HireResult,
} from "@office/shared/applicants/applicants.contract";
import { api } from "../../../lib/http/api";
import { applicantKeys } from "./applicant-keys";
import { successText } from "../../../lib/toast/success-text";

export type ApplicantFilter = {
  jobOpeningId?: number | undefined;
  stage?: ApplicantStage | undefined;
  search?: string | undefined;
};

/** `GET /api/applicant?jobOpeningId=&stage=&search=` (hr), newest first. */
export function listApplicants(filter: ApplicantFilter, signal?: AbortSignal): Promise<ApplicantListItem[]> {
  return api.get<ApplicantListItem[]>("/applicant", {
    query: {
      jobOpeningId: filter.jobOpeningId,
      stage: filter.stage,
      search: filter.search?.trim() || undefined,
    },
    ...(signal ? { signal } : {}),
  });
}

export function useApplicants(filter: ApplicantFilter) {
  return useQuery(
    queryOptions({
      queryKey: applicantKeys.list(filter),
      queryFn: ({ signal }) => listApplicants(filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** `GET /api/applicant/{id}` (hr): the record with its stage history and duplicate e-mail warnings. */
export function getApplicant(id: number, signal?: AbortSignal): Promise<ApplicantDetail> {
  return api.get<ApplicantDetail>(`/applicant/${id}`, signal ? { signal } : {});
}

export function useApplicant(id: number) {
  return useQuery({
    queryKey: applicantKeys.detail(id),
    queryFn: ({ signal }) => getApplicant(id, signal),
    enabled: id > 0,
    retry: false,
  });
}

/** Caches a saved applicant and refreshes the lists and opening counts. */
function useApplicantSaved() {
  const queryClient = useQueryClient();
  return async (applicant: ApplicantDetail) => {
    queryClient.setQueryData(applicantKeys.detail(applicant.id), applicant);
    await queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] === "applicants" && q.queryKey[1] !== "detail",
    });
  };
}

/** `POST /api/applicant` (hr). */
export function useCreateApplicant() {
  const onSaved = useApplicantSaved();
  return useMutation({
    mutationFn: (input: ApplicantInput) =>
      api.post<ApplicantDetail>("/applicant", input, {
        successMessage: successText("applicants", "created"),
      }),
    onSuccess: onSaved,
  });
}

/** `PUT /api/applicant/{id}` (hr). */
export function useUpdateApplicant(id: number) {
  const onSaved = useApplicantSaved();
  return useMutation({
    mutationFn: (input: ApplicantInput) =>
      api.put<ApplicantDetail>(`/applicant/${id}`, input, {
        successMessage: successText("applicants", "updated"),
      }),
    onSuccess: onSaved,
  });
}

/** `DELETE /api/applicant/{id}` (hr): erases the applicant and the CV at once. */
export function useDeleteApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ deleted: boolean }>(`/applicant/${id}`, {
        successMessage: successText("applicants", "deleted"),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantKeys.all }),
  });
}

/** `PUT /api/applicant/{id}/stage` `{ stage, reason? }` (hr): the history records who and when. */
export function useChangeStage() {
  const onSaved = useApplicantSaved();
  return useMutation({
    mutationFn: ({ id, stage, reason }: { id: number; stage: ApplicantStage; reason?: string | undefined }) =>
      api.put<ApplicantDetail>(
        `/applicant/${id}/stage`,
        { stage, ...(reason ? { reason } : {}) },
        { successMessage: successText("applicants", "stageChanged") },
      ),
    onSuccess: onSaved,
  });
}

/** `POST /api/applicant/{id}/hire` `{ employmentStart }` (hr): answers the new employee's id. */
export function useHireApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, employmentStart }: { id: number; employmentStart: string }) =>
      api.post<HireResult>(
        `/applicant/${id}/hire`,
        { employmentStart },
        { successMessage: successText("applicants", "hired") },
      ),
    onSuccess: async (result) => {
      queryClient.setQueryData(applicantKeys.detail(result.applicant.id), result.applicant);
      await queryClient.invalidateQueries({
        predicate: (q) =>
          (q.queryKey[0] === "applicants" && q.queryKey[1] !== "detail") || q.queryKey[0] === "employees",
      });
    },
  });
}
