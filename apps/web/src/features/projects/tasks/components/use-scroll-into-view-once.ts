import { useCallback, useRef } from "react";

/**
 * A ref callback that scrolls its element into the middle of the view the first time it is attached while
 * `active` is true (a task singled out by a link, issue 21 §3), and never again for this component, so a
 * later re-render or a drag does not jump the page. Browsers without `scrollIntoView` (jsdom) are skipped.
 */
export function useScrollIntoViewOnce<T extends Element>(active: boolean): (node: T | null) => void {
  const done = useRef(false);
  return useCallback(
    (node: T | null) => {
      if (!active || done.current || node === null) return;
      done.current = true;
      if (typeof node.scrollIntoView === "function") node.scrollIntoView({ block: "center" });
    },
    [active],
  );
}
