import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarSettings } from "@office/shared/events/events.contract";
import { api } from "../../../lib/http/api";
import { successText } from "../../../lib/toast/success-text";
import { eventKeys } from "./event-keys";

/** `GET /api/calendarSettings`: my default reminder for new events. */
export function useCalendarSettings() {
  return useQuery({
    queryKey: eventKeys.settings(),
    queryFn: ({ signal }) => api.get<CalendarSettings>("/calendarSettings", { signal }),
  });
}

/** `PUT /api/calendarSettings`: saves my default reminder. */
export function useSaveCalendarSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CalendarSettings) =>
      api.put<CalendarSettings>("/calendarSettings", input, {
        successMessage: successText("calendar", "settingsSaved"),
      }),
    onSuccess: (saved) => queryClient.setQueryData(eventKeys.settings(), saved),
  });
}
