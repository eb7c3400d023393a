import { useMutation } from "@tanstack/react-query";
import type { Company } from "@office/shared/company/company.contract";
import { api } from "../../../lib/http/api";
import { useCompanySaved } from "./update-company";
import { successText } from "../../../lib/toast/success-text";

/** `PUT /api/company/logo`, multipart field `file` (PNG/JPEG/WebP, at most 1 MiB). */
export function uploadCompanyLogo(file: File): Promise<Company> {
  const body = new FormData();
  body.append("file", file);
  return api.put<Company>("/company/logo", body, { successMessage: successText("company", "logoSaved") });
}

/** Uploads a new company logo; the shell's branding follows at once. */
export function useUploadCompanyLogo() {
  const onSaved = useCompanySaved();
  return useMutation({ mutationFn: uploadCompanyLogo, onSuccess: onSaved });
}
