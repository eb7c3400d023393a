import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { JobOpening, JobOpeningInput } from "@office/shared/applicants/applicants.contract";
import { api } from "../../../lib/http/api";
import { applicantKeys } from "./applicant-keys";
import { successText } from "../../../lib/toast/success-text";

/** `GET /api/jobOpening` (hr): open openings first, each with its applicant counts by stage. */
export function listJobOpenings(signal?: AbortSignal): Promise<JobOpening[]> {
  return api.get<JobOpening[]>("/jobOpening", signal ? { signal } : {});
}

export const jobOpeningsQueryOptions = () =>
  queryOptions({ queryKey: applicantKeys.openings(), queryFn: ({ signal }) => listJobOpenings(signal) });

export function useJobOpenings() {
  return useQuery(jobOpeningsQueryOptions());
}

/** `POST /api/jobOpening` or `PUT /api/jobOpening/{id}` (hr). */
export function saveJobOpening(id: number | null, input: JobOpeningInput): Promise<JobOpening> {
  return id === null
    ? api.post<JobOpening>("/jobOpening", input, {
        successMessage: successText("applicants", "openingSaved"),
      })
    : api.put<JobOpening>(`/jobOpening/${id}`, input, {
        successMessage: successText("applicants", "openingSaved"),
      });
}

/** `DELETE /api/jobOpening/{id}` (hr): only an opening without applicants (else 409). */
export function deleteJobOpening(id: number): Promise<{ deleted: boolean }> {
  return api.delete<{ deleted: boolean }>(`/jobOpening/${id}`, {
    successMessage: successText("applicants", "openingDeleted"),
  });
}

export function useSaveJobOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: JobOpeningInput }) => saveJobOpening(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantKeys.all }),
  });
}

export function useDeleteJobOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobOpening,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantKeys.openings() }),
  });
}
