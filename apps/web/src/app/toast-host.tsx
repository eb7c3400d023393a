import { Suspense, lazy, useEffect, useState } from "react";
import { selectIsAuthenticated, useAuthStore } from "../lib/auth/auth-store";
import { useToastStore } from "../lib/toast/toast-store";
import { afterFirstPage } from "./first-page";

const loadToaster = () => import("./toaster");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/**
 * Mounts the react-toastify container once the first toast arrives, so screens that never toast (the
 * login page: SPEC §8 shows no toast for /login) do not load it. The store keeps entries for 2 s, far longer
 * than the chunk takes to load, and the toaster shows every entry still in the store when it mounts.
 * Once signed in (saves toast), the chunk is fetched ahead, once the first page has shown and the browser
 * is idle (`afterFirstPage`), so that the first toast appears at once without competing with that page.
 */
export function ToastHost() {
  const hasToasts = useToastStore((s) => s.toasts.length > 0);
  const [isNeeded, setIsNeeded] = useState(false);
  const isAuthenticated = useAuthStore(selectIsAuthenticated);
  useEffect(() => {
    if (isAuthenticated) afterFirstPage(() => void loadToaster());
  }, [isAuthenticated]);
  if (hasToasts && !isNeeded) setIsNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
