import { expect, test } from "./support/fixtures.ts";
import { openApp, toast, waitForApp } from "./support/shell.ts";
import { seriousViolationsInBothSchemes } from "./support/axe.ts";
import { navigateInApp } from "./support/navigate.ts";
import { reviewShot } from "./support/review-shot.ts";

/**
 * Issue 8 master data: cost centres (/cost-center, companyAdmin) and external resources (contractors:
 * /kulso-eroforrasok, /uj-eroforras, /kulso-eroforrasok/{id}). Screenshots of every screen in both schemes
 * go to the folder named by E2E_SCREENSHOTS, when it is set, for a look.
 */

const unique = () => String(Date.now()).slice(-6);

test.describe("cost centres /cost-center", () => {
  test.use({ signedInAs: "admin" });

  test("admin adds a cost centre inline; it shows after a reload, with its usage counts", async ({
    page,
  }) => {
    const code = `E2E-${unique()}`;
    await openApp(page, "/cost-center");
    await expect(page.getByRole("heading", { level: 1, name: "Költséghelyek" })).toBeVisible();
    const fej = page.getByTestId("cost-center-FEJ-01");
    await expect(fej).toContainText("Fejlesztés");

    // Hungarian validation before anything is sent.
    await page.getByRole("button", { name: "Hozzáadás" }).click();
    await expect(page.getByText("Add meg a költséghely kódját.")).toBeVisible();
    await expect(page.getByText("Add meg a költséghely nevét.")).toBeVisible();

    await page.getByLabel("Kód", { exact: true }).fill(code);
    await page.getByLabel("Megnevezés", { exact: true }).fill("E2E marketing");
    await page.getByRole("button", { name: "Hozzáadás" }).click();
    await expect(toast(page, "Sikeres mentés")).toBeVisible();
    await expect(page.getByTestId(`cost-center-${code}`)).toContainText("E2E marketing");

    // A taken code is refused with the server's Hungarian message.
    await page.getByLabel("Kód", { exact: true }).fill("FEJ-01");
    await page.getByLabel("Megnevezés", { exact: true }).fill("Másik");
    await page.getByRole("button", { name: "Hozzáadás" }).click();
    await expect(page.locator("#new-cost-center-code-error")).toHaveText("Ez a költséghely kód már létezik.");

    await page.reload();
    await waitForApp(page);
    const row = page.getByTestId(`cost-center-${code}`);
    await expect(row).toContainText("E2E marketing");

    // Inline edit of the name, then the search finds it by the new name.
    await row.getByRole("button", { name: `${code} szerkesztése` }).click();
    await row.getByLabel(`${code} megnevezése`).fill("E2E marketing és PR");
    await row.getByRole("button", { name: "Mentés" }).click();
    await expect(page.getByTestId(`cost-center-${code}`)).toContainText("E2E marketing és PR");
    await page.getByLabel("Keresés").fill("és PR");
    await expect(page.locator("tbody tr")).toHaveCount(1);
  });
});

test.describe("external resources", () => {
  test.use({ signedInAs: "pm" });

  test("pm creates a contractor with skills on /uj-eroforras; it appears in the list", async ({ page }) => {
    const name = `Teszt Vállalkozó ${unique()}`;
    await openApp(page, "/uj-eroforras");
    await page.getByLabel("Név", { exact: true }).fill(name);
    await page.getByLabel("Cég", { exact: true }).fill("Teszt Kft.");

    // Live adószám check as it is typed.
    const tax = page.getByLabel("Adószám");
    await tax.fill("12345678-1-42");
    await expect(page.getByText("Az adószám törzsszámának ellenőrző számjegye hibás.")).toBeVisible();
    await tax.fill("12345676-2-41");
    await expect(page.getByText("Érvényes adószám.")).toBeVisible();

    const skills = page.getByLabel("Készségek", { exact: true }).last();
    await skills.fill("Statika");
    await skills.press("Enter");
    await skills.fill("BIM");
    await skills.press("Enter");
    await expect(page.getByRole("button", { name: "BIM eltávolítása" })).toBeVisible();
    await page.getByLabel("Napidíj (Ft)").fill("65000");
    await page.getByLabel("Óradíj (Ft)").fill("8500");
    await page.getByRole("button", { name: "Létrehozás" }).click();
    await expect(toast(page, "Sikeres mentés")).toBeVisible();
    await expect(page).toHaveURL(/\/kulso-eroforrasok\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Jelenleg egy projekten sem dolgozik.")).toBeVisible();

    await openApp(page, "/kulso-eroforrasok");
    await page.getByLabel("Keresés").fill("bim");
    const row = page.getByTestId("external-resources-table").locator("tbody tr", { hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Statika");
    await expect(row).toContainText("65 000 Ft");
  });
});

test.describe(`masterdata screens, axe, light and dark`, () => {
  test.use({ signedInAs: "admin" });

  test("/cost-center, /kulso-eroforrasok, /uj-eroforras and /kulso-eroforrasok/{id}: no serious or critical violations", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // One load of the app, then each page the way the app's links open it, in one document (and axe).
    await openApp(page);
    for (const [path, heading] of [
      ["/cost-center", "Költséghelyek"],
      ["/kulso-eroforrasok", "Külső Erőforrások"],
      ["/uj-eroforras", "Új külső erőforrás"],
      ["/kulso-eroforrasok/1", "Tóth Balázs"],
    ] as const) {
      await test.step(path, async () => {
        await navigateInApp(page, path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole("status").filter({ hasText: "Betöltés" })).toHaveCount(0);
        await reviewShot(page, `masterdata${path.replaceAll("/", "_")}`);
        expect
          .soft(await seriousViolationsInBothSchemes(page, { nameMismatch: true }), path)
          .toEqual({ light: [], dark: [] });
      });
    }
  });
});
