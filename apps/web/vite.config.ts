import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./build/precompress.ts";
import { purgeBootstrap } from "./build/purge-bootstrap.ts";
import { routePreloads } from "./build/route-preloads.ts";

/**
 * The SVG files (`…/icons/<name>.svg`) of the icons the signed-out pages (features/auth) use: they stay
 * out of the shared icons chunk, so that the first visit, to /bejelentkezes, does not load every icon.
 * Read from the sources: the `bi*` names in features/auth, mapped to their files by icons.ts.
 */
function signedOutIcons(): string[] {
  const src = fileURLToPath(new URL("./src/", import.meta.url));
  const iconFiles = new Map(
    [
      ...readFileSync(`${src}components/ui/icons.ts`, "utf8").matchAll(
        /as (bi\w+) } from "[^"]*\/(\w[\w-]*\.svg)/g,
      ),
    ].map((m) => [m[1], `/${m[2]}`]),
  );
  const authDir = `${src}features/auth/`;
  const names = new Set(
    readdirSync(authDir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".tsx") || f.endsWith(".ts"))
      .flatMap((f) => readFileSync(authDir + f, "utf8").match(/\bbi[A-Z]\w*/g) ?? []),
  );
  return [...names].flatMap((name) => iconFiles.get(name) ?? []);
}
const SIGNED_OUT_ICONS = signedOutIcons();

/** Where `npm run dev` forwards API, report and storage calls (the Fastify server). */
const API_TARGET = process.env.OFFICE_API_TARGET ?? "http://127.0.0.1:3000";

/**
 * Vite config of the SPA, also the Vitest project "web" (jsdom). Vendor code is grouped so the first
 * visit to /bejelentkezes loads only React, the router and the small shell; every route is its own chunk.
 * Bootstrap is compiled from its Sass sources (src/styles/bootstrap.scss) and trimmed to the classes the
 * app names (build/purge-bootstrap.ts); the build output is pre-compressed (build/precompress.ts) for the
 * server to send as is.
 *
 * Service worker (issue 19 §5, vite-plugin-pwa / Workbox `generateSW`, registered by
 * src/lib/pwa/register-service-worker.ts): it precaches the built app shell (index.html, the hashed JS and
 * CSS chunks, icons) so that the app opens and its screens load without signal, and answers every
 * navigation with the cached index.html. It caches NO API answer: /api, /report, /storage, /brand and the
 * per-tenant /manifest.webmanifest always go to the network (no Workbox route matches them), so no
 * personal data is ever kept by the service worker, nor served to another user of the same phone. Trips
 * and fuel fills made offline are kept by the app itself (features/cars/api/fleet-outbox.ts, IndexedDB per
 * user). Each tenant is its own origin (Host), so each has its own worker and caches. A new build
 * replaces the worker at once (`autoUpdate`, old precaches cleaned up). The manifest is not generated
 * here: the server writes it per tenant (name, theme colour).
 */
export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: "autoUpdate",
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/(api|report|storage|brand)(\/|$)/, /^\/manifest\.webmanifest$/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [],
      },
    }),
    purgeBootstrap(),
    routePreloads(),
    precompress(),
  ],
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's sources use Sass features newer Dart Sass deprecates; they still compile the same.
      scss: {
        quietDeps: true,
        silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"],
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    host: "127.0.0.1",
    allowedHosts: [".localhost"],
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: false },
      "/report": { target: API_TARGET, changeOrigin: false },
      "/storage": { target: API_TARGET, changeOrigin: false },
      "/brand": { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            {
              name: "router",
              test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 25,
            },
            {
              name: "i18n",
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
              priority: 20,
            },
            {
              name: "virtual",
              test: /node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/,
              priority: 21,
            },
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            { name: "forms", test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 20 },
            {
              name: "charts",
              test: /node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/,
              priority: 20,
            },
            {
              name: "fullcalendar",
              test: /node_modules[\\/](@fullcalendar|temporal-polyfill|temporal-utils|temporal-spec)[\\/]/,
              priority: 20,
            },
            // The signed-in pages' bootstrap-icons SVGs (each a few hundred bytes) in one chunk: as chunks
            // of their own they were most of a page's ~20 dependencies, each a request and a modulepreload
            // link (issue 19 §6). The signed-out pages' icons stay out of it (see signedOutIcons).
            {
              name: "icons",
              test: (id) =>
                /node_modules[\\/]bootstrap-icons[\\/]/.test(id) &&
                !SIGNED_OUT_ICONS.some((f) => id.includes(f)),
              priority: 20,
            },
            {
              name: "bootstrap-ui",
              test: /node_modules[\\/](react-bootstrap|@restart|@popperjs|dom-helpers|react-transition-group|uncontrollable|prop-types|prop-types-extra|classnames|warning|invariant|@babel[\\/]runtime|@react-aria|react-lifecycles-compat)[\\/]/,
              priority: 15,
            },
          ],
        },
      },
    },
  },
  test: {
    name: "web",
    environment: "jsdom",
    // Which files: the root vitest.config.ts (two projects, with and without isolation).
    setupFiles: ["./vitest.setup.ts"],
    css: false,
    // jsdom + lazy chunks are slow on a busy machine; a test that needs this long is still a pass.
    testTimeout: 15_000,
  },
});
