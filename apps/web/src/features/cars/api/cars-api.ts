import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CarDetail,
  CarListItem,
  CarInput,
  DeleteResult,
  Ownership,
} from "@office/shared/fleet/cars.contract";
import { api, apiBlob } from "../../../lib/http/api";
import { carQueryOptions } from "./car-queries";
import { fleetKeys } from "./fleet-keys";
import { successText } from "../../../lib/toast/success-text";

/** The list filters of `/autok`. */
export type CarFilters = { search: string; ownership: Ownership | undefined; active: boolean | undefined };

const query = (f: CarFilters) => ({
  search: f.search.trim() || undefined,
  ownership: f.ownership,
  active: f.active,
});

/** `GET /api/car?search=&ownership=&active=`: every car for fleet managers, one's own cars for others. */
export function useCars(filters: CarFilters) {
  return useQuery({
    queryKey: fleetKeys.cars(query(filters)),
    queryFn: ({ signal }) => api.get<CarListItem[]>("/car", { query: query(filters), signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/car/export`: the filtered list as `.xlsx`. */
export const exportCars = (filters: CarFilters): Promise<Blob> =>
  apiBlob.get("/car/export", { query: query(filters) });

/** The car; disabled while `id` is 0. */
export function useCar(id: number) {
  return useQuery({ ...carQueryOptions(id), enabled: id > 0 });
}

/** Refreshes every fleet query after a write. */
export function useInvalidateFleet() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: fleetKeys.all });
}

/** `POST /api/car` (fleetManager). */
export function useCreateCar() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (input: CarInput) =>
      api.post<CarDetail>("/car", input, { successMessage: successText("cars", "created") }),
    onSuccess: invalidate,
  });
}

/** `PUT /api/car/{id}` (fleetManager). */
export function useUpdateCar(id: number) {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (input: CarInput) =>
      api.put<CarDetail>(`/car/${id}`, input, { successMessage: successText("cars", "updated") }),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/car/{id}` (fleetManager): deleted, or deactivated when it has a log. */
export function useDeleteCar(id: number) {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: () =>
      api.delete<DeleteResult>(`/car/${id}`, {
        successMessage: (answer) =>
          successText("cars", answer.outcome === "deleted" ? "deleted" : "deactivated"),
      }),
    onSuccess: invalidate,
  });
}
