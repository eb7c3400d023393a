import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReferenceDataOverview } from "@office/shared/reference-data/reference-data.contract";
import { api } from "../../../lib/http/api";

export const referenceDataKeys = {
  all: ["referenceData"] as const,
  overview: () => ["referenceData", "overview"] as const,
};

/** `GET /api/referenceData` (companyAdmin): every reference table, its periods and the missing ones. */
export function getReferenceData(signal?: AbortSignal): Promise<ReferenceDataOverview> {
  return api.get<ReferenceDataOverview>("/referenceData", signal ? { signal } : {});
}

export function referenceDataQueryOptions() {
  return queryOptions({
    queryKey: referenceDataKeys.overview(),
    queryFn: ({ signal }) => getReferenceData(signal),
  });
}

/** The reference-data overview; pass `isEnabled = false` for users who may not read it. */
export function useReferenceData(isEnabled: boolean) {
  return useQuery({ ...referenceDataQueryOptions(), enabled: isEnabled });
}
