import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EventIcsLink } from "@office/shared/events/events.contract";
import { api } from "../../../lib/http/api";
import { eventKeys } from "./event-keys";
import { successText } from "../../../lib/toast/success-text";

/** `GET /api/event/icsLink`: my personal feed address, `url: null` when none is live. */
export function getIcsLink(signal?: AbortSignal): Promise<EventIcsLink> {
  return api.get<EventIcsLink>("/event/icsLink", signal ? { signal } : {});
}

export function useEventIcsLink() {
  return useQuery({ queryKey: eventKeys.icsLink(), queryFn: ({ signal }) => getIcsLink(signal) });
}

/** `POST /api/event/icsLink` (a new address; the old one stops) or `DELETE` (revoke). */
export function useChangeIcsLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: "regenerate" | "revoke") =>
      action === "regenerate"
        ? api.post<EventIcsLink>("/event/icsLink", undefined, {
            successMessage: successText("icsLink", "regenerated"),
          })
        : api.delete<EventIcsLink>("/event/icsLink", { successMessage: successText("icsLink", "revoked") }),
    onSuccess: (link) => queryClient.setQueryData(eventKeys.icsLink(), link),
  });
}
