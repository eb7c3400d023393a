import { queryOptions } from "@tanstack/react-query";
import type { CarDetail } from "@office/shared/fleet/cars.contract";
import type { Driver, DriverDetail } from "@office/shared/fleet/drivers.contract";
import type { Reminder } from "@office/shared/fleet/reminders.contract";
import { api } from "../../../lib/http/api";
import { fleetKeys } from "./fleet-keys";

// The queries of the car and driver pages, apart from their hooks and mutations: the route prefetches
// (prefetch-cars.ts) are part of the main bundle and import only these (issue 19 §6).

/** `GET /api/car/{id}` (no retry: a 404 or 403 shows at once). */
export function carQueryOptions(id: number) {
  return queryOptions({
    queryKey: fleetKeys.car(id),
    queryFn: ({ signal }) => api.get<CarDetail>(`/car/${id}`, { signal }),
    retry: false,
  });
}

/** `GET /api/driver`: every driver (fleetManager; the car form's driver picker). */
export function driversQueryOptions() {
  return queryOptions({
    queryKey: fleetKeys.drivers(),
    queryFn: ({ signal }) => api.get<Driver[]>("/driver", { signal }),
  });
}

/** `GET /api/driver/{id}`: the driver with cars and trips. */
export function driverQueryOptions(id: number) {
  return queryOptions({
    queryKey: fleetKeys.driver(id),
    queryFn: ({ signal }) => api.get<DriverDetail>(`/driver/${id}`, { signal }),
    retry: false,
  });
}

/** `GET /api/car/{id}/reminder`. */
export function carRemindersQueryOptions(carId: number) {
  return queryOptions({
    queryKey: fleetKeys.reminders(carId),
    queryFn: ({ signal }) => api.get<Reminder[]>(`/car/${carId}/reminder`, { signal }),
  });
}
