import { hasPermission } from "@office/shared/auth/permissions";
import type { RoutePrefetch } from "../../../lib/query/route-prefetch";
import { activeQueryValue, employeesQueryOptions } from "../../employees/api/list-employees";
import {
  DEFAULT_LEADERBOARD_PERIOD,
  leaderboardQueryOptions,
  pointsBalanceQueryOptions,
  pointsFeedQueryOptions,
  productsQueryOptions,
  reciprocalPairsQueryOptions,
  redemptionsQueryOptions,
} from "./rewards-queries";

/**
 * `/pontok`: everything the page waits for before it shows its cards — balance, feed, my redemptions,
 * the default leaderboard, the shop, the active employees (give-points form) — and the reciprocal pairs
 * for hr and companyAdmin (the shop keepers).
 */
export const prefetchRewards: RoutePrefetch = ({ prefetch, authUser }) => {
  prefetch(pointsBalanceQueryOptions());
  prefetch(pointsFeedQueryOptions());
  prefetch(redemptionsQueryOptions({ mine: true }));
  prefetch(leaderboardQueryOptions(DEFAULT_LEADERBOARD_PERIOD));
  prefetch(productsQueryOptions());
  prefetch(employeesQueryOptions(activeQueryValue("active")));
  if (hasPermission(authUser.role, "hr") || hasPermission(authUser.role, "companyAdmin")) {
    prefetch(reciprocalPairsQueryOptions());
  }
};
