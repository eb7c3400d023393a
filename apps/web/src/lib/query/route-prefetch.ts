import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import type { AuthUser } from "@office/shared/auth/auth.contract";

/** Starts one query of a page (TanStack Query's `prefetchQuery`: a failure is never thrown). */
export type PrefetchQuery = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) => void;

/**
 * What a route's prefetch knows when the router starts a navigation: how to start a query (`prefetch`,
 * which also lets the router wait for it), the signed-in user, the URL being opened (its search params
 * hold a list page's filters) and the route's path params.
 */
export type PrefetchContext = {
  prefetch: PrefetchQuery;
  authUser: AuthUser;
  url: URL;
  params: Readonly<Record<string, string | undefined>>;
};

/**
 * Starts a page's first requests as the navigation begins, in parallel with the download of its lazy
 * chunk, instead of after its first render (issue 19 §6). It must ask for exactly the queries (keys and
 * fetchers) the page's hooks ask for, so that the page finds them loaded. A failed call's error stays in
 * the cache, and the page shows it as it would its own (a 403 as the "Nincs jogosultságod" panel).
 */
export type RoutePrefetch = (context: PrefetchContext) => void;

/**
 * How long a navigation waits at most for the queries its page prefetched (ms). Past it the page
 * renders with what has arrived and shows its own loading state for the rest, as without a prefetch.
 */
export const PREFETCH_WAIT_MS = 2_000;

/**
 * Runs `prefetch` for a navigation and resolves (with `null`, a loader's "no data") once every query it
 * started has settled, or after `waitMs`, whichever comes first; it never rejects.
 *
 * Why the router waits (issue 19 §6): the page then renders once, with its data, inside React Router's
 * transition, which React renders in small slices between which the browser stays responsive. Rendered
 * before its data, the page rendered again as each answer arrived, and TanStack Query's store
 * subscription makes that a blocking render: one long task of the whole page per answer on a phone.
 */
export async function runRoutePrefetch(
  prefetch: RoutePrefetch,
  context: Omit<PrefetchContext, "prefetch"> & { queryClient: QueryClient },
  waitMs = PREFETCH_WAIT_MS,
): Promise<null> {
  const { queryClient, ...rest } = context;
  const started: Promise<void>[] = [];
  prefetch({ ...rest, prefetch: (options) => void started.push(queryClient.prefetchQuery(options)) });
  if (started.length === 0) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([Promise.all(started), cap]);
  clearTimeout(timer);
  return null;
}
