import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { NAV_GROUPS } from "./support/routes.ts";
import { expectNavWidth, openApp, openProfileMenu, profileMenuItem, REM_PX } from "./support/shell.ts";
import { TEST_IDS } from "./support/test-ids.ts";
import { navigateInApp } from "./support/navigate.ts";

const COLLAPSED = 4 * REM_PX;
const EXPANDED = 14 * REM_PX;

type GroupLabel = keyof typeof NAV_GROUPS;

function group(page: Page, label: GroupLabel) {
  return page.getByTestId(TEST_IDS.navGroup(label));
}

/** The list of a group's links (a flyout while the navigation is collapsed). */
function groupList(page: Page, label: GroupLabel) {
  return page.getByTestId(TEST_IDS.sidenav).getByRole("list", { name: label, exact: true });
}

/** Opens a group unless it is open already (a second click would close it). */
async function openGroup(page: Page, label: GroupLabel): Promise<void> {
  if ((await group(page, label).getAttribute("aria-expanded")) !== "true") await group(page, label).click();
  await expect(groupList(page, label)).toBeVisible();
}

function navLink(page: Page, name: string) {
  return page.getByTestId(TEST_IDS.sidenav).getByRole("link", { name, exact: true });
}

test.describe("side navigation (SPEC §2, §9)", () => {
  test.use({ signedInAs: "admin" });

  test.beforeEach(async ({ page }) => {
    await openApp(page, "/naptar");
    await expect(page.getByTestId(TEST_IDS.sidenav)).toBeVisible();
  });

  test("collapsed (4rem) by default; the toggle expands (14rem) and collapses it", async ({ page }) => {
    await expectNavWidth(page, COLLAPSED);
    const toggle = page.getByTestId(TEST_IDS.navToggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expectNavWidth(page, EXPANDED);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(navLink(page, "Programnaptár")).toContainText("Programnaptár");
    await toggle.click();
    await expectNavWidth(page, COLLAPSED);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("collapsed shows icons only: labels are hidden, links keep their names", async ({ page }) => {
    await expectNavWidth(page, COLLAPSED);
    const link = navLink(page, "Kezdőlap");
    const labelWidth = () =>
      link.locator(".app-sidenav-label").evaluate((el) => el.getBoundingClientRect().width);
    await expect(link).toBeVisible();
    // Visually hidden (clipped to at most 1px) but still the link's accessible name.
    await expect.poll(labelWidth).toBeLessThanOrEqual(1);
    expect((await link.boundingBox())?.width ?? 0).toBeLessThanOrEqual(COLLAPSED);
    await page.getByTestId(TEST_IDS.navToggle).click();
    await expect.poll(labelWidth).toBeGreaterThan(20);
  });

  test("opening a group collapses the navigation; groups open one at a time", async ({ page }) => {
    await page.getByTestId(TEST_IDS.navToggle).click();
    await expectNavWidth(page, EXPANDED);

    await group(page, "HR").click();
    await expectNavWidth(page, COLLAPSED);
    await expect(group(page, "HR")).toHaveAttribute("aria-expanded", "true");
    await expect(groupList(page, "HR")).toBeVisible();
    await expect(navLink(page, "Munkatársak")).toBeVisible();

    await group(page, "Eszközök").click();
    await expect(group(page, "Eszközök")).toHaveAttribute("aria-expanded", "true");
    await expect(group(page, "HR")).toHaveAttribute("aria-expanded", "false");
    await expect(groupList(page, "HR")).toBeHidden();
    await expect(navLink(page, "Autók")).toBeVisible();

    // Clicking the open group again closes it.
    await group(page, "Eszközök").click();
    await expect(group(page, "Eszközök")).toHaveAttribute("aria-expanded", "false");
    await expect(groupList(page, "Eszközök")).toBeHidden();
  });

  test("navigating collapses the navigation and closes the group", async ({ page }) => {
    await page.getByTestId(TEST_IDS.navToggle).click();
    await expectNavWidth(page, EXPANDED);
    await navLink(page, "Kezdőlap").click();
    await expect(page).toHaveURL(/\/$/);
    await expectNavWidth(page, COLLAPSED);
    // The navigation closes its group again when the new route renders (its chunk may still be on the
    // way after the URL changed): a group opened before that closes under the pointer.
    await expect(page.getByRole("heading", { level: 1, name: "Kezdőlap" })).toBeVisible();

    await openGroup(page, "Projektek");
    await navLink(page, "Partnerek").click();
    await expect(page).toHaveURL(/\/partnerek$/);
    await expectNavWidth(page, COLLAPSED);
    await expect(groupList(page, "Projektek")).toBeHidden();
  });

  test("every nav item leads to its DESIGN §6 route", async ({ page }) => {
    test.slow(); // 20 navigations
    for (const [label, items] of Object.entries(NAV_GROUPS) as [GroupLabel, Record<string, string>][]) {
      for (const [name, url] of Object.entries(items)) {
        // A nav click closes the group at once and again when the new route has loaded (its chunk may
        // still be on the way): a group opened in between closes under the pointer. The open and the
        // click are retried together until the click lands.
        await expect(async () => {
          await openGroup(page, label);
          await navLink(page, name).click({ timeout: 2_000 });
        }).toPass({ timeout: 20_000 });
        await expect.soft(page, `${label} → ${name}`).toHaveURL(new RegExp(`${url}$`));
        await expect(groupList(page, label)).toBeHidden();
      }
    }
    await navLink(page, "Kezdőlap").click();
    await expect(page).toHaveURL(/\/$/);
    await navLink(page, "Programnaptár").click();
    await expect(page).toHaveURL(/\/naptar$/);
  });

  test("the group of the current route stays active", async ({ page }) => {
    const isActive = (label: GroupLabel) =>
      group(page, label).evaluate((button) => button.closest("li")?.classList.contains("is-active") ?? false);

    await openApp(page, "/munkatarsak");
    await expect.poll(() => isActive("HR")).toBe(true);
    await expect.poll(() => isActive("Eszközök")).toBe(false);
    // Also on a route of the group that has no nav item, and on a detail route below an item.
    await navigateInApp(page, "/leave-report");
    await expect.poll(() => isActive("HR")).toBe(true);
    await navigateInApp(page, "/autok/1");
    await expect.poll(() => isActive("Eszközök")).toBe(true);
    await expect.poll(() => isActive("HR")).toBe(false);
    // Opening another group does not take the highlight away.
    await group(page, "Kimutatások").click();
    await expect.poll(() => isActive("Eszközök")).toBe(true);
    await navigateInApp(page, "/naptar");
    await expect.poll(() => isActive("Eszközök")).toBe(false);
  });

  test("Ctrl or Meta click opens the target in a new tab and leaves this page", async ({ page, context }) => {
    for (const modifier of ["Control", "Meta"] as const) {
      await openGroup(page, "HR");
      const opened = context.waitForEvent("page");
      await navLink(page, "Munkatársak").click({ modifiers: [modifier] });
      const tab = await opened;
      await tab.waitForLoadState();
      await expect(tab).toHaveURL(/\/munkatarsak$/);
      await expect(page).toHaveURL(/\/naptar$/);
      // The new tab shares the sign-in.
      await expect(tab.getByTestId(TEST_IDS.topbar)).toBeVisible();
      await tab.close();
    }
    const opened = context.waitForEvent("page");
    await navLink(page, "Kezdőlap").click({ modifiers: ["Control"] });
    await expect(await opened).toHaveURL(/\/$/);
    await expect(page).toHaveURL(/\/naptar$/);
  });

  test("keyboard: a group opens with Enter and closes with Escape, focus returns to it", async ({ page }) => {
    await group(page, "HR").focus();
    await page.keyboard.press("Enter");
    await expect(groupList(page, "HR")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(navLink(page, "Új Munkatárs")).toBeFocused();
    // Focus is visible: the focused link draws an outline or a focus ring.
    const focusStyle = await navLink(page, "Új Munkatárs").evaluate((el) => {
      const s = getComputedStyle(el);
      return { outline: s.outlineStyle, outlineWidth: s.outlineWidth, shadow: s.boxShadow };
    });
    expect(
      (focusStyle.outline !== "none" && focusStyle.outlineWidth !== "0px") || focusStyle.shadow !== "none",
      JSON.stringify(focusStyle),
    ).toBe(true);
    await page.keyboard.press("Escape");
    await expect(groupList(page, "HR")).toBeHidden();
    await expect(group(page, "HR")).toBeFocused();
  });
});

test.describe("permission gating (SPEC §6)", () => {
  test.describe("admin (companyAdmin, employeeWages2)", () => {
    test.use({ signedInAs: "admin" });

    test("sees Beállítások, both wage reports and Cég profil", async ({ page }) => {
      await openApp(page, "/naptar");
      await expect(group(page, "Beállítások")).toBeVisible();
      await openGroup(page, "Beállítások");
      await expect(navLink(page, "Költséghelyek")).toBeVisible();
      await openGroup(page, "Kimutatások");
      for (const name of Object.keys(NAV_GROUPS.Kimutatások)) await expect(navLink(page, name)).toBeVisible();
      await page.keyboard.press("Escape");
      await openProfileMenu(page);
      await expect(profileMenuItem(page, "Cég profil")).toBeVisible();
      await profileMenuItem(page, "Cég profil").click();
      await expect(page).toHaveURL(/\/ceg$/);
    });
  });

  test.describe("user (no roles)", () => {
    test.use({ signedInAs: "user" });

    test("sees no Beállítások, no Bérkimutatás / Bérkimutatás (intervallum), no Cég profil", async ({
      page,
    }) => {
      await openApp(page, "/naptar");
      await expect(group(page, "HR")).toBeVisible();
      await expect(group(page, "Beállítások")).toHaveCount(0);
      await openGroup(page, "Kimutatások");
      await expect(navLink(page, "Jelenléti Kimutatás")).toBeVisible();
      await expect(navLink(page, "Bérkimutatás (havi)")).toBeVisible();
      await expect(navLink(page, "Bérkimutatás (éves)")).toBeVisible();
      await expect(navLink(page, "Bérkimutatás")).toHaveCount(0);
      await expect(navLink(page, "Bérkimutatás (intervallum)")).toHaveCount(0);
      await page.keyboard.press("Escape");
      await openProfileMenu(page);
      await expect(profileMenuItem(page, "Kijelentkezés")).toBeVisible();
      await expect(profileMenuItem(page, "Cég profil")).toHaveCount(0);
      await profileMenuItem(page, "Profilom").click();
      await expect(page).toHaveURL(/\/profil$/);
    });
  });

  test.describe("hr (no companyAdmin, no employeeWages2)", () => {
    test.use({ signedInAs: "hr" });

    test("sees the same gated menu as user", async ({ page }) => {
      await openApp(page, "/naptar");
      await expect(group(page, "Beállítások")).toHaveCount(0);
      await openGroup(page, "Kimutatások");
      await expect(navLink(page, "Éves Kimutatás")).toBeVisible();
      await expect(navLink(page, "Bérkimutatás")).toHaveCount(0);
    });
  });
});
