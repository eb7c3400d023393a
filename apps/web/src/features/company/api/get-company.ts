import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Company } from "@office/shared/company/company.contract";
import { api } from "../../../lib/http/api";

export const companyKeys = {
  all: ["company"] as const,
  current: () => ["company", "current"] as const,
};

/** `GET /api/company` (companyAdmin): the profile that feeds the tenant config. */
export function getCompany(signal?: AbortSignal): Promise<Company> {
  return api.get<Company>("/company", signal ? { signal } : {});
}

export function companyQueryOptions() {
  return queryOptions({ queryKey: companyKeys.current(), queryFn: ({ signal }) => getCompany(signal) });
}

/** The company profile; pass `isEnabled = false` for users who may not read it. */
export function useCompany(isEnabled: boolean) {
  return useQuery({ ...companyQueryOptions(), enabled: isEnabled });
}
