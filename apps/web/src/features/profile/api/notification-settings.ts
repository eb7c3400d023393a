import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  NotificationSettings,
  NotificationSettingsInput,
} from "@office/shared/notifications/notification-settings.contract";
import { api } from "../../../lib/http/api";
import { successText } from "../../../lib/toast/success-text";

export type { NotificationSettings };

const key = ["notificationSettings"] as const;

/** `GET /api/notificationSettings` (issue 23 §1): the caller's e-mail choice per type, digest hour. */
export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return api.get<NotificationSettings>("/notificationSettings", signal ? { signal } : {});
}

export function useNotificationSettings() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => getNotificationSettings(signal) });
}

/** `PUT /api/notificationSettings`: the changed types and/or digest hour; answers every setting. */
export function putNotificationSettings(input: NotificationSettingsInput): Promise<NotificationSettings> {
  return api.put<NotificationSettings>("/notificationSettings", input, {
    successMessage: successText("notifications", "settingsSaved"),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}
