import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { waitForApp } from "./support/shell.ts";
import { seriousViolations } from "./support/axe.ts";

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

    test.describe("signed in", () => {
      test.use({ signedInAs: "admin" });

      test("home page", async ({ page }) => {
        await page.goto("/");
        await waitForApp(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectScheme(page);
        expect(await seriousViolations(page, { nameMismatch: true })).toEqual([]);
      });

      test("leave requests page", async ({ page }) => {
        await page.goto("/szabadsagok");
        await waitForApp(page);
        await expect(page.getByTestId("team-calendar").locator("tbody td").first()).toBeVisible();
        await expectScheme(page);
        expect(await seriousViolations(page, { nameMismatch: true })).toEqual([]);
      });

      test("attendance calendar page", async ({ page }) => {
        await page.goto("/jelenleti-naptar");
        await waitForApp(page);
        await expect(page.locator("[data-testid^=attendance-row-]").first()).toBeVisible();
        await expectScheme(page);
        // Every employee × every day is thousands of alike cells, too slow for axe on two busy cores:
        // the first rows stand for the rest.
        expect(
          await seriousViolations(page, {
            nameMismatch: true,
            exclude: "[data-testid^=attendance-row-]:nth-child(n+4)",
          }),
        ).toEqual([]);
      });

      test("profile page", async ({ page }) => {
        await page.goto("/profil");
        await waitForApp(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectScheme(page);
        expect(await seriousViolations(page, { nameMismatch: true })).toEqual([]);
      });
    });
  });
}
