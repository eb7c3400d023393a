import { createBrowserRouter } from "react-router";
import { setHttpNavigator } from "../lib/http/api";
import { queryClient } from "../lib/query/query-client";
import { markFirstPageShown } from "./first-page";
import { AppShell } from "./app-shell";
import { RouteErrorPage } from "./pages/route-error";
import { createRouteObjects } from "./routes";

/**
 * The browser router: the shell as root route, every SPEC route a lazy child (list pages prefetching).
 * The root has no `HydrateFallback`: the children's spinner renders inside the shell (see routes.tsx).
 */
export const router = createBrowserRouter([
  {
    id: "root",
    Component: AppShell,
    ErrorBoundary: RouteErrorPage,
    children: createRouteObjects(undefined, queryClient),
  },
]);

// The first page is there once the initial load (its loaders, at most PREFETCH_WAIT_MS) has finished.
if (router.state.initialized) markFirstPageShown();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    markFirstPageShown();
  });
}

setHttpNavigator((path) => {
  void router.navigate(path, { replace: true });
});
