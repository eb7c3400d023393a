import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { DEMO_PASSWORD } from "./support/env.ts";
import { holdAnswers } from "./support/navigate.ts";
import { loginViaUi, openApp } from "./support/shell.ts";
import { TEST_IDS } from "./support/test-ids.ts";

/**
 * How a page arrives (issue 19 §6): a navigation waits for the page's chunk and prefetched data, with a
 * progress bar along the top, and the page then renders once with its data (React renders it in slices,
 * the phone stays responsive); a slow answer holds the navigation at most 2 s. On a phone, the far rows
 * of a long table are rendered only near the screen, and the page loads without a layout shift.
 */

const progress = (page: Page) => page.getByRole("progressbar", { name: "Betöltés…" });

/**
 * On /naptar, holds the leave answers and clicks the side navigation's "Távollét kérelmek"
 * (/szabadsagok); returns once the progress bar shows, with the function that lets the answers go.
 */
async function followLeaveLinkWithAnswersHeld(page: Page): Promise<() => void> {
  await openApp(page, "/naptar");
  const release = await holdAnswers(page, /\/api\/leave(\?|$)/);
  const group = page.getByTestId(TEST_IDS.navGroup("HR"));
  if ((await group.getAttribute("aria-expanded")) !== "true") await group.click();
  await page
    .getByTestId(TEST_IDS.sidenav)
    .getByRole("link", { name: "Távollét kérelmek", exact: true })
    .click();
  await expect(progress(page)).toBeVisible();
  return release;
}
/**
 * The page's layout shift since its document started (Layout Instability API, the sum of the shifts:
 * its CLS), read `waitMs` after the call so that a shift still coming is counted too.
 */
function layoutShiftSince(page: Page, waitMs: number): Promise<number> {
  return page.evaluate(
    (wait) =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(sum), wait);
      }),
    waitMs,
  );
}

const pageLoadingLine = (page: Page) =>
  page.getByRole("main").getByRole("status").filter({ hasText: "Betöltés…" });

test.describe("page loading (issue 19 §6)", () => {
  test.use({ signedInAs: "admin" });

  test("a link waits for the page's data under a progress bar, then the page shows with its data", async ({
    page,
  }) => {
    const release = await followLeaveLinkWithAnswersHeld(page);
    // The current page stays while the next one loads.
    await expect(page).toHaveURL(/\/naptar$/);
    release();
    await expect(page).toHaveURL(/\/szabadsagok$/);
    await expect(page.getByRole("heading", { name: /^Kérelmeim \(/ })).toBeVisible();
    await expect(progress(page)).toHaveCount(0);
    // It came with its data: the page's own loading line never had to show.
    await expect(pageLoadingLine(page)).toHaveCount(0);
  });

  test("a late answer holds the link for 2 s at most; the page then shows its own loading line", async ({
    page,
  }) => {
    const release = await followLeaveLinkWithAnswersHeld(page);
    await expect(page).toHaveURL(/\/szabadsagok$/, { timeout: 5_000 });
    await expect(pageLoadingLine(page)).toBeVisible();
    await expect(progress(page)).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { name: /^Kérelmeim \(/ })).toBeVisible();
    await expect(pageLoadingLine(page)).toHaveCount(0);
  });
});

test.describe("a change of the search alone (issue 19 §6)", () => {
  test.use({ signedInAs: "hr" });

  test("a tab shows at once and loads its own data, the page does not wait for it", async ({ page }) => {
    await openApp(page, "/kerdoivek");
    const release = await holdAnswers(page, /\/api\/questionnaire/);
    await page.getByRole("tab", { name: "Általam küldött" }).click();
    // Well before the 2 s a navigation may wait for its data: the answers are still held.
    await expect(page).toHaveURL(/\?tab=sent$/, { timeout: 1_000 });
    const tab = page.getByRole("tab", { name: "Általam küldött" });
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
    await expect(progress(page)).toHaveCount(0, { timeout: 1_000 });
    release();
  });
});

test.describe("signing in (issue 19 §6)", () => {
  test("the bar shows on the sign-in page while the home page's data loads", async ({ page }) => {
    await openApp(page, "/bejelentkezes");
    const release = await holdAnswers(page, /\/api\/home\/approvals$/);
    await loginViaUi(page, "admin", DEMO_PASSWORD);
    await expect(progress(page)).toBeVisible();
    release();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(progress(page)).toHaveCount(0);
    await expect(page.getByTestId(TEST_IDS.topbar)).toBeVisible();
  });
});

test.describe("page loading on a phone (issue 19 §6)", () => {
  test.use({ signedInAs: "admin", viewport: { width: 390, height: 844 } });

  test("long tables render their far rows near the screen; the page loads without a layout shift", async ({
    page,
  }) => {
    await openApp(page, "/szabadsagok");
    const rows = page
      .locator(".app-main .card")
      .filter({ has: page.getByRole("heading", { name: "Jóváhagyásra váró kérelmek" }) })
      .locator("tbody > tr");
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(16);
    const contentVisibility = (index: number) =>
      rows.nth(index).evaluate((row) => getComputedStyle(row).contentVisibility);
    expect(await contentVisibility(0)).toBe("visible");
    expect(await contentVisibility(14)).toBe("visible");
    expect(await contentVisibility(15)).toBe("auto");
    // The layout shifts since the document started (Layout Instability API): their sum is the page's CLS,
    // below issue 19's goal of 0.02 (boxes drawn at a placeholder height first gave 0.13).
    expect(await layoutShiftSince(page, 500)).toBeLessThan(0.02);
    // A far row still renders when it is scrolled to.
    await rows.nth(15).scrollIntoViewIfNeeded();
    await expect(rows.nth(15)).toBeVisible();
    await expect(rows.nth(15).getByRole("button").first()).toBeVisible();
  });
});

test.describe("the first page's chunks and its first frame (issue 19 §6)", () => {
  test.use({ signedInAs: "admin", viewport: { width: 390, height: 844 } });

  /** The chunk names (without their hash) of the document's `<link rel="modulepreload">` tags. */
  const preloaded = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
        new URL(l.href).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ""),
      ),
    );

  test("index.html names the page's and the layout's chunks, which the app then does not add again", async ({
    page,
  }) => {
    await page.goto("/pontok");
    await expect(page.getByRole("heading", { level: 1, name: "Játék" })).toBeVisible();
    const links = await preloaded(page);
    expect(links).toEqual(expect.arrayContaining(["react", "leaderboard", "layout", "person-picker"]));
    expect(links.filter((name) => name === "leaderboard")).toHaveLength(1);
    expect(links).not.toContain("login");
  });

  test("a signed-out visitor of a signed-in page gets the sign-in page's chunks", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto("/pontok");
    await expect(page.getByRole("button", { name: "Bejelentkezés" })).toBeVisible();
    // In the browser: Node does not resolve *.localhost. The context has no cookie: signed out.
    const html = await page.evaluate(() => fetch("/pontok").then((res) => res.text()));
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/login-[\w-]{8}\.js">/);
    expect(html).not.toMatch(/leaderboard-/);
    await context.close();
  });

  test("the breadcrumb comes in the page's frame: no layout shift when an answer outlasts the 2 s wait", async ({
    page,
    session,
  }) => {
    const employeeId = JSON.parse(
      Buffer.from(session?.token.split(".")[1] ?? "", "base64url").toString("utf8"),
    ).employeeId as number;
    const release = await holdAnswers(page, new RegExp(`/api/employee/${employeeId}$`));
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Kezdőlap" })).toBeVisible({ timeout: 10_000 });
    // The page shows while the answer is still held: its breadcrumb must already be there with it.
    await page.waitForTimeout(700);
    await expect(page.getByTestId(TEST_IDS.breadcrumb)).toBeVisible({ timeout: 1 });
    release();
    await expect(page.getByText("Horváth Katalin").first()).toBeVisible();
    // Before the mend, the breadcrumb came one paint after the page and pushed it down: 0.034.
    expect(await layoutShiftSince(page, 800)).toBeLessThan(0.02);
  });
});

test.describe("what the phone pages load (issue 19 §6)", () => {
  test.use({ signedInAs: "admin", viewport: { width: 390, height: 844 } });

  /**
   * The JS chunks (file names without their hash) a page requests while it opens; the whole load is
   * watched, from the navigation until the network is quiet.
   */
  async function chunksOf(page: Page, path: string): Promise<string[]> {
    const chunks: string[] = [];
    const record = (url: string) => {
      const match = /\/assets\/([\w.-]+?)-[\w-]{8}\.js$/.exec(new URL(url).pathname);
      if (match?.[1]) chunks.push(match[1]);
    };
    page.on("request", (request) => record(request.url()));
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    page.removeAllListeners("request");
    return chunks;
  }

  test("the seven phone pages open without zod, which their forms load on the first submit", async ({
    page,
  }) => {
    for (const path of [
      "/",
      "/szabadsagok",
      "/autok/1",
      "/autok/soforok/1",
      "/eszkozok",
      "/kerdoivek",
      "/pontok",
    ]) {
      const chunks = await chunksOf(page, path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      expect(chunks.length, path).toBeGreaterThan(0);
      expect(
        chunks.filter((c) => c === "zod" || c === "date-field-calendar"),
        path,
      ).toEqual([]);
    }
  });

  test("a date field's calendar loads with its first opening", async ({ page }) => {
    const loaded: string[] = [];
    await openApp(page, "/szabadsagok");
    page.on("request", (request) => loaded.push(request.url()));
    await page.getByRole("button", { name: "Naptár megnyitása" }).first().click();
    await expect(page.getByRole("dialog", { name: "Naptár" }).getByRole("grid")).toBeVisible();
    expect(loaded.some((url) => /\/assets\/date-field-calendar-[\w-]{8}\.js$/.test(url))).toBe(true);
  });
});
