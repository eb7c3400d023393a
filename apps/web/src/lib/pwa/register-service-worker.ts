import { registerSW } from "virtual:pwa-register";

/**
 * Registers the service worker of the production build (issue 19 §5; what it caches is described in
 * vite.config.ts). main.tsx calls it once the first page has shown (app/first-page.ts), so that neither
 * it nor its precache downloads compete with the first screen (issue 19 §6). A new
 * build takes over at once (`autoUpdate`). Nothing in development (`vite` serves no worker) or in a
 * browser without service workers.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  void registerSW({ immediate: true });
}
