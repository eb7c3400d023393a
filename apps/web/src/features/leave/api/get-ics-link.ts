import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http/api";
import { leaveKeys } from "./leave-keys";

/** `GET /api/leave/icsLink`: the caller's private calendar feed address (approved absences). */
export function getIcsLink(signal?: AbortSignal): Promise<{ url: string }> {
  return api.get<{ url: string }>("/leave/icsLink", signal ? { signal } : {});
}

export function useIcsLink() {
  return useQuery({
    queryKey: leaveKeys.icsLink(),
    queryFn: ({ signal }) => getIcsLink(signal),
    staleTime: Infinity,
  });
}
