import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  EmployeeDocument,
  EmployeeDocumentList,
  EmployeeDocumentType,
} from "@office/shared/employees/documents.contract";
import { api, apiBlob } from "../../../lib/http/api";
import { employeeKeys } from "./get-employee";
import { successText } from "../../../lib/toast/success-text";

/** `GET /api/employee/{id}/document` → `{ docuement: [...] }` (SPEC spelling), newest first. */
export async function listDocuments(employeeId: number, signal?: AbortSignal): Promise<EmployeeDocument[]> {
  const answer = await api.get<EmployeeDocumentList>(
    `/employee/${employeeId}/document`,
    signal ? { signal } : {},
  );
  return answer.docuement;
}

export function useDocuments(employeeId: number) {
  return useQuery({
    queryKey: employeeKeys.documents(employeeId),
    queryFn: ({ signal }) => listDocuments(employeeId, signal),
  });
}

/** The upload form: the file and its optional name, type and expiry (`YYYY-MM-DD` or empty). */
export type DocumentUpload = {
  file: File;
  name: string;
  documentType: EmployeeDocumentType;
  validUntil: string;
};

/** `POST /api/employee/{id}/document` (hr), multipart: the text fields first, then the `file` part. */
export function uploadDocument(employeeId: number, upload: DocumentUpload): Promise<EmployeeDocument> {
  const body = new FormData();
  body.append("name", upload.name);
  body.append("documentType", upload.documentType);
  body.append("validUntil", upload.validUntil);
  body.append("file", upload.file, upload.file.name);
  return api.post<EmployeeDocument>(`/employee/${employeeId}/document`, body, {
    successMessage: successText("employees", "documentUploaded"),
  });
}

/** `GET /api/employee/{id}/document/{docId}/download`: the stored file. */
export function downloadDocument(employeeId: number, documentId: number): Promise<Blob> {
  return apiBlob.get(`/employee/${employeeId}/document/${documentId}/download`);
}

/** `DELETE /api/employee/{id}/document/{docId}` (hr). */
export function deleteDocument(employeeId: number, documentId: number): Promise<void> {
  return api.delete<void>(`/employee/${employeeId}/document/${documentId}`, {
    successMessage: successText("employees", "documentDeleted"),
  });
}

function useRefreshDocuments(employeeId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: employeeKeys.documents(employeeId) }),
      queryClient.invalidateQueries({ queryKey: employeeKeys.history(employeeId) }),
    ]);
}

export function useUploadDocument(employeeId: number) {
  const onSuccess = useRefreshDocuments(employeeId);
  return useMutation({
    mutationFn: (upload: DocumentUpload) => uploadDocument(employeeId, upload),
    onSuccess,
  });
}

export function useDeleteDocument(employeeId: number) {
  const onSuccess = useRefreshDocuments(employeeId);
  return useMutation({
    mutationFn: (documentId: number) => deleteDocument(employeeId, documentId),
    onSuccess,
  });
}
