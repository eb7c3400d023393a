import { HU_MONTH_NAMES } from "@office/shared/hu/format";
import type { Notification } from "@office/shared/notifications/notifications.contract";
import type { Car, CarDetail } from "@office/shared/fleet/cars.contract";
import { callApi } from "./support/api.ts";
import { expect, test, type Session } from "./support/fixtures.ts";
import { openApp, openDrawer, toast } from "./support/shell.ts";
import { TEST_IDS } from "./support/test-ids.ts";
import { seriousViolationsInBothSchemes } from "./support/axe.ts";
import { navigateInApp } from "./support/navigate.ts";
import { reviewShot } from "./support/review-shot.ts";

/**
 * Fleet (issue 10 §1): the reminder the demo's job sent to the driver `user` opens /autok/{id}#distances
 * on the trip-log tab; the driver adds a trip whose start km is prefilled with the previous end km; axe
 * finds no serious or critical violation on the fleet screens in either colour scheme.
 */

test.describe.configure({ mode: "default" });

async function get<T>(session: Session | null, path: string): Promise<T> {
  if (!session) throw new Error("signed-in test expected");
  const res = await callApi<T>("GET", path, {
    tenant: session.tenant,
    port: session.port,
    token: session.token,
  });
  expect(res.status).toBe(200);
  return res.body;
}

test.describe("fleet as the driver user", () => {
  test.use({ signedInAs: "user" });

  test("the car reminder in the drawer opens the trip-log tab of the car", async ({ page, session }) => {
    const [car] = await get<Car[]>(session, "/api/car");
    expect(car?.plate).toBe("UJ-FL-001");
    const reminder = (await get<Notification[]>(session, "/api/notification")).find((n) =>
      n.description.includes(`${car?.plate ?? ""} rendszámú autó`),
    );
    expect(reminder, "the demo's reminder job gave user a car reminder").toBeDefined();
    expect(reminder?.eventId).toBe(car?.id);
    await openApp(page);
    const drawer = await openDrawer(page);
    await drawer
      .getByTestId(TEST_IDS.notificationItem)
      .filter({ hasText: reminder?.title ?? "" })
      .first()
      .getByRole("button")
      .filter({ hasText: reminder?.title ?? "" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/autok/${car?.id ?? 0}#distances$`));
    await expect(page.getByRole("tab", { name: "Útnyilvántartás" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("car-title")).toContainText("UJ-FL-001");
    await expect(
      page.getByTestId("trips-table").or(page.getByText("Ebben a hónapban nincs rögzített út.")),
    ).toBeVisible();
  });

  test("adds a trip with the previous end km prefilled", async ({ page, session }) => {
    const [car] = await get<Car[]>(session, "/api/car");
    const detail = await get<CarDetail>(session, `/api/car/${car?.id ?? 0}`);
    const start = detail.lastEndKm ?? detail.odometerKm;
    await openApp(page, `/autok/${car?.id ?? 0}#distances`);
    await page.getByTestId("trip-add").click();
    // The number field shows Hungarian thousands (`64 922`, issue 19 §1).
    await expect(page.getByTestId("trip-startKm")).toHaveValue(
      new RegExp(`^${start.toLocaleString("hu-HU").replace(/\s/g, "\\s")}$`),
    );
    await page.getByTestId("trip-from").fill("Budapest");
    await page.getByTestId("trip-to").fill("Esztergom");
    await page.getByTestId("trip-purpose").fill("Playwright próbaút");
    await page.getByTestId("trip-endKm").fill(String(start + 47));
    await page.getByTestId("trip-submit").click();
    await expect(toast(page, "Sikeres mentés")).toBeVisible();
    await expect(page.getByTestId("trips-table")).toContainText("Playwright próbaút");
    await expect(page.getByTestId("car-title").locator("..")).toContainText(
      `${(start + 47).toLocaleString("hu-HU")} km`,
    );
    const after = await get<CarDetail>(session, `/api/car/${car?.id ?? 0}`);
    expect(after.odometerKm).toBe(start + 47);
  });
});

/** The month before the one a month field shows (`2026. december` → `2026-11`). */
function monthBefore(shown: string): string {
  const [, year = "", name = ""] = /^(\d{4})\. (\S+)$/.exec(shown) ?? [];
  const index = (HU_MONTH_NAMES as readonly string[]).indexOf(name);
  const date = new Date(Date.UTC(Number(year), index - 1, 1));
  return date.toISOString().slice(0, 7);
}

test.describe("fleet axe, light and dark", () => {
  test.use({ signedInAs: "admin" });

  // The fleet's own routes (/autok, /uj-auto, /autok/{id}, the driver and fuel card pages) are checked in
  // both schemes by the every-route loop of accessibility.spec.ts; here the views inside them: the list's
  // card view and tabs and the car page's sections.
  test("the fleet's tabs and sections have no serious violations", async ({ page, session }) => {
    test.setTimeout(270_000); // eight screens, each with axe in both schemes
    const cars = await get<Car[]>(session, "/api/car");
    const car = cars.find((c) => c.plate === "AA-BC-113") ?? cars[0];
    const screens: [string, string, () => Promise<void>][] = [
      ["list-cards", "/autok?view=cards", () => expect(page.getByTestId("cars-cards")).toBeVisible()],
      ["drivers", "/autok?tab=drivers", () => expect(page.getByTestId("drivers-table")).toBeVisible()],
      ["cards", "/autok?tab=cards", () => expect(page.getByTestId("cards-table")).toBeVisible()],
      ["expiries", "/autok?tab=reminders", () => expect(page.getByTestId("reminders-list")).toBeVisible()],
      [
        "trips",
        `/autok/${car?.id ?? 0}#distances`,
        async () => {
          // The log opens on this month; the demo trips run up to yesterday, so on the first day of a
          // month it is empty: the table is then in the month before.
          const table = page.getByTestId("trips-table");
          const empty = page.getByText("Ebben a hónapban nincs rögzített út.");
          await expect(table.or(empty)).toBeVisible();
          if (await empty.isVisible()) {
            const month = page.getByLabel("Hónap", { exact: true });
            await month.fill(monthBefore(await month.inputValue()));
            await month.press("Tab");
          }
          await expect(table).toBeVisible();
        },
      ],
      ["fuel", `/autok/${car?.id ?? 0}#fuel`, () => expect(page.getByTestId("fuel-table")).toBeVisible()],
      [
        "service",
        `/autok/${car?.id ?? 0}#service`,
        () => expect(page.getByRole("button", { name: "Új szerviz" })).toBeVisible(),
      ],
      [
        "reminders",
        `/autok/${car?.id ?? 0}#reminders`,
        () => expect(page.getByTestId("reminders-list")).toBeVisible(),
      ],
    ];
    const found: Record<string, Awaited<ReturnType<typeof seriousViolationsInBothSchemes>>> = {};
    await openApp(page);
    for (const [name, url, ready] of screens) {
      // Each screen the way the app's links open it, in the one document (and axe) of the first load.
      await navigateInApp(page, url);
      await ready();
      const violations = await seriousViolationsInBothSchemes(page, { nameMismatch: true });
      if (violations.light.length + violations.dark.length > 0) found[name] = violations;
      await reviewShot(page, `fleet-${name}`);
    }
    expect(found).toEqual({});
  });
});
