import type { RoutePrefetch } from "../../../lib/query/route-prefetch";
import { activeQueryValue, employeesQueryOptions, readActiveFilter } from "./list-employees";

/** `/munkatarsak`: the directory for the URL's `?active=` filter (the page filters the rest in the browser). */
export const prefetchEmployees: RoutePrefetch = ({ queryClient, url }) => {
  const filter = readActiveFilter(url.searchParams.get("active"));
  void queryClient.prefetchQuery(employeesQueryOptions(activeQueryValue(filter)));
};
