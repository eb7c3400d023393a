import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * True once the element behind the returned ref has come within `margin` (a CSS length, default
 * "200px") of the viewport, and from then on. For heavy widgets below the fold (charts): they render
 * when the user scrolls towards them instead of during the page's first render (issue 19 §6, long tasks
 * on a phone). True at once where `IntersectionObserver` is missing (old browsers, jsdom).
 */
export function useNearViewport<T extends Element>(margin = "200px"): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);
  return [ref, isNear];
}
