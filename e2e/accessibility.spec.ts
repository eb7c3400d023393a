import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { waitForApp } from "./support/shell.ts";
import { seriousViolations, seriousViolationsInBothSchemes } from "./support/axe.ts";
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from "./support/routes.ts";
import { TEST_IDS } from "./support/test-ids.ts";

const DARK = /(^|\s)dark-mode(\s|$)/;

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
        await page.goto("/");
        await waitForApp(page);
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
  const routes = [...PROTECTED_ROUTES, ...PUBLIC_ROUTES.filter((r) => r.name !== "login")];
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
      test.setTimeout(180_000); // five page loads, each with axe in both schemes
      for (const route of chunk) {
        await page.goto(route.path);
        await waitForApp(page);
        await expect(page.locator("h1").first(), `${route.path} rendered`).toBeVisible();
        const found = await seriousViolationsInBothSchemes(page, { nameMismatch: true, exclude: EXCLUDE });
        expect.soft(found.light, `${route.name} (${route.path}), light`).toEqual([]);
        expect.soft(found.dark, `${route.name} (${route.path}), dark`).toEqual([]);
      }
    });
  }
});
