import { hasPermission } from "@office/shared/auth/permissions";
import type { NavEntry } from "./nav-items";

/** SPEC §9: side navigation widths. */
export const SIDENAV_COLLAPSED_WIDTH = "4rem";
export const SIDENAV_EXPANDED_WIDTH = "14rem";

function isPermitted(permission: string | undefined, roles: readonly string[]): boolean {
  return permission === undefined || hasPermission(roles, permission);
}

/**
 * The entries this user may see (SPEC §6): items and groups with a `permission` need that role name;
 * a group left without items is dropped.
 */
export function filterNavEntries(entries: readonly NavEntry[], roles: readonly string[]): NavEntry[] {
  const visible: NavEntry[] = [];
  for (const entry of entries) {
    if (!isPermitted(entry.permission, roles)) continue;
    if (entry.kind === "link") {
      visible.push(entry);
      continue;
    }
    const items = entry.items.filter((item) => isPermitted(item.permission, roles));
    if (items.length > 0) visible.push({ ...entry, items });
  }
  return visible;
}

/** True when `pathname` is `url` itself or below it (`/autok/5` is below `/autok`); `/` matches only `/`. */
export function isPathWithin(pathname: string, url: string): boolean {
  if (url === "/") return pathname === "/";
  return pathname === url || pathname.startsWith(`${url}/`);
}

/** SPEC §2: the id of the group the current route belongs to (it stays highlighted), or null. */
export function findActiveGroupId(entries: readonly NavEntry[], pathname: string): string | null {
  for (const entry of entries) {
    if (entry.kind !== "group") continue;
    const urls = [...entry.items.map((item) => item.url), ...entry.relatedPaths];
    if (urls.some((url) => isPathWithin(pathname, url))) return entry.id;
  }
  return null;
}

/** SPEC §2: Ctrl or Meta click opens the target in a new tab instead of navigating. */
export function isNewTabClick(event: { ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.ctrlKey || event.metaKey;
}
