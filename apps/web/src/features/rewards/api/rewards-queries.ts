import { queryOptions } from "@tanstack/react-query";
import type {
  Leaderboard,
  LeaderboardPeriod,
  PointsBalance,
  PointsGift,
  ReciprocalPair,
} from "@office/shared/points/points.contract";
import type { Product, Redemption } from "@office/shared/points/products.contract";
import { api } from "../../../lib/http/api";

// The rewards domain's keys and the queries of `/pontok`, apart from their hooks and mutations: the
// route prefetch (prefetch-rewards.ts) is part of the main bundle and imports only these (issue 19 §6).

/** Query keys of the rewards domain. */
export const rewardKeys = {
  all: ["rewards"] as const,
  balance: () => ["rewards", "balance"] as const,
  feed: () => ["rewards", "feed"] as const,
  leaderboard: (period: LeaderboardPeriod) => ["rewards", "leaderboard", period] as const,
  pairs: () => ["rewards", "pairs"] as const,
  products: () => ["rewards", "products"] as const,
  product: (id: number) => ["rewards", "product", id] as const,
  redemptions: (scope: string) => ["rewards", "redemptions", scope] as const,
};

/** The period the leaderboard card opens on (the rewards page loads it before showing the card). */
export const DEFAULT_LEADERBOARD_PERIOD: LeaderboardPeriod = "month";

/** `GET /api/points/balance`: spendable balance, earned points, allowance left this month. */
export function pointsBalanceQueryOptions() {
  return queryOptions({
    queryKey: rewardKeys.balance(),
    queryFn: ({ signal }) => api.get<PointsBalance>("/points/balance", { signal }),
  });
}

/** `GET /api/points?limit=20`: the newest thanks of the company. */
export function pointsFeedQueryOptions() {
  return queryOptions({
    queryKey: rewardKeys.feed(),
    queryFn: ({ signal }) => api.get<PointsGift[]>("/points", { query: { limit: 20 }, signal }),
  });
}

/** `GET /api/points/leaderboard?period=`. */
export function leaderboardQueryOptions(period: LeaderboardPeriod) {
  return queryOptions({
    queryKey: rewardKeys.leaderboard(period),
    queryFn: ({ signal }) => api.get<Leaderboard>("/points/leaderboard", { query: { period }, signal }),
  });
}

/** `GET /api/points/pairs` (hr only). */
export function reciprocalPairsQueryOptions() {
  return queryOptions({
    queryKey: rewardKeys.pairs(),
    queryFn: ({ signal }) => api.get<ReciprocalPair[]>("/points/pairs", { signal }),
  });
}

/** `GET /api/product` (hr/companyAdmin also see inactive products). */
export function productsQueryOptions() {
  return queryOptions({
    queryKey: rewardKeys.products(),
    queryFn: ({ signal }) => api.get<Product[]>("/product", { signal }),
  });
}

/** `GET /api/redemption?productId=&mine=`: mine, or (hr) all of one product. */
export function redemptionsQueryOptions(scope: { mine: true } | { productId: number }) {
  const query = "mine" in scope ? { mine: true } : { productId: scope.productId };
  return queryOptions({
    queryKey: rewardKeys.redemptions(JSON.stringify(query)),
    queryFn: ({ signal }) => api.get<Redemption[]>("/redemption", { query, signal }),
  });
}
