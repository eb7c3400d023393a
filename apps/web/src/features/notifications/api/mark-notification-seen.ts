import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MarkAllSeenResult, Notification } from "@office/shared/notifications/notifications.contract";
import { api } from "../../../lib/http/api";
import { notificationKeys } from "./get-notifications";

/** `PUT /api/notification/{id}/seen` (SPEC §7). */
export function markNotificationSeen(id: number): Promise<Notification> {
  return api.put<Notification>(`/notification/${id}/seen`);
}

/**
 * Applies `mark` to the cached list after a seen call succeeded. A drawer-open refetch still in flight was
 * answered before the server stored the change and would overwrite it with the item unseen again: such a
 * fetch is cancelled and fetched anew after the local update (only then, so the usual call count stays).
 */
async function updateSeenLocally(
  queryClient: QueryClient,
  mark: (list: Notification[]) => Notification[],
): Promise<void> {
  const key = notificationKeys.mine();
  const wasFetching = queryClient.isFetching({ queryKey: key }) > 0;
  if (wasFetching) await queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData<Notification[]>(key, (list) => (list ? mark(list) : list));
  if (wasFetching) void queryClient.refetchQueries({ queryKey: key });
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
      return updateSeenLocally(queryClient, (list) => list.map((n) => (n.id === id ? { ...n, seen } : n)));
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
      return updateSeenLocally(queryClient, (list) => list.map((n) => (n.seen ? n : { ...n, seen })));
    },
  });
}
