import { fromBudapestParts, toBudapestParts } from "@office/shared/hu/budapest-time";
import type { LeaderboardPeriod } from "@office/shared/points/points.contract";

/**
 * The instant the current Budapest calendar month (or year) began, for allowances and the
 * leaderboard: `period` "month" → the 1st at 00:00 Europe/Budapest, "year" → 1 January 00:00, "all"
 * → null. `nowMs` is milliseconds since the epoch.
 */
export function periodStart(period: LeaderboardPeriod, nowMs: number = Date.now()): Date | null {
  if (period === "all") return null;
  const p = toBudapestParts(nowMs);
  const month = period === "month" ? p.month : 1;
  return new Date(fromBudapestParts({ year: p.year, month, day: 1, hour: 0, minute: 0, second: 0 }));
}
