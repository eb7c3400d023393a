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
export const prefetchHome: RoutePrefetch = ({ prefetch, authUser }) => {
  const now = Date.now();
  const { employeeId, role } = authUser;
  if (employeeId > 0) {
    prefetch(employeeQueryOptions(employeeId));
    const year = Number(budapestDate(now).slice(0, 4));
    prefetch(leaveDayQueryOptions(employeeId, year));
  }
  prefetch(clockQueryOptions());
  prefetch(homeApprovalsQueryOptions());
  prefetch(homePointsQueryOptions());
  prefetch(homeAbsencesQueryOptions());
  const { start, end } = upcomingEventsRange(now);
  prefetch(eventsQueryOptions(start, end));
  prefetch(homeMyAssetsQueryOptions());
  prefetch(toFillQueryOptions());
  prefetch(myTasksQueryOptions());
  prefetch(homeExpiriesQueryOptions());
  if (hasPermission(role, "hr") || hasPermission(role, "companyAdmin")) {
    prefetch(homeHrChartsQueryOptions());
    prefetch(homeReferenceDataQueryOptions());
  }
};
