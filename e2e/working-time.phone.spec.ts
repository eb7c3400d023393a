import type { ClockState } from "@office/shared/working-time/time-entry.contract";
import { callApi, loginToken } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { reviewShot } from "./support/review-shot.ts";
import { openApp } from "./support/shell.ts";
import { budapestToday, clearEntries } from "./support/working-time.ts";

/**
 * Issue 21 §3, the clock on a 390 × 844 phone: "Munkaidő indítása" starts it, the time ticks, "Munkaidő
 * befejezése" with the break stops it; the page is no wider than the phone; the home page has the clock.
 */
test.describe("clock on a phone", () => {
  test.use({ signedInAs: "user" });

  test("start, see it running, stop", async ({ page }) => {
    test.setTimeout(90_000);
    const user = await loginToken("user");
    const today = budapestToday();
    const state = await callApi<ClockState>("GET", "/api/timeEntry/clock", { token: user });
    if (state.body.running) {
      await callApi("POST", "/api/timeEntry/clock/stop", { token: user, body: { breakMinutes: 0 } });
    }
    await clearEntries(user, today, today);

    await openApp(page);
    await expect(page.getByTestId("home-clock")).toBeVisible();
    await page.getByTestId("home-clock").getByRole("link", { name: "Munkaidő megnyitása" }).click();
    await expect(page).toHaveURL(/\/munkaido$/);

    const clock = page.getByTestId("wt-clock");
    const start = clock.getByRole("button", { name: "Munkaidő indítása" });
    // The clock's state loads after the page: measure the button once it is there. boundingBox does not
    // wait, and answers null when the card re-renders the button in between (a refetch of the clock's
    // state): poll it.
    await expect(start).toBeVisible();
    await expect
      .poll(async () => (await start.boundingBox())?.height ?? 0, { message: "a 44 px touch target" })
      .toBeGreaterThanOrEqual(44);
    await start.click();
    const stop = clock.getByRole("button", { name: "Munkaidő befejezése" });
    await expect(stop).toBeVisible();
    const time = clock.getByTestId("wt-clock-time");
    const first = await time.textContent();
    await expect(time).not.toHaveText(first ?? "");
    await expect(time).toHaveText(/^00:0\d:\d\d$/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await reviewShot(page, "working-time-clock-phone", { fullPage: false });

    await clock.getByLabel("Szünet").fill("0");
    await stop.click();
    await expect(clock.getByRole("button", { name: "Munkaidő indítása" })).toBeVisible();
    await clearEntries(user, today, today);
  });
});
