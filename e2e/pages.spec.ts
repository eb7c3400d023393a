import { expect, test } from "./support/fixtures.ts";
import { openApp } from "./support/shell.ts";
import { TEST_IDS } from "./support/test-ids.ts";

test.describe("404 page", () => {
  test.use({ signedInAs: "user" });

  test("an unknown route shows the Hungarian 404 page inside the shell", async ({ page }) => {
    await openApp(page, "/nincs-ilyen-oldal");
    await expect(page.getByRole("heading", { name: "Az oldal nem található" })).toBeVisible();
    await expect(page).toHaveTitle("Az oldal nem található - Office");
    await expect(page.getByTestId(TEST_IDS.topbar)).toBeVisible();
    await page.getByRole("link", { name: "Vissza a kezdőlapra" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("signed out, an unknown route goes to login like every other guarded route", async ({ page }) => {
  await page.goto("/nincs-ilyen-oldal");
  await expect(page).toHaveURL(/\/bejelentkezes$/);
});

test.describe("pages of this issue", () => {
  test.use({ signedInAs: "admin" });

  test("home shows my profile, my notifications and my company", async ({ page }) => {
    await openApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Profilom" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Legutóbbi értesítéseim" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cégem" })).toBeVisible();
  });

  test("a page's title is its last breadcrumb name", async ({ page }) => {
    await openApp(page, "/kerdoivek");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    const name = (await heading.innerText()).trim();
    await expect(page).toHaveTitle(`${name} - Office`);
    await expect(page.getByTestId(TEST_IDS.breadcrumb)).toContainText(name);
  });
});
