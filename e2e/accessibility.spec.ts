import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { openApp } from "./support/shell.ts";
import { navigateInApp } from "./support/navigate.ts";
import { seriousViolations, seriousViolationsInBothSchemes } from "./support/axe.ts";
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from "./support/routes.ts";
import { TEST_IDS } from "./support/test-ids.ts";

const DARK = /(^|\s)dark-mode(\s|$)/;

/** SPEC §2 route names whose page another spec checks with axe in the light and the dark scheme. */
const CHECKED_IN_DOMAIN_SPECS = new Map<string, string>([
  ["home", "accessibility.spec.ts (above, with the side navigation)"],
  ["assets", "assets.spec.ts"],
  ["asset", "assets.spec.ts"],
  ["asset-handover", "assets.spec.ts"],
  ["inventory", "assets.spec.ts"],
  ["new-assets", "assets.spec.ts"],
  ["projects", "projects.spec.ts"],
  ["new-project", "projects.spec.ts"],
  ["project", "projects.spec.ts"],
  ["calendar", "calendar.spec.ts"],
  ["resource-calendar", "resource-planner.spec.ts"],
  ["resource-report", "cost-reports.spec.ts"],
  ["resource-cost-report", "cost-reports.spec.ts"],
  ["resource-cost-range-report", "cost-reports.spec.ts"],
  ["resource-cost-monthly-report", "cost-reports.spec.ts"],
  ["resource-cost-yearly-report", "cost-reports.spec.ts"],
  ["external-resources", "masterdata.spec.ts"],
  ["external-resource", "masterdata.spec.ts"],
  ["add-external-resource", "masterdata.spec.ts"],
  ["cost-center", "masterdata.spec.ts"],
  ["partners", "partners.spec.ts"],
  ["partner", "partners.spec.ts"],
  ["add-partner", "partners.spec.ts"],
  ["applicants", "applicants.spec.ts"],
  ["applicant", "applicants.spec.ts"],
  ["new-applicants", "applicants.spec.ts"],
  ["other-report", "other-report.spec.ts"],
  ["annual-report", "reports.spec.ts"],
]);

for (const scheme of ["light", "dark"] as const) {
  test.describe(`axe, ${scheme} scheme`, () => {
    // No stored choice: the app follows the browser's preferred scheme.
    test.use({ colorScheme: scheme });

    async function expectScheme(page: Page) {
      if (scheme === "dark") await expect(page.locator("html")).toHaveClass(DARK);
      else await expect(page.locator("html")).not.toHaveClass(DARK);
    }

    test("login page", async ({ page }) => {
      await page.goto("/bejelentkezes");
      await expect(page.getByRole("button", { name: "Bejelentkezés" })).toBeVisible();
      await expectScheme(page);
      expect(await seriousViolations(page, { nameMismatch: true })).toEqual([]);
    });

    // Every other route is checked in both schemes by the loop below; the home page here also checks the
    // side navigation, which the loop leaves out.
    test.describe("signed in", () => {
      test.use({ signedInAs: "admin" });

      test("home page", async ({ page }) => {
        await openApp(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectScheme(page);
        expect(await seriousViolations(page, { nameMismatch: true })).toEqual([]);
      });
    });
  });
}

test.describe("axe on every SPEC §2 route, admin, light and dark scheme (issue 19 §6)", () => {
  test.use({ signedInAs: "admin", colorScheme: "light" });
  // Login is checked signed out above; forgotten-password opens inside the shell when signed in (SPEC §2).
  // Routes that a domain spec already checks in both schemes, with their whole tables and in their states
  // (tabs, dialogs, filled forms), are not loaded again here: together the two cover every route.
  const routes = [...PROTECTED_ROUTES, ...PUBLIC_ROUTES.filter((r) => r.name !== "login")].filter(
    (r) => !CHECKED_IN_DOMAIN_SPECS.has(r.name),
  );
  /**
   * Left out, to keep the loop within CI's budget on two cores: repetitive parts, where the first rows
   * stand for the rest (table bodies past their fifth row, the planner grid past its seventh row, the
   * attendance grid past its third employee), and the side navigation, the same on every route and
   * checked with the home page above.
   */
  const EXCLUDE = [
    "tbody > tr:nth-child(n+6)",
    "[role=grid] [role=row]:nth-child(n+8)",
    "[data-testid^=attendance-row-]:nth-child(n+4)",
    `[data-testid=${TEST_IDS.sidenav}]`,
  ];
  const CHUNK = 5;
  for (let start = 0; start < routes.length; start += CHUNK) {
    const chunk = routes.slice(start, start + CHUNK);
    test(`${chunk[0]?.path} … ${chunk.at(-1)?.path}: no serious axe violation`, async ({ page }) => {
      test.setTimeout(180_000); // five pages, each with axe in both schemes
      // One load of the app, then each route the way the app's links open it: the document (and axe in
      // it) stays, which saves a full load of the app per route.
      await openApp(page);
      for (const route of chunk) {
        await navigateInApp(page, route.path);
        await expect(page.locator("h1").first(), `${route.path} rendered`).toBeVisible();
        const found = await seriousViolationsInBothSchemes(page, { nameMismatch: true, exclude: EXCLUDE });
        expect.soft(found.light, `${route.name} (${route.path}), light`).toEqual([]);
        expect.soft(found.dark, `${route.name} (${route.path}), dark`).toEqual([]);
      }
    });
  }
});
