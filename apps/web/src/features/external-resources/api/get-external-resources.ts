import { queryOptions, useQuery } from "@tanstack/react-query";
import type {
  ExternalResourceDetail,
  ExternalResourceListItem,
} from "@office/shared/external-resources/external-resources.contract";
import { api } from "../../../lib/http/api";

export const externalResourceKeys = {
  all: ["externalResources"] as const,
  lists: () => ["externalResources", "list"] as const,
  detail: (id: number) => ["externalResources", "detail", id] as const,
};

/** `GET /api/externalResource`: every contractor of the tenant (active and inactive), by name. */
export function getExternalResources(signal?: AbortSignal): Promise<ExternalResourceListItem[]> {
  return api.get<ExternalResourceListItem[]>("/externalResource", signal ? { signal } : {});
}

/** `GET /api/externalResource/{id}`: one contractor with the projects they are on. */
export function getExternalResource(id: number, signal?: AbortSignal): Promise<ExternalResourceDetail> {
  return api.get<ExternalResourceDetail>(`/externalResource/${id}`, signal ? { signal } : {});
}

export function externalResourcesQueryOptions() {
  return queryOptions({
    queryKey: externalResourceKeys.lists(),
    queryFn: ({ signal }) => getExternalResources(signal),
  });
}

export function useExternalResources() {
  return useQuery(externalResourcesQueryOptions());
}

export function useExternalResource(id: number) {
  return useQuery({
    queryKey: externalResourceKeys.detail(id),
    queryFn: ({ signal }) => getExternalResource(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
