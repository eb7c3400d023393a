import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EmployeeFile } from "@office/shared/employees/files.contract";
import { api, apiBlob } from "../../../lib/http/api";
import { employeeKeys } from "./get-employee";
import { successText } from "../../../lib/toast/success-text";

/** `GET /api/employee/{id}/files/list`: the employee's free-form files, by name. */
export function listFiles(employeeId: number, signal?: AbortSignal): Promise<EmployeeFile[]> {
  return api.get<EmployeeFile[]>(`/employee/${employeeId}/files/list`, signal ? { signal } : {});
}

export function useFiles(employeeId: number) {
  return useQuery({
    queryKey: employeeKeys.files(employeeId),
    queryFn: ({ signal }) => listFiles(employeeId, signal),
  });
}

/**
 * `PUT /api/employee/{id}/files/upload` (hr), multipart with one part per file named by its file name
 * (SPEC §7); a file with an existing name replaces it. Answers the new list.
 */
export function uploadFiles(employeeId: number, files: readonly File[]): Promise<EmployeeFile[]> {
  const body = new FormData();
  for (const file of files) body.append(file.name, file, file.name);
  return api.put<EmployeeFile[]>(`/employee/${employeeId}/files/upload`, body, {
    successMessage: successText("employees", "filesUploaded"),
  });
}

/** `POST /api/employee/{id}/files {name}` (SPEC §7): downloads that file. */
export function downloadFile(employeeId: number, name: string): Promise<Blob> {
  return apiBlob.post(
    `/employee/${employeeId}/files`,
    { name },
    { successMessage: successText("employees", "fileDownloaded") },
  );
}

/** `DELETE /api/employee/{id}/files/{name}` (hr). */
export function deleteFile(employeeId: number, name: string): Promise<void> {
  return api.delete<void>(`/employee/${employeeId}/files/${encodeURIComponent(name)}`, {
    successMessage: successText("employees", "fileDeleted"),
  });
}

export function useUploadFiles(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => uploadFiles(employeeId, files),
    onSuccess: (list) => {
      queryClient.setQueryData(employeeKeys.files(employeeId), list);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.history(employeeId) });
    },
  });
}

export function useDeleteFile(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => deleteFile(employeeId, name),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.files(employeeId) }),
        queryClient.invalidateQueries({ queryKey: employeeKeys.history(employeeId) }),
      ]),
  });
}
