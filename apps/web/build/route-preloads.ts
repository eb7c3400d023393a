import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
// A relative path: Vite loads its config's packages (node_modules, workspace links) unbundled, and Node
// cannot load packages/shared's TypeScript; a relative import is bundled with the config.
import {
  ROUTE_PRELOADS_FILE,
  type RoutePreload,
  type RoutePreloadManifest,
} from "../../../packages/shared/src/http/route-preloads.ts";
import { LAYOUT_HIDDEN_ROUTE_NAMES, PUBLIC_ROUTE_NAMES } from "../src/app/route-access.ts";

/** One `route("path", "name", () => import("module")…)` of src/app/routes.tsx. */
export type RouteModule = { path: string; name: string; module: string };

/** The routes table's `route(path, name, () => import(module)…)` calls, in source order. */
const ROUTE_CALL = /\broute\(\s*"([^"]+)",\s*"([^"]+)",\s*\(\)\s*=>\s*import\("([^"]+)"\)/g;

/**
 * The routes of the routes table's source (`src/app/routes.tsx`): each `route(path, name, () =>
 * import(module)…)` call, with `module` as written there (relative to src/app/). Its test checks that
 * this finds exactly the routes the app has (APP_ROUTES).
 */
export function parseRouteModules(source: string): RouteModule[] {
  return [...source.matchAll(ROUTE_CALL)].map(([, path = "", name = "", module = ""]) => ({
    path,
    name,
    module,
  }));
}

/** A Vite build manifest (`dist/.vite/manifest.json`): source key → its chunk, static imports and CSS. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** `key` and every manifest key it imports statically, transitively, in pre-order (the importer first). */
function staticClosure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The stylesheets of `key`'s static closure in cascade order, as Vite's own preload helper inserts them:
 * each chunk's imports' stylesheets before its own (a page's rules come after, and so win over, those of the
 * components it imports).
 */
function stylesheetsInOrder(
  manifest: ViteManifest,
  key: string,
  seen = new Set<string>(),
  into: string[] = [],
): string[] {
  if (seen.has(key) || !manifest[key]) return into;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) stylesheetsInOrder(manifest, imported, seen, into);
  for (const css of manifest[key].css ?? []) if (!into.includes(css)) into.push(css);
  return into;
}

/** The manifest key of `module` (relative to src/app/, without extension). */
function manifestKey(manifest: ViteManifest, module: string): string {
  const base = path.posix.join("src/app", module);
  const key = [`${base}.tsx`, `${base}.ts`].find((k) => manifest[k]);
  if (!key) throw new Error(`route-preloads: ${module} is not in the build manifest`);
  return key;
}

/**
 * The files `key` needs beyond the entry (`index.html`'s own static closure): its chunks, then their
 * stylesheets in cascade order ({@link stylesheetsInOrder}).
 */
function filesBeyondEntry(manifest: ViteManifest, key: string): string[] {
  const entry = staticClosure(manifest, "index.html");
  const entryCss = new Set(stylesheetsInOrder(manifest, "index.html"));
  const keys = [...staticClosure(manifest, key)].filter((k) => !entry.has(k));
  const css = stylesheetsInOrder(manifest, key).filter((c) => !entryCss.has(c));
  return [...keys.flatMap((k) => manifest[k]?.file ?? []), ...css];
}

/**
 * The route preload manifest (issue 19 §6, packages/shared http/route-preloads.ts) of a build: each
 * route's files beyond the entry, the layout's (`src/app/layout/layout.tsx`), the sign-in route. Throws
 * when a route's module or the layout is missing from the build manifest.
 */
export function buildRoutePreloads(
  manifest: ViteManifest,
  routes: readonly RouteModule[],
): RoutePreloadManifest {
  const preloads: RoutePreload[] = routes.map((r) => ({
    path: r.path,
    name: r.name,
    needsAuth: !PUBLIC_ROUTE_NAMES.includes(r.name),
    showsLayout: !LAYOUT_HIDDEN_ROUTE_NAMES.includes(r.name),
    files: filesBeyondEntry(manifest, manifestKey(manifest, r.module)),
  }));
  const login = routes.find((r) => r.name === "login");
  if (!login) throw new Error("route-preloads: no login route in the routes table");
  return {
    layoutFiles: filesBeyondEntry(manifest, manifestKey(manifest, "./layout/layout")),
    loginPath: login.path,
    routes: preloads,
  };
}

/**
 * Vite build plugin: after the build, writes `dist/.vite/route-preloads.json` from the build manifest and
 * the routes table (src/app/routes.tsx), for the server to name the first page's chunks in index.html.
 */
export function routePreloads(): Plugin {
  let outDir = "dist";
  let root = ".";
  return {
    name: "office-route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifestFile = path.join(outDir, ".vite/manifest.json");
      if (!existsSync(manifestFile)) throw new Error("route-preloads: the build wrote no manifest");
      const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as ViteManifest;
      const routes = parseRouteModules(readFileSync(path.join(root, "src/app/routes.tsx"), "utf8"));
      const result = buildRoutePreloads(manifest, routes);
      writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), JSON.stringify(result));
      this.info(`route preloads for ${result.routes.length} routes`);
    },
  };
}
