import { useQuery } from "@tanstack/react-query";
import type { SimilarPartner } from "@office/shared/partners/partners.contract";
import { api } from "../../../lib/http/api";
import { partnerKeys } from "./partner-keys";

/** `GET /api/partner/similar?name=&taxNumber=&excludeId=`: existing partners close to the one being entered. */
export function findSimilarPartners(
  name: string,
  taxNumber: string,
  excludeId: number | undefined,
  signal?: AbortSignal,
): Promise<SimilarPartner[]> {
  return api.get<SimilarPartner[]>("/partner/similar", {
    query: { name: name || undefined, taxNumber: taxNumber || undefined, excludeId },
    ...(signal ? { signal } : {}),
  });
}

/** The similar partners of a (debounced) name and tax number; idle while both are too short. */
export function useSimilarPartners(name: string, taxNumber: string, excludeId: number | undefined) {
  const trimmedName = name.trim();
  const trimmedTax = taxNumber.trim();
  return useQuery({
    queryKey: partnerKeys.similar(trimmedName, trimmedTax, excludeId),
    queryFn: ({ signal }) => findSimilarPartners(trimmedName, trimmedTax, excludeId, signal),
    enabled: trimmedName.length >= 3 || trimmedTax.replace(/\D/g, "").length >= 8,
    staleTime: 30_000,
  });
}
