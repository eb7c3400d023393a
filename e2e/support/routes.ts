/**
 * SPEC §2 routes (path with `{id}` filled in, and SPEC's name). `/jelszo-visszaallitas` (reset-password,
 * DESIGN §4) is public like login; SPEC's route guard exempts only login and forgotten-password, and the
 * reset link must work signed out, so it is listed apart.
 */
export const PUBLIC_ROUTES = [
  { path: "/bejelentkezes", name: "login" },
  { path: "/elfelejtett-jelszo", name: "forgotten-password" },
] as const;

export const RESET_PASSWORD_PATH = "/jelszo-visszaallitas";

/** Every SPEC §2 route except login and forgotten-password: all need authentication. */
export const PROTECTED_ROUTES = [
  { path: "/", name: "home" },
  { path: "/profil", name: "profil" },
  { path: "/munkatarsak", name: "employees" },
  { path: "/munkatarsak/1", name: "employee" },
  { path: "/uj-munkatars", name: "new-employee" },
  { path: "/szabadsagok", name: "holidays" },
  { path: "/eszkozok", name: "assets" },
  { path: "/eszkozok/1", name: "asset" },
  { path: "/eszkoz-atadas", name: "asset-handover" },
  { path: "/leltar", name: "inventory" },
  { path: "/uj-eszkoz", name: "new-assets" },
  { path: "/projektek", name: "projects" },
  { path: "/uj-projekt", name: "new-project" },
  { path: "/projektek/1", name: "project" },
  { path: "/naptar", name: "calendar" },
  { path: "/eroforras-naptar", name: "resource-calendar" },
  { path: "/eroforras-report", name: "resource-report" },
  { path: "/eroforras-dij-report", name: "resource-cost-report" },
  { path: "/eroforras-dij-intervallum", name: "resource-cost-range-report" },
  { path: "/eroforras-dij-havi", name: "resource-cost-monthly-report" },
  { path: "/eroforras-dij-eves", name: "resource-cost-yearly-report" },
  { path: "/jelenleti-naptar", name: "attendance-calendar" },
  { path: "/kulso-eroforrasok", name: "external-resources" },
  { path: "/kulso-eroforrasok/1", name: "external-resource" },
  { path: "/uj-eroforras", name: "add-external-resource" },
  { path: "/partnerek", name: "partners" },
  { path: "/partnerek/1", name: "partner" },
  { path: "/uj-partner", name: "add-partner" },
  { path: "/autok", name: "cars" },
  { path: "/autok/kartyak/1", name: "card" },
  { path: "/autok/uj-kartya", name: "cards" },
  { path: "/autok/soforok/1", name: "driver" },
  { path: "/autok/1", name: "car" },
  { path: "/uj-auto", name: "new-cars" },
  { path: "/jelentkezok", name: "applicants" },
  { path: "/jelentkezok/1", name: "applicant" },
  { path: "/uj-jelentkezo", name: "new-applicants" },
  { path: "/kerdoivek", name: "questionnaires" },
  { path: "/kerdoiv-sablonok/1", name: "template" },
  { path: "/uj-kerdoiv-sablon", name: "add-questionnaire-template" },
  { path: "/pontok", name: "rewards" },
  { path: "/uj-termek", name: "add-product" },
  { path: "/termekek/1", name: "product" },
  { path: "/other-report", name: "other-report" },
  { path: "/leave-report", name: "leave-report" },
  { path: "/annual-report", name: "annual-report" },
  { path: "/ceg", name: "company-profil" },
  { path: "/resource-card", name: "resource-card" },
  { path: "/cost-center", name: "cost-center" },
  // Issue 21 §3: working time (not in SPEC §2's table; reached from the home page and the attendance page).
  { path: "/munkaido", name: "working-time" },
  { path: "/munkaido/1", name: "working-time-employee" },
  { path: "/munkaido-attekintes", name: "working-time-overview" },
  // Issue 22 §1: absence types (hr, companyAdmin; linked from /szabadsagok).
  { path: "/tavollet-tipusok", name: "absence-types" },
  // Issue 23 §1: the outgoing mail (companyAdmin; linked from /ceg).
  { path: "/kimeno-levelek", name: "mail-outbox" },
  // Issue 23 §2: everything that expires (linked from the home page's card).
  { path: "/lejaratok", name: "expiries" },
] as const;

/** DESIGN §6 navigation: groups (Hungarian labels) and their items → routes. */
export const NAV_GROUPS = {
  Projektek: { "Új Partner": "/uj-partner", Partnerek: "/partnerek", Projektek: "/projektek" },
  Tervezés: { "Erőforrás-tervező": "/eroforras-naptar", "Jelenléti Naptár": "/jelenleti-naptar" },
  HR: {
    "Új Munkatárs": "/uj-munkatars",
    Munkatársak: "/munkatarsak",
    "Távollét kérelmek": "/szabadsagok",
    "Külső Erőforrások": "/kulso-eroforrasok",
    Jelentkezők: "/jelentkezok",
  },
  Eszközök: { Autók: "/autok", Eszközök: "/eszkozok" },
  Egyéb: { Játék: "/pontok", Kérdőívek: "/kerdoivek" },
  Kimutatások: {
    "Jelenléti Kimutatás": "/eroforras-report",
    "Éves Kimutatás": "/annual-report",
    Bérkimutatás: "/eroforras-dij-report",
    "Bérkimutatás (intervallum)": "/eroforras-dij-intervallum",
    "Bérkimutatás (havi)": "/eroforras-dij-havi",
    "Bérkimutatás (éves)": "/eroforras-dij-eves",
    "Egyéb Kimutatások": "/other-report",
  },
  Beállítások: { Költséghelyek: "/cost-center" },
} as const;
