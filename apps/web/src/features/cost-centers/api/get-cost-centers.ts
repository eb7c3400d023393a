import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CostCenter } from "@office/shared/cost-centers/cost-centers.contract";
import { api } from "../../../lib/http/api";

export const costCenterKeys = {
  all: ["costCenters"] as const,
  lists: () => ["costCenters", "list"] as const,
};

/** `GET /api/costCenter`: every cost centre of the tenant (active and inactive) with usage counts, by code. */
export function getCostCenters(signal?: AbortSignal): Promise<CostCenter[]> {
  return api.get<CostCenter[]>("/costCenter", signal ? { signal } : {});
}

export function costCentersQueryOptions() {
  return queryOptions({ queryKey: costCenterKeys.lists(), queryFn: ({ signal }) => getCostCenters(signal) });
}

/** The tenant's cost centres (any signed-in user may read them; the employee form picks from them). */
export function useCostCenters(isEnabled = true) {
  return useQuery({ ...costCentersQueryOptions(), enabled: isEnabled });
}
