import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { openApp, toast } from "./support/shell.ts";
import { expectNoSeriousViolationsInBothSchemes } from "./support/axe.ts";
import { navigateInApp } from "./support/navigate.ts";
import { reviewShot } from "./support/review-shot.ts";

/**
 * Applicants (issue 11 §1, §5): hr records an applicant on /uj-jelentkezo, drags the card on the
 * /jelentkezok board into the Felvétel column, gives the first day and finds the new employee in
 * /munkatarsak; a rejection from the board asks for its reason first; axe finds no serious or critical
 * violation on the board, the table, the new-applicant form and the detail page in either colour scheme.
 */

/** Records an applicant through /uj-jelentkezo for "HR asszisztens"; answers its id. */
async function createApplicant(page: Page, name: string): Promise<number> {
  await openApp(page, "/uj-jelentkezo");
  await expect(page.getByRole("heading", { level: 1, name: "Új jelentkező" })).toBeVisible();
  await page.getByLabel("Név", { exact: true }).fill(name);
  await page.getByLabel("Pozíció", { exact: true }).selectOption({ label: "HR asszisztens" });
  const local = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(" ")
    .join(".")
    .toLowerCase();
  await page.getByLabel("E-mail").fill(`${local}@example.hu`);
  await page.getByLabel("Telefon").fill("+36 30 111 2233");
  await page.getByRole("button", { name: "Jelentkező felvétele" }).click();
  await expect(toast(page, "Sikeres mentés")).toBeVisible();
  await expect(page).toHaveURL(/\/jelentkezok\/\d+$/);
  await expect(page.getByTestId("applicant-title")).toHaveText(name);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

/** Drags the card's handle onto a board column with the mouse (dnd-kit's pointer sensor). */
async function dragToColumn(page: Page, id: number, stage: string) {
  const handle = page.getByTestId(`applicant-handle-${id}`);
  const column = page.getByTestId(`column-${stage}`);
  await column.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await column.boundingBox();
  if (!from || !to) throw new Error("board not laid out");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 15, from.y + from.height / 2 + 15, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 80), { steps: 20 });
  await page.mouse.up();
}

test.describe("applicants as hr", () => {
  test.use({ signedInAs: "hr" });

  test("hr drags an applicant to Felvétel and finds the new employee in /munkatarsak", async ({ page }) => {
    const name = `Próba Jelölt ${Date.now() % 100000}`;
    const id = await createApplicant(page, name);

    await openApp(page, `/jelentkezok?q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId(`applicant-card-${id}`)).toBeVisible();
    await expect(page.getByTestId("column-new").getByTestId(`applicant-card-${id}`)).toBeVisible();
    await dragToColumn(page, id, "hired");
    const dialog = page.getByRole("dialog", { name: "Felvétel" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Munkaviszony kezdete").fill("2026-12-01");
    const hired = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith(`/api/applicant/${id}/hire`),
    );
    await dialog.getByRole("button", { name: "Felvétel" }).click();
    expect((await hired).status()).toBe(200);
    await expect(toast(page, "Sikeres mentés")).toBeVisible();
    await expect(page.getByTestId("column-hired").getByTestId(`applicant-card-${id}`)).toBeVisible();

    await openApp(page, `/munkatarsak?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name }).first().click();
    await expect(page).toHaveURL(/\/munkatarsak\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("HR asszisztens · Humánerőforrás")).toBeVisible();

    await openApp(page, `/jelentkezok/${id}`);
    await expect(page.getByTestId("applicant-stage")).toHaveText("Felvétel");
    await expect(page.getByTestId("applicant-history")).toContainText("Új → Felvétel");
  });

  test("a rejection from the board asks for the reason and the history keeps it", async ({ page }) => {
    const name = `Elutasított Elek ${Date.now() % 100000}`;
    const id = await createApplicant(page, name);
    await openApp(page, `/jelentkezok?q=${encodeURIComponent(name)}`);
    // keyboard-accessible path: the card's stage list
    await page.getByTestId(`applicant-stage-${id}`).selectOption("screening");
    await expect(page.getByTestId("column-screening").getByTestId(`applicant-card-${id}`)).toBeVisible();
    await page.getByTestId(`applicant-stage-${id}`).selectOption("rejected");
    const dialog = page.getByRole("dialog", { name: "Elutasítás" });
    await dialog.getByRole("button", { name: "Elutasítás" }).click();
    await expect(dialog.getByText("Add meg az elutasítás okát.")).toBeVisible();
    await dialog.getByLabel("Az elutasítás oka").fill("A bérigény túl magas.");
    await dialog.getByRole("button", { name: "Elutasítás" }).click();
    await expect(page.getByTestId("column-rejected").getByTestId(`applicant-card-${id}`)).toBeVisible();
    await page.getByTestId(`applicant-card-${id}`).getByRole("link", { name }).click();
    await expect(page.getByText("Elutasítás oka: A bérigény túl magas.")).toBeVisible();
    await expect(page.getByText("Elutasítva (Szűrés szakaszban)")).toBeVisible();
    await expect(page.getByTestId("applicant-history")).toContainText("Szűrés → Elutasítva");
  });
});

test.describe(`applicants axe, light and dark`, () => {
  test.use({ signedInAs: "hr" });

  test("/jelentkezok (board, table), /uj-jelentkezo and /jelentkezok/{id} have no serious violations", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const shot = (name: string) => reviewShot(page, `applicants-${name}`);
    await openApp(page, "/jelentkezok");
    await expect(page.getByTestId("applicants-board")).toBeVisible();
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
    await shot("board");

    await page.getByTestId("applicants-view-table").click();
    await expect(page.getByTestId("applicants-table")).toBeVisible();
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
    await shot("table");

    await page.getByTestId("openings-open").click();
    await expect(page.getByTestId("openings-list")).toBeVisible();
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
    await shot("openings");
    await page.keyboard.press("Escape");

    await navigateInApp(page, "/uj-jelentkezo");
    await expect(page.getByTestId("applicant-form")).toBeVisible();
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
    await shot("new");

    await navigateInApp(page, "/jelentkezok?nezet=tabla&szakasz=interview");
    await page.getByTestId("applicants-table").getByRole("link").first().click();
    await expect(page.getByTestId("applicant-notes")).toBeVisible();
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
    await shot("detail");
  });
});
