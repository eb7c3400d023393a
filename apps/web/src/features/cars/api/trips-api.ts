import { useMutation, useQuery } from "@tanstack/react-query";
import type { ClosedMonth, Trip, TripInput } from "@office/shared/fleet/trips.contract";
import type { FuelFillSaved, FuelInput, FuelList } from "@office/shared/fleet/fuel.contract";
import type { Reminder, ReminderDoneInput } from "@office/shared/fleet/reminders.contract";
import { api, reportApi } from "../../../lib/http/api";
import { carRemindersQueryOptions } from "./car-queries";
import { fleetKeys } from "./fleet-keys";
import { useInvalidateFleet } from "./cars-api";
import { successText } from "../../../lib/toast/success-text";

/** `GET /api/car/{id}/distance?month=`: the month's trips in log order. */
export function useTrips(carId: number, month: string) {
  return useQuery({
    queryKey: fleetKeys.trips(carId, month),
    queryFn: ({ signal }) => api.get<Trip[]>(`/car/${carId}/distance`, { query: { month }, signal }),
    enabled: carId > 0,
  });
}

/** `POST /api/car/{id}/distance` or `PUT …/{tripId}`. */
export function useSaveTrip(carId: number) {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TripInput }) =>
      id === null
        ? api.post<Trip>(`/car/${carId}/distance`, input, {
            successMessage: successText("cars", "tripCreated"),
          })
        : api.put<Trip>(`/car/${carId}/distance/${id}`, input, {
            successMessage: successText("cars", "tripUpdated"),
          }),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/car/{id}/distance/{tripId}`. */
export function useDeleteTrip(carId: number) {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (tripId: number) =>
      api.delete<{ odometerKm: number }>(`/car/${carId}/distance/${tripId}`, {
        successMessage: successText("cars", "tripDeleted"),
      }),
    onSuccess: invalidate,
  });
}

/** `PUT /api/car/{id}/distance/close?month=` (fleetManager). */
export function useCloseMonth(carId: number) {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (month: string) =>
      api.put<ClosedMonth>(`/car/${carId}/distance/close`, undefined, {
        query: { month },
        successMessage: successText("cars", "monthClosed"),
      }),
    onSuccess: invalidate,
  });
}

/** `GET /report/car/{id}/distance?month=&format=`: the month's sheet as a file. */
export const downloadTripLog = (carId: number, month: string, format: "xlsx" | "pdf"): Promise<Blob> =>
  reportApi.get(`/car/${carId}/distance`, { query: { month, format } });

/** `GET /api/car/{id}/fuel`. */
export function useFuel(carId: number) {
  return useQuery({
    queryKey: fleetKeys.fuel(carId),
    queryFn: ({ signal }) => api.get<FuelList>(`/car/${carId}/fuel`, { signal }),
    enabled: carId > 0,
  });
}

/** `POST /api/car/{id}/fuel`: answers the fill with its warnings. */
export function useCreateFuel(carId: number) {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (input: FuelInput) =>
      api.post<FuelFillSaved>(`/car/${carId}/fuel`, input, {
        successMessage: successText("cars", "fuelCreated"),
      }),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/car/{id}/fuel/{fuelId}`. */
export function useDeleteFuel(carId: number) {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (fuelId: number) =>
      api.delete<{ ok: true }>(`/car/${carId}/fuel/${fuelId}`, {
        successMessage: successText("cars", "fuelDeleted"),
      }),
    onSuccess: invalidate,
  });
}

/** The car's reminders; disabled while `carId` is 0. */
export function useCarReminders(carId: number) {
  return useQuery({ ...carRemindersQueryOptions(carId), enabled: carId > 0 });
}

/** `GET /api/fleetReminder?withinDays=` (fleetManager). */
export function useOpenReminders(isEnabled: boolean) {
  return useQuery({
    queryKey: fleetKeys.openReminders(),
    queryFn: ({ signal }) => api.get<Reminder[]>("/fleetReminder", { query: { withinDays: 60 }, signal }),
    enabled: isEnabled,
  });
}

/** `PUT /api/fleetReminder/{id}/done` (fleetManager). */
export function useMarkReminderDone() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ReminderDoneInput }) =>
      api.put<Reminder>(`/fleetReminder/${id}/done`, input, {
        successMessage: successText("cars", "reminderDone"),
      }),
    onSuccess: invalidate,
  });
}
