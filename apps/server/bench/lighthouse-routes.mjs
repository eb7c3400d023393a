// The pages the Lighthouse bench measures (issue 19 §6): every route of SPEC §2 "Screens and routes" on
// the desktop preset, and the phone pages of issue 19 §5 on Lighthouse's mobile preset.
//
// A route with `{id}` takes its id from the demo data: `lookup` names the list call (GET /api/<lookup>,
// as admin) and the page gets the smallest id of that list, so a fresh demo server always opens the same
// record. Keep the list in step with SPEC §2, `apps/web/src/app/routes.tsx` and `e2e/support/routes.ts`.

import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * SPEC §2 routes in SPEC order: `path` (with `{id}` where the route has one), SPEC's `name`, `user` (the
 * demo user signed in, null for the public pages) and `lookup` (the list call that supplies `{id}`).
 */
export const SPEC_ROUTES = [
  { path: "/", name: "home" },
  { path: "/bejelentkezes", name: "login", user: null },
  { path: "/elfelejtett-jelszo", name: "forgotten-password", user: null },
  { path: "/profil", name: "profil" },
  { path: "/munkatarsak", name: "employees" },
  { path: "/munkatarsak/{id}", name: "employee", lookup: "employee" },
  { path: "/uj-munkatars", name: "new-employee" },
  { path: "/szabadsagok", name: "holidays" },
  { path: "/eszkozok", name: "assets" },
  { path: "/eszkozok/{id}", name: "asset", lookup: "asset" },
  { path: "/eszkoz-atadas", name: "asset-handover" },
  { path: "/leltar", name: "inventory" },
  { path: "/uj-eszkoz", name: "new-assets" },
  { path: "/projektek", name: "projects" },
  { path: "/uj-projekt", name: "new-project" },
  { path: "/projektek/{id}", name: "project", lookup: "project" },
  { path: "/naptar", name: "calendar" },
  { path: "/eroforras-naptar", name: "resource-calendar" },
  { path: "/eroforras-report", name: "resource-report" },
  { path: "/eroforras-dij-report", name: "resource-cost-report" },
  { path: "/eroforras-dij-intervallum", name: "resource-cost-range-report" },
  { path: "/eroforras-dij-havi", name: "resource-cost-monthly-report" },
  { path: "/eroforras-dij-eves", name: "resource-cost-yearly-report" },
  { path: "/jelenleti-naptar", name: "attendance-calendar" },
  { path: "/kulso-eroforrasok", name: "external-resources" },
  { path: "/kulso-eroforrasok/{id}", name: "external-resource", lookup: "externalResource" },
  { path: "/uj-eroforras", name: "add-external-resource" },
  { path: "/partnerek", name: "partners" },
  { path: "/partnerek/{id}", name: "partner", lookup: "partner" },
  { path: "/uj-partner", name: "add-partner" },
  { path: "/autok", name: "cars" },
  { path: "/autok/kartyak/{id}", name: "card", lookup: "fuelCard" },
  { path: "/autok/uj-kartya", name: "cards" },
  { path: "/autok/soforok/{id}", name: "driver", lookup: "driver" },
  { path: "/autok/{id}", name: "car", lookup: "car" },
  { path: "/uj-auto", name: "new-cars" },
  { path: "/jelentkezok", name: "applicants" },
  { path: "/jelentkezok/{id}", name: "applicant", lookup: "applicant" },
  { path: "/uj-jelentkezo", name: "new-applicants" },
  { path: "/kerdoivek", name: "questionnaires" },
  { path: "/kerdoiv-sablonok/{id}", name: "template", lookup: "questionnaireTemplate" },
  { path: "/uj-kerdoiv-sablon", name: "add-questionnaire-template" },
  { path: "/pontok", name: "rewards" },
  { path: "/uj-termek", name: "add-product" },
  { path: "/termekek/{id}", name: "product", lookup: "product" },
  { path: "/other-report", name: "other-report" },
  { path: "/leave-report", name: "leave-report" },
  { path: "/annual-report", name: "annual-report" },
  { path: "/ceg", name: "company-profil" },
  { path: "/resource-card", name: "resource-card" },
  { path: "/cost-center", name: "cost-center" },
];

/**
 * Issue 19 §5's phone pages (names of SPEC_ROUTES): home, leave request and approval, a driver's trip and
 * fuel entry (the car page and the driver page), handover acceptance (the assets page), answering a
 * questionnaire (the questionnaires page), points and the shop.
 */
export const PHONE_ROUTE_NAMES = ["home", "holidays", "car", "driver", "assets", "questionnaires", "rewards"];

/**
 * The pages to measure: every SPEC route on `desktop`, then the phone pages on `mobile`, each as
 * `{ path, name, user, lookup, preset }` (`user` defaults to admin). `filter` (BENCH_ROUTES, comma
 * separated) keeps the pages whose name, SPEC path or `name@preset` is listed; `presets` keeps those presets.
 */
export function benchPages({ filter = "", presets = ["desktop", "mobile"] } = {}) {
  const wanted = filter
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const pages = [
    ...SPEC_ROUTES.map((r) => ({ ...r, preset: "desktop" })),
    ...PHONE_ROUTE_NAMES.map((n) => ({ ...SPEC_ROUTES.find((r) => r.name === n), preset: "mobile" })),
  ].map((r) => ({ user: "admin", lookup: null, ...r }));
  return pages.filter(
    (p) =>
      presets.includes(p.preset) &&
      (wanted.length === 0 ||
        wanted.some((w) => w === p.name || w === p.path || w === `${p.name}@${p.preset}`)),
  );
}

/**
 * Fills `{id}` of each page with the smallest id GET /api/<lookup> returns to `token` (one call per list).
 * Throws when a list is empty or the call fails: the bench must not measure a "not found" page instead.
 */
export async function fillIds(pages, { port, host, token }) {
  const ids = new Map();
  for (const p of pages) {
    if (!p.lookup || ids.has(p.lookup)) continue;
    const res = await fetch(`http://127.0.0.1:${port}/api/${p.lookup}`, {
      headers: { host, authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`GET /api/${p.lookup}: HTTP ${res.status}`);
    const list = await res.json();
    const first = list.map((x) => x.id).sort((a, b) => a - b)[0];
    if (first === undefined) throw new Error(`GET /api/${p.lookup}: empty list, no id for ${p.path}`);
    ids.set(p.lookup, first);
  }
  return pages.map((p) => ({
    ...p,
    url: p.lookup ? p.path.replace("{id}", String(ids.get(p.lookup))) : p.path,
  }));
}

/**
 * Throws when SPEC_ROUTES and the SPA's route table (`route("<path>", "<name>", …)` calls of SPEC_ROUTES
 * in apps/web/src/app/routes.tsx, `:id` read as `{id}`) list different paths or names, so that a route
 * added to the app cannot go unmeasured.
 */
export function assertSpecRoutes() {
  const source = readFileSync(path.resolve(here, "../../web/src/app/routes.tsx"), "utf8");
  const table = source.slice(source.indexOf("SPEC_ROUTES"), source.indexOf("RESET_PASSWORD_ROUTE"));
  const app = [...table.matchAll(/route\(\s*"([^"]+)",\s*"([^"]+)"/g)].map(
    ([, p, n]) => `${p.replace(":id", "{id}")} ${n}`,
  );
  const bench = SPEC_ROUTES.map((r) => `${r.path} ${r.name}`);
  const missing = app.filter((r) => !bench.includes(r));
  const extra = bench.filter((r) => !app.includes(r));
  if (missing.length || extra.length)
    throw new Error(
      `lighthouse-routes.mjs differs from routes.tsx: missing ${missing.join(", ") || "none"}; not in the app ${extra.join(", ") || "none"}`,
    );
}
