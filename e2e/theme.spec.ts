import { expect, test } from "./support/fixtures.ts";
import { logoutViaMenu, openApp, waitForApp } from "./support/shell.ts";
import { TEST_IDS } from "./support/test-ids.ts";

test.describe("colour schemes (SPEC §1)", () => {
  test.use({ signedInAs: "user", colorScheme: "light" });

  test("the toggle switches the dark-mode class on <html>, and the choice survives a reload", async ({
    page,
  }) => {
    await openApp(page);
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/(^|\s)dark-mode(\s|$)/);
    const lightBackground = await page.locator("body").evaluate((el) => getComputedStyle(el).backgroundColor);

    await page.getByTestId(TEST_IDS.themeToggle).click();
    await expect(html).toHaveClass(/(^|\s)dark-mode(\s|$)/);
    await expect
      .poll(() => page.locator("body").evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe(lightBackground);

    await page.reload();
    await waitForApp(page);
    await expect(html).toHaveClass(/(^|\s)dark-mode(\s|$)/);

    await page.getByTestId(TEST_IDS.themeToggle).click();
    await expect(html).not.toHaveClass(/(^|\s)dark-mode(\s|$)/);
    await page.reload();
    await waitForApp(page);
    await expect(html).not.toHaveClass(/(^|\s)dark-mode(\s|$)/);
  });

  test("the remembered scheme outlives the sign-out and applies on the login page", async ({ page }) => {
    await openApp(page);
    await page.getByTestId(TEST_IDS.themeToggle).click();
    await expect(page.locator("html")).toHaveClass(/(^|\s)dark-mode(\s|$)/);
    await logoutViaMenu(page);
    await expect(page).toHaveURL(/\/bejelentkezes$/);
    await page.reload();
    await expect(page.getByRole("button", { name: "Bejelentkezés" })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/(^|\s)dark-mode(\s|$)/);
  });
});
