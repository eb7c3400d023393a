import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { IcsLink } from "@office/shared/leave/leave.contract";
import { api } from "../../../lib/http/api";
import { leaveKeys } from "./leave-keys";
import { successText } from "../../../lib/toast/success-text";

/** `GET /api/leave/icsLink`: the caller's private calendar feed address (approved absences), `url: null` once revoked. */
export function getIcsLink(signal?: AbortSignal): Promise<IcsLink> {
  return api.get<IcsLink>("/leave/icsLink", signal ? { signal } : {});
}

/** The feed address, kept until it is changed here (regenerate / revoke write the new one in). */
export function icsLinkQueryOptions() {
  return queryOptions({
    queryKey: leaveKeys.icsLink(),
    queryFn: ({ signal }) => getIcsLink(signal),
    staleTime: Infinity,
  });
}

export function useIcsLink() {
  return useQuery(icsLinkQueryOptions());
}

/** `POST /api/leave/icsLink` (a new address; the old one stops at once) or `DELETE` (revoke it). */
export function useChangeIcsLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: "regenerate" | "revoke") =>
      action === "regenerate"
        ? api.post<IcsLink>("/leave/icsLink", undefined, {
            successMessage: successText("icsLink", "regenerated"),
          })
        : api.delete<IcsLink>("/leave/icsLink", { successMessage: successText("icsLink", "revoked") }),
    onSuccess: (link) => queryClient.setQueryData(leaveKeys.icsLink(), link),
  });
}
