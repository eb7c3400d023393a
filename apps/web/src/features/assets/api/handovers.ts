import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  AssetHandover,
  CreateHandoverInput,
  ListHandoversQuery,
} from "@office/shared/assets/asset-handovers.contract";
import { api, reportApi } from "../../../lib/http/api";
import { assetKeys } from "./asset-keys";
import { useInvalidateAssets } from "./assets";
import { successText } from "../../../lib/toast/success-text";

/** `GET /api/assetHandover?scope=&assetId=`: toAccept (mine waiting), mine, sent, all (assetManager). */
export function useHandovers(scope: ListHandoversQuery["scope"], assetId?: number, isEnabled = true) {
  return useQuery({
    queryKey: assetKeys.handovers(scope, assetId),
    queryFn: ({ signal }) =>
      api.get<AssetHandover[]>("/assetHandover", { query: { scope, assetId }, signal }),
    enabled: isEnabled,
  });
}

/** `POST /api/assetHandover` (assetManager). The body as the server's contract takes it. */
export function useCreateHandover() {
  const invalidate = useInvalidateAssets();
  return useMutation({
    mutationFn: (input: Partial<CreateHandoverInput>) =>
      api.post<AssetHandover>("/assetHandover", input, {
        successMessage: successText("assets", "handoverCreated"),
      }),
    onSuccess: invalidate,
  });
}

/** What each handover step did, for its success toast. */
const HANDOVER_DONE = {
  send: "handoverSent",
  accept: "handoverAccepted",
  reject: "handoverRejected",
} as const;

/** `PUT /api/assetHandover/{id}/send|accept|reject`. */
export function useHandoverAction() {
  const invalidate = useInvalidateAssets();
  return useMutation({
    mutationFn: ({
      id,
      action,
      reason,
    }: {
      id: number;
      action: "send" | "accept" | "reject";
      reason?: string;
    }) =>
      api.put<AssetHandover>(`/assetHandover/${id}/${action}`, action === "reject" ? { reason } : undefined, {
        successMessage: successText("assets", HANDOVER_DONE[action]),
      }),
    onSuccess: invalidate,
  });
}

/** `GET /report/assetHandover/{id}/pdf`: the protocol (stored once accepted). */
export function downloadHandoverPdf(id: number): Promise<Blob> {
  return reportApi.get(`/assetHandover/${id}/pdf`);
}
