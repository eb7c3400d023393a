import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Notification } from "@office/shared/notifications/notifications.contract";
import { api } from "../../../lib/http/api";
import { notificationKeys } from "./get-notifications";

/** `PUT /api/notification/{id}/seen` (SPEC §7). */
export function markNotificationSeen(id: number): Promise<Notification> {
  return api.put<Notification>(`/notification/${id}/seen`);
}

/**
 * Marks a notification seen. SPEC §4: only after the call succeeds is `seen` set locally, to the current
 * time.
 */
export function useMarkNotificationSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markNotificationSeen(id),
    onSuccess: (_answer, id) => {
      const seen = new Date().toISOString();
      queryClient.setQueryData<Notification[]>(notificationKeys.mine(), (list) =>
        list?.map((n) => (n.id === id ? { ...n, seen } : n)),
      );
    },
  });
}
