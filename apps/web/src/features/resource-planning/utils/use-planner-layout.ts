import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

/** Below this viewport width (px, Bootstrap's `md`) the planner shows the per-person list instead of the grid. */
export const PLANNER_LIST_BREAKPOINT = 768;

const LIST_QUERY = `(max-width: ${PLANNER_LIST_BREAKPOINT - 0.02}px)`;

function subscribeList(onChange: () => void): () => void {
  const query = window.matchMedia?.(LIST_QUERY);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** True on a phone-sized viewport (issue 19 §5): the grid is unusable there, the list view is shown. */
export function useIsPlannerList(): boolean {
  return useSyncExternalStore(
    subscribeList,
    () => window.matchMedia?.(LIST_QUERY).matches ?? false,
    () => false,
  );
}

/**
 * The content width of an element in px (0 until measured), kept current with a ResizeObserver; returns a
 * callback ref to put on the element.
 */
export function useElementWidth(): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((el: HTMLElement | null) => setElement(el), []);
  return [ref, width];
}

/**
 * The day column width of the grid: the zoom's minimum (`minWidth`), widened so that the days fill the
 * available width (`available` minus the name column) — the week view then uses the full width of the page
 * (issue 19 §4) instead of 7 narrow columns and empty space. Whole pixels; `available` 0 (not measured) keeps
 * the minimum.
 */
export function fitColumnWidth(minWidth: number, available: number, nameWidth: number, days: number): number {
  if (available <= 0 || days <= 0) return minWidth;
  return Math.max(minWidth, Math.floor((available - nameWidth - 2) / days));
}
