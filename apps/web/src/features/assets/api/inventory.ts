import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateInventoryInput,
  Inventory,
  InventoryDetail,
  ScanInput,
  ScanResult,
} from "@office/shared/assets/inventory.contract";
import { api, reportApi } from "../../../lib/http/api";
import { assetKeys } from "./asset-keys";
import { successText } from "../../../lib/toast/success-text";

/** `GET /api/inventory` (assetManager): the sessions, newest first. */
export function useInventories(isEnabled = true) {
  return useQuery({
    queryKey: assetKeys.inventories(),
    queryFn: ({ signal }) => api.get<Inventory[]>("/inventory", { signal }),
    enabled: isEnabled,
  });
}

/** `GET /api/inventory/{id}`: a session with its lines. */
export function useInventory(id: number | null) {
  return useQuery({
    queryKey: assetKeys.inventory(id ?? 0),
    queryFn: ({ signal }) => api.get<InventoryDetail>(`/inventory/${id ?? 0}`, { signal }),
    enabled: id !== null,
  });
}

export function useCreateInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<CreateInventoryInput>) =>
      api.post<InventoryDetail>("/inventory", input, {
        successMessage: successText("assets", "inventoryStarted"),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.inventories() }),
  });
}

/** `POST /api/inventory/{id}/scan`; refreshes the session. */
export function useScan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<ScanInput>) =>
      api.post<ScanResult>(`/inventory/${id}/scan`, input, {
        successMessage: successText("assets", "inventoryScanned"),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.inventory(id) }),
  });
}

/** `PUT /api/inventory/{id}/close`: writes the results to the assets. */
export function useCloseInventory(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.put<InventoryDetail>(`/inventory/${id}/close`, undefined, {
        successMessage: successText("assets", "inventoryClosed"),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.all }),
  });
}

/** `GET /report/inventory/{id}?format=`: the closing report. */
export function downloadInventoryReport(id: number, format: "xlsx" | "pdf"): Promise<Blob> {
  return reportApi.get(`/inventory/${id}`, { query: { format } });
}
