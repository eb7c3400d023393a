import { useState, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAuthStore } from "../../lib/auth/auth-store";
import { useProfileUrlBootstrap } from "../../features/employees/api/profile-url";
import { useOutboxReplay } from "../../features/cars/api/offline-save";
import { Breadcrumbs } from "./breadcrumbs";
import { NotificationDrawer } from "./notification-drawer";
import { SideNav } from "./side-nav";
import { TopBar, isTestEnvironment } from "./top-bar";

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

  const handleSkip = (event: MouseEvent<HTMLAnchorElement>): void => {
    event.preventDefault();
    document.getElementById("main-content")?.focus();
  };

  return (
    <div className={`app-layout${isTest ? " is-test-env" : ""}`}>
      <a href="#main-content" className="visually-hidden-focusable app-skip-link" onClick={handleSkip}>
        {t("skipToContent")}
      </a>
      <TopBar onOpenNotifications={() => setIsDrawerOpen(true)} isDrawerOpen={isDrawerOpen} />
      <SideNav />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Breadcrumbs />
        {children}
      </main>
      <NotificationDrawer show={isDrawerOpen} onHide={() => setIsDrawerOpen(false)} />
    </div>
  );
}
