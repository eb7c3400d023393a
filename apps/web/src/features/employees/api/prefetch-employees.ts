import type { RoutePrefetch } from "../../../lib/query/route-prefetch";
import { activeQueryValue, employeesQueryOptions, readActiveFilter } from "./list-employees";

/** `/munkatarsak`: the directory for the URL's `?active=` filter (the page filters the rest in the browser). */
export const prefetchEmployees: RoutePrefetch = ({ prefetch, url }) => {
  const filter = readActiveFilter(url.searchParams.get("active"));
  prefetch(employeesQueryOptions(activeQueryValue(filter)));
};
