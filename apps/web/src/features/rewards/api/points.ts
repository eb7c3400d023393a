import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GivePointsInput, LeaderboardPeriod, PointsGift } from "@office/shared/points/points.contract";
import { api } from "../../../lib/http/api";
import {
  leaderboardQueryOptions,
  pointsBalanceQueryOptions,
  pointsFeedQueryOptions,
  reciprocalPairsQueryOptions,
  rewardKeys,
} from "./rewards-queries";
import { successText } from "../../../lib/toast/success-text";

/** `GET /api/points/balance`: spendable balance, earned points, allowance left this month. */
export function usePointsBalance() {
  return useQuery(pointsBalanceQueryOptions());
}

/** `GET /api/points?limit=20`: the newest thanks of the company. */
export function usePointsFeed() {
  return useQuery(pointsFeedQueryOptions());
}

/** `GET /api/points/leaderboard?period=`. */
export function useLeaderboard(period: LeaderboardPeriod) {
  return useQuery(leaderboardQueryOptions(period));
}

/** The reciprocal pairs; disabled (nothing requested) unless `isEnabled`. */
export function useReciprocalPairs(isEnabled: boolean) {
  return useQuery({ ...reciprocalPairsQueryOptions(), enabled: isEnabled });
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
