import { hasPermission } from "@office/shared/auth/permissions";
import { budapestDate } from "@office/shared/hu/budapest-time";
import type { RoutePrefetch } from "../../../lib/query/route-prefetch";
import { eventsQueryOptions } from "../../calendar/api/list-events";
import { employeeQueryOptions } from "../../employees/api/get-employee";
import { leaveDayQueryOptions } from "../../leave/api/get-leave-day";
import { clockQueryOptions } from "../../working-time/api/clock-query";
import { toFillQueryOptions } from "../../questionnaires/api/questionnaires-to-fill";
import { myTasksQueryOptions } from "../../projects/tasks/api/tasks";
import {
  homeAbsencesQueryOptions,
  homeApprovalsQueryOptions,
  homeExpiriesQueryOptions,
  homeHrChartsQueryOptions,
  homeMyAssetsQueryOptions,
  homePointsQueryOptions,
  homeReferenceDataQueryOptions,
  upcomingEventsRange,
} from "./home-api";

/** `/`: every card's request (the same queries as the cards), the HR charts and the reference-data card for hr and companyAdmin. */
export const prefetchHome: RoutePrefetch = ({ queryClient, authUser }) => {
  const now = Date.now();
  const { employeeId, role } = authUser;
  if (employeeId > 0) {
    void queryClient.prefetchQuery(employeeQueryOptions(employeeId));
    const year = Number(budapestDate(now).slice(0, 4));
    void queryClient.prefetchQuery(leaveDayQueryOptions(employeeId, year));
  }
  void queryClient.prefetchQuery(clockQueryOptions());
  void queryClient.prefetchQuery(homeApprovalsQueryOptions());
  void queryClient.prefetchQuery(homePointsQueryOptions());
  void queryClient.prefetchQuery(homeAbsencesQueryOptions());
  const { start, end } = upcomingEventsRange(now);
  void queryClient.prefetchQuery(eventsQueryOptions(start, end));
  void queryClient.prefetchQuery(homeMyAssetsQueryOptions());
  void queryClient.prefetchQuery(toFillQueryOptions());
  void queryClient.prefetchQuery(myTasksQueryOptions());
  void queryClient.prefetchQuery(homeExpiriesQueryOptions());
  if (hasPermission(role, "hr") || hasPermission(role, "companyAdmin")) {
    void queryClient.prefetchQuery(homeHrChartsQueryOptions());
    void queryClient.prefetchQuery(homeReferenceDataQueryOptions());
  }
};
