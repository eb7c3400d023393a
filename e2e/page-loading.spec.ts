import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { openApp } from "./support/shell.ts";
import { TEST_IDS } from "./support/test-ids.ts";

/**
 * How a page arrives (issue 19 §6): a navigation waits for the page's chunk and prefetched data, with a
 * progress bar along the top, and the page then renders once with its data (React renders it in slices,
 * the phone stays responsive); a slow answer holds the navigation at most 2 s. Cards below the fold are
 * rendered only near the screen, except those whose fields open a popup inside them.
 */

/** Holds every `GET /api/leave…` answer until the returned function is called. */
async function holdLeaveAnswers(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/leave(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const progress = (page: Page) => page.getByRole("progressbar", { name: "Betöltés…" });

/**
 * On /naptar, holds the leave answers and clicks the side navigation's "Távollét kérelmek"
 * (/szabadsagok); returns once the progress bar shows, with the function that lets the answers go.
 */
async function followLeaveLinkWithAnswersHeld(page: Page): Promise<() => void> {
  await openApp(page, "/naptar");
  const release = await holdLeaveAnswers(page);
  const group = page.getByTestId(TEST_IDS.navGroup("HR"));
  if ((await group.getAttribute("aria-expanded")) !== "true") await group.click();
  await page
    .getByTestId(TEST_IDS.sidenav)
    .getByRole("link", { name: "Távollét kérelmek", exact: true })
    .click();
  await expect(progress(page)).toBeVisible();
  return release;
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

  test("cards below the fold render near the screen; a card with fields is never contained", async ({
    page,
  }) => {
    await openApp(page, "/szabadsagok");
    const contentVisibility = (name: RegExp) =>
      page
        .locator(".app-main .card")
        .filter({ has: page.getByRole("heading", { name }) })
        .first()
        .evaluate((card) => getComputedStyle(card).contentVisibility);
    // The request form's date fields open their calendar inside the card: containment would clip it.
    await expect.poll(() => contentVisibility(/^Új kérelem$/)).toBe("visible");
    await expect.poll(() => contentVisibility(/^Kérelmeim \(/)).toBe("auto");
    // Its date picker opens in full, over the card's edge if need be.
    const form = page
      .locator(".app-main .card")
      .filter({ has: page.getByRole("heading", { name: /^Új kérelem$/ }) });
    await form.getByRole("button", { name: "Naptár megnyitása" }).first().click();
    const calendar = page.getByRole("dialog", { name: "Naptár" });
    await expect(calendar).toBeVisible();
    await calendar.evaluate((el) => el.scrollIntoView({ block: "end" }));
    const box = await calendar.boundingBox();
    const cardBox = await form.boundingBox();
    if (!box || !cardBox) throw new Error("the date picker and the card have boxes");
    // The calendar reaches below the card; that part is painted and hit, not clipped away by the card.
    const cardBottom = cardBox.y + cardBox.height;
    expect(box.y + box.height).toBeGreaterThan(cardBottom + 10);
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("[role=dialog]")?.getAttribute("aria-label"),
      { x: box.x + box.width / 2, y: (cardBottom + box.y + box.height) / 2 },
    );
    expect(hit).toBe("Naptár");
  });
});
