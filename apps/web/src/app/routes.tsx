import type { ComponentType } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { prefetchAssets } from "../features/assets/api/prefetch-assets";
import { prefetchCar, prefetchDriver } from "../features/cars/api/prefetch-cars";
import { prefetchEmployees } from "../features/employees/api/prefetch-employees";
import { prefetchHome } from "../features/home/api/prefetch-home";
import { prefetchLeave } from "../features/leave/api/prefetch-leave";
import { prefetchPartners } from "../features/partners/api/prefetch-partners";
import { prefetchProjects } from "../features/projects/api/prefetch-projects";
import { prefetchQuestionnaires } from "../features/questionnaires/api/prefetch-questionnaires";
import { prefetchRewards } from "../features/rewards/api/prefetch-rewards";
import { authStore, selectIsAuthenticated } from "../lib/auth/auth-store";
import { runRoutePrefetch, type RoutePrefetch } from "../lib/query/route-prefetch";
import { FullScreenSpinner } from "./loading-overlay";

/** Route names from SPEC §2 (plus `reset-password` from DESIGN §4 and the `not-found` catch-all). */
export type AppRoute = {
  path: string;
  name: string;
  /** Loads the page component; every page is its own lazy chunk (SPEC §2: "All screens load lazily"). */
  load: () => Promise<ComponentType>;
  /**
   * Starts the page's first requests when a navigation to it begins, beside the chunk download (issue 19
   * §6); only for a signed-in user. Pages without one fetch as they mount.
   */
  prefetch?: RoutePrefetch;
};

/** The `handle` every route carries so the shell knows the current route's name. */
export type RouteHandle = { name: string };

function route(
  path: string,
  name: string,
  load: () => Promise<ComponentType>,
  prefetch?: RoutePrefetch,
): AppRoute {
  return prefetch ? { path, name, load, prefetch } : { path, name, load };
}

/** SPEC §2 route table, in SPEC order, with SPEC's names. */
export const SPEC_ROUTES: readonly AppRoute[] = [
  route("/", "home", () => import("../features/home/routes/home").then((m) => m.HomePage), prefetchHome),
  route("/bejelentkezes", "login", () => import("../features/auth/routes/login").then((m) => m.LoginPage)),
  route("/elfelejtett-jelszo", "forgotten-password", () =>
    import("../features/auth/routes/forgotten-password").then((m) => m.ForgottenPasswordPage),
  ),
  route("/profil", "profil", () => import("../features/profile/routes/profile").then((m) => m.ProfilePage)),
  route(
    "/munkatarsak",
    "employees",
    () => import("../features/employees/routes/list").then((m) => m.EmployeesPage),
    prefetchEmployees,
  ),
  route("/munkatarsak/:id", "employee", () =>
    import("../features/employees/routes/detail").then((m) => m.EmployeePage),
  ),
  route("/uj-munkatars", "new-employee", () =>
    import("../features/employees/routes/new").then((m) => m.NewEmployeePage),
  ),
  route(
    "/szabadsagok",
    "holidays",
    () => import("../features/leave/routes/list").then((m) => m.LeaveRequestsPage),
    prefetchLeave,
  ),
  route(
    "/eszkozok",
    "assets",
    () => import("../features/assets/routes/list").then((m) => m.AssetsPage),
    prefetchAssets,
  ),
  route("/eszkozok/:id", "asset", () => import("../features/assets/routes/detail").then((m) => m.AssetPage)),
  route("/eszkoz-atadas", "asset-handover", () =>
    import("../features/assets/routes/handover").then((m) => m.AssetHandoverPage),
  ),
  route("/leltar", "inventory", () =>
    import("../features/assets/routes/inventory").then((m) => m.InventoryPage),
  ),
  route("/uj-eszkoz", "new-assets", () =>
    import("../features/assets/routes/new").then((m) => m.NewAssetPage),
  ),
  route(
    "/projektek",
    "projects",
    () => import("../features/projects/routes/list").then((m) => m.ProjectsPage),
    prefetchProjects,
  ),
  route("/uj-projekt", "new-project", () =>
    import("../features/projects/routes/new").then((m) => m.NewProjectPage),
  ),
  route("/projektek/:id", "project", () =>
    import("../features/projects/routes/detail").then((m) => m.ProjectPage),
  ),
  route("/naptar", "calendar", () =>
    import("../features/calendar/routes/calendar").then((m) => m.ProgrammeCalendarPage),
  ),
  route("/eroforras-naptar", "resource-calendar", () =>
    import("../features/resource-planning/routes/calendar").then((m) => m.ResourceCalendarPage),
  ),
  route("/eroforras-report", "resource-report", () =>
    import("../features/reports/routes/resource-report").then((m) => m.ResourceReportPage),
  ),
  route("/eroforras-dij-report", "resource-cost-report", () =>
    import("../features/reports/routes/resource-cost-report").then((m) => m.ResourceCostReportPage),
  ),
  route("/eroforras-dij-intervallum", "resource-cost-range-report", () =>
    import("../features/reports/routes/resource-cost-range-report").then(
      (m) => m.ResourceCostRangeReportPage,
    ),
  ),
  route("/eroforras-dij-havi", "resource-cost-monthly-report", () =>
    import("../features/reports/routes/resource-cost-monthly-report").then(
      (m) => m.ResourceCostMonthlyReportPage,
    ),
  ),
  route("/eroforras-dij-eves", "resource-cost-yearly-report", () =>
    import("../features/reports/routes/resource-cost-yearly-report").then(
      (m) => m.ResourceCostYearlyReportPage,
    ),
  ),
  route("/jelenleti-naptar", "attendance-calendar", () =>
    import("../features/attendance/routes/calendar").then((m) => m.AttendanceCalendarPage),
  ),
  route("/kulso-eroforrasok", "external-resources", () =>
    import("../features/external-resources/routes/list").then((m) => m.ExternalResourcesPage),
  ),
  route("/kulso-eroforrasok/:id", "external-resource", () =>
    import("../features/external-resources/routes/detail").then((m) => m.ExternalResourcePage),
  ),
  route("/uj-eroforras", "add-external-resource", () =>
    import("../features/external-resources/routes/new").then((m) => m.NewExternalResourcePage),
  ),
  route(
    "/partnerek",
    "partners",
    () => import("../features/partners/routes/list").then((m) => m.PartnersPage),
    prefetchPartners,
  ),
  route("/partnerek/:id", "partner", () =>
    import("../features/partners/routes/detail").then((m) => m.PartnerPage),
  ),
  route("/uj-partner", "add-partner", () =>
    import("../features/partners/routes/new").then((m) => m.NewPartnerPage),
  ),
  route("/autok", "cars", () => import("../features/cars/routes/list").then((m) => m.CarsPage)),
  route("/autok/kartyak/:id", "card", () =>
    import("../features/cars/routes/fuel-card").then((m) => m.FuelCardPage),
  ),
  route("/autok/uj-kartya", "cards", () =>
    import("../features/cars/routes/new-fuel-card").then((m) => m.NewFuelCardPage),
  ),
  route(
    "/autok/soforok/:id",
    "driver",
    () => import("../features/cars/routes/driver").then((m) => m.DriverPage),
    prefetchDriver,
  ),
  route(
    "/autok/:id",
    "car",
    () => import("../features/cars/routes/detail").then((m) => m.CarPage),
    prefetchCar,
  ),
  route("/uj-auto", "new-cars", () => import("../features/cars/routes/new").then((m) => m.NewCarPage)),
  route("/jelentkezok", "applicants", () =>
    import("../features/applicants/routes/list").then((m) => m.ApplicantsPage),
  ),
  route("/jelentkezok/:id", "applicant", () =>
    import("../features/applicants/routes/detail").then((m) => m.ApplicantPage),
  ),
  route("/uj-jelentkezo", "new-applicants", () =>
    import("../features/applicants/routes/new").then((m) => m.NewApplicantPage),
  ),
  route(
    "/kerdoivek",
    "questionnaires",
    () => import("../features/questionnaires/routes/list").then((m) => m.QuestionnairesPage),
    prefetchQuestionnaires,
  ),
  route("/kerdoiv-sablonok/:id", "template", () =>
    import("../features/questionnaires/routes/template").then((m) => m.QuestionnaireTemplatePage),
  ),
  route("/uj-kerdoiv-sablon", "add-questionnaire-template", () =>
    import("../features/questionnaires/routes/new-template").then((m) => m.NewQuestionnaireTemplatePage),
  ),
  route(
    "/pontok",
    "rewards",
    () => import("../features/rewards/routes/leaderboard").then((m) => m.RewardsPage),
    prefetchRewards,
  ),
  route("/uj-termek", "add-product", () =>
    import("../features/rewards/routes/new-product").then((m) => m.NewProductPage),
  ),
  route("/termekek/:id", "product", () =>
    import("../features/rewards/routes/product").then((m) => m.ProductPage),
  ),
  route("/other-report", "other-report", () =>
    import("../features/reports/routes/other-report").then((m) => m.OtherReportPage),
  ),
  route("/leave-report", "leave-report", () =>
    import("../features/leave/routes/report").then((m) => m.LeaveReportPage),
  ),
  route("/annual-report", "annual-report", () =>
    import("../features/reports/routes/annual-report").then((m) => m.AnnualReportPage),
  ),
  route("/ceg", "company-profil", () =>
    import("../features/company/routes/company-profile").then((m) => m.CompanyProfilePage),
  ),
  route("/resource-card", "resource-card", () =>
    import("../features/employees/routes/resource-card").then((m) => m.ResourceCardPage),
  ),
  route("/cost-center", "cost-center", () =>
    import("../features/cost-centers/routes/list").then((m) => m.CostCentersPage),
  ),
];

/** DESIGN §4: the page the e-mailed reset link opens (`/jelszo-visszaallitas?token=…`). */
export const RESET_PASSWORD_ROUTE = route("/jelszo-visszaallitas", "reset-password", () =>
  import("../features/auth/routes/reset-password").then((m) => m.ResetPasswordPage),
);

/**
 * Working time (issue 21 §3): the own record, someone else's, and the hr/manager overview; and the absence
 * types of issue 22 §1 (hr, companyAdmin). Not in SPEC §2's table and not in the side navigation (SPEC
 * §2): working time is reached from the home page, the attendance calendar and each other, the absence
 * types from `/szabadsagok`.
 */
export const WORKING_TIME_ROUTES: readonly AppRoute[] = [
  route("/munkaido", "working-time", () =>
    import("../features/working-time/routes/my-time").then((m) => m.MyTimePage),
  ),
  route("/munkaido/:employeeId", "working-time-employee", () =>
    import("../features/working-time/routes/my-time").then((m) => m.MyTimePage),
  ),
  route("/munkaido-attekintes", "working-time-overview", () =>
    import("../features/working-time/routes/overview").then((m) => m.WorkingTimeOverviewPage),
  ),
  route("/tavollet-tipusok", "absence-types", () =>
    import("../features/leave/routes/absence-types").then((m) => m.AbsenceTypesPage),
  ),
];

/** Reference data (issue 22 §4, companyAdmin, read-only): reached from `/ceg` and the home warning, not the side nav. */
export const REFERENCE_DATA_ROUTE = route("/referencia-adatok", "reference-data", () =>
  import("../features/reference-data/routes/reference-data").then((m) => m.ReferenceDataPage),
);

/** The tenant's outgoing mail (issue 23 §1, companyAdmin): reached from `/ceg`, not the side nav. */
export const MAIL_OUTBOX_ROUTE = route("/kimeno-levelek", "mail-outbox", () =>
  import("../features/mail-outbox/routes/mail-outbox").then((m) => m.MailOutboxPage),
);

/** Catch-all: the Hungarian 404 page. */
export const NOT_FOUND_ROUTE = route("*", "not-found", () =>
  import("./pages/not-found").then((m) => m.NotFoundPage),
);

/** Every route of the SPA. */
export const APP_ROUTES: readonly AppRoute[] = [
  ...SPEC_ROUTES,
  RESET_PASSWORD_ROUTE,
  ...WORKING_TIME_ROUTES,
  route("/lejaratok", "expiries", () =>
    import("../features/home/routes/expiries").then((m) => m.ExpiriesPage),
  ),
  route("/szabadsag-evvege", "leave-year-end", () =>
    import("../features/leave/routes/year-end").then((m) => m.LeaveYearEndPage),
  ),
  // A task assignment's link (issue 21 §3): resolves the task to its project's Feladatok tab.
  route("/feladatok/:id", "task", () =>
    import("../features/projects/tasks/routes/task-link").then((m) => m.TaskLinkPage),
  ),
  REFERENCE_DATA_ROUTE,
  MAIL_OUTBOX_ROUTE,
  NOT_FOUND_ROUTE,
];

/** Path + name pairs of every route (for tests and tooling). */
export const ROUTE_TABLE: readonly { path: string; name: string }[] = APP_ROUTES.map(({ path, name }) => ({
  path,
  name,
}));

/**
 * The router's child routes: each lazy, each tagged with its name in `handle`, each with the full-screen
 * spinner as its `HydrateFallback` (so that on the first visit the shell and its layout render at once,
 * around the spinner, while the page's chunk and data load). With `queryClient`, a route that has a
 * `prefetch` also gets a loader that starts it for a signed-in user: the router runs a route's loader
 * beside its `lazy()`, so the data is requested in parallel with the chunk, and on the first visit
 * already while the main bundle evaluates (the browser router starts its first navigation when it is
 * created). The loader resolves once the page's queries have settled, at most `PREFETCH_WAIT_MS` later
 * (see `runRoutePrefetch`), so the page's first render has its data; it never fails the navigation. It
 * does not run again when only the search changes on the same page (`shouldRevalidate`).
 */
export function createRouteObjects(
  routes: readonly AppRoute[] = APP_ROUTES,
  queryClient?: QueryClient,
): RouteObject[] {
  return routes.map(({ path, name, load, prefetch }) => {
    const handle: RouteHandle = { name };
    const object: RouteObject = {
      path,
      id: name,
      handle,
      HydrateFallback: FullScreenSpinner,
      lazy: async () => ({ Component: await load() }),
    };
    if (queryClient && prefetch) {
      object.loader = async ({ request, params }) => {
        const auth = authStore.getState();
        if (!selectIsAuthenticated(auth)) return null;
        return runRoutePrefetch(prefetch, {
          queryClient,
          authUser: auth.authUser,
          url: new URL(request.url),
          params,
        });
      };
      // A change of the search alone (a list's filter, a tab) stays on the page: its own queries load the
      // new data while the page shows the change at once, so the loader does not run again and hold it.
      object.shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
    }
    return object;
  });
}
