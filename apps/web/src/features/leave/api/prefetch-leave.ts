import type { RoutePrefetch } from "../../../lib/query/route-prefetch";
import { employeeQueryOptions } from "../../employees/api/get-employee";
import { todayIso } from "../../employees/utils/format";
import { monthRange, yearMonthOf } from "../components/year-month";
import { absenceTypesQueryOptions } from "./absence-types";
import { icsLinkQueryOptions } from "./get-ics-link";
import { leaveDayQueryOptions } from "./get-leave-day";
import { leaveListQueryOptions } from "./list-leave";

/**
 * `/szabadsagok`: what the page waits for before it shows anything below the title — the approvals
 * inbox, my requests and my balance for this (local) year — and my own record and the absence types of
 * the request form; then the cards below them: the team calendar's first month (this local month) and my
 * calendar feed address.
 */
export const prefetchLeave: RoutePrefetch = ({ queryClient, authUser }) => {
  const { employeeId } = authUser;
  void queryClient.prefetchQuery(leaveListQueryOptions("approvals"));
  void queryClient.prefetchQuery(leaveListQueryOptions("mine"));
  if (employeeId > 0) {
    void queryClient.prefetchQuery(employeeQueryOptions(employeeId));
    void queryClient.prefetchQuery(absenceTypesQueryOptions());
    void queryClient.prefetchQuery(leaveDayQueryOptions(employeeId, new Date().getFullYear()));
  }
  void queryClient.prefetchQuery(leaveListQueryOptions("team", monthRange(yearMonthOf(todayIso()))));
  void queryClient.prefetchQuery(icsLinkQueryOptions());
};
