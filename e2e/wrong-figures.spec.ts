import { callApi, loginToken } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { reviewShot } from "./support/review-shot.ts";
import { openApp } from "./support/shell.ts";

/**
 * Issue 19 §3, wrong figures on screen, at 1440 × 900: the car form names the car's driver; the attendance
 * sheet counts no day still to come as worked; a scrapped asset names no holder; the asset register pages
 * its rows and keeps its column headers in view.
 */

type CarRow = { id: number; plate: string; driverId: number | null; driverName: string | null };
type AssetRow = { id: number; inventoryNumber: string; status: string; holderName: string | null };

test.use({ viewport: { width: 1440, height: 900 } });

test.describe("as admin", () => {
  test.use({ signedInAs: "admin" });

  test("the car form shows the car's driver, as the header does", async ({ page }) => {
    const admin = await loginToken("admin");
    const cars = await callApi<CarRow[]>("GET", "/api/car", { token: admin });
    const car = cars.body.find((c) => c.driverId !== null && c.driverName);
    if (!car?.driverName) throw new Error("no car with a driver in the demo data");

    await openApp(page, `/autok/${car.id}`);
    await expect(page.getByTestId("car-title")).toContainText(car.plate);
    const driver = page.getByTestId("car-driverId");
    // The driver field is the person picker: it shows the driver's name (a namesake adds their department).
    await expect(driver).toHaveValue(new RegExp(`^${car.driverName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  });

  test("a scrapped asset names no holder, in the register and on its page", async ({ page }) => {
    const admin = await loginToken("admin");
    const all = await callApi<AssetRow[]>("GET", "/api/asset?status=retired", { token: admin });
    const scrapped = all.body.find((a) => a.holderName !== null);
    if (!scrapped?.holderName) throw new Error("no scrapped asset with a last holder in the demo data");

    await openApp(page, `/eszkozok?status=retired&q=${encodeURIComponent(scrapped.inventoryNumber)}`);
    const row = page
      .getByTestId("assets-list")
      .getByRole("row", { name: new RegExp(scrapped.inventoryNumber) });
    await expect(row).toContainText("Selejtezve");
    await expect(row).not.toContainText(scrapped.holderName);

    await openApp(page, `/eszkozok/${scrapped.id}`);
    const data = page.getByTestId("asset-data");
    await expect(data).toContainText("Birtokosnincs (selejtezve)");
    await expect(data).toContainText(`Utolsó birtokos${scrapped.holderName}`);
  });

  test("the asset register shows 50 rows a page with paging, and its column headers stay in view", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const admin = await loginToken("admin");
    const all = await callApi<AssetRow[]>("GET", "/api/asset", { token: admin });
    const total = all.body.length;
    expect(total).toBeGreaterThan(100);

    await openApp(page, "/eszkozok");
    const table = page.getByTestId("assets-list");
    await expect(table.locator("tbody tr")).toHaveCount(50);
    const pager = page.getByTestId("list-pager");
    await expect(pager).toContainText(`1–50. sor, összesen ${total}`);
    await reviewShot(page, "assets-list-1440", { fullPage: false });

    // The header row stays at the top of the scrolling box while the rows scroll under it.
    const scroller = page.getByTestId("assets-scroll");
    const header = table.locator("thead th").nth(1);
    const before = await header.boundingBox();
    await scroller.evaluate((el) => el.scrollBy(0, 600));
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(500);
    const after = await header.boundingBox();
    expect(Math.round(after?.y ?? -1)).toBe(Math.round(before?.y ?? -2));
    await expect(header).toBeInViewport();

    await pager.getByRole("button", { name: "2. oldal" }).click();
    await expect(page).toHaveURL(/[?&]oldal=2/);
    await expect(pager).toContainText(`51–100. sor, összesen ${total}`);
    const secondPageFirst = all.body[50];
    if (!secondPageFirst) throw new Error("no 51st asset");
    await expect(table.locator("tbody tr").first()).toContainText(secondPageFirst.inventoryNumber);
    await expect(table.locator("tbody tr").first()).toBeInViewport();

    // A new filter starts again at the first page.
    await page.getByLabel("Állapot").selectOption("assigned");
    await expect(page).not.toHaveURL(/oldal=/);
  });
});

test.describe("as hr", () => {
  test.use({ signedInAs: "hr" });

  test("the attendance sheet of this month counts no day after today as worked", async ({ page }) => {
    await openApp(page, "/jelenleti-naptar");
    const grid = page.getByTestId("attendance-grid");
    // Every employee's month: a large grid, slow to draw on a loaded machine.
    await expect(grid.locator("tbody tr").first()).toBeVisible({ timeout: 30_000 });
    const futureDays = await grid.locator("thead tr").first().locator("th.is-future").count();
    // No "J" (present by default) in a day still to come; planned leave may be there.
    await expect(grid.locator("td.is-future .app-att-present")).toHaveCount(0);
    if (futureDays > 0) {
      await expect(grid.locator("td.is-future").first()).toBeVisible();
    }
    // Today's column is not marked as still to come.
    await expect(grid.locator("thead th.is-today.is-future")).toHaveCount(0);
  });
});
