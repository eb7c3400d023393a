import type { ResourceCostReport } from "@office/shared/reports/resource-reports.contract";
import { WAGE_FIGURE_WITHHELD_MESSAGE as WITHHELD } from "@office/shared/reports/wage-privacy";
import type { Planner } from "@office/shared/resource-planning/planner.contract";
import { callApi } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { openApp } from "./support/shell.ts";
import { readXlsx } from "./support/xlsx.ts";
import { seriousViolations, seriousViolationsInBothSchemes } from "./support/axe.ts";
import { navigateInApp } from "./support/navigate.ts";
import { reviewShot } from "./support/review-shot.ts";

/** The resource reports (issue 9 §2): Bérkimutatás read back from its .xlsx; axe on the five screens. */
const SCREENS = [
  { url: "/eroforras-report", heading: "Jelenléti Kimutatás", table: "resource-report-table" },
  { url: "/eroforras-dij-report", heading: "Bérkimutatás", table: "resource-cost-employees" },
  {
    url: "/eroforras-dij-intervallum",
    heading: "Bérkimutatás (intervallum)",
    table: "resource-cost-employees",
  },
  { url: "/eroforras-dij-havi", heading: "Bérkimutatás (havi)", table: "resourceCostMonthly-projects" },
  { url: "/eroforras-dij-eves", heading: "Bérkimutatás (éves)", table: "resourceCostYearly-projects" },
] as const;

function currentMonth(): { month: string; start: string; end: string } {
  const d = new Date();
  const month = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
  const last = new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate();
  return { month, start: `${month}-01`, end: `${month}-${String(last).padStart(2, "0")}` };
}

test.describe("cost reports", () => {
  test.use({ signedInAs: "admin" });

  test("admin downloads the month's Bérkimutatás and its totals match the screen's report", async ({
    page,
    session,
  }) => {
    const { start, end } = currentMonth();
    const api = (
      await callApi<ResourceCostReport>("GET", `/api/report/resourceCost?start=${start}&end=${end}`, {
        token: session?.token ?? "",
      })
    ).body;
    expect(api.employees.length).toBeGreaterThan(0);
    await openApp(page, "/eroforras-dij-report");
    await expect(page.getByRole("heading", { level: 1, name: "Bérkimutatás" })).toBeVisible();
    const table = page.getByTestId("resource-cost-employees");
    await expect(table.locator("tbody tr")).toHaveCount(api.employees.length);
    await expect(page.getByText(/^Bérjárulék-kulcsok — /)).toBeVisible();

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Letöltés (.xlsx)" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`berkimutatas-${start}-${end}.xlsx`);
    const sheets = await readXlsx(await download.path());
    expect(sheets.map((s) => s.name)).toEqual([
      "Munkavállalók",
      "Külső erőforrások",
      "Projektek",
      "Költséghelyek",
    ]);
    const employees = sheets[0];
    expect(employees?.rows[0]?.[0]).toBe("Név");
    const totals = employees?.rows.find((row) => row[0] === "Összesen");
    const header = employees?.rows[0] ?? [];
    expect(totals?.[header.indexOf("Bruttó bér (Ft)")]).toBe(api.totals.grossHuf);
    expect(totals?.[header.indexOf("Munkáltatói költség (Ft)")]).toBe(api.totals.employerCostHuf);
    const projects = sheets[2];
    const projectTotals = projects?.rows.find((row) => row[0] === "Összesen");
    expect(projectTotals?.[(projects?.rows[0] ?? []).indexOf("Összes költség (Ft)")]).toBe(
      api.totals.totalHuf,
    );
  });

  test("Bérkimutatás switches between planned and booked hours (issue 21 §4); the screen and the .xlsx say which", async ({
    page,
  }) => {
    const { start, end } = currentMonth();
    await openApp(page, "/eroforras-dij-report");
    // The running month is not closed: the server answers with planned hours.
    const note = page.getByTestId("resource-cost-basis-note");
    await expect(note).toHaveText(
      "Óraalap: Az időszak nincs teljesen lezárva, ezért a tervezett órák alapján.",
    );
    const planned = page.getByRole("button", { name: "Tervezett", exact: true });
    const actual = page.getByRole("button", { name: "Tényleges", exact: true });
    await expect(planned).toHaveAttribute("aria-pressed", "true");
    await expect(actual).toHaveAttribute("aria-pressed", "false");

    const answered = page.waitForResponse(
      (r) => r.url().includes("/api/report/resourceCost?") && r.url().includes("basis=actual"),
    );
    await actual.click();
    expect((await answered).status()).toBe(200);
    await expect(actual).toHaveAttribute("aria-pressed", "true");
    await expect(note).toHaveText("Óraalap: Kérésre a ledolgozott (nyilvántartott) órák alapján.");
    await expect(page.getByTestId("resource-cost-employees")).toBeVisible();

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Letöltés (.xlsx)" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`berkimutatas-${start}-${end}.xlsx`);
    const sheets = await readXlsx(await download.path());
    const lastNote = sheets[0]?.rows.filter((row) => typeof row[0] === "string").at(-1)?.[0];
    expect(lastNote).toBe("Óraalap: Tényleges — Kérésre a ledolgozott (nyilvántartott) órák alapján.");

    await planned.click();
    await expect(note).toHaveText("Óraalap: Kérésre a tervezett (beosztott) órák alapján.");
  });

  // One load of the app, then each report the way the side navigation opens it, in one document (and
  // axe), in two parts that the two workers share.
  for (const part of [SCREENS.slice(0, 3), SCREENS.slice(3)]) {
    test(`axe on ${part.map((s) => s.url).join(", ")}: no serious or critical violations (light and dark)`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await openApp(page);
      for (const screen of part) {
        await test.step(screen.url, async () => {
          await navigateInApp(page, screen.url);
          await expect(
            page.getByRole("heading", { level: 1, name: screen.heading, exact: true }),
          ).toBeVisible();
          await expect(page.getByTestId(screen.table)).toBeVisible();
          await reviewShot(page, `${screen.url.slice(1)}`, { fullPage: false });
          // Every row of the report (the every-route loop of accessibility.spec.ts checks only the first ones).
          expect
            .soft(await seriousViolationsInBothSchemes(page, { nameMismatch: true }), screen.url)
            .toEqual({ light: [], dark: [] });
        });
      }
    });
  }
});

test.describe("cost reports without employeeWages2 (issue 18 §1)", () => {
  test.use({ signedInAs: "pm" });

  test("pm: a one-person project's month is withheld with the reason, the rest are estimates at the average rate", async ({
    page,
    session,
  }) => {
    const target = { token: session?.token ?? "", tenant: session?.tenant, port: session?.port };
    const year = new Date().getFullYear();
    const code = `WP-${Date.now().toString(36).toUpperCase()}`;
    const project = await callApi<{ id: number }>("POST", "/api/project", {
      ...target,
      body: { code, name: "Bértitok e2e", status: "active", startDate: `${year}-01-01` },
    });
    expect(project.status).toBe(200);
    const me = await callApi<Planner>(
      "GET",
      `/api/resourcePlanner?start=${year}-03-01&end=${year}-03-31&search=Kiss`,
      target,
    );
    const employee = me.body.resources.find((r) => r.resourceType === "employee");
    expect(employee).toBeTruthy();
    const allocation = await callApi("POST", "/api/resourceAllocation", {
      ...target,
      body: {
        resourceType: "employee",
        resourceId: employee?.resourceId,
        projectId: project.body.id,
        start: `${year}-03-01`,
        end: `${year}-03-31`,
        hoursPerDay: 4,
        status: "confirmed",
      },
    });
    expect(allocation.status).toBe(200);
    await openApp(page, "/eroforras-dij-havi");
    await expect(page.getByTestId("resourceCostMonthly-estimate")).toContainText(
      /Becsült értékek: .*átlagos óránkénti munkáltatói költsége \(\d{4}: [\d\s]+Ft\/óra\)/,
    );
    await expect(page.getByTestId("resourceCostMonthly-withheld")).toContainText(WITHHELD);
    const row = page.getByTestId("resourceCostMonthly-projects").getByRole("row", { name: new RegExp(code) });
    await expect(row.getByRole("cell").nth(3)).toHaveText(new RegExp(`^–${WITHHELD}$`));
    await expect(row.getByTitle(WITHHELD).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
