/**
 * The first page's chunks, named in index.html (issue 19 §6).
 *
 * The web build (apps/web/build/route-preloads.ts) writes a {@link RoutePreloadManifest}: for every SPA
 * route, the JavaScript chunks and stylesheets its page needs beyond the entry's. The server
 * (apps/server/src/app/spa.ts) puts them into the index.html it answers a page's address with, as
 * `<link rel="modulepreload">` and `<link rel="stylesheet">`, so that the browser fetches them with the
 * entry instead of only after the entry has run and the router has asked for the page; the app's own
 * preload helper then finds the links in place and adds none.
 *
 * Whether the visitor is signed in is in localStorage, which the server does not see; the SPA keeps a
 * cookie that says so ({@link SIGNED_IN_HINT_COOKIE}, no credential in it), so that a signed-out visitor
 * of a signed-in page, whom the SPA sends to the sign-in page, gets that page's chunks instead.
 */

/** One SPA route as the build saw it (apps/web/src/app/routes.tsx). */
export type RoutePreload = {
  /** The route's path pattern as React Router reads it: `/autok/:id`, `*`. */
  path: string;
  /** SPEC §2 name. */
  name: string;
  /** False for the pages a signed-out visitor may open (the SPEC §2 guard's list). */
  needsAuth: boolean;
  /** True when a signed-in visitor sees the top bar and side navigation there (SPEC §2 layout rule). */
  showsLayout: boolean;
  /** Build files (`assets/…`, from the site's root), JavaScript chunks first, then stylesheets. */
  files: string[];
};

/** Where the web build writes the route preload manifest and the server reads it, relative to `dist/`. */
export const ROUTE_PRELOADS_FILE = ".vite/route-preloads.json";

/** What the web build writes to `dist/.vite/route-preloads.json` (ROUTE_PRELOADS_FILE). */
export type RoutePreloadManifest = {
  /** The layout chunk's files (top bar, side navigation), for a signed-in page that shows it. */
  layoutFiles: string[];
  /** The sign-in route's path, where the SPA sends a signed-out visitor of a signed-in page. */
  loginPath: string;
  routes: RoutePreload[];
};

/**
 * The cookie the SPA keeps while a user is signed in (value `1`, expiring with the token): a hint for the
 * server's choice of preloads. It carries no credential and grants nothing; every API call is still
 * authorised by its bearer token alone.
 */
export const SIGNED_IN_HINT_COOKIE = "office_signed_in";

/**
 * How well `pattern` (a route path: static segments, `:param`, a trailing `*`) matches `pathname`:
 * `undefined` when it does not, else a score where a better match is higher — static segments beat
 * parameters, which beat the splat (React Router's ranking).
 */
export function scoreRouteMatch(pattern: string, pathname: string): number | undefined {
  const want = pattern.split("/").filter(Boolean);
  const have = pathname.split("/").filter(Boolean);
  let score = 0;
  for (const [i, seg] of want.entries()) {
    if (seg === "*") return score - 2 + i;
    const got = have[i];
    if (got === undefined) return undefined;
    if (seg.startsWith(":")) score += 3;
    else if (seg === safeDecode(got)) score += 10;
    else return undefined;
  }
  return have.length === want.length ? score + 1 : undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route of `manifest` that React Router would render at `pathname`, or undefined. */
export function matchRoutePreload(
  manifest: RoutePreloadManifest,
  pathname: string,
): RoutePreload | undefined {
  let best: RoutePreload | undefined;
  let bestScore = -Infinity;
  for (const route of manifest.routes) {
    const score = scoreRouteMatch(route.path, pathname);
    if (score !== undefined && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The build files to preload for a visit of `pathname`: the page's own and, where it shows the layout,
 * the layout's, for a signed-in visitor; for a signed-out one the page's own when it is public, else the
 * sign-in page's (the SPA's guard sends them there). An address no route knows preloads nothing.
 */
export function preloadsFor(manifest: RoutePreloadManifest, pathname: string, isSignedIn: boolean): string[] {
  const route = matchRoutePreload(manifest, pathname);
  if (!route) return [];
  if (!isSignedIn && route.needsAuth) {
    const login = manifest.routes.find((r) => r.path === manifest.loginPath);
    return login ? login.files : [];
  }
  const files = isSignedIn && route.showsLayout ? [...manifest.layoutFiles, ...route.files] : route.files;
  return [...new Set(files)];
}
