import { useQuery } from "@tanstack/react-query";
import type { EmployeeAsset } from "@office/shared/assets/assets.contract";
import { api } from "../../../lib/http/api";

/** Query keys of an employee's assets (by the `active` filter; undefined = all). */
export const employeeAssetKeys = {
  list: (id: number, active: boolean | undefined) =>
    ["employees", "detail", id, "assets", { active: active ?? null }] as const,
};

/**
 * `GET /api/employee/{id}/asset?active=` (self, hr, assetManager): the assets the employee holds, by
 * inventory number; `active` true = not retired, false = retired only, undefined = all.
 */
export async function getEmployeeAssets(
  id: number,
  active: boolean | undefined,
  signal?: AbortSignal,
): Promise<EmployeeAsset[]> {
  const query = active === undefined ? "" : `?active=${String(active)}`;
  return api.get<EmployeeAsset[]>(`/employee/${id}/asset${query}`, signal ? { signal } : {});
}

export function useEmployeeAssets(id: number, active: boolean | undefined) {
  return useQuery({
    queryKey: employeeAssetKeys.list(id, active),
    queryFn: ({ signal }) => getEmployeeAssets(id, active, signal),
  });
}
