import { expect, test } from "./support/fixtures.ts";
import { PROTECTED_ROUTES, PUBLIC_ROUTES, RESET_PASSWORD_PATH } from "./support/routes.ts";
import { TEST_IDS } from "./support/test-ids.ts";

test.describe("route guard, signed out (SPEC §2)", () => {
  // Every SPEC route but login and forgotten-password, by direct navigation, in chunks of ten per test.
  const CHUNK = 10;
  for (let start = 0; start < PROTECTED_ROUTES.length; start += CHUNK) {
    const chunk = PROTECTED_ROUTES.slice(start, start + CHUNK);
    test(`protected routes ${chunk[0]?.path} … ${chunk.at(-1)?.path} send the visitor to /bejelentkezes`, async ({
      page,
    }) => {
      test.slow(); // ten full page loads
      for (const route of chunk) {
        await page.goto(route.path);
        await expect.soft(page, `${route.name} (${route.path})`).toHaveURL(/\/bejelentkezes$/);
        await expect.soft(page.getByRole("button", { name: "Bejelentkezés" })).toBeVisible();
      }
    });
  }

  for (const route of PUBLIC_ROUTES) {
    test(`${route.name} (${route.path}) is reachable without the layout`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveURL(new RegExp(`${route.path}$`));
      await expect(page.locator("main, form").first()).toBeVisible();
      // Unauthenticated: no top bar and no side navigation.
      await expect(page.getByTestId(TEST_IDS.topbar)).toHaveCount(0);
      await expect(page.getByTestId(TEST_IDS.sidenav)).toHaveCount(0);
    });
  }

  test("the reset-password page of the e-mailed link opens signed out", async ({ page }) => {
    await page.goto(`${RESET_PASSWORD_PATH}?token=abcdefghijklmnop`);
    await expect(page).toHaveURL(new RegExp(`${RESET_PASSWORD_PATH}\\?token=`));
    await expect(page.getByTestId(TEST_IDS.topbar)).toHaveCount(0);
  });

  test("the login page links to forgotten-password", async ({ page }) => {
    await page.goto("/bejelentkezes");
    await page.getByRole("link", { name: /elfelejtett jelszó/i }).click();
    await expect(page).toHaveURL(/\/elfelejtett-jelszo$/);
  });
});

test.describe("layout visibility, signed in (SPEC §2)", () => {
  test.use({ signedInAs: "user" });

  test("shell on ordinary routes and on forgotten-password (SPEC quirk), none on the hide list", async ({
    page,
  }) => {
    for (const path of ["/", "/profil", "/naptar", "/elfelejtett-jelszo"]) {
      await page.goto(path);
      await expect.soft(page.getByTestId(TEST_IDS.topbar), `top bar on ${path}`).toBeVisible();
      await expect.soft(page.getByTestId(TEST_IDS.sidenav), `side nav on ${path}`).toBeVisible();
    }
    for (const path of [
      "/bejelentkezes",
      `${RESET_PASSWORD_PATH}?token=abcdefghijklmnop`,
      "/resource-card",
    ]) {
      await page.goto(path);
      await expect.soft(page.locator("body"), `page renders on ${path}`).not.toBeEmpty();
      await expect.soft(page.getByTestId(TEST_IDS.topbar), `no top bar on ${path}`).toHaveCount(0);
      await expect.soft(page.getByTestId(TEST_IDS.sidenav), `no side nav on ${path}`).toHaveCount(0);
    }
  });

  test("the route guard does not check permissions: /ceg opens for a user without companyAdmin", async ({
    page,
  }) => {
    await page.goto("/ceg");
    await expect(page).toHaveURL(/\/ceg$/);
    await expect(page.getByTestId(TEST_IDS.topbar)).toBeVisible();
  });
});
