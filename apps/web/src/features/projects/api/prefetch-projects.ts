import type { RoutePrefetch } from "../../../lib/query/route-prefetch";
import { projectOptionsQueryOptions } from "./get-project";
import { projectsQueryOptions } from "./get-projects";

/** URL keys of `/projektek` that do not filter the list (the view and the sorting). */
const NON_FILTER_KEYS = ["view", "sort", "dir"];

/** `/projektek`: the pickers' options, and the unfiltered list when the URL sets no filter. */
export const prefetchProjects: RoutePrefetch = ({ prefetch, url }) => {
  prefetch(projectOptionsQueryOptions());
  const isFiltered = [...url.searchParams.keys()].some((key) => !NON_FILTER_KEYS.includes(key));
  if (!isFiltered) prefetch(projectsQueryOptions({}));
};
