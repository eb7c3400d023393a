import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PartnerListItem } from "@office/shared/partners/partners.contract";
import { api } from "../../../lib/http/api";
import { partnerKeys } from "./partner-keys";

/** The list's active filter: `?active=true`, `?active=false`, or no filter. */
export type ActiveFilter = "active" | "inactive" | "all";

/** The list's filters, in the order the select lists them. */
export const ACTIVE_FILTERS: readonly ActiveFilter[] = ["active", "inactive", "all"];

/** The filter a `?active=` URL value names; `active` when it names none. */
export function readActiveFilter(value: string | null): ActiveFilter {
  return ACTIVE_FILTERS.find((filter) => filter === value) ?? "active";
}

/** The `active` query value of a filter (undefined = every partner). */
export function activeQueryValue(filter: ActiveFilter): boolean | undefined {
  return filter === "all" ? undefined : filter === "active";
}

/** `GET /api/partner?search=&active=`: the partners by name with their first contact and active projects. */
export function listPartners(
  search: string,
  active: boolean | undefined,
  signal?: AbortSignal,
): Promise<PartnerListItem[]> {
  return api.get<PartnerListItem[]>("/partner", {
    query: { search: search.trim() || undefined, active },
    ...(signal ? { signal } : {}),
  });
}

export function partnersQueryOptions(search: string, active: boolean | undefined) {
  return queryOptions({
    queryKey: partnerKeys.list(search.trim(), active),
    queryFn: ({ signal }) => listPartners(search, active, signal),
    placeholderData: keepPreviousData,
  });
}

/** The partners for a search text and filter; the previous answer stays while the next one loads. */
export function usePartners(search: string, filter: ActiveFilter) {
  return useQuery(partnersQueryOptions(search, activeQueryValue(filter)));
}
