import type { Locator, Page } from "@playwright/test";
import type { Car } from "@office/shared/fleet/cars.contract";
import type { DriverDetail, Driver } from "@office/shared/fleet/drivers.contract";
import type { FuelList } from "@office/shared/fleet/fuel.contract";
import type { Trip } from "@office/shared/fleet/trips.contract";
import { callApi } from "./support/api.ts";
import { expect, test, type Session } from "./support/fixtures.ts";
import { openApp } from "./support/shell.ts";

/**
 * Issue 19 §1: no ISO date on a screen and Hungarian numbers in tables and charts, in an English browser
 * too (the app, not the browser, picks the format): the car's trip log and fuel tables and the fuel
 * chart's axes, the driver page's recent trips, the "Állapot:" line of the other reports and the chart
 * ticks there. At 1440 × 900. Chart ticks are read from the canvas's `data-x-ticks` / `data-y-ticks`,
 * which the report charts fill with the labels Chart.js drew.
 */

test.use({ signedInAs: "admin", locale: "en-US", viewport: { width: 1440, height: 900 } });

/** An ISO calendar date (not part of a code such as `PRJ-2026-11`). */
const ISO_DATE = /(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-])/;
/** A Hungarian short date: "2026. 11. 25.". */
const HU_DATE = /^\d{4}\. \d{2}\. \d{2}\.$/;
/** A Hungarian number: groups of three by a (no-break) space from five digits, decimal comma. */
const HU_NUMBER = /^-?\d{1,4}( \d{3})*(,\d+)?$/;

const spaced = (text: string) => text.replaceAll("\u00a0", " ").trim();

async function get<T>(session: Session | null, path: string): Promise<T> {
  if (!session) throw new Error("signed-in test expected");
  const res = await callApi<T>("GET", path, {
    tenant: session.tenant,
    port: session.port,
    token: session.token,
  });
  expect(res.status, path).toBe(200);
  return res.body;
}

/** `YYYY-MM` of today in Budapest. */
const thisMonth = () =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Budapest", year: "numeric", month: "2-digit" }).format(
    new Date(),
  );

/** The texts of column `index` (0-based) of a table's body rows. */
async function columnTexts(page: Page, testId: string, index: number): Promise<string[]> {
  return page
    .getByTestId(testId)
    .locator("tbody tr")
    .evaluateAll((rows, i) => rows.map((row) => row.querySelectorAll("td")[i]?.textContent ?? ""), index);
}

/** The tick labels a chart's canvas reports for `axis`. */
async function ticksOf(chart: Locator, axis: "x" | "y"): Promise<string[]> {
  const canvas = chart.first();
  await expect(canvas).toHaveAttribute(`data-${axis}-ticks`, /.+/);
  const value = (await canvas.getAttribute(`data-${axis}-ticks`)) ?? "";
  return value.split(" | ").map(spaced);
}

test("the trip log and the fuel tab show Hungarian dates, km and fixed-decimal consumption", async ({
  page,
  session,
}) => {
  const cars = await get<Car[]>(session, "/api/car?active=true");
  let tripCar: Car | undefined;
  for (const car of cars) {
    const trips = await get<Trip[]>(session, `/api/car/${car.id}/distance?month=${thisMonth()}`);
    if (trips.length > 0) {
      tripCar = car;
      break;
    }
  }
  expect(tripCar, "a demo car has trips this month").toBeDefined();
  await openApp(page, `/autok/${tripCar?.id ?? 0}#distances`);
  await expect(page.getByTestId("trips-table")).toBeVisible();
  const tripDates = await columnTexts(page, "trips-table", 0);
  expect(tripDates.length).toBeGreaterThan(0);
  for (const date of tripDates) expect(date).toMatch(HU_DATE);
  for (const km of await columnTexts(page, "trips-table", 4)) expect(spaced(km)).toMatch(HU_NUMBER);
  await expect(page.locator("main")).not.toContainText(ISO_DATE);

  let fuelCar: Car | undefined;
  for (const car of cars) {
    const fuel = await get<FuelList>(session, `/api/car/${car.id}/fuel`);
    if (fuel.fills.filter((f) => f.consumption !== null).length > 1) {
      fuelCar = car;
      break;
    }
  }
  expect(fuelCar, "a demo car has two fills with a consumption (the chart)").toBeDefined();
  await openApp(page, `/autok/${fuelCar?.id ?? 0}#fuel`);
  await expect(page.getByTestId("fuel-table")).toBeVisible();
  for (const date of await columnTexts(page, "fuel-table", 0)) expect(date).toMatch(HU_DATE);
  // Consumption compares values: always two decimals ("6,00", "6,50", "6,13"), or "–" without one.
  for (const consumption of await columnTexts(page, "fuel-table", 5))
    expect(consumption).toMatch(/^(\d+,\d{2}|–)$/);
  await expect(page.getByText(/Átlagfogyasztás: \d+,\d{2} l\/100 km/)).toBeVisible();
  await expect(page.locator("main")).not.toContainText(ISO_DATE);
  // The fuel chart: Hungarian dates on the x axis, decimal commas on the y axis.
  const chart = page
    .locator("section")
    .filter({ has: page.getByTestId("fuel-table") })
    .locator("canvas");
  for (const tick of await ticksOf(chart, "x")) expect(tick).toMatch(HU_DATE);
  const yTicks = await ticksOf(chart, "y");
  expect(yTicks.length).toBeGreaterThan(1);
  for (const tick of yTicks) expect(tick).toMatch(HU_NUMBER);
});

test("the driver page lists recent trips with Hungarian dates", async ({ page, session }) => {
  const drivers = await get<Driver[]>(session, "/api/driver");
  let driver: DriverDetail | undefined;
  for (const d of drivers) {
    const detail = await get<DriverDetail>(session, `/api/driver/${d.id}`);
    if (detail.trips.length > 0) {
      driver = detail;
      break;
    }
  }
  expect(driver, "a demo driver has trips").toBeDefined();
  await openApp(page, `/autok/soforok/${driver?.id ?? 0}`);
  const table = page.getByRole("heading", { name: "Legutóbbi útjai" }).locator("xpath=following::table[1]");
  await expect(table).toBeVisible();
  const dates = await table
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => row.querySelector("td")?.textContent ?? ""));
  expect(dates.length).toBeGreaterThan(0);
  for (const date of dates) expect(date).toMatch(HU_DATE);
  await expect(page.locator("main")).not.toContainText(ISO_DATE);
});

test("the other reports: 'Állapot:' in Hungarian and chart ticks in Hungarian numbers", async ({ page }) => {
  await openApp(page, "/other-report");
  const asOf = page.getByText(/Állapot: /).first();
  await expect(asOf).toBeVisible();
  await expect(asOf).toContainText(/Állapot: \d{4}\. \d{2}\. \d{2}\./);
  await expect(page.locator("main")).not.toContainText(ISO_DATE);
  // Every y axis of a bar or line chart: "100 000 000", "12,5" — never "100,000,000" or "12.5"
  // (HU_NUMBER allows only space groups and a decimal comma).
  const canvases = page.locator("main canvas[data-y-ticks]");
  await expect(canvases.first()).toBeVisible();
  const all = await canvases.evaluateAll((list) => list.map((c) => c.getAttribute("data-y-ticks") ?? ""));
  const ticks = all.flatMap((value) => value.split(" | ").map(spaced)).filter(Boolean);
  expect(ticks.length).toBeGreaterThan(5);
  for (const tick of ticks) expect(tick).toMatch(HU_NUMBER);
});
