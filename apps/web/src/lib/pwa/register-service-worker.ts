import { registerSW } from "virtual:pwa-register";

/**
 * Registers the service worker of the production build (issue 19 §5; what it caches is described in
 * vite.config.ts) once the page has loaded, so that it never competes with the first screen. A new
 * build takes over at once (`autoUpdate`). Nothing in development (`vite` serves no worker) or in a
 * browser without service workers.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  void registerSW({ immediate: false });
}
