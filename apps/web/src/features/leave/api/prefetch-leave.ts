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
export const prefetchLeave: RoutePrefetch = ({ prefetch, authUser }) => {
  const { employeeId } = authUser;
  prefetch(leaveListQueryOptions("approvals"));
  prefetch(leaveListQueryOptions("mine"));
  if (employeeId > 0) {
    prefetch(employeeQueryOptions(employeeId));
    prefetch(absenceTypesQueryOptions());
    prefetch(leaveDayQueryOptions(employeeId, new Date().getFullYear()));
  }
  prefetch(leaveListQueryOptions("team", monthRange(yearMonthOf(todayIso()))));
  prefetch(icsLinkQueryOptions());
};
