import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import Dropdown from "react-bootstrap/Dropdown";
import { hasPermission } from "@office/shared/auth/permissions";
import { useAuthStore } from "../../lib/auth/auth-store";
import { LOGIN_PATH } from "../../lib/http/api";
import { readableTextColor } from "../../lib/format/color";
import { useClientConfig } from "../../features/client-config/api/get-client-config";
import { useNotifications } from "../../features/notifications/api/get-notifications";
import { DEFAULT_AVATAR_URL } from "../../features/employees/api/profile-url";
import { logout } from "../../features/auth/api/logout";
import { useNavStore } from "./nav-store";
import { SIDENAV_ID } from "./side-nav";
import { ThemeToggle } from "./theme-toggle";
import { useThemeStore } from "../../lib/theme/theme-store";
import { TEST_IDS } from "./test-ids";
import { Icon } from "../../components/ui/icon";
import {
  biBell,
  biBoxArrowRight,
  biBuilding,
  biBuildingGear,
  biList,
  biMoonStars,
  biPersonCircle,
  biSun,
} from "../../components/ui/icons";

/** SPEC §1: the test environment is recognised by `TEST` in the signed-in user's issuer. */
export function isTestEnvironment(iss: string): boolean {
  return iss.includes("TEST");
}

/** SPEC §9: the test environment's header border. */
export const TEST_HEADER_BORDER = "8px solid red";

type TopBarProps = { onOpenNotifications: () => void; isDrawerOpen: boolean };

/**
 * SPEC §2 top bar: menu toggle, tenant logo (and name), Test label in the test environment, notification
 * bell with a red dot while anything is unseen, theme toggle, profile picture dropdown.
 */
export function TopBar({ onOpenNotifications, isDrawerOpen }: TopBarProps) {
  const { t } = useTranslation("shell");
  const navigate = useNavigate();
  const { config } = useClientConfig();
  const authUser = useAuthStore((s) => s.authUser);
  const { data: notifications } = useNotifications(true);
  const isExpanded = useNavStore((s) => s.isExpanded);
  const toggleExpanded = useNavStore((s) => s.toggleExpanded);
  const isDark = useThemeStore((s) => s.scheme) === "dark";
  const toggleScheme = useThemeStore((s) => s.toggleScheme);
  const isTest = isTestEnvironment(authUser.iss);
  const hasUnseen = (notifications ?? []).some((n) => !n.seen);
  const textColor = readableTextColor(config.headerColor);
  // The phone's browser bar takes the tenant's colour (issue 19 §5), as the installed app's manifest does.
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute("content", config.headerColor);
  }, [config.headerColor]);

  const handleLogout = (): void => {
    logout();
    void navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <header
      className="app-topbar"
      data-testid={TEST_IDS.topbar}
      style={{
        backgroundColor: config.headerColor,
        color: textColor,
        borderBottom: isTest ? TEST_HEADER_BORDER : undefined,
      }}
    >
      <button
        type="button"
        className="app-topbar-button"
        data-testid={TEST_IDS.navToggle}
        aria-label={t("topbar.toggleNav")}
        aria-expanded={isExpanded}
        aria-controls={SIDENAV_ID}
        onClick={toggleExpanded}
      >
        <Icon icon={biList} />
      </button>
      <Link
        to="/"
        className="app-brand"
        style={{ color: textColor }}
        aria-label={t("topbar.home", { name: config.name })}
      >
        {config.logoSrc ? (
          <img src={config.logoSrc} alt="" style={{ height: config.logoHeight }} className="app-brand-logo" />
        ) : (
          <Icon icon={biBuilding} />
        )}
        <span className="app-brand-name">{config.name}</span>
      </Link>
      {isTest && (
        <span
          className="badge text-bg-danger app-test-label"
          data-testid={TEST_IDS.testLabel}
          title={t("topbar.testEnvironment")}
        >
          {t("topbar.testLabel")}
        </span>
      )}
      <div className="ms-auto d-flex align-items-center gap-1">
        {/* On a phone the scheme switch moves into the profile menu, leaving room for the company name. */}
        <span className="d-none d-md-inline-flex">
          <ThemeToggle />
        </span>
        <button
          type="button"
          className="app-topbar-button position-relative"
          data-testid={TEST_IDS.notificationBell}
          aria-label={hasUnseen ? t("topbar.notificationsUnseen") : t("topbar.notifications")}
          aria-haspopup="dialog"
          aria-expanded={isDrawerOpen}
          onClick={onOpenNotifications}
        >
          <Icon icon={biBell} />
          {hasUnseen && <span className="app-notification-dot" data-testid={TEST_IDS.notificationDot} />}
        </button>
        <Dropdown align="end">
          <Dropdown.Toggle
            as="button"
            type="button"
            className="app-topbar-button app-profile-toggle"
            data-testid={TEST_IDS.profileMenu}
            aria-label={t("topbar.profileMenu")}
          >
            <img
              src={authUser.profileUrl || DEFAULT_AVATAR_URL}
              alt=""
              width={32}
              height={32}
              className="rounded-circle app-avatar"
            />
          </Dropdown.Toggle>
          <Dropdown.Menu>
            {authUser.displayName !== "" && <Dropdown.Header>{authUser.displayName}</Dropdown.Header>}
            {hasPermission(authUser.role, "companyAdmin") && (
              <Dropdown.Item as={Link} to="/ceg">
                <Icon icon={biBuildingGear} className="me-2" />
                {t("topbar.companyProfile")}
              </Dropdown.Item>
            )}
            <Dropdown.Item as={Link} to="/profil">
              <Icon icon={biPersonCircle} className="me-2" />
              {t("topbar.myProfile")}
            </Dropdown.Item>
            <Dropdown.Item
              as="button"
              type="button"
              className="d-md-none"
              data-testid={TEST_IDS.themeMenuItem}
              onClick={toggleScheme}
            >
              <Icon icon={isDark ? biSun : biMoonStars} className="me-2" />
              {isDark ? t("topbar.lightMode") : t("topbar.darkMode")}
            </Dropdown.Item>
            <Dropdown.Divider />
            <Dropdown.Item as="button" type="button" onClick={handleLogout}>
              <Icon icon={biBoxArrowRight} className="me-2" />
              {t("topbar.logout")}
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      </div>
    </header>
  );
}
