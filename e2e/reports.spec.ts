import type { AnnualReport } from "@office/shared/reports/annual-report.contract";
import { callApi } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { openApp } from "./support/shell.ts";
import { readXlsx } from "./support/xlsx.ts";
import { expectNoSeriousViolationsInBothSchemes } from "./support/axe.ts";

/** Éves Kimutatás (issue 9 §2): the screen, its totals, the .xlsx read back, and axe in both schemes. */
test.describe("annual report", () => {
  test.use({ signedInAs: "admin" });

  test("admin reads the year, sorts it and downloads the same figures as .xlsx", async ({
    page,
    session,
  }) => {
    const year = new Date().getFullYear();
    const api = (
      await callApi<AnnualReport>("GET", `/api/report/annual?year=${year}`, { token: session?.token ?? "" })
    ).body;
    expect(api.includesCost).toBe(true);
    await openApp(page, "/annual-report");
    await expect(page.getByRole("heading", { level: 1, name: "Éves Kimutatás" })).toBeVisible();
    const table = page.getByTestId("annual-report-table");
    await expect(table.locator("tbody tr")).toHaveCount(api.rows.length);
    await expect(page.getByRole("img", { name: /szervezeti egységenként/ })).toBeVisible();

    // A figure column sorts descending on the first click: the most expensive person comes first.
    await table.getByRole("button", { name: "Munkáltatói költség" }).click();
    await expect(table.getByRole("columnheader", { name: /Munkáltatói költség/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    const top = [...api.rows].sort((a, b) => (b.employerCostHuf ?? 0) - (a.employerCostHuf ?? 0))[0];
    await expect(table.locator("tbody tr").first()).toContainText(top?.name ?? "");

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Letöltés (.xlsx)" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`eves-kimutatas-${year}.xlsx`);
    const [sheet] = await readXlsx(await download.path());
    expect(sheet?.rows[0]?.[0]).toBe("Név");
    const totals = sheet?.rows.find((row) => row[0] === "Összesen");
    const costColumn = sheet?.rows[0]?.indexOf("Munkáltatói költség (Ft)") ?? -1;
    expect(totals?.[costColumn]).toBe(api.rows.reduce((sum, r) => sum + (r.employerCostHuf ?? 0), 0));
  });

  test(`axe: no serious or critical violations (light and dark)`, async ({ page }) => {
    await openApp(page, "/annual-report");
    await expect(page.getByTestId("annual-report-table")).toBeVisible();
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
  });
});
