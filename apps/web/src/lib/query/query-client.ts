import { QueryClient } from "@tanstack/react-query";

/**
 * The app's TanStack Query client. No automatic retries or focus refetches: every failed call already
 * shows a danger toast (SPEC §8), and repeating it would repeat the toast.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** The single client of the running app. */
export const queryClient = createQueryClient();
