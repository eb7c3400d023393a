import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";

/**
 * A thin bar along the top of the window while the router loads the next page's chunk and data (the
 * current page stays until then, see routes.tsx), so that a click on a link, or signing in, visibly does
 * something. It shows only once the wait passes 150 ms (shell.css), so quick navigations do not flash it.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const isLoading = useNavigation().state === "loading";
  if (!isLoading) return null;
  return <div className="app-navigation-progress" role="progressbar" aria-label={t("loading")} />;
}
