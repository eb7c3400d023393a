/** How long deferred work waits at most for the browser to go idle (ms). */
export const IDLE_TIMEOUT_MS = 5_000;

/**
 * Runs `work` once the page has loaded and the browser is idle (`requestIdleCallback`, at most
 * `timeoutMs` after the load; a 200 ms timer where the browser has no idle callbacks), so that work the
 * first screen does not need — the toaster's code, the service worker's registration and its precache —
 * never competes with that screen's requests and rendering (issue 19 §6).
 */
export function whenIdle(work: () => void, timeoutMs = IDLE_TIMEOUT_MS): void {
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    } else window.setTimeout(work, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
}
