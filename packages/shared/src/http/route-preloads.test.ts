import { describe, expect, it } from "vitest";
import {
  matchRoutePreload,
  preloadsFor,
  scoreRouteMatch,
  type RoutePreloadManifest,
} from "./route-preloads.ts";

const MANIFEST: RoutePreloadManifest = {
  layoutFiles: ["assets/layout-1.js", "assets/icons-1.js", "assets/layout-1.css"],
  loginPath: "/bejelentkezes",
  routes: [
    { path: "/", name: "home", needsAuth: true, showsLayout: true, files: ["assets/home-1.js"] },
    {
      path: "/bejelentkezes",
      name: "login",
      needsAuth: false,
      showsLayout: false,
      files: ["assets/login-1.js"],
    },
    { path: "/autok/:id", name: "car", needsAuth: true, showsLayout: true, files: ["assets/car-1.js"] },
    {
      path: "/autok/kartyak",
      name: "fuel-cards",
      needsAuth: true,
      showsLayout: true,
      files: ["assets/cards-1.js", "assets/icons-1.js", "assets/table-1.css"],
    },
    {
      path: "/resource-card",
      name: "resource-card",
      needsAuth: true,
      showsLayout: false,
      files: ["assets/card-1.js"],
    },
    { path: "*", name: "not-found", needsAuth: true, showsLayout: true, files: ["assets/nf-1.js"] },
  ],
};

/** The match's score, or -Infinity for no match. */
const score = (pattern: string, pathname: string) => scoreRouteMatch(pattern, pathname) ?? -Infinity;

describe("route preloads (issue 19 §6)", () => {
  it("ranks routes as React Router does: static segments over parameters over the splat", () => {
    expect(scoreRouteMatch("/autok/:id", "/autok/1")).toBeDefined();
    expect(scoreRouteMatch("/autok/:id", "/autok")).toBeUndefined();
    expect(scoreRouteMatch("/autok/:id", "/autok/1/x")).toBeUndefined();
    expect(score("/autok/kartyak", "/autok/kartyak")).toBeGreaterThan(score("/autok/:id", "/autok/kartyak"));
    expect(score("*", "/nincs-ilyen")).toBeGreaterThan(-Infinity);
    expect(score("*", "/nincs-ilyen")).toBeLessThan(score("/", "/"));
    expect(matchRoutePreload(MANIFEST, "/autok/kartyak")?.name).toBe("fuel-cards");
    expect(matchRoutePreload(MANIFEST, "/autok/7")?.name).toBe("car");
    expect(matchRoutePreload(MANIFEST, "/autok/7/")?.name).toBe("car");
    expect(matchRoutePreload(MANIFEST, "/")?.name).toBe("home");
    expect(matchRoutePreload(MANIFEST, "/nincs/ilyen/oldal")?.name).toBe("not-found");
    expect(matchRoutePreload({ ...MANIFEST, routes: [] }, "/")).toBeUndefined();
  });

  it("decodes a segment before comparing it, and takes a malformed one as it is", () => {
    const manifest = {
      ...MANIFEST,
      routes: [{ path: "/árak", name: "prices", needsAuth: true, showsLayout: true, files: ["a.js"] }],
    };
    expect(matchRoutePreload(manifest, "/%C3%A1rak")?.name).toBe("prices");
    expect(matchRoutePreload(manifest, "/%E0%A4%A")).toBeUndefined();
  });

  it("names the layout's and the page's files for a signed-in visitor, once each", () => {
    expect(preloadsFor(MANIFEST, "/autok/kartyak", true)).toEqual([
      "assets/layout-1.js",
      "assets/icons-1.js",
      "assets/layout-1.css",
      "assets/cards-1.js",
      "assets/table-1.css",
    ]);
    // A page without the layout (SPEC §2 hide list) does not fetch the layout's chunk.
    expect(preloadsFor(MANIFEST, "/resource-card", true)).toEqual(["assets/card-1.js"]);
    expect(preloadsFor(MANIFEST, "/bejelentkezes", true)).toEqual(["assets/login-1.js"]);
  });

  it("names the sign-in page's files for a signed-out visitor of a signed-in page, a public page's own", () => {
    expect(preloadsFor(MANIFEST, "/", false)).toEqual(["assets/login-1.js"]);
    expect(preloadsFor(MANIFEST, "/autok/3", false)).toEqual(["assets/login-1.js"]);
    expect(preloadsFor(MANIFEST, "/bejelentkezes", false)).toEqual(["assets/login-1.js"]);
    expect(preloadsFor({ ...MANIFEST, loginPath: "/nincs" }, "/", false)).toEqual([]);
  });
});
