import { whenIdle } from "../lib/dom/when-idle";

let isShown = false;
const waiting: (() => void)[] = [];

/** Called by the router once its initial load has finished: the first page has its data and code. */
export function markFirstPageShown(): void {
  if (isShown) return;
  isShown = true;
  for (const work of waiting.splice(0)) whenIdle(work);
}

/**
 * Runs `work` once the first page has its data and code (the router's initial load has finished, see
 * router.tsx) and the browser is then idle ({@link whenIdle}): for work the first screen does not need —
 * the toaster's code, the service worker and its precache — which would otherwise download alongside that
 * screen's chunks and answers on a slow phone connection (issue 19 §6).
 */
export function afterFirstPage(work: () => void): void {
  if (isShown) whenIdle(work);
  else waiting.push(work);
}
