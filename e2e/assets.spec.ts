import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { callApi, decodeJwt, loginToken } from "./support/api.ts";
import { openApp } from "./support/shell.ts";
import { expectNoSeriousViolationsInBothSchemes, seriousViolations } from "./support/axe.ts";
import { navigateInApp } from "./support/navigate.ts";
import { reviewShot } from "./support/review-shot.ts";

/**
 * Assets (issue 10 §2/§4): `user` accepts a handover protocol on /eszkoz-atadas and finds the asset on
 * their profile's Eszközök tab; an asset manager runs a stocktaking on a 390 px wide phone viewport; axe
 * finds no serious or critical violation on the new screens in either colour scheme.
 */

const unique = () => `E2E-${Date.now().toString(36).toUpperCase()}-${Math.floor(Math.random() * 1000)}`;

/** Registers an asset in the store as admin (assetManager) and returns it. */
async function newStockAsset(admin: string, over: Record<string, unknown> = {}) {
  const res = await callApi<{ id: number; inventoryNumber: string }>("POST", "/api/asset", {
    token: admin,
    body: {
      inventoryNumber: unique(),
      name: "Playwright laptop",
      category: "Laptop",
      serialNumber: "PW123",
      valueHuf: 350000,
      location: "Budapest, raktár",
      ...over,
    },
  });
  expect(res.status).toBe(200);
  return res.body;
}

test.describe("handover acceptance as user", () => {
  test.use({ signedInAs: "user" });

  test("user accepts a protocol and sees the asset on their profile", async ({ page }) => {
    const admin = await loginToken("admin");
    const userEmployeeId = decodeJwt<{ employeeId: number }>(await loginToken("user")).employeeId;
    const asset = await newStockAsset(admin);
    const created = await callApi<{ id: number }>("POST", "/api/assetHandover", {
      token: admin,
      body: {
        toEmployeeId: userEmployeeId,
        assetIds: [asset.id],
        conditions: { [asset.id]: "Új" },
        date: "2026-11-24",
      },
    });
    expect(created.status).toBe(200);

    await openApp(page, "/eszkoz-atadas");
    const card = page.getByTestId(`handover-${created.body.id}`);
    await expect(card).toBeVisible();
    await expect(card).toContainText(asset.inventoryNumber);
    await expect(card).toContainText("Mt. 180. §");
    await card.getByRole("button", { name: "Elfogadom" }).click();
    // issue 19 §4: a confirmation quoting Mt. 180. §, then a success message
    const dialog = page.getByRole("dialog", { name: /Átvétel megerősítése/ });
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Átveszem" }).click();
    await expect(page.getByTestId("handover-accepted")).toBeVisible();
    await expect(page.getByTestId(`handover-${created.body.id}`).first()).toContainText("Elfogadva");

    await openApp(page, `/munkatarsak/${userEmployeeId}`);
    await page.getByRole("tab", { name: "Eszközök" }).click();
    const table = page.getByTestId("assets-table");
    await expect(table).toContainText(asset.inventoryNumber);
    await expect(table.getByRole("row", { name: new RegExp(asset.inventoryNumber) })).toContainText("Kiadva");
  });
});

test.describe("stocktaking on a phone", () => {
  test.use({ signedInAs: "admin", viewport: { width: 390, height: 844 } });

  test("an asset manager counts two assets, closes the session and sees the shortage", async ({ page }) => {
    const admin = await loginToken("admin");
    const location = `PW leltár ${unique()}`;
    const [a, b] = [await newStockAsset(admin, { location }), await newStockAsset(admin, { location })];
    await openApp(page, "/leltar");
    await page.getByLabel("Megnevezés").fill(`Telefonos leltár ${location}`);
    await page.getByLabel("Hely (üres: minden)").fill(location);
    await page.getByRole("button", { name: "Leltár indítása" }).click();
    const scan = page.getByLabel("Leltári szám (beírva vagy QR-kódról)");
    await expect(scan).toBeVisible();
    const box = await scan.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await scan.fill(a.inventoryNumber.toLowerCase());
    await scan.press("Enter");
    await expect(page.getByTestId("scan-result")).toContainText(`${a.inventoryNumber}: Megtalálva`);
    await expect(scan).toHaveValue("");
    await scan.fill("NINCS-A-KONYVBEN");
    await scan.press("Enter");
    await expect(page.getByTestId("scan-result")).toContainText("Többlet");
    await reviewShot(page, "inventory-phone-scanning");
    expect(await seriousViolations(page)).toEqual([]);

    page.once("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: "Leltár lezárása" }).click();
    await expect(page.getByText("Lezárva").first()).toBeVisible();
    const lines = page.getByTestId("inventory-lines");
    await expect(lines.getByRole("listitem").filter({ hasText: b.inventoryNumber })).toContainText("Hiány");
    await expect(page.getByTestId("inventory-summary")).toContainText("350");
    await reviewShot(page, "inventory-phone-closed");
  });
});

test.describe(`assets axe, light and dark`, () => {
  test.use({ signedInAs: "admin" });
  test.describe.configure({ timeout: 120_000 });
  const shot = (page: Page, name: string) => reviewShot(page, `assets-${name}`);

  test("/eszkozok with a selection and the QR labels", async ({ page }) => {
    await openApp(page, "/eszkozok?category=Laptop");
    await expect(page.getByTestId("assets-list")).toBeVisible();
    await page.getByRole("checkbox", { name: "LT-0001 kijelölése" }).check();
    await expect(page.getByTestId("assets-selection")).toBeVisible();
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
    await shot(page, "list");
    await page.getByRole("button", { name: "QR címkék" }).click();
    await expect(
      page.getByTestId("asset-labels").getByRole("img", { name: "LT-0001 QR-kódja" }),
    ).toBeVisible();
    await shot(page, "labels");
    await page.getByRole("button", { name: "Bezárás" }).click();
    await expect(page.getByTestId("asset-labels")).toHaveCount(0);
  });

  test("/eszkozok/{id} with its history, and /uj-eszkoz with field messages", async ({ page }) => {
    await openApp(page, "/eszkozok?q=LT-0001");
    await page.getByRole("link", { name: "LT-0001" }).click();
    await expect(page.getByTestId("asset-data")).toBeVisible();
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
    await shot(page, "detail");
    await page.getByRole("tab", { name: "Előzmények" }).click();
    await expect(page.getByTestId("asset-history")).toBeVisible();

    await navigateInApp(page, "/uj-eszkoz");
    await page.getByRole("button", { name: "Eszköz felvétele" }).click();
    await expect(page.getByText("Add meg a leltári számot.")).toBeVisible();
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
    await shot(page, "new");
  });

  test("/eszkoz-atadas and /leltar with the demo's open and closed stocktaking", async ({ page }) => {
    await openApp(page, "/eszkoz-atadas");
    await expect(page.getByTestId("handover-form")).toBeVisible();
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
    await shot(page, "handover");

    await navigateInApp(page, "/leltar");
    await expect(page.getByTestId("inventory-sessions")).toBeVisible();
    // The demo's open session, two thirds counted, shows its progress among the open ones.
    const open = page
      .getByTestId("inventory-open")
      .getByRole("row", { name: /Budapest, 3\. emelet – negyedéves/ });
    await expect(open.getByRole("progressbar")).toHaveAttribute("aria-valuenow", /^[6-9][0-9]$/);
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
    await page.getByRole("link", { name: "Vác, iroda – éves leltár" }).click();
    await expect(page.getByTestId("inventory-summary")).toBeVisible();
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
    await shot(page, "inventory");
  });
});
