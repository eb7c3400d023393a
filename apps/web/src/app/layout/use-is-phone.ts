import { useSyncExternalStore } from "react";

/**
 * The phone layout's media query (issue 19 §5): below Bootstrap's `md` breakpoint (768 px, SPEC §9's
 * breakpoints) the icon rail folds into the hamburger drawer and tables become card lists.
 */
export const PHONE_MEDIA_QUERY = "(max-width: 767.98px)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(PHONE_MEDIA_QUERY);
  if (!query) return () => {};
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isPhoneNow = (): boolean => window.matchMedia?.(PHONE_MEDIA_QUERY).matches ?? false;

/** True while the viewport is phone-sized (`PHONE_MEDIA_QUERY`); follows rotation and resizing. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}
