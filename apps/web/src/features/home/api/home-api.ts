import { queryOptions, useQuery } from "@tanstack/react-query";
import type {
  HomeAbsences,
  HomeApprovals,
  HomeHrCharts,
  HomeMyAssets,
  HomePoints,
  HomeReferenceData,
} from "@office/shared/home/home.contract";
import type { HomeExpiries } from "@office/shared/reminders/reminders.contract";
import { addCalendarDays, budapestDate } from "@office/shared/hu/budapest-time";
import { api } from "../../../lib/http/api";

/** How many days ahead the home page's programmes card looks. */
const EVENTS_DAYS_AHEAD = 30;

/** The programmes card's range: today (Budapest) to 30 days later, as `YYYY-MM-DD`; `nowMs` in ms. */
export function upcomingEventsRange(nowMs: number): { start: string; end: string } {
  const start = budapestDate(nowMs);
  return { start, end: addCalendarDays(start, EVENTS_DAYS_AHEAD) };
}

/** Query keys of the home page's own calls. */
export const homeKeys = {
  all: ["home"] as const,
  absences: () => ["home", "absences"] as const,
  approvals: () => ["home", "approvals"] as const,
  points: () => ["home", "points"] as const,
  myAssets: () => ["home", "myAssets"] as const,
  hrCharts: () => ["home", "hrCharts"] as const,
  referenceData: () => ["home", "referenceData"] as const,
  expiries: () => ["home", "expiries"] as const,
};

/** `GET /api/home/absences`: approved absences today and later this week. */
export function homeAbsencesQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.absences(),
    queryFn: ({ signal }) => api.get<HomeAbsences>("/home/absences", { signal }),
  });
}

/** `GET /api/home/approvals`: leave requests I decide and handovers I accept (counts + first five). */
export function homeApprovalsQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.approvals(),
    queryFn: ({ signal }) => api.get<HomeApprovals>("/home/approvals", { signal }),
  });
}

/** `GET /api/home/points`: my balance, allowance left and this month's rank. */
export function homePointsQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.points(),
    queryFn: ({ signal }) => api.get<HomePoints>("/home/points", { signal }),
  });
}

/** `GET /api/home/myAssets`: assets I hold and cars I drive. */
export function homeMyAssetsQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.myAssets(),
    queryFn: ({ signal }) => api.get<HomeMyAssets>("/home/myAssets", { signal }),
  });
}

/** `GET /api/home/hrCharts` (hr, companyAdmin). */
export function homeHrChartsQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.hrCharts(),
    queryFn: ({ signal }) => api.get<HomeHrCharts>("/home/hrCharts", { signal }),
  });
}

/** `GET /api/home/absences`: approved absences today and later this week. */
export function useHomeAbsences() {
  return useQuery(homeAbsencesQueryOptions());
}

/** `GET /api/home/approvals`: leave requests I decide and handovers I accept (counts + first five). */
export function useHomeApprovals() {
  return useQuery(homeApprovalsQueryOptions());
}

/** `GET /api/home/points`: my balance, allowance left and this month's rank. */
export function useHomePoints() {
  return useQuery(homePointsQueryOptions());
}

/** `GET /api/home/myAssets`: assets I hold and cars I drive. */
export function useHomeMyAssets() {
  return useQuery(homeMyAssetsQueryOptions());
}

/** `GET /api/home/hrCharts` (hr, companyAdmin): only fetched when `isEnabled`. */
export function useHomeHrCharts(isEnabled: boolean) {
  return useQuery({ ...homeHrChartsQueryOptions(), enabled: isEnabled });
}

/** `GET /api/home/referenceData` (hr, companyAdmin): the current and next reference periods not loaded yet. */
export function homeReferenceDataQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.referenceData(),
    queryFn: ({ signal }) => api.get<HomeReferenceData>("/home/referenceData", { signal }),
  });
}

/** `GET /api/home/referenceData` (hr, companyAdmin). */
export function useHomeReferenceData() {
  return useQuery(homeReferenceDataQueryOptions());
}

/** `GET /api/home/expiries`: what I own or manage that expires this month (or already expired). */
export function homeExpiriesQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.expiries(),
    queryFn: ({ signal }) => api.get<HomeExpiries>("/home/expiries", { signal }),
  });
}

/** `GET /api/home/expiries`. */
export function useHomeExpiries() {
  return useQuery(homeExpiriesQueryOptions());
}
