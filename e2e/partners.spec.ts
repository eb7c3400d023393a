import { expect, test } from "./support/fixtures.ts";
import { makeTaxNumber } from "../apps/server/src/demo/identifiers.ts";
import { openApp, toast } from "./support/shell.ts";
import { expectNoSeriousViolationsInBothSchemes, seriousViolations } from "./support/axe.ts";
import { navigateInApp } from "./support/navigate.ts";
import { reviewShot } from "./support/review-shot.ts";

/**
 * Partners (issue 8): a project manager records a client with a contact on /uj-partner, finds it on
 * /partnerek by searching and opens it; a plain user gets the read-only view; axe finds no serious or
 * critical violation on the three screens in either colour scheme (screenshots kept for review).
 */

/** A random 7-digit prefix so that reruns against the same database never collide on the unique tax number. */
const randomPrefix = () => String(3_000_000 + Math.floor(Math.random() * 6_000_000));

test.describe("partners as pm", () => {
  test.use({ signedInAs: "pm" });

  test("creates a partner with a contact, finds it by search and opens it", async ({ page }) => {
    const taxNumber = makeTaxNumber(randomPrefix(), 2, "41");
    const name = `Playwright Próba ${taxNumber.slice(0, 8)} Kft.`;
    await openApp(page, "/uj-partner");
    await expect(page.getByRole("heading", { level: 1, name: "Új partner" })).toBeVisible();

    await page.getByLabel("Cégnév").fill(name);
    const tax = page.getByLabel("Adószám", { exact: true });
    const broken = `${taxNumber.slice(0, 7)}${(Number(taxNumber[7]) + 1) % 10}${taxNumber.slice(8)}`;
    await tax.pressSequentially(broken);
    await expect(page.getByText("Az adószám törzsszámának ellenőrző számjegye hibás.")).toBeVisible();
    await tax.fill("");
    await tax.pressSequentially(taxNumber);
    await expect(page.getByTestId("partner-tax-number-valid")).toHaveText("Érvényes adószám.");
    await page.getByTestId("partner-eu-vat-fill").click();
    await expect(page.getByLabel("Közösségi adószám")).toHaveValue(`HU${taxNumber.slice(0, 8)}`);
    await page.getByLabel("Irányítószám").fill("9400");
    await page.getByLabel("Település").fill("Sopron");
    await page.getByLabel("Cím", { exact: true }).fill("9400 Sopron, Várkerület 1.");
    await page.getByRole("button", { name: "Kapcsolattartó hozzáadása" }).click();
    await page.getByTestId("partner-contact-name-0").fill("Próba Péter");
    await page.getByTestId("partner-contact-position-0").fill("ügyvezető");
    await page.getByTestId("partner-contact-email-0").fill("peter@proba.example.hu");
    await page.getByRole("button", { name: "Partner felvétele" }).click();

    await expect(toast(page, "Sikeres mentés")).toBeVisible();
    await expect(page).toHaveURL(/\/partnerek\/\d+$/);
    await expect(page.getByTestId("partner-title")).toHaveText(name);
    const detailUrl = page.url();

    await openApp(page, "/partnerek");
    await page.getByLabel("Keresés").fill("próba péter");
    const row = page.getByTestId("partner-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(taxNumber);
    await expect(row).toContainText("Sopron");
    await expect(page.getByTestId("partner-row")).toHaveCount(1);
    await row.getByRole("link", { name }).click();
    await expect(page).toHaveURL(detailUrl);
    await expect(page.getByLabel("Cégnév")).toHaveValue(name);
    await expect(page.getByTestId("partner-contact-name-0")).toHaveValue("Próba Péter");

    // The same name again: the form warns before saving.
    await page.goto("/uj-partner");
    await page.getByLabel("Cégnév").fill(name.replace(" Kft.", " Zrt."));
    await expect(page.getByTestId("partner-similar-warning")).toContainText(name);

    // Leaving with unsaved changes asks first; staying keeps the typed values.
    await page.getByTestId("breadcrumb").getByRole("link", { name: "Partnerek" }).click();
    const dialog = page.getByRole("dialog", { name: "Nem mentett módosítások" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Maradok" }).click();
    await expect(page).toHaveURL(/\/uj-partner$/);
    await expect(page.getByLabel("Cégnév")).toHaveValue(name.replace(" Kft.", " Zrt."));
  });
});

test.describe("partners as user", () => {
  test.use({ signedInAs: "user" });

  test("sees the list and a read-only partner page, no new-partner button", async ({ page }) => {
    await openApp(page, "/partnerek");
    await expect(page.getByTestId("partner-row").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Új partner" })).toHaveCount(0);
    await page.getByRole("link", { name: "Győr-Logisztika Zrt." }).click();
    await expect(page.getByTestId("partner-details-view")).toBeVisible();
    await expect(page.getByTestId("partner-form")).toHaveCount(0);
    await expect(page.getByText("Horváth Ildikó")).toBeVisible();
    await reviewShot(page, "partners-detail-readonly");
    expect(await seriousViolations(page, { nameMismatch: true })).toEqual([]);
  });
});

test.describe(`partners axe, light and dark`, () => {
  test.use({ signedInAs: "pm" });

  test("/partnerek, /uj-partner and /partnerek/{id} have no serious violations", async ({ page }) => {
    const shot = (name: string) => reviewShot(page, `partners-${name}`);
    await openApp(page, "/partnerek");
    await expect(page.getByTestId("partner-row").first()).toBeVisible();
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
    await shot("list");

    await navigateInApp(page, "/uj-partner");
    await page.getByLabel("Cégnév").fill("Balaton Vízművek Zrt.");
    await page.getByLabel("Adószám", { exact: true }).fill("12345678-1-42");
    await page.getByRole("button", { name: "Kapcsolattartó hozzáadása" }).click();
    await expect(page.getByTestId("partner-similar-warning")).toBeVisible();
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
    await shot("new");

    // A full load: the filled form would ask before an in-app navigation leaves it.
    await page.goto("/partnerek");
    await page.getByRole("link", { name: "Győr-Logisztika Zrt." }).click();
    await expect(page.getByTestId("partner-form")).toBeVisible();
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
    await shot("detail");
  });
});
