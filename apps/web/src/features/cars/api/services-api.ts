import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CarService, CarServiceList } from "@office/shared/fleet/car-services.contract";
import { api, apiBlob } from "../../../lib/http/api";
import { successText } from "../../../lib/toast/success-text";
import { fleetKeys } from "./fleet-keys";

/** Query key of a car's service log. */
export const serviceKeys = { list: (carId: number) => [...fleetKeys.all, "services", carId] as const };

/** `GET /api/car/{id}/service`: the log, the next service and the yearly costs. */
export function useCarServices(carId: number) {
  return useQuery({
    queryKey: serviceKeys.list(carId),
    queryFn: ({ signal }) => api.get<CarServiceList>(`/car/${carId}/service`, { signal }),
  });
}

/**
 * The service form's values: text as typed (the server parses), the invoice file or null;
 * `removeInvoice` drops the stored invoice on a PUT (ignored when a new file comes).
 */
export type ServiceUpload = {
  date: string;
  odometerKm: string;
  costHuf: string;
  description: string;
  file: File | null;
  removeInvoice?: boolean;
};

const formOf = (u: ServiceUpload) => {
  const body = new FormData();
  body.append("date", u.date);
  body.append("odometerKm", u.odometerKm);
  body.append("costHuf", u.costHuf);
  body.append("description", u.description);
  if (u.removeInvoice && !u.file) body.append("removeInvoice", "true");
  if (u.file) body.append("file", u.file, u.file.name);
  return body;
};

/** `POST /api/car/{id}/service` or, with `serviceId`, `PUT …/{serviceId}` (fleetManager), multipart. */
export function useSaveCarService(carId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, upload }: { serviceId: number | null; upload: ServiceUpload }) =>
      serviceId === null
        ? api.post<CarService>(`/car/${carId}/service`, formOf(upload), {
            successMessage: successText("cars", "serviceSaved"),
          })
        : api.put<CarService>(`/car/${carId}/service/${serviceId}`, formOf(upload), {
            successMessage: successText("cars", "serviceSaved"),
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}

/** `DELETE /api/car/{id}/service/{serviceId}` (fleetManager). */
export function useDeleteCarService(carId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) =>
      api.delete<void>(`/car/${carId}/service/${serviceId}`, {
        successMessage: successText("cars", "serviceDeleted"),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}

/** `GET /api/car/{id}/service/{serviceId}/invoice`: the invoice file. */
export const downloadServiceInvoice = (carId: number, serviceId: number): Promise<Blob> =>
  apiBlob.get(`/car/${carId}/service/${serviceId}/invoice`);
