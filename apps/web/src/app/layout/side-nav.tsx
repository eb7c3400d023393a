import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { Icon } from "../../components/ui/icon";
import { biChevronDown, biChevronUp } from "../../components/ui/icons";
import { useAuthStore } from "../../lib/auth/auth-store";
import { NAV_ENTRIES, type NavLinkItem } from "./nav-items";
import {
  SIDENAV_COLLAPSED_WIDTH,
  SIDENAV_EXPANDED_WIDTH,
  filterNavEntries,
  findActiveGroupId,
  isNewTabClick,
} from "./nav-rules";
import { useNavStore } from "./nav-store";
import { TEST_IDS, navGroupTestId } from "./test-ids";
import { useIsPhone } from "./use-is-phone";

/** DOM id of the side navigation (the top bar toggle's `aria-controls`). */
export const SIDENAV_ID = "app-sidenav";

type SideNavLinkProps = { item: NavLinkItem; label: string; isCollapsed: boolean; onClick: () => void };

function SideNavLink({ item, label, isCollapsed, onClick }: SideNavLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (isNewTabClick(event)) {
      event.preventDefault();
      window.open(item.url, "_blank", "noopener");
      return;
    }
    onClick();
  };
  return (
    <NavLink
      to={item.url}
      end={item.url === "/"}
      className="app-sidenav-link"
      title={isCollapsed ? label : undefined}
      onClick={handleClick}
    >
      <Icon icon={item.icon} />
      <span className="app-sidenav-label">{label}</span>
    </NavLink>
  );
}

/**
 * SPEC §2 side navigation: 4rem collapsed (icons only, the default) or 14rem expanded; groups open one at a
 * time (as a flyout while collapsed); opening a group or navigating collapses it; the group of the current
 * route stays highlighted; Ctrl/Meta click opens a new tab; items are gated by role (SPEC §6).
 * On a phone (`useIsPhone`, issue 19 §5) there is no icon rail: collapsed, the navigation is off screen;
 * the top bar's toggle opens it as a 14rem drawer over the page with a backdrop; groups open inside the
 * drawer; navigating, the backdrop or Escape closes it. The drawer's entries are rendered once it is
 * first opened: closed, it is invisible but would be styled and laid out with every page (~235 elements,
 * a third of a phone page's first render, issue 19 §6).
 */
export function SideNav() {
  const { t } = useTranslation("shell");
  const roles = useAuthStore((s) => s.authUser.role);
  const entries = useMemo(() => filterNavEntries(NAV_ENTRIES, roles), [roles]);
  const { pathname } = useLocation();
  const activeGroupId = findActiveGroupId(entries, pathname);
  const isExpanded = useNavStore((s) => s.isExpanded);
  const openGroupId = useNavStore((s) => s.openGroupId);
  const toggleGroup = useNavStore((s) => s.toggleGroup);
  const closeGroup = useNavStore((s) => s.closeGroup);
  const handleNavigated = useNavStore((s) => s.handleNavigated);
  const isPhone = useIsPhone();
  const navRef = useRef<HTMLElement>(null);
  const [hasDrawerOpened, setHasDrawerOpened] = useState(false);
  if (isPhone && isExpanded && !hasDrawerOpened) setHasDrawerOpened(true);
  const shownEntries = isPhone && !hasDrawerOpened ? [] : entries;

  useEffect(() => {
    handleNavigated();
  }, [pathname, handleNavigated]);

  useEffect(() => {
    if (openGroupId === null) return;
    const handlePointerDown = (event: PointerEvent): void => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      closeGroup();
    };
    document.addEventListener("pointerdown", handlePointerDown);
    return () => document.removeEventListener("pointerdown", handlePointerDown);
  }, [openGroupId, closeGroup]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key === "Escape" && isPhone && isExpanded && openGroupId === null) {
      event.stopPropagation();
      handleNavigated();
      document.querySelector<HTMLButtonElement>(`[aria-controls="${SIDENAV_ID}"]`)?.focus();
      return;
    }
    if (event.key !== "Escape" || openGroupId === null) return;
    event.stopPropagation();
    const button = navRef.current?.querySelector<HTMLButtonElement>(
      `[aria-controls="nav-group-${openGroupId}"]`,
    );
    closeGroup();
    button?.focus();
  };

  return (
    <>
      {isPhone && isExpanded && (
        <div
          className="app-sidenav-backdrop"
          data-testid={TEST_IDS.sidenavBackdrop}
          onClick={handleNavigated}
        />
      )}
      <nav
        id={SIDENAV_ID}
        ref={navRef}
        data-testid={TEST_IDS.sidenav}
        aria-label={t("nav.label")}
        className={`app-sidenav${isExpanded ? " is-expanded" : ""}${isPhone ? " is-drawer" : ""}`}
        style={{ width: isExpanded || isPhone ? SIDENAV_EXPANDED_WIDTH : SIDENAV_COLLAPSED_WIDTH }}
        onKeyDown={handleKeyDown}
      >
        <ul className="app-sidenav-list">
          {shownEntries.map((entry) => {
            const label = t(entry.labelKey);
            if (entry.kind === "link") {
              return (
                <li key={entry.id}>
                  <SideNavLink
                    item={entry}
                    label={label}
                    isCollapsed={!isExpanded && !isPhone}
                    onClick={handleNavigated}
                  />
                </li>
              );
            }
            const isOpen = openGroupId === entry.id;
            const isActive = activeGroupId === entry.id;
            const listId = `nav-group-${entry.id}`;
            return (
              <li
                key={entry.id}
                className={`app-sidenav-group${isActive ? " is-active" : ""}${isOpen ? " is-open" : ""}`}
              >
                <button
                  type="button"
                  className="app-sidenav-link"
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  data-testid={navGroupTestId(label)}
                  title={isExpanded || isPhone ? undefined : label}
                  onClick={() => toggleGroup(entry.id, isPhone)}
                >
                  <Icon icon={entry.icon} />
                  <span className="app-sidenav-label">{label}</span>
                  <Icon icon={isOpen ? biChevronUp : biChevronDown} className="app-sidenav-chevron" />
                </button>
                <ul id={listId} className="app-sidenav-sub" aria-label={label} hidden={!isOpen}>
                  {entry.items.map((item) => (
                    <li key={item.id}>
                      <SideNavLink
                        item={item}
                        label={t(item.labelKey)}
                        isCollapsed={false}
                        onClick={handleNavigated}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
