import type { ListAssetsQuery } from "@office/shared/assets/assets.contract";

/** Query keys of the assets domain (the register, protocols, stocktaking). */
export const assetKeys = {
  all: ["assets"] as const,
  list: (q: ListAssetsQuery) => ["assets", "list", q] as const,
  detail: (id: number) => ["assets", "detail", id] as const,
  history: (id: number) => ["assets", "detail", id, "history"] as const,
  handovers: (scope: string, assetId?: number) => ["assets", "handovers", scope, assetId ?? null] as const,
  inventories: () => ["assets", "inventories"] as const,
  inventory: (id: number) => ["assets", "inventories", id] as const,
};
