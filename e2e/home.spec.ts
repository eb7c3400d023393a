import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { callApi } from "./support/api.ts";
import { openApp } from "./support/shell.ts";
import { seriousViolations } from "./support/axe.ts";
import { navigateInApp } from "./support/navigate.ts";

/**
 * The home page `/` Kezdőlap (issue 11 §4 and §5): every card shows for `user` and for `admin` (admin
 * also the hr charts, `user` neither the charts nor their chart.js chunk), each card's own request
 * goes out once, the card links navigate to their screens, and axe finds no serious or critical
 * violation in light and dark mode.
 */

const CARDS = [
  "leave",
  "approvals",
  "tasks",
  "expiries",
  "points",
  "absences",
  "events",
  "assets",
  "questionnaires",
  "profile",
  "notifications",
  "company",
];
const CARD_REQUESTS = [
  "/api/home/absences",
  "/api/home/approvals",
  "/api/home/points",
  "/api/home/myAssets",
  "/api/event?",
  "/leaveDay?",
  "/api/questionnaire?",
  "/api/task/mine",
];

/** Opens `/` while recording the API calls and the JS files the page loads. */
async function openHome(page: Page) {
  const api: string[] = [];
  const scripts: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith("/api/")) api.push(`${url.pathname}${url.search ? "?" : ""}`);
    if (url.pathname.endsWith(".js")) scripts.push(url.pathname);
  });
  await openApp(page);
  for (const card of CARDS) await expect(page.getByTestId(`home-${card}`)).toBeVisible();
  await page.waitForLoadState("networkidle");
  return { api, scripts };
}

test.describe("home page as user", () => {
  test.use({ signedInAs: "user" });

  test("shows every card of mine, no hr charts; each card's request goes out once", async ({
    page,
    session,
  }) => {
    const { api, scripts } = await openHome(page);
    await expect(page.getByRole("heading", { level: 1, name: "Kezdőlap" })).toBeVisible();
    await expect(page.getByTestId("home-charts")).toHaveCount(0);
    for (const path of CARD_REQUESTS) {
      expect(api.filter((u) => u.includes(path.replace("?", ""))).length, path).toBe(1);
    }
    expect(api.some((u) => u.startsWith("/api/home/hrCharts"))).toBe(false);
    expect(scripts.some((s) => /\/(charts|hr-charts)-/.test(s))).toBe(false);

    const token = session?.token ?? "";
    const points = await callApi<{ balance: number }>("GET", "/api/home/points", { token });
    await expect(page.getByTestId("home-points-balance")).toHaveText(
      new Intl.NumberFormat("hu-HU").format(points.body.balance),
    );
    const mine = await callApi<{ assets: { name: string }[]; cars: { plate: string }[] }>(
      "GET",
      "/api/home/myAssets",
      { token },
    );
    for (const a of mine.body.assets) await expect(page.getByTestId("home-assets")).toContainText(a.name);
    for (const c of mine.body.cars) await expect(page.getByTestId("home-assets")).toContainText(c.plate);
    await expect(page.getByTestId("home-leave-remaining")).toHaveText(/nap$/);
    await expect(page.getByTestId("home-absences")).toContainText("Ma");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("each card links to its screen", async ({ page }) => {
    const links: [string, string, RegExp][] = [
      ["leave", "Szabadság kérése", /\/szabadsagok$/],
      ["approvals", "Távollét kérelmek", /\/szabadsagok$/],
      ["points", "Játék", /\/pontok$/],
      ["absences", "Csapatnaptár", /\/szabadsagok$/],
      ["events", "Programnaptár", /\/naptar$/],
      ["assets", "Eszközök", /\/eszkozok$/],
      ["tasks", "Projektek", /\/projektek\?mine=true$/],
      ["questionnaires", "Összes kérdőív", /\/kerdoivek$/],
      ["profile", "Profil megnyitása", /\/profil$/],
    ];
    await openApp(page);
    for (const [card, name, url] of links) {
      // Back home the way the side navigation goes there (one document for the whole round).
      await navigateInApp(page, "/");
      await page.getByTestId(`home-${card}`).getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(url);
    }
  });
});

test.describe("home page as admin", () => {
  test.use({ signedInAs: "admin" });

  test("shows every card and the hr charts", async ({ page }) => {
    const { api } = await openHome(page);
    const charts = page.getByTestId("home-charts");
    await expect(charts).toBeVisible();
    // The charts are drawn once their card nears the viewport (it is below the other cards).
    await charts.scrollIntoViewIfNeeded();
    await expect(charts.getByRole("img", { name: "Létszám az elmúlt 12 hónapban" })).toBeVisible();
    await expect(charts.getByRole("img", { name: "Kivett távollét havonta (munkanap)" })).toBeVisible();
    expect(api.filter((u) => u.startsWith("/api/home/hrCharts")).length).toBe(1);
    await expect(page.getByTestId("home-approvals")).toContainText("Jóváhagyásra váró kérelmek");
    expect(await seriousViolations(page)).toEqual([]);
    await charts.getByRole("link", { name: "Egyéb Kimutatások" }).click();
    await expect(page).toHaveURL(/\/other-report$/);
  });
});

test.describe("home page, dark", () => {
  test.use({ colorScheme: "dark", signedInAs: "admin" });

  test("has no serious violations in dark mode", async ({ page }) => {
    await openHome(page);
    await page.getByTestId("home-charts").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("home-charts").getByRole("img").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
