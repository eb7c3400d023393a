import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Company, UpdateCompanyInput } from "@office/shared/company/company.contract";
import { api } from "../../../lib/http/api";
import { clientConfigKeys } from "../../client-config/api/get-client-config";
import { companyKeys } from "./get-company";
import { successText } from "../../../lib/toast/success-text";

/** `PUT /api/company {name, logoHeight, headerColor}` (companyAdmin). */
export function updateCompany(input: UpdateCompanyInput): Promise<Company> {
  return api.put<Company>("/company", input, { successMessage: successText("company", "updated") });
}

/** Success handling of both company saves: cache the company and refetch the tenant config so the shell rebrands at once. */
export function useCompanySaved() {
  const queryClient = useQueryClient();
  return (company: Company) => {
    queryClient.setQueryData(companyKeys.current(), company);
    return queryClient.invalidateQueries({ queryKey: clientConfigKeys.all });
  };
}

export function useUpdateCompany() {
  const onSaved = useCompanySaved();
  return useMutation({ mutationFn: updateCompany, onSuccess: onSaved });
}
