import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReminderSettings, ReminderSettingsInput } from "@office/shared/reminders/reminders.contract";
import { api } from "../../../lib/http/api";
import { successText } from "../../../lib/toast/success-text";

/** Query keys of the tenant's reminder thresholds. */
export const reminderSettingsKeys = { current: () => ["reminderSettings"] as const };

/** `GET /api/reminderSettings` (companyAdmin, hr); only fetched when `isEnabled`. */
export function useReminderSettings(isEnabled: boolean) {
  return useQuery({
    queryKey: reminderSettingsKeys.current(),
    queryFn: ({ signal }) => api.get<ReminderSettings>("/reminderSettings", { signal }),
    enabled: isEnabled,
  });
}

/** `PUT /api/reminderSettings {reminderDays}`. */
export function useUpdateReminderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderSettingsInput) =>
      api.put<ReminderSettings>("/reminderSettings", input, {
        successMessage: successText("company", "remindersSaved"),
      }),
    onSuccess: (saved) => client.setQueryData(reminderSettingsKeys.current(), saved),
  });
}
