import { memo, useCallback, useState, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAuthStore } from "../../lib/auth/auth-store";
import { useProfileUrlBootstrap } from "../../features/employees/api/profile-url";
import { useOutboxReplay } from "../../features/cars/api/offline-save";
import { Breadcrumbs } from "./breadcrumbs";
import { NotificationDrawer } from "./notification-drawer";
import { SideNav } from "./side-nav";
import { TopBar, isTestEnvironment } from "./top-bar";

/*
 * The layout's parts re-render only when their own props or subscriptions change, not with every render
 * of the layout (a route change, a store the shell reads): the side navigation alone is ~70 components,
 * and on a phone each such render was a long task (issue 19 §6).
 */
const TopBarPart = memo(TopBar);
const SideNavPart = memo(SideNav);
const BreadcrumbsPart = memo(Breadcrumbs);
const NotificationDrawerPart = memo(NotificationDrawer);

/**
 * The signed-in layout (SPEC §2): top bar, side navigation, breadcrumb above the page, notification drawer.
 * Also runs the SPEC §4 profile picture bootstrap and sends the trips and fuel fills a phone saved without
 * signal once the connection returns (issue 19 §5, `useOutboxReplay`).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("shell");
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const isTest = useAuthStore((s) => isTestEnvironment(s.authUser.iss));
  useProfileUrlBootstrap();
  useOutboxReplay();

  const openDrawer = useCallback(() => setIsDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setIsDrawerOpen(false), []);

  const handleSkip = (event: MouseEvent<HTMLAnchorElement>): void => {
    event.preventDefault();
    document.getElementById("main-content")?.focus();
  };

  return (
    <div className={`app-layout${isTest ? " is-test-env" : ""}`}>
      <a href="#main-content" className="visually-hidden-focusable app-skip-link" onClick={handleSkip}>
        {t("skipToContent")}
      </a>
      <TopBarPart onOpenNotifications={openDrawer} isDrawerOpen={isDrawerOpen} />
      <SideNavPart />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <BreadcrumbsPart />
        {children}
      </main>
      <NotificationDrawerPart show={isDrawerOpen} onHide={closeDrawer} />
    </div>
  );
}
