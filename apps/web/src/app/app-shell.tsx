import { Suspense, lazy, useEffect, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { Navigate, Outlet, useLocation, useMatches, type UIMatch } from "react-router";
import { authStore, selectIsAuthenticated, useAuthStore } from "../lib/auth/auth-store";
import { formatPageTitle, useBreadcrumbStore } from "../lib/breadcrumb/breadcrumb-store";
import { isHttpError } from "../lib/http/http-error";
import { LOGIN_PATH } from "../lib/http/api";
import { clientConfigQueryOptions } from "../features/client-config/api/get-client-config";
import { employeeQueryOptions } from "../features/employees/api/get-employee";
import { profileUrlStep } from "../features/employees/api/profile-url";
import { queryClient } from "../lib/query/query-client";
import { getHostLabel } from "../lib/tenant/tenant";
import { notificationsQueryOptions, useNotifications } from "../features/notifications/api/get-notifications";
import { LoadingOverlay, FullScreenSpinner } from "./loading-overlay";
import { isLayoutVisible, requiresAuthentication } from "./route-access";
import type { RouteHandle } from "./routes";
import { NavigationProgress } from "./navigation-progress";
import { ToastHost } from "./toast-host";
import { TenantNotFoundPage } from "./pages/tenant-not-found";

const loadLayout = () => import("./layout/layout");
/** The top bar + side navigation + drawer: a chunk of its own, never loaded on the login screen. */
const Layout = lazy(() => loadLayout().then((m) => ({ default: m.Layout })));

/**
 * Starts at boot, while the entry module still evaluates, what the shell asks for as it first renders:
 * the tenant's client config (`GET /api/clientConfig`) and, for a signed-in user, the layout chunk, the
 * notifications (SPEC §4: fetched on app start) and, while the avatar's address is not known yet, the
 * user's employee record (`GET /api/employee/{employeeId}`, SPEC §4's start-up rule). Asked for only by
 * the shell's render, they came a whole render later, on a slow CPU most of a second (before the shell
 * rendered ahead of the route's chunk, they even waited for that chunk). The shell's own query and
 * `lazy()` find them loaded or in flight.
 */
export function preloadShell(): void {
  void queryClient.prefetchQuery(clientConfigQueryOptions(getHostLabel()));
  const state = authStore.getState();
  if (selectIsAuthenticated(state)) {
    void loadLayout();
    void queryClient.prefetchQuery(notificationsQueryOptions());
    // useProfileUrlBootstrap's record: asked for only once the layout had rendered, it was the page's
    // last request, a round trip after all the others (the phone pages of issue 19 §6).
    if (profileUrlStep(state.authUser) === "employee") {
      void queryClient.prefetchQuery(employeeQueryOptions(state.authUser.employeeId));
    }
  }
}

/** The name (SPEC §2) of the deepest matched route; `not-found` when none carries one. */
export function getRouteName(matches: readonly UIMatch[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as Partial<RouteHandle> | undefined;
    if (handle?.name) return handle.name;
  }
  return "not-found";
}

/**
 * Keeps `document.title` at `<last breadcrumb name> - Office` (SPEC §1). A component of its own, like
 * {@link NotificationsOnStart}: a store or query it subscribes to re-renders only it, never the shell and
 * the whole page below it (issue 19 §6: such re-renders are blocking, one long task each on a phone).
 */
function DocumentTitle(): null {
  const items = useBreadcrumbStore((s) => s.items);
  useEffect(() => {
    document.title = formatPageTitle(items);
  }, [items]);
  return null;
}

/** Fetches the notifications once signed in (SPEC §4: on app start); the top bar's bell reads them. */
function NotificationsOnStart({ isEnabled }: { isEnabled: boolean }): null {
  useNotifications(isEnabled);
  return null;
}

/**
 * Root route: the SPEC §2 route guard, the layout rule, the page title, the global spinner and toasts,
 * and the bar that shows while a navigation loads.
 * Notifications are fetched here once signed in (SPEC §4: on app start when authenticated). An unknown
 * tenant (the client config's 404) gets the "not found" page instead.
 */
export function AppShell() {
  const matches = useMatches();
  const location = useLocation();
  const routeName = getRouteName(matches);
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  // Only the error is read, so the shell re-renders when it changes, not when the branding arrives.
  const clientConfigError = useQuery(clientConfigQueryOptions(getHostLabel())).error;
  const from = `${location.pathname}${location.search}${location.hash}`;
  // Stable state object: <Navigate> re-navigates whenever its `state` changes identity, and the shell
  // re-renders while the lazy login chunk loads — a fresh object each time would loop forever.
  const redirectState = useMemo(() => (from === "/" ? null : { from }), [from]);

  if (isHttpError(clientConfigError, 404)) {
    return (
      <>
        <DocumentTitle />
        <TenantNotFoundPage />
      </>
    );
  }

  if (requiresAuthentication(routeName) && !isAuthenticated) {
    return <Navigate to={LOGIN_PATH} replace state={redirectState} />;
  }

  return (
    <>
      <DocumentTitle />
      <NotificationsOnStart isEnabled={isAuthenticated} />
      <NavigationProgress />
      {isLayoutVisible(routeName, isAuthenticated) ? (
        <Suspense fallback={<FullScreenSpinner />}>
          <Layout>
            <Outlet />
          </Layout>
        </Suspense>
      ) : (
        <main id="main-content" className="app-standalone" tabIndex={-1}>
          <Outlet />
        </main>
      )}
      <LoadingOverlay />
      <ToastHost />
    </>
  );
}
