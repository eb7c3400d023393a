import type { QueryClient } from "@tanstack/react-query";
import type { AuthUser } from "@office/shared/auth/auth.contract";

/**
 * What a route's prefetch knows when the router starts a navigation: the app's query client, the
 * signed-in user, the URL being opened (its search params hold a list page's filters) and the route's
 * path params.
 */
export type PrefetchContext = {
  queryClient: QueryClient;
  authUser: AuthUser;
  url: URL;
  params: Readonly<Record<string, string | undefined>>;
};

/**
 * Starts a page's first requests as the navigation begins, in parallel with the download of its lazy
 * chunk, instead of after its first render (issue 19 §6). It must ask for exactly the queries (keys and
 * fetchers) the page's hooks ask for, so that the page finds them loaded or in flight. It only starts
 * them (`prefetchQuery`: nothing is awaited, a failure is never thrown): a failed call's error stays in
 * the cache, and the page shows it as it would its own (a 403 as the "Nincs jogosultságod" panel).
 */
export type RoutePrefetch = (context: PrefetchContext) => void;
