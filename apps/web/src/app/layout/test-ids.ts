/**
 * Stable `data-testid` values for the e2e suite. Keep them unchanged; add, never rename.
 *
 * - `topbar`               the top bar (`<header>`)
 * - `sidenav`              the side navigation (`<nav>`)
 * - `sidenav-backdrop`     the backdrop behind the open phone drawer (closes it on click)
 * - `nav-toggle`           the menu toggle in the top bar (expands/collapses the side navigation)
 * - `nav-group-<label>`    each side-navigation group button, by its Hungarian label,
 *                          e.g. `nav-group-Projektek`, `nav-group-HR`, `nav-group-Beállítások`
 * - `notification-bell`    the bell button in the top bar
 * - `notification-dot`     the red dot on the bell while any notification is unseen
 * - `notification-drawer`  the right-hand notification drawer (offcanvas dialog)
 * - `notification-item`    each notification in the drawer
 * - `notification-close`   the "mark seen" close button of an unseen notification
 * - `notification-mark-all` the drawer's "Mind olvasott" button (shown while any is unseen)
 * - `profile-menu`         the profile picture dropdown toggle in the top bar
 * - `test-label`           the `Test` label shown in the test environment
 * - `theme-toggle`         the light/dark scheme toggle in the top bar
 * - `theme-menu-item`      the same switch in the profile menu, on a phone (the top bar hides the toggle)
 * - `loading-spinner`      the full-screen spinner
 * - `breadcrumb`           the breadcrumb (`<nav>` around the Bootstrap breadcrumb list)
 */
export const TEST_IDS = {
  topbar: "topbar",
  sidenav: "sidenav",
  sidenavBackdrop: "sidenav-backdrop",
  navToggle: "nav-toggle",
  notificationBell: "notification-bell",
  notificationDot: "notification-dot",
  notificationDrawer: "notification-drawer",
  notificationItem: "notification-item",
  notificationClose: "notification-close",
  notificationMarkAll: "notification-mark-all",
  profileMenu: "profile-menu",
  testLabel: "test-label",
  themeToggle: "theme-toggle",
  themeMenuItem: "theme-menu-item",
  loadingSpinner: "loading-spinner",
  breadcrumb: "breadcrumb",
} as const;

/** `nav-group-<Hungarian label>`, e.g. `nav-group-Kimutatások`. */
export function navGroupTestId(label: string): string {
  return `nav-group-${label}`;
}
