import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PartnerDetail } from "@office/shared/partners/partners.contract";
import { api } from "../../../lib/http/api";
import { partnerKeys } from "./partner-keys";

/** `GET /api/partner/{id}`: the partner with its contacts and projects. */
export function getPartner(id: number, signal?: AbortSignal): Promise<PartnerDetail> {
  return api.get<PartnerDetail>(`/partner/${id}`, signal ? { signal } : {});
}

export function partnerQueryOptions(id: number) {
  return queryOptions({ queryKey: partnerKeys.detail(id), queryFn: ({ signal }) => getPartner(id, signal) });
}

/** One partner; disabled while `id` is 0 (no valid id in the URL). */
export function usePartner(id: number) {
  return useQuery({ ...partnerQueryOptions(id), enabled: id > 0, retry: false });
}
