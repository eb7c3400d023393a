import { describe, expect, it } from "vitest";
import {
  LAYOUT_HIDDEN_ROUTE_NAMES,
  PUBLIC_ROUTE_NAMES,
  isLayoutVisible,
  requiresAuthentication,
} from "./route-access";
import { APP_ROUTES, ROUTE_TABLE, SPEC_ROUTES, createRouteObjects } from "./routes";

/** SPEC §2 route table, copied verbatim (path with {id} as :id, name without the remark in brackets). */
const SPEC_TABLE: [string, string][] = [
  ["/", "home"],
  ["/bejelentkezes", "login"],
  ["/elfelejtett-jelszo", "forgotten-password"],
  ["/profil", "profil"],
  ["/munkatarsak", "employees"],
  ["/munkatarsak/:id", "employee"],
  ["/uj-munkatars", "new-employee"],
  ["/szabadsagok", "holidays"],
  ["/eszkozok", "assets"],
  ["/eszkozok/:id", "asset"],
  ["/eszkoz-atadas", "asset-handover"],
  ["/leltar", "inventory"],
  ["/uj-eszkoz", "new-assets"],
  ["/projektek", "projects"],
  ["/uj-projekt", "new-project"],
  ["/projektek/:id", "project"],
  ["/naptar", "calendar"],
  ["/eroforras-naptar", "resource-calendar"],
  ["/eroforras-report", "resource-report"],
  ["/eroforras-dij-report", "resource-cost-report"],
  ["/eroforras-dij-intervallum", "resource-cost-range-report"],
  ["/eroforras-dij-havi", "resource-cost-monthly-report"],
  ["/eroforras-dij-eves", "resource-cost-yearly-report"],
  ["/jelenleti-naptar", "attendance-calendar"],
  ["/kulso-eroforrasok", "external-resources"],
  ["/kulso-eroforrasok/:id", "external-resource"],
  ["/uj-eroforras", "add-external-resource"],
  ["/partnerek", "partners"],
  ["/partnerek/:id", "partner"],
  ["/uj-partner", "add-partner"],
  ["/autok", "cars"],
  ["/autok/kartyak/:id", "card"],
  ["/autok/uj-kartya", "cards"],
  ["/autok/soforok/:id", "driver"],
  ["/autok/:id", "car"],
  ["/uj-auto", "new-cars"],
  ["/jelentkezok", "applicants"],
  ["/jelentkezok/:id", "applicant"],
  ["/uj-jelentkezo", "new-applicants"],
  ["/kerdoivek", "questionnaires"],
  ["/kerdoiv-sablonok/:id", "template"],
  ["/uj-kerdoiv-sablon", "add-questionnaire-template"],
  ["/pontok", "rewards"],
  ["/uj-termek", "add-product"],
  ["/termekek/:id", "product"],
  ["/other-report", "other-report"],
  ["/leave-report", "leave-report"],
  ["/annual-report", "annual-report"],
  ["/ceg", "company-profil"],
  ["/resource-card", "resource-card"],
  ["/cost-center", "cost-center"],
];

describe("route table (SPEC §2)", () => {
  it("has every SPEC route, in SPEC order, with SPEC's names", () => {
    expect(SPEC_TABLE).toHaveLength(51);
    expect(SPEC_ROUTES.map(({ path, name }) => [path, name])).toEqual(SPEC_TABLE);
  });

  it("adds the reset-password route (DESIGN §4), the 3 working-time routes, the absence types, the leave year-end, reference data, the expiries list, the outgoing mail, the task link and the 404 catch-all: 62 routes", () => {
    expect(ROUTE_TABLE).toContainEqual({ path: "/jelszo-visszaallitas", name: "reset-password" });
    expect(ROUTE_TABLE).toContainEqual({ path: "/munkaido", name: "working-time" });
    expect(ROUTE_TABLE).toContainEqual({ path: "/tavollet-tipusok", name: "absence-types" });
    expect(ROUTE_TABLE).toContainEqual({ path: "/referencia-adatok", name: "reference-data" });
    expect(ROUTE_TABLE).toContainEqual({ path: "/szabadsag-evvege", name: "leave-year-end" });
    expect(ROUTE_TABLE).toContainEqual({ path: "/kimeno-levelek", name: "mail-outbox" });
    expect(ROUTE_TABLE).toContainEqual({ path: "/lejaratok", name: "expiries" });
    expect(ROUTE_TABLE.at(-1)).toEqual({ path: "*", name: "not-found" });
    expect(ROUTE_TABLE).toContainEqual({ path: "/feladatok/:id", name: "task" });
    expect(ROUTE_TABLE).toHaveLength(62);
    expect(new Set(ROUTE_TABLE.map((r) => r.name)).size).toBe(62);
  });

  it("loads every screen lazily, each carrying its name", () => {
    for (const object of createRouteObjects()) {
      expect(object.lazy).toBeTypeOf("function");
      expect(object.Component).toBeUndefined();
      expect(object.element).toBeUndefined();
      expect(object.handle).toEqual({ name: object.id });
    }
  });

  it("every lazy page module resolves to a component", async () => {
    const components = await Promise.all(APP_ROUTES.map((r) => r.load()));
    for (const component of components) expect(component).toBeTypeOf("function");
  });
});

describe("route guard (SPEC §2)", () => {
  it("lets unauthenticated users reach only login, forgotten-password and reset-password", () => {
    expect(PUBLIC_ROUTE_NAMES).toEqual(["login", "forgotten-password", "reset-password"]);
    const open = ROUTE_TABLE.filter((r) => !requiresAuthentication(r.name)).map((r) => r.path);
    expect(open).toEqual(["/bejelentkezes", "/elfelejtett-jelszo", "/jelszo-visszaallitas"]);
  });

  it("guards every other route, the 404 page and the restricted ones included (no permission checks)", () => {
    for (const name of ["home", "profil", "company-profil", "cost-center", "resource-card", "not-found"]) {
      expect(requiresAuthentication(name)).toBe(true);
    }
  });
});

describe("layout rule (SPEC §2)", () => {
  it("uses SPEC's hide list verbatim", () => {
    expect(LAYOUT_HIDDEN_ROUTE_NAMES).toEqual([
      "login",
      "register",
      "forgot-password",
      "reset-password",
      "resource-card",
    ]);
  });

  it("hides the layout when unauthenticated", () => {
    expect(isLayoutVisible("home", false)).toBe(false);
    expect(isLayoutVisible("forgotten-password", false)).toBe(false);
  });

  it.each(["login", "reset-password", "resource-card"])("hides it on %s", (name) => {
    expect(isLayoutVisible(name, true)).toBe(false);
  });

  it("shows it on the other routes when signed in", () => {
    expect(isLayoutVisible("home", true)).toBe(true);
    expect(isLayoutVisible("employees", true)).toBe(true);
    expect(isLayoutVisible("not-found", true)).toBe(true);
  });

  it("quirk kept: forgotten-password is not in the hide list, so a signed-in user sees the layout there", () => {
    expect(isLayoutVisible("forgotten-password", true)).toBe(true);
  });
});
