import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Product, ProductInput, Redemption } from "@office/shared/points/products.contract";
import { api } from "../../../lib/http/api";
import { productsQueryOptions, redemptionsQueryOptions, rewardKeys } from "./rewards-queries";
import { successText } from "../../../lib/toast/success-text";

/** `GET /api/product` (hr/companyAdmin also see inactive products). */
export function useProducts() {
  return useQuery(productsQueryOptions());
}

/** `GET /api/product/{id}`; disabled while `id` is 0. */
export function useProduct(id: number) {
  return useQuery({
    queryKey: rewardKeys.product(id),
    queryFn: ({ signal }) => api.get<Product>(`/product/${id}`, { signal }),
    enabled: id > 0,
    retry: false,
  });
}

/** `GET /api/redemption?productId=&mine=`: mine, or (hr) all of one product. */
export function useRedemptions(scope: { mine: true } | { productId: number }) {
  return useQuery(redemptionsQueryOptions(scope));
}

function useInvalidateRewards() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rewardKeys.all });
}

/** `POST /api/product` or `PUT /api/product/{id}` (hr/companyAdmin). */
export function useSaveProduct(id: number | undefined) {
  const onSuccess = useInvalidateRewards();
  return useMutation({
    mutationFn: (input: ProductInput) =>
      id
        ? api.put<Product>(`/product/${id}`, input, {
            successMessage: successText("rewards", "productUpdated"),
          })
        : api.post<Product>("/product", input, { successMessage: successText("rewards", "productCreated") }),
    onSuccess,
  });
}

/** `DELETE /api/product/{id}` (hr/companyAdmin; 409 once redeemed). */
export function useDeleteProduct(id: number) {
  const onSuccess = useInvalidateRewards();
  return useMutation({
    mutationFn: () =>
      api.delete<unknown>(`/product/${id}`, { successMessage: successText("rewards", "productDeleted") }),
    onSuccess,
  });
}

/** `PUT /api/product/{id}/picture`, multipart with the field `file`. */
export function useUploadProductPicture(id: number) {
  const onSuccess = useInvalidateRewards();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return api.put<Product>(`/product/${id}/picture`, body, {
        successMessage: successText("rewards", "pictureSaved"),
      });
    },
    onSuccess,
  });
}

/** `POST /api/product/{id}/redeem`. */
export function useRedeemProduct() {
  const onSuccess = useInvalidateRewards();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<Redemption>(
        `/product/${id}/redeem`,
        {},
        { successMessage: successText("rewards", "redeemed") },
      ),
    onSuccess,
  });
}

/** What each redemption step did, for its success toast. */
const REDEMPTION_DONE = {
  fulfil: "redemptionFulfilled",
  reject: "redemptionRejected",
  cancel: "redemptionCancelled",
} as const;

/** `PUT /api/redemption/{id}/fulfil|reject|cancel`. */
export function useDecideRedemption() {
  const onSuccess = useInvalidateRewards();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: "fulfil" | "reject" | "cancel" }) =>
      api.put<Redemption>(
        `/redemption/${id}/${action}`,
        {},
        { successMessage: successText("rewards", REDEMPTION_DONE[action]) },
      ),
    onSuccess,
  });
}
