import { expect, type Page, type Request } from "@playwright/test";
import { waitForApp } from "./shell.ts";

/** The requests of a page that have not ended yet, and when the last one started or ended (ms). */
type Traffic = { inflight: Set<Request>; changedAt: number };

const traffic = new WeakMap<Page, Traffic>();

/** Starts counting the requests of `page` (once per page; later calls answer the same counter). */
function trackRequests(page: Page): Traffic {
  const known = traffic.get(page);
  if (known) return known;
  const state: Traffic = { inflight: new Set(), changedAt: Date.now() };
  const ended = (request: Request) => {
    state.inflight.delete(request);
    state.changedAt = Date.now();
  };
  page.on("request", (request) => {
    state.inflight.add(request);
    state.changedAt = Date.now();
  });
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  traffic.set(page, state);
  return state;
}

/**
 * Waits until no request of `page` has been open for `quietMs` (500 ms, as Playwright's `networkidle`).
 * `networkidle` belongs to a document's load, so it says nothing after a navigation inside the app; this
 * counts the requests since {@link navigateInApp} first ran on the page (a no-op before that).
 */
export async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  const state = traffic.get(page);
  if (!state) return;
  await expect
    .poll(() => state.inflight.size === 0 && Date.now() - state.changedAt >= quietMs, {
      message: "no request open for 500 ms",
      intervals: [100],
      timeout: 30_000,
    })
    .toBe(true);
}

/**
 * Opens `path` the way a link of the app does, without loading the document again: a history entry as
 * React Router's own (`usr`, `key`, `idx`) and a `popstate`, which the browser router follows with its
 * lazy route module and loaders. Waits for the URL, the calls of the new page and the shell's spinner.
 * A route loop that runs checks on many pages saves the 2–3 s a full load of the app takes on two cores.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  trackRequests(page);
  await page.evaluate((target) => {
    const current = window.history.state as { idx?: number } | null;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (current?.idx ?? 0) + 1 };
    window.history.pushState(state, "", target);
    window.dispatchEvent(new PopStateEvent("popstate", { state }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search + url.hash === path);
  await networkQuiet(page);
  await waitForApp(page);
}

/**
 * Holds every answer to a request whose URL matches `url` (a glob or a pattern, as `page.route` takes)
 * until the returned function is called: the page sees the request pending as long as a test needs.
 */
export async function holdAnswers(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
