import { expect, test } from "./support/fixtures.ts";
import { openApp } from "./support/shell.ts";
import { readXlsx } from "./support/xlsx.ts";
import { expectNoSeriousViolationsInBothSchemes } from "./support/axe.ts";

/** The eight data sets of Egyéb Kimutatások (issue 11 §4), by their card headings. */
const CARDS = [
  ["headcount", "Létszám szervezeti egységenként"],
  ["turnover", "Belépők, kilépők és fluktuáció"],
  ["ageBands", "Korcsoportok"],
  ["leave", "Kivett távollét típusonként"],
  ["assetValue", "Eszközérték kategóriánként"],
  ["carKm", "Autók futásteljesítménye"],
  ["points", "Kiosztott pontok"],
  ["questionnaireResponses", "Kérdőívek kitöltési aránya"],
] as const;

function monthsAgo(n: number): string {
  const d = new Date();
  const m = new Date(d.getFullYear(), d.getMonth() - n, 1);
  return `${m.getFullYear()}-${String(m.getMonth() + 1).padStart(2, "0")}`;
}

test.describe("Egyéb Kimutatások", () => {
  test.use({ signedInAs: "admin" });

  test("admin sees a chart on every card, opens a table and downloads the headcount .xlsx", async ({
    page,
  }) => {
    await openApp(page, "/other-report");
    await expect(page.getByRole("heading", { level: 1, name: "Egyéb Kimutatások" })).toBeVisible();
    for (const [dataset, title] of CARDS) {
      const card = page.getByTestId(`other-report-${dataset}`);
      await expect(card.getByRole("heading", { name: title })).toBeVisible();
      await expect(card.locator("canvas").first()).toBeVisible();
    }
    await expect(page.getByTestId("other-report-turnover").locator("canvas")).toHaveCount(2);

    const headcount = page.getByTestId("other-report-headcount");
    const toggle = headcount.getByRole("button", { name: "Táblázat" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const table = headcount.getByRole("table");
    await expect(table).toBeVisible();
    await expect(table.getByRole("rowheader")).toHaveCount(24);

    const downloadPromise = page.waitForEvent("download");
    await headcount.getByRole("button", { name: /letöltése \(\.xlsx\)/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(
      `egyeb-kimutatas-letszam-${monthsAgo(23)}-${monthsAgo(0)}.xlsx`,
    );
    const [sheet] = await readXlsx(await download.path());
    expect(sheet?.name).toBe("Létszám szervezeti egységenként");
    expect(sheet?.rows[2]?.[0]).toBe("Hónap");
    expect(sheet?.rows.slice(3, 27).filter((row) => typeof row[1] === "number")).toHaveLength(24);
  });

  test("a shorter period reloads the monthly cards", async ({ page }) => {
    await openApp(page, "/other-report");
    const responses = page.waitForResponse((r) =>
      r.url().includes(`/api/report/other/points?from=${monthsAgo(5)}`),
    );
    await page.getByLabel("Kezdő hónap").fill(monthsAgo(5));
    expect((await responses).status()).toBe(200);
    const points = page.getByTestId("other-report-points");
    await points.getByRole("button", { name: "Táblázat" }).click();
    await expect(points.getByRole("table").getByRole("rowheader")).toHaveCount(6);
  });

  test(`axe: no serious or critical violations (light and dark)`, async ({ page }) => {
    await openApp(page, "/other-report");
    for (const [dataset] of CARDS) {
      await expect(page.getByTestId(`other-report-${dataset}`).locator("canvas").first()).toBeVisible();
    }
    await page.getByTestId("other-report-leave").getByRole("button", { name: "Táblázat" }).click();
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
  });
});

test.describe("Egyéb Kimutatások without a reporting role", () => {
  test.use({ signedInAs: "user" });

  test("user sees the no-permission notice and no card", async ({ page }) => {
    await openApp(page, "/other-report");
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.locator("canvas")).toHaveCount(0);
  });
});
