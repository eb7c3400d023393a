import { QueryClient, type Query } from "@tanstack/react-query";
import { HttpError } from "../http/http-error";

/** How long a query's data, and a refusal it met, count as fresh (ms). */
const STALE_MS = 30_000;

/**
 * Whether a page that mounts on a query in error asks again (TanStack Query's `retryOnMount`): not when
 * the error is a refusal that asking again within {@link STALE_MS} would only repeat — a 403 (the role may
 * not read it) or a 404 (no such record). A route's prefetch meets that answer while the page's chunk
 * loads; without this the page, mounting on the error, sent the same request a second time (issue 19 §6).
 * Any other error, or a refusal older than that, is asked again as before.
 */
export function retriesOnMount(query: Query, now = Date.now()): boolean {
  const { error, errorUpdatedAt } = query.state;
  const refusal = error instanceof HttpError && (error.status === 403 || error.status === 404);
  return !(refusal && now - errorUpdatedAt < STALE_MS);
}

/**
 * The app's TanStack Query client. No automatic retries or focus refetches: every failed call already
 * shows a danger toast (SPEC §8), and repeating it would repeat the toast. A fresh 403 or 404 is not asked
 * again as a page mounts on it ({@link retriesOnMount}).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        retryOnMount: (query) => retriesOnMount(query),
        refetchOnWindowFocus: false,
        staleTime: STALE_MS,
      },
      mutations: { retry: false },
    },
  });
}

/** The single client of the running app. */
export const queryClient = createQueryClient();
