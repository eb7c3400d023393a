import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  GivePointsInput,
  Leaderboard,
  LeaderboardPeriod,
  PointsBalance,
  PointsGift,
  ReciprocalPair,
} from "@office/shared/points/points.contract";
import { api } from "../../../lib/http/api";
import { successText } from "../../../lib/toast/success-text";

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

/** `GET /api/points/balance`: spendable balance, earned points, allowance left this month. */
export function usePointsBalance() {
  return useQuery({
    queryKey: rewardKeys.balance(),
    queryFn: ({ signal }) => api.get<PointsBalance>("/points/balance", { signal }),
  });
}

/** `GET /api/points?limit=20`: the newest thanks of the company. */
export function usePointsFeed() {
  return useQuery({
    queryKey: rewardKeys.feed(),
    queryFn: ({ signal }) => api.get<PointsGift[]>("/points", { query: { limit: 20 }, signal }),
  });
}

/** `GET /api/points/leaderboard?period=`. */
export function useLeaderboard(period: LeaderboardPeriod) {
  return useQuery({
    queryKey: rewardKeys.leaderboard(period),
    queryFn: ({ signal }) => api.get<Leaderboard>("/points/leaderboard", { query: { period }, signal }),
  });
}

/** `GET /api/points/pairs` (hr only; disabled for others). */
export function useReciprocalPairs(isEnabled: boolean) {
  return useQuery({
    queryKey: rewardKeys.pairs(),
    queryFn: ({ signal }) => api.get<ReciprocalPair[]>("/points/pairs", { signal }),
    enabled: isEnabled,
  });
}

/** `POST /api/points`: gives points; refreshes the balance, feed and leaderboards. */
export function useGivePoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GivePointsInput) =>
      api.post<PointsGift>("/points", input, { successMessage: successText("rewards", "pointsGiven") }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
  });
}
