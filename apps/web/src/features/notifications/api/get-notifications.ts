import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Notification } from "@office/shared/notifications/notifications.contract";
import { api } from "../../../lib/http/api";

export const notificationKeys = {
  all: ["notifications"] as const,
  mine: () => ["notifications", "mine"] as const,
};

/** `GET /api/notification`: the signed-in user's notifications (SPEC §7). */
export function listNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return api.get<Notification[]>("/notification", signal ? { signal } : {});
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.mine(),
    queryFn: ({ signal }) => listNotifications(signal),
    staleTime: Infinity,
  });
}

/**
 * The user's notifications. SPEC §4: fetched on app start when authenticated (pass `isEnabled`) and again
 * each time the drawer opens (the drawer calls `refetch`).
 */
export function useNotifications(isEnabled = true) {
  return useQuery({ ...notificationsQueryOptions(), enabled: isEnabled });
}
