import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ExpiriesList, ExpiryHorizon, ExpiryKind } from "@office/shared/reminders/reminders.contract";
import { api } from "../../../lib/http/api";

/** Query keys of the full expiry list (`/lejaratok`). */
export const expiriesKeys = {
  all: ["expiries"] as const,
  list: (horizon: ExpiryHorizon, kind: ExpiryKind | null) => ["expiries", horizon, kind ?? "all"] as const,
};

/** `GET /api/expiries?horizon=&kind=`: everything I own or manage that expires within the horizon. */
export function expiriesQueryOptions(horizon: ExpiryHorizon, kind: ExpiryKind | null) {
  const params = new URLSearchParams({ horizon });
  if (kind) params.set("kind", kind);
  return queryOptions({
    queryKey: expiriesKeys.list(horizon, kind),
    queryFn: ({ signal }) => api.get<ExpiriesList>(`/expiries?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** {@link expiriesQueryOptions} as a hook. */
export function useExpiries(horizon: ExpiryHorizon, kind: ExpiryKind | null) {
  return useQuery(expiriesQueryOptions(horizon, kind));
}
