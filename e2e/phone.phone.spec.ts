import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import type { ClientConfig } from "@office/shared/client-config/client-config.contract";
import type { Car } from "@office/shared/fleet/cars.contract";
import type { FuelList } from "@office/shared/fleet/fuel.contract";
import type { Trip } from "@office/shared/fleet/trips.contract";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import type { QuestionnaireSummary } from "@office/shared/questionnaires/questionnaires.contract";
import { callApi } from "./support/api.ts";
import { apiSession, authUserOf, expect, test, type Session } from "./support/fixtures.ts";
import { MAIN_PORT } from "./support/env.ts";
import { pickWorkingDayBlock } from "./support/leave.ts";
import { reviewShot } from "./support/review-shot.ts";
import { openApp, toast } from "./support/shell.ts";
import { TEST_IDS } from "./support/test-ids.ts";

/**
 * Issue 19 §5, the employee's daily jobs on a 390 × 844 touch phone (project `phone`): the navigation is
 * a hamburger drawer, not an icon rail; the company name is not cut; no journey page is wider than the
 * phone; the leave approval's buttons are on screen and work; a trip saved without signal waits on the
 * phone marked "nem elküldött" and is sent exactly once when the connection returns; the per-tenant web
 * manifest and the service worker.
 */

const PHONE_WIDTH = 390;
const suffix = () => randomBytes(3).toString("hex");

async function apiAs<T>(session: Session, method: string, path: string, body?: unknown): Promise<T> {
  const res = await callApi<T>(method, path, {
    tenant: session.tenant,
    port: session.port,
    token: session.token,
    body,
  });
  expect(res.status, `${method} ${path} → ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** The document is no wider than the phone (no sideways scrolling), checked until the page settles. */
async function expectNoOverflow(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: what })
    .toBeLessThanOrEqual(PHONE_WIDTH);
}

/** Opens `url`, waits for the app and for its data (no "Betöltés…" left), then checks the width. */
async function openAndCheck(page: Page, url: string, name: string): Promise<void> {
  await openApp(page, url);
  await expect(page.locator("main").getByText("Betöltés…")).toHaveCount(0, { timeout: 20_000 });
  await expectNoOverflow(page, `${url} fits 390 px`);
  await reviewShot(page, `phone-${name}`);
}

test.describe("the phone as the employee", () => {
  test.use({ signedInAs: "user" });

  test("the navigation is a drawer and the company name is whole", async ({ page }) => {
    await openApp(page);
    const nav = page.getByTestId(TEST_IDS.sidenav);
    // No icon rail: the main area starts at the left edge, the navigation is off screen.
    await expect(nav).not.toBeInViewport();
    expect((await page.locator("main").boundingBox())?.x).toBe(0);

    const name = page.locator(".app-brand-name");
    await expect(name).toBeVisible();
    const clipped = await name.evaluate(
      (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
    );
    expect(clipped, "the company name is shown whole").toBe(false);

    await page.getByTestId(TEST_IDS.navToggle).tap();
    await expect(nav).toBeInViewport({ ratio: 1 });
    await page.getByTestId(TEST_IDS.navGroup("Egyéb")).tap();
    await expect(nav).toBeInViewport({ ratio: 1 });
    await nav.getByRole("link", { name: "Játék" }).tap();
    await expect(page).toHaveURL(/\/pontok$/);
    await expect(nav).not.toBeInViewport();

    // The backdrop closes the open drawer.
    await page.getByTestId(TEST_IDS.navToggle).tap();
    await expect(nav).toBeInViewport({ ratio: 1 });
    await page.getByTestId(TEST_IDS.sidenavBackdrop).click({ position: { x: 370, y: 400 } });
    await expect(nav).not.toBeInViewport();
    await expectNoOverflow(page, "/pontok fits 390 px");
  });

  test("the programme calendar's month cells keep a holiday's name to screen readers", async ({ page }) => {
    await openApp(page, "/naptar");
    const calendar = page.getByTestId("programme-calendar");
    const titles = calendar.locator(".is-month-background-title");
    // The month on screen may have no holiday or swapped working day (July, September): go on to one.
    for (let step = 0; step < 12 && (await titles.count()) === 0; step++) {
      await calendar.getByRole("button", { name: /Következő/ }).click();
    }
    await expect(titles.first()).toBeAttached();
    for (const title of await titles.all()) {
      // Clipped to 1 px, as .visually-hidden: no longer over the day number and the next day.
      const box = await title.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(1);
      expect((await title.textContent())?.trim()).not.toBe("");
    }
    await expectNoOverflow(page, "/naptar fits 390 px");
  });

  test("no page of the daily jobs is wider than the phone", async ({ page, session }) => {
    test.slow();
    const user = session as Session;
    const [car] = await apiAs<Car[]>(user, "GET", "/api/car");
    const [toFill] = await apiAs<QuestionnaireSummary[]>(user, "GET", "/api/questionnaire?box=toFill");
    const pages: [string, string][] = [
      ["/", "home"],
      ["/szabadsagok", "leave"],
      [`/autok/${car?.id ?? 0}#distances`, "trips"],
      [`/autok/${car?.id ?? 0}#fuel`, "fuel"],
      [`/autok/soforok/${car?.driverId ?? 0}`, "driver"],
      ["/eszkoz-atadas", "handover"],
      ["/kerdoivek", "questionnaires"],
      [`/kerdoivek?kitoltes=${toFill?.id ?? 0}`, "questionnaire-fill"],
      ["/pontok", "points"],
    ];
    for (const [url, name] of pages) await openAndCheck(page, url, name);

    // The trip and fuel forms fit as well.
    await openApp(page, `/autok/${car?.id ?? 0}#distances`);
    await page.getByTestId("trip-add").tap();
    await expect(page.getByTestId("trip-form")).toBeVisible();
    await expectNoOverflow(page, "the trip form fits 390 px");
    await page.getByRole("tab", { name: "Tankolások" }).tap();
    await page.getByRole("button", { name: "Új tankolás" }).tap();
    await expectNoOverflow(page, "the fuel form fits 390 px");
  });
});

test.describe("the phone as hr", () => {
  test.use({ signedInAs: "hr" });

  test("the leave approval's buttons are on screen and approve the request", async ({
    page,
    session,
    baseURL,
  }) => {
    const hr = session as Session;
    const pm = await apiSession("pm", baseURL ?? "");
    const pmEmployeeId = Number(authUserOf(pm.token).employeeId);
    const mine = await apiAs<LeaveRequest[]>(
      pm,
      "GET",
      "/api/leave?scope=mine&start=2026-12-01&end=2026-12-23",
    );
    const block = pickWorkingDayBlock(
      "2026-12-01",
      "2026-12-23",
      1,
      mine.filter((r) => r.status === "pending" || r.status === "approved"),
    );
    const note = `Telefonos jóváhagyás ${suffix()}`;
    const request = await apiAs<LeaveRequest>(pm, "POST", `/api/employee/${pmEmployeeId}/leave`, {
      leaveType: "szabadsag",
      ...block,
      note,
    });
    try {
      await openApp(page, "/szabadsagok");
      const card = page.getByTestId("approvals-inbox").locator("tr").filter({ hasText: note });
      const decide = card.getByRole("button", { name: /^Döntés/ });
      await decide.scrollIntoViewIfNeeded();
      await expectNoOverflow(page, "/szabadsagok as hr fits 390 px");
      await decide.tap();
      // The decision panel (issue 22 §2): the team's absences and the balance first, then the buttons.
      const panel = page.getByTestId("decision-panel");
      await expect(panel.getByTestId("decision-context")).toBeVisible();
      const approve = panel.getByRole("button", { name: "Jóváhagyás" });
      const reject = panel.getByRole("button", { name: "Elutasítás" });
      await approve.scrollIntoViewIfNeeded();
      for (const button of [approve, reject]) {
        const box = await button.boundingBox();
        expect(box, "the button is laid out").not.toBeNull();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE_WIDTH).toBe(true);
      }
      await expectNoOverflow(page, "the decision panel fits 390 px");
      await reviewShot(page, "phone-leave-approvals");
      await approve.tap();
      await expect(toast(page, "Sikeres mentés")).toBeVisible();
      await expect(card).toHaveCount(0);
      const after = await apiAs<LeaveRequest[]>(
        pm,
        "GET",
        "/api/leave?scope=mine&start=2026-12-01&end=2026-12-23",
      );
      expect(after.find((r) => r.id === request.id)?.status).toBe("approved");
    } finally {
      await callApi("PUT", `/api/leave/${request.id}/cancel`, {
        port: hr.port,
        tenant: hr.tenant,
        token: hr.token,
        body: { reason: "E2E: a teszt visszaadja a napokat." },
      });
    }
  });
});

test.describe("the phone as a fleet manager on the road", () => {
  test.use({ signedInAs: "admin" });

  test("a trip and a fuel fill saved without signal wait as 'nem elküldött' and are sent once when online", async ({
    page,
    context,
    session,
  }) => {
    const admin = session as Session;
    // A pool car (no driver of its own) that no other spec logs trips on.
    const cars = await apiAs<Car[]>(admin, "GET", "/api/car");
    const car = cars.find((c) => c.driverId === null && c.ownership !== "private");
    expect(car, "the demo has a pool car").toBeDefined();
    const carId = car?.id ?? 0;
    const purpose = `Offline út ${suffix()}`;
    const tripsWith = async () =>
      (await apiAs<Trip[]>(admin, "GET", `/api/car/${carId}/distance`)).filter((t) => t.purpose === purpose);

    await openApp(page, `/autok/${carId}#distances`);
    await expect(page.getByTestId("trip-add")).toBeEnabled();
    // The service worker of the production build is installed and active.
    const swState = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.state ?? "",
    );
    expect(["activating", "activated"]).toContain(swState);

    await context.setOffline(true);
    await page.getByTestId("trip-add").tap();
    await page.getByTestId("trip-from").fill("Szentendre");
    await page.getByTestId("trip-to").fill("Visegrád");
    await page.getByTestId("trip-purpose").fill(purpose);
    // The number field shows Hungarian thousands (`64 922`).
    const startKm = Number((await page.getByTestId("trip-startKm").inputValue()).replace(/\s/g, ""));
    await page.getByTestId("trip-endKm").fill(String(startKm + 23));
    await page.getByTestId("trip-submit").tap();

    const pending = page.getByTestId("pending-entry").filter({ hasText: "Szentendre → Visegrád" });
    await expect(pending).toBeVisible();
    await expect(pending).toContainText("nem elküldött");
    await expectNoOverflow(page, "the pending trip fits 390 px");
    await reviewShot(page, "phone-trip-offline");
    expect(await tripsWith(), "nothing reached the server while offline").toHaveLength(0);

    // Kept on the phone (IndexedDB), not only in the page's memory.
    const stored = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open("office-outbox");
          open.onerror = () => reject(new Error("no outbox database"));
          open.onsuccess = () => {
            const read = open.result.transaction("entries").objectStore("entries").getAll();
            read.onsuccess = () => resolve(JSON.stringify(read.result));
          };
        }),
    );
    expect(stored).toContain(purpose);

    // Still without signal, the fill at the end of that trip, on the Tankolások tab.
    const endKm = startKm + 23;
    const fillsAt = async () =>
      (await apiAs<FuelList>(admin, "GET", `/api/car/${carId}/fuel`)).fills.filter(
        (f) => f.odometerKm === endKm && f.totalHuf === 25_925,
      );
    await page.getByRole("tab", { name: "Tankolások" }).tap();
    await page.getByRole("button", { name: "Új tankolás" }).tap();
    await page.getByTestId("fuel-liters").fill("42,5");
    await page.getByTestId("fuel-totalHuf").fill("25 925");
    await page.getByTestId("fuel-odometerKm").fill(String(endKm));
    await page.getByRole("button", { name: "Tankolás rögzítése" }).tap();
    const pendingFill = page.getByTestId("pending-fuel").getByTestId("pending-entry");
    await expect(pendingFill).toContainText("nem elküldött");
    await expect(pendingFill).toContainText("42,5 l");
    await expectNoOverflow(page, "the pending fill fits 390 px");
    expect(await fillsAt(), "no fill reached the server while offline").toHaveLength(0);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(pendingFill).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId("fuel-table")).toContainText("25 925");
    const fills = await fillsAt();
    expect(fills, "the fill sent exactly once").toHaveLength(1);
    expect(fills[0]?.liters).toBe(42.5);
    await page.getByRole("tab", { name: "Útnyilvántartás" }).tap();
    await expect(pending).toHaveCount(0);
    await expect(page.getByTestId("trips-table")).toContainText(purpose);
    const saved = await tripsWith();
    expect(saved, "sent exactly once").toHaveLength(1);
    expect(saved[0]?.endKm).toBe(endKm);
    await apiAs(admin, "DELETE", `/api/car/${carId}/fuel/${fills[0]?.id ?? 0}`);
    await apiAs(admin, "DELETE", `/api/car/${carId}/distance/${saved[0]?.id ?? 0}`);
  });
});

test("the web manifest carries each tenant's name and colour, in Hungarian", async () => {
  for (const tenant of ["demo", "beta"]) {
    const config = (await callApi<ClientConfig>("GET", `/api/clientConfig?tenant=${tenant}`, { tenant }))
      .body;
    const res = await callApi<Record<string, unknown>>("GET", "/manifest.webmanifest", {
      tenant,
      port: MAIN_PORT,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: config.name,
      theme_color: config.headerColor,
      lang: "hu",
      start_url: "/",
      display: "standalone",
    });
    const icons = res.body.icons as { sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
  }
});
