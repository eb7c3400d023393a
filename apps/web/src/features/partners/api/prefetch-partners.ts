import type { RoutePrefetch } from "../../../lib/query/route-prefetch";
import { activeQueryValue, partnersQueryOptions, readActiveFilter } from "./list-partners";

/** `/partnerek`: the list for the URL's `?q=` search and `?active=` filter. */
export const prefetchPartners: RoutePrefetch = ({ prefetch, url }) => {
  const filter = readActiveFilter(url.searchParams.get("active"));
  prefetch(partnersQueryOptions(url.searchParams.get("q") ?? "", activeQueryValue(filter)));
};
