import { expect, test } from "./support/fixtures.ts";
import { openApp } from "./support/shell.ts";
import { navigateInApp } from "./support/navigate.ts";
import { TEST_IDS } from "./support/test-ids.ts";

test.describe("page title and breadcrumb (SPEC §1, §2)", () => {
  test("signed out, the login page is titled Office", async ({ page }) => {
    await page.goto("/bejelentkezes");
    await expect(page.getByRole("button", { name: "Bejelentkezés" })).toBeVisible();
    await expect(page).toHaveTitle(/^(Office|Bejelentkezés - Office)$/);
    await expect(page.getByTestId(TEST_IDS.breadcrumb)).toHaveCount(0);
  });

  test.describe("signed in", () => {
    test.use({ signedInAs: "admin" });

    test('each page is titled "<last breadcrumb> - Office"; all but the last crumb are links', async ({
      page,
    }) => {
      // The first page loaded directly, the others the way the app's links open them.
      for (const path of [
        "/",
        "/profil",
        "/ceg",
        "/munkatarsak",
        "/autok/1",
        "/projektek/1",
        "/cost-center",
      ]) {
        await test.step(path, async () => {
          if (path === "/") {
            await openApp(page, path);
          } else {
            await navigateInApp(page, path);
          }
          const breadcrumb = page.getByTestId(TEST_IDS.breadcrumb);
          await expect(breadcrumb).toBeVisible();
          const crumbs = breadcrumb.getByRole("listitem");
          await expect(crumbs.first()).toBeVisible();
          const count = await crumbs.count();
          const last = crumbs.nth(count - 1);
          const lastName = (await last.innerText()).trim();
          expect(lastName).not.toBe("");
          await expect(page).toHaveTitle(`${lastName} - Office`);
          // The last crumb is the active page, not a link.
          await expect(last.getByRole("link")).toHaveCount(0);
          await expect(last).toHaveAttribute("aria-current", "page");
          for (let i = 0; i < count - 1; i++) {
            await expect(crumbs.nth(i).getByRole("link"), `crumb ${i} is a link`).toHaveCount(1);
          }
        });
      }
    });

    test("a breadcrumb link navigates and the title follows", async ({ page }) => {
      await openApp(page, "/autok/1");
      const crumbs = page.getByTestId(TEST_IDS.breadcrumb).getByRole("listitem");
      await expect(crumbs.nth(1)).toBeVisible();
      const first = crumbs.first().getByRole("link");
      const href = await first.getAttribute("href");
      const name = (await first.innerText()).trim();
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${href ?? "/"}$`));
      // The target page's own breadcrumb ends with the crumb that led there.
      const last = page.getByTestId(TEST_IDS.breadcrumb).getByRole("listitem").last();
      await expect(last).toHaveText(name);
      await expect(page).toHaveTitle(`${name} - Office`);
    });
  });
});
