import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MarkAllSeenResult, Notification } from "@office/shared/notifications/notifications.contract";
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

/** `PUT /api/notification/seen` ("Mind olvasott"): marks every unseen notification of the caller seen. */
export function markAllNotificationsSeen(): Promise<MarkAllSeenResult> {
  return api.put<MarkAllSeenResult>("/notification/seen");
}

/**
 * Marks all notifications seen; after the call succeeds every unseen one gets `seen` = now locally
 * (as SPEC §4 does for one).
 */
export function useMarkAllNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsSeen,
    onSuccess: () => {
      const seen = new Date().toISOString();
      queryClient.setQueryData<Notification[]>(notificationKeys.mine(), (list) =>
        list?.map((n) => (n.seen ? n : { ...n, seen })),
      );
    },
  });
}
