import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Asset,
  AssetHistoryEntry,
  AssetListItem,
  AssetInput,
  CheckInInput,
  ListAssetsQuery,
} from "@office/shared/assets/assets.contract";
import { api, reportApi } from "../../../lib/http/api";
import { assetKeys } from "./asset-keys";
import { successText } from "../../../lib/toast/success-text";

/** `GET /api/asset?search=&category=&status=&holderId=&location=` (own assets unless assetManager). */
export function listAssets(q: ListAssetsQuery, signal?: AbortSignal): Promise<AssetListItem[]> {
  return api.get<AssetListItem[]>("/asset", { query: { ...q }, ...(signal ? { signal } : {}) });
}

export function assetsQueryOptions(q: ListAssetsQuery) {
  return queryOptions({
    queryKey: assetKeys.list(q),
    queryFn: ({ signal }) => listAssets(q, signal),
  });
}

export function useAssets(q: ListAssetsQuery) {
  return useQuery({ ...assetsQueryOptions(q), placeholderData: keepPreviousData });
}

/** `GET /report/asset?…`: the filtered list as `.xlsx`. */
export function exportAssets(q: ListAssetsQuery): Promise<Blob> {
  return reportApi.get("/asset", { query: { ...q } });
}

export function useAsset(id: number) {
  return useQuery({
    queryKey: assetKeys.detail(id),
    queryFn: ({ signal }) => api.get<Asset>(`/asset/${id}`, { signal }),
  });
}

export function useAssetHistory(id: number) {
  return useQuery({
    queryKey: assetKeys.history(id),
    queryFn: ({ signal }) => api.get<AssetHistoryEntry[]>(`/asset/${id}/history`, { signal }),
  });
}

/** Refreshes everything of the domain (lists, details, protocols) after a write. */
export function useInvalidateAssets() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] === "assets" || q.queryKey[0] === "employees",
    });
}

/** `POST /api/asset` (assetManager). */
export function useCreateAsset() {
  const invalidate = useInvalidateAssets();
  return useMutation({
    mutationFn: (input: AssetInput) =>
      api.post<Asset>("/asset", input, { successMessage: successText("assets", "created") }),
    onSuccess: invalidate,
  });
}

/** `PUT /api/asset/{id}` (assetManager). */
export function useUpdateAsset(id: number) {
  const invalidate = useInvalidateAssets();
  return useMutation({
    mutationFn: (input: AssetInput) =>
      api.put<Asset>(`/asset/${id}`, input, { successMessage: successText("assets", "updated") }),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/asset/{id}` (assetManager). */
export function useDeleteAsset(id: number) {
  const invalidate = useInvalidateAssets();
  return useMutation({
    mutationFn: () => api.delete(`/asset/${id}`, { successMessage: successText("assets", "deleted") }),
    onSuccess: invalidate,
  });
}

/** `POST /api/asset/{id}/checkIn` (assetManager): back to the store; cancels a pending protocol. */
export function useCheckInAsset(id: number) {
  const invalidate = useInvalidateAssets();
  return useMutation({
    mutationFn: (input: CheckInInput) =>
      api.post<Asset>(`/asset/${id}/checkIn`, input, {
        successMessage: successText("assets", "checkedIn"),
      }),
    onSuccess: invalidate,
  });
}
