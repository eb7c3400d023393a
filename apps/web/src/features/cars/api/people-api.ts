import { useMutation, useQuery } from "@tanstack/react-query";
import type { DriverDetail, DriverInput } from "@office/shared/fleet/drivers.contract";
import type { FuelCard, FuelCardInput } from "@office/shared/fleet/fuel-cards.contract";
import { api } from "../../../lib/http/api";
import { driverQueryOptions, driversQueryOptions } from "./car-queries";
import { fleetKeys } from "./fleet-keys";
import { useInvalidateFleet } from "./cars-api";
import { successText } from "../../../lib/toast/success-text";

/** `GET /api/driver` (fleetManager). */
export function useDrivers(isEnabled = true) {
  return useQuery({ ...driversQueryOptions(), enabled: isEnabled });
}

/** The driver; disabled while `id` is 0. */
export function useDriver(id: number) {
  return useQuery({ ...driverQueryOptions(id), enabled: id > 0 });
}

/** `POST /api/driver` or `PUT /api/driver/{id}` (fleetManager). */
export function useSaveDriver() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: DriverInput }) =>
      id === null
        ? api.post<DriverDetail>("/driver", input, { successMessage: successText("cars", "driverCreated") })
        : api.put<DriverDetail>(`/driver/${id}`, input, {
            successMessage: successText("cars", "driverUpdated"),
          }),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/driver/{id}` (fleetManager); 409 while the driver has trips (the HTTP layer shows it). */
export function useDeleteDriver(id: number) {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: () =>
      api.delete<{ ok: true }>(`/driver/${id}`, {
        successMessage: successText("cars", "driverDeleted"),
      }),
    onSuccess: invalidate,
  });
}

/** `GET /api/fuelCard` (fleetManager). */
export function useFuelCards(isEnabled = true) {
  return useQuery({
    queryKey: fleetKeys.cards(),
    queryFn: ({ signal }) => api.get<FuelCard[]>("/fuelCard", { signal }),
    enabled: isEnabled,
  });
}

/** `GET /api/fuelCard/{id}`. */
export function useFuelCard(id: number) {
  return useQuery({
    queryKey: fleetKeys.card(id),
    queryFn: ({ signal }) => api.get<FuelCard>(`/fuelCard/${id}`, { signal }),
    enabled: id > 0,
    retry: false,
  });
}

/** `POST /api/fuelCard` or `PUT /api/fuelCard/{id}` (fleetManager). */
export function useSaveFuelCard() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: FuelCardInput }) =>
      id === null
        ? api.post<FuelCard>("/fuelCard", input, { successMessage: successText("cars", "cardCreated") })
        : api.put<FuelCard>(`/fuelCard/${id}`, input, { successMessage: successText("cars", "cardUpdated") }),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/fuelCard/{id}` (fleetManager). */
export function useDeleteFuelCard() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ ok: true }>(`/fuelCard/${id}`, { successMessage: successText("cars", "cardDeleted") }),
    onSuccess: invalidate,
  });
}
