import { expect, newSignedInContext, test } from "./support/fixtures.ts";
import { callApi, loginToken } from "./support/api.ts";
import { openApp, toast, waitForApp } from "./support/shell.ts";
import { seriousViolations } from "./support/axe.ts";
import { navigateInApp } from "./support/navigate.ts";
import { pickPerson } from "./support/person-picker.ts";

/**
 * The points game (issue 11 §3 and §5): `user` thanks a colleague (pm) with points on /pontok, the
 * colleague redeems a product in the shop (with confirmation) and admin fulfils it on the product's
 * page; axe finds no serious or critical violation on /pontok, /uj-termek and /termekek/{id}, in light
 * and dark mode.
 */

test.describe("points game", () => {
  test.use({ signedInAs: "user" });

  test("user gives points to a colleague who redeems a product that admin fulfils", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const adminToken = await loginToken("admin");
    const name = `Playwright jutalom ${Date.now()}`;
    const created = await callApi<{ id: number }>("POST", "/api/product", {
      token: adminToken,
      body: { name, description: "E2E teszt termék", pricePoints: 5, stock: 1, active: true, valueHuf: 1000 },
    });
    expect(created.status).toBe(200);
    const productId = created.body.id;

    await openApp(page, "/pontok");
    await expect(page.getByRole("heading", { level: 1, name: "Játék" })).toBeVisible();
    await expect(page.getByTestId("points-balance")).toBeVisible();
    await pickPerson(page, "Munkatárs", "kiss gab", /^Kiss Gábor/);
    await page.getByLabel("Pont", { exact: true }).fill("5");
    await page.getByLabel("Indoklás").fill("Köszönöm a gyors projektindítást!");
    await page.getByTestId("give-submit").click();
    await expect(toast(page, "Sikeres mentés")).toBeVisible();
    await expect(page.getByTestId("points-feed")).toContainText("Köszönöm a gyors projektindítást!");
    await page.getByTestId("leaderboard-year").click();
    await expect(page.getByTestId("leaderboard-table")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const pm = await newSignedInContext(browser, "pm", baseURL ?? "");
    const pmPage = await pm.context.newPage();
    await pmPage.goto("/pontok");
    await waitForApp(pmPage);
    const card = pmPage.getByTestId("product-card").filter({ hasText: name });
    await card.getByTestId("product-redeem").click();
    await expect(pmPage.getByRole("dialog")).toContainText(name);
    await pmPage.getByTestId("redeem-confirm").click();
    await expect(toast(pmPage, "Sikeres mentés")).toBeVisible();
    await expect(pmPage.getByTestId("redemptions-mine")).toContainText("Függőben");
    await pm.context.close();

    const admin = await newSignedInContext(browser, "admin", baseURL ?? "");
    const adminPage = await admin.context.newPage();
    await adminPage.goto(`/termekek/${productId}`);
    await waitForApp(adminPage);
    await expect(adminPage.getByRole("heading", { level: 1, name })).toBeVisible();
    const row = adminPage.getByTestId("redemption-row").filter({ hasText: "Kiss Gábor" });
    await row.getByTestId("redemption-fulfil").click();
    await expect(row).toContainText("Teljesítve");
    expect(await seriousViolations(adminPage)).toEqual([]);
    await adminPage.goto("/uj-termek");
    await waitForApp(adminPage);
    await expect(adminPage.getByRole("heading", { level: 1, name: "Új termék" })).toBeVisible();
    expect(await seriousViolations(adminPage)).toEqual([]);
    await admin.context.close();

    const pmToken = await loginToken("pm");
    const notes = await callApi<{ title: string }[]>("GET", "/api/notification", { token: pmToken });
    expect(notes.body.some((n) => n.title === "Pontot kaptál")).toBe(true);
    expect(notes.body.some((n) => n.title === "Beváltás teljesítve")).toBe(true);
  });
});

test.describe("points axe, dark", () => {
  test.use({ colorScheme: "dark", signedInAs: "admin" });

  test("/pontok, /uj-termek and /termekek/{id} have no serious violations in dark mode", async ({ page }) => {
    test.setTimeout(90_000);
    await openApp(page, "/pontok");
    await expect(page.getByTestId("points-balance")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await navigateInApp(page, "/uj-termek");
    expect(await seriousViolations(page)).toEqual([]);
    await navigateInApp(page, "/termekek/1");
    await expect(page.getByTestId("product-form")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
