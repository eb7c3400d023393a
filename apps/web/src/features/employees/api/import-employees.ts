import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EmployeeImportResult } from "@office/shared/employees/employees-import.contract";
import { apiBlob, httpDeps } from "../../../lib/http/api";
import { SUCCESS_MESSAGE, createHttpClient } from "../../../lib/http/http-client";
import { showToast } from "../../../lib/toast/toast-store";
import { successText } from "../../../lib/toast/success-text";
import { employeeKeys } from "./get-employee";

/**
 * The `/api` JSON client without the automatic success toast: a dry run saves nothing, and a real
 * import whose rows turned out wrong saves nothing either, so "Sikeres mentés" is shown only when the
 * answer says `saved`. Errors still raise the danger toast; token refresh and 401 as everywhere.
 */
const importApi = createHttpClient<unknown>(
  { baseUrl: "/api", responseType: "json" },
  {
    ...httpDeps,
    showToast: (kind, message) => {
      if (kind === "danger") showToast(kind, message);
    },
  },
);

/**
 * `POST /api/employee/import?dryRun=` (hr), multipart part `file`: checks (dry run) or imports an
 * `.xlsx`; answers the per-row report. Nothing is saved unless `saved` is true.
 */
export function importEmployees(file: File, dryRun: boolean): Promise<EmployeeImportResult> {
  const body = new FormData();
  body.append("file", file, file.name);
  return importApi.post<EmployeeImportResult>("/employee/import", body, { query: { dryRun } });
}

/** `GET /api/employee/import/template` (hr): the empty `.xlsx` with the import's header row. */
export function downloadImportTemplate(): Promise<Blob> {
  return apiBlob.get("/employee/import/template");
}

/** Checks a file (dry run): the report, nothing saved, no toast unless the request fails. */
export function useCheckEmployeeImport() {
  return useMutation({ mutationFn: (file: File) => importEmployees(file, true) });
}

/** Imports a file; when saved, shows "Sikeres mentés" and refreshes the directory. */
export function useImportEmployees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importEmployees(file, false),
    onSuccess: async (result) => {
      if (!result.saved) return;
      showToast("success", SUCCESS_MESSAGE, successText("employees", "imported"));
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
    },
  });
}
