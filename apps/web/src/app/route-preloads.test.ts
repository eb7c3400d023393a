import { describe, expect, it } from "vitest";
import { buildRoutePreloads, parseRouteModules, type ViteManifest } from "../../build/route-preloads";
import { APP_ROUTES } from "./routes";
import ROUTES_SOURCE from "./routes.tsx?raw";

describe("the build's route preloads (issue 19 §6)", () => {
  it("finds every route of the app in the routes table's source, with its module", () => {
    const parsed = parseRouteModules(ROUTES_SOURCE);
    expect(
      parsed.map(({ path, name }) => ({ path, name })).sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual(
      APP_ROUTES.map(({ path, name }) => ({ path, name })).sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(parsed.find((r) => r.name === "rewards")?.module).toBe("../features/rewards/routes/leaderboard");
  });

  const manifest: ViteManifest = {
    "index.html": { file: "assets/index-1.js", imports: ["_react.js"], css: ["assets/index-1.css"] },
    "_react.js": { file: "assets/react-1.js" },
    "_icon.tsx": { file: "assets/icon-1.js", imports: ["_react.js"] },
    "_table.tsx": { file: "assets/table-1.js", imports: ["_icon.tsx"], css: ["assets/table-1.css"] },
    "src/app/layout/layout.tsx": { file: "assets/layout-1.js", imports: ["_icon.tsx", "_react.js"] },
    "src/features/auth/routes/login.tsx": { file: "assets/login-1.js", imports: ["_react.js"] },
    "src/features/cars/routes/list.ts": {
      file: "assets/list-1.js",
      imports: ["_table.tsx", "_react.js"],
      css: ["assets/index-1.css", "assets/list-1.css"],
    },
  };
  const routes = [
    { path: "/bejelentkezes", name: "login", module: "../features/auth/routes/login" },
    { path: "/autok", name: "cars", module: "../features/cars/routes/list" },
    { path: "/resource-card", name: "resource-card", module: "../features/auth/routes/login" },
  ];

  it("lists a page's chunks and stylesheets beyond the entry's, with the SPEC §2 guard and layout rules", () => {
    const result = buildRoutePreloads(manifest, routes);
    expect(result.loginPath).toBe("/bejelentkezes");
    expect(result.layoutFiles).toEqual(["assets/layout-1.js", "assets/icon-1.js"]);
    expect(result.routes).toEqual([
      {
        path: "/bejelentkezes",
        name: "login",
        needsAuth: false,
        showsLayout: false,
        files: ["assets/login-1.js"],
      },
      {
        path: "/autok",
        name: "cars",
        needsAuth: true,
        showsLayout: true,
        // Stylesheets in cascade order, as Vite's helper inserts them: what a chunk imports before its own,
        // so that the page's rules win over its components' (the reverse broke the planner's colours).
        files: [
          "assets/list-1.js",
          "assets/table-1.js",
          "assets/icon-1.js",
          "assets/table-1.css",
          "assets/list-1.css",
        ],
      },
      {
        path: "/resource-card",
        name: "resource-card",
        needsAuth: true,
        showsLayout: false,
        files: ["assets/login-1.js"],
      },
    ]);
  });

  it("fails the build when a route's module or the layout is missing from the manifest", () => {
    expect(() =>
      buildRoutePreloads(manifest, [...routes, { path: "/x", name: "x", module: "../nincs" }]),
    ).toThrow(/nincs is not in the build manifest/);
    const { "src/app/layout/layout.tsx": _layout, ...noLayout } = manifest;
    expect(() => buildRoutePreloads(noLayout, routes)).toThrow(/layout/);
    expect(() => buildRoutePreloads(manifest, routes.slice(1))).toThrow(/no login route/);
  });
});
