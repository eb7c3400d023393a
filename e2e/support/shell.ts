import { expect, type Locator, type Page } from "@playwright/test";
import { TEST_IDS } from "./test-ids.ts";

/** 1rem in px at the browser's default font size. */
export const REM_PX = 16;

/**
 * Width of a locator's bounding box in CSS px, rounded to 0.01 px (slide-in transforms leave sub-pixel
 * noise); throws when it is not rendered.
 */
export async function widthOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("element has no bounding box");
  return Math.round(box.width * 100) / 100;
}

/** Waits until the side navigation has settled at `px` wide (it may animate). */
export async function expectNavWidth(page: Page, px: number): Promise<void> {
  await expect
    .poll(() => widthOf(page.getByTestId(TEST_IDS.sidenav)), { message: `side nav ${px}px` })
    .toBe(px);
}

/** Opens the notification drawer with the bell and returns the drawer. */
export async function openDrawer(page: Page): Promise<Locator> {
  await page.getByTestId(TEST_IDS.notificationBell).click();
  const drawer = page.getByTestId(TEST_IDS.notificationDrawer);
  await expect(drawer).toBeVisible();
  return drawer;
}

/** An entry of the top bar's profile dropdown (links and the logout button), by its text. */
export function profileMenuItem(page: Page, name: string): Locator {
  const topbar = page.getByTestId(TEST_IDS.topbar);
  return topbar
    .getByRole("link", { name, exact: true })
    .or(topbar.getByRole("button", { name, exact: true }))
    .or(topbar.getByRole("menuitem", { name, exact: true }));
}

/** Opens the profile dropdown of the top bar. */
export async function openProfileMenu(page: Page): Promise<void> {
  await page.getByTestId(TEST_IDS.profileMenu).click();
  await expect(profileMenuItem(page, "Profilom")).toBeVisible();
}

/** Logs out with the profile dropdown's Kijelentkezés item. */
export async function logoutViaMenu(page: Page): Promise<void> {
  await openProfileMenu(page);
  await profileMenuItem(page, "Kijelentkezés").click();
}

/** The toasts (react-toastify, top-right) with this text; inline alerts of forms are not toasts. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator(".Toastify__toast").filter({ hasText: text });
}

/** Every toast on the page. */
export function anyToast(page: Page): Locator {
  return page.locator(".Toastify__toast");
}

/**
 * Waits until the app has rendered past its full-screen spinner (lazy chunks loaded, start-up work done);
 * generous, as a loaded two-core machine can take a while.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.getByTestId(TEST_IDS.loadingSpinner)).toHaveCount(0, { timeout: 30_000 });
}

/** Loads `path` (default `/`) as a fresh page and waits until the app has rendered it ({@link waitForApp}). */
export async function openApp(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

/** Fills the login form and submits it. */
export async function loginViaUi(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel("Felhasználónév").fill(username);
  await page.getByLabel("Jelszó", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Bejelentkezés" }).click();
}

/**
 * Drags the mouse from the centre of `from` to the centre of `to` in eight steps (a selection over grid
 * cells); throws when either has no box.
 */
export async function dragBetween(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error("cells visible");
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
  await page.mouse.up();
}
