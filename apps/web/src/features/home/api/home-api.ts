import { useQuery } from "@tanstack/react-query";
import type {
  HomeAbsences,
  HomeApprovals,
  HomeHrCharts,
  HomeMyAssets,
  HomePoints,
} from "@office/shared/home/home.contract";
import { api } from "../../../lib/http/api";

/** Query keys of the home page's own calls. */
export const homeKeys = {
  all: ["home"] as const,
  absences: () => ["home", "absences"] as const,
  approvals: () => ["home", "approvals"] as const,
  points: () => ["home", "points"] as const,
  myAssets: () => ["home", "myAssets"] as const,
  hrCharts: () => ["home", "hrCharts"] as const,
};

/** `GET /api/home/absences`: approved absences today and later this week. */
export function useHomeAbsences() {
  return useQuery({
    queryKey: homeKeys.absences(),
    queryFn: ({ signal }) => api.get<HomeAbsences>("/home/absences", { signal }),
  });
}

/** `GET /api/home/approvals`: leave requests I decide and handovers I accept (counts + first five). */
export function useHomeApprovals() {
  return useQuery({
    queryKey: homeKeys.approvals(),
    queryFn: ({ signal }) => api.get<HomeApprovals>("/home/approvals", { signal }),
  });
}

/** `GET /api/home/points`: my balance, allowance left and this month's rank. */
export function useHomePoints() {
  return useQuery({
    queryKey: homeKeys.points(),
    queryFn: ({ signal }) => api.get<HomePoints>("/home/points", { signal }),
  });
}

/** `GET /api/home/myAssets`: assets I hold and cars I drive. */
export function useHomeMyAssets() {
  return useQuery({
    queryKey: homeKeys.myAssets(),
    queryFn: ({ signal }) => api.get<HomeMyAssets>("/home/myAssets", { signal }),
  });
}

/** `GET /api/home/hrCharts` (hr, companyAdmin): only fetched when `isEnabled`. */
export function useHomeHrCharts(isEnabled: boolean) {
  return useQuery({
    queryKey: homeKeys.hrCharts(),
    queryFn: ({ signal }) => api.get<HomeHrCharts>("/home/hrCharts", { signal }),
    enabled: isEnabled,
  });
}
