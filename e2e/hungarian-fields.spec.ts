import type { Project } from "@office/shared/projects/projects.contract";
import { callApi } from "./support/api.ts";
import { seriousViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { openApp } from "./support/shell.ts";

/**
 * Issue 19 §1: date, number and file fields read and write Hungarian whatever the browser's language. The
 * browser here is English (en-US), where native `type=date` fields showed `mm/dd/yyyy`.
 */
test.describe("Hungarian fields in an English browser", () => {
  test.use({ locale: "en-US", viewport: { width: 1440, height: 900 }, signedInAs: "pm" });

  test("a project saved with dates typed Hungarian-style and a budget typed with spaces", async ({
    page,
    session,
  }) => {
    if (!session) throw new Error("signed-in test expected");
    const stamp = Date.now().toString(36).toUpperCase();
    await openApp(page, "/uj-projekt");
    const form = page.getByTestId("project-form");
    await form.getByLabel("Partner").selectOption({ index: 1 });
    await form.getByLabel("Projektkód").fill(`HUF-${stamp}`);
    await form.getByLabel("Projekt neve").fill(`E2E magyar mezők ${stamp}`);

    const start = form.getByLabel("Kezdés");
    await start.fill("2026. 01. 05.");
    await expect(start).toHaveAttribute("placeholder", "éééé. hh. nn.");
    // An ISO date typed by hand is read too and shown Hungarian-style once the field is left.
    const end = form.getByLabel("Befejezés");
    await end.fill("2026-12-18");
    await end.blur();
    await expect(end).toHaveValue("2026. 12. 18.");

    const budget = form.getByLabel("Költségvetés (Ft)");
    await expect(budget).toHaveAttribute("inputmode", "decimal");
    await budget.fill("25 925 000");
    await budget.blur();
    await expect(budget).toHaveValue(/^25\s925\s000$/);

    await form.getByRole("button", { name: "Projekt létrehozása" }).click();
    await expect(page).toHaveURL(/\/projektek\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    const saved = await callApi<Project>("GET", `/api/project/${id}`, {
      tenant: session.tenant,
      port: session.port,
      token: session.token,
    });
    expect(saved.body).toMatchObject({ startDate: "2026-01-05", endDate: "2026-12-18", budget: 25_925_000 });
  });

  test("the calendar starts weeks on Monday, marks Christmas and passes axe", async ({ page }) => {
    await openApp(page, "/uj-projekt");
    const form = page.getByTestId("project-form");
    await form.getByLabel("Kezdés").fill("2026. 12. 01.");
    await form.getByRole("button", { name: "Naptár megnyitása" }).first().click();
    const calendar = page.getByRole("dialog", { name: "Naptár" });
    await expect(calendar).toBeVisible();
    const weekdays = calendar.locator("thead th");
    await expect(weekdays.first()).toHaveAttribute("aria-label", /hétfő/i);
    const christmas = calendar.getByRole("button", { name: /Karácsony \(munkaszüneti nap\)/ }).first();
    await expect(christmas).toBeVisible();
    await expect(calendar.getByText("Munkaszüneti nap", { exact: true })).toBeVisible();
    expect(await seriousViolations(page, { nameMismatch: true })).toEqual([]);
    await christmas.click();
    await expect(form.getByLabel("Kezdés")).toHaveValue("2026. 12. 25.");
  });

  test("a file field speaks Hungarian", async ({ page }) => {
    await openApp(page, "/profil");
    await expect(page.getByText("Fájl kiválasztása").first()).toBeVisible();
    await expect(page.getByText("Nincs kiválasztott fájl").first()).toBeVisible();
    await expect(page.getByText(/Choose File|No file chosen/)).toHaveCount(0);
  });
});
