import { DEFAULT_HEADER_COLOR, type ClientConfig } from "@office/shared/client-config/client-config.contract";
import { callApi } from "./support/api.ts";
import { MAIN_PORT, TEST_ENV_PORT, tenantOrigin, type DemoUser } from "./support/env.ts";
import { expect, newSignedInContext, test } from "./support/fixtures.ts";
import { openApp } from "./support/shell.ts";
import { TEST_IDS } from "./support/test-ids.ts";
import type { Browser, Page } from "@playwright/test";

/** `#rrggbb` → `rgb(r, g, b)` as computed styles print it. */
function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

async function clientConfig(tenant: string, port = MAIN_PORT): Promise<ClientConfig> {
  const res = await callApi<ClientConfig>("GET", `/api/clientConfig?tenant=${tenant}`, { tenant, port });
  expect(res.status).toBe(200);
  return res.body;
}

async function openHome(browser: Browser, user: DemoUser, origin: string): Promise<Page> {
  const { context } = await newSignedInContext(browser, user, origin);
  const page = await context.newPage();
  await openApp(page);
  await expect(page.getByTestId(TEST_IDS.topbar)).toBeVisible();
  return page;
}

/** The header's borders as `{ width, color }` per side. */
async function headerBorders(page: Page) {
  return page.getByTestId(TEST_IDS.topbar).evaluate((el) => {
    const s = getComputedStyle(el);
    return (["top", "right", "bottom", "left"] as const).map((side) => ({
      side,
      width: s.getPropertyValue(`border-${side}-width`),
      style: s.getPropertyValue(`border-${side}-style`),
      color: s.getPropertyValue(`border-${side}-color`),
    }));
  });
}

function isRed(color: string): boolean {
  const m = /rgba?\((\d+), (\d+), (\d+)/.exec(color);
  if (!m) return false;
  const [r, g, b] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return r >= 180 && g <= 80 && b <= 80;
}

test.describe("tenant branding (SPEC §1, §7)", () => {
  test("demo and beta show their own header colour, name and logo from clientConfig", async ({ browser }) => {
    const [demoConfig, betaConfig] = await Promise.all([clientConfig("demo"), clientConfig("beta")]);
    expect(demoConfig.headerColor).not.toBe(betaConfig.headerColor);
    expect(demoConfig.name).not.toBe(betaConfig.name);
    expect(demoConfig.logoSrc).not.toBe(betaConfig.logoSrc);

    const seen: Record<string, { color: string; logoSrc: string | null; text: string }> = {};
    for (const [tenant, config] of [
      ["demo", demoConfig],
      ["beta", betaConfig],
    ] as const) {
      const page = await openHome(browser, "admin", tenantOrigin(tenant));
      const header = page.getByTestId(TEST_IDS.topbar);
      await expect(header).toHaveCSS("background-color", hexToRgb(config.headerColor));
      // The brand link is named after the tenant; its logo image is decorative (alt="").
      const brand = header.getByRole("link", { name: `${config.name} – kezdőlap` });
      await expect(brand).toBeVisible();
      await expect(brand).toContainText(config.name);
      const logo = brand.locator("img");
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute("src", config.logoSrc);
      await expect(logo).toHaveCSS("height", config.logoHeight);
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      seen[tenant] = {
        color: await header.evaluate((el) => getComputedStyle(el).backgroundColor),
        logoSrc: await logo.getAttribute("src"),
        text: (await brand.innerText()).trim(),
      };
      await page.context().close();
    }
    expect(seen.demo?.color).not.toBe(seen.beta?.color);
    expect(seen.demo?.text).not.toBe(seen.beta?.text);
    expect(seen.demo?.logoSrc).not.toBe(seen.beta?.logoSrc);
  });

  test("the login page is branded per tenant too", async ({ page }) => {
    for (const tenant of ["demo", "beta"]) {
      const config = await clientConfig(tenant);
      await page.goto(`${tenantOrigin(tenant)}/bejelentkezes`);
      const logo = page.getByRole("img", { name: config.name, exact: true });
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute("src", config.logoSrc);
      await expect(logo.locator("..")).toHaveCSS("background-color", hexToRgb(config.headerColor));
    }
  });

  test("the SPA asks for its own host label's config", async ({ page }) => {
    const asked = page.waitForRequest((r) => r.url().includes("/api/clientConfig"));
    await page.goto(`${tenantOrigin("beta")}/bejelentkezes`);
    expect(new URL((await asked).url()).searchParams.get("tenant")).toBe("beta");
  });

  test.describe("fallbacks (SPEC §1, §3)", () => {
    test.use({ signedInAs: "user" });

    test("an empty config name falls back to the host label, an empty colour to the default dark green", async ({
      page,
    }) => {
      await page.route("**/api/clientConfig*", (route) =>
        route.fulfill({ json: { name: "", logoSrc: "", logoHeight: "", headerColor: "" } }),
      );
      await openApp(page, "/naptar");
      const header = page.getByTestId(TEST_IDS.topbar);
      const brand = header.getByRole("link", { name: "demo – kezdőlap" });
      await expect(brand).toBeVisible();
      await expect(brand).toHaveText("demo");
      await expect(header).toHaveCSS("background-color", hexToRgb(DEFAULT_HEADER_COLOR));
    });
  });

  test("an unknown tenant host shows a Hungarian error page", async ({ page }) => {
    const api = await callApi("GET", "/api/clientConfig?tenant=nope", { tenant: "nope" });
    expect(api.status, "unknown tenant → 404 from the API").toBe(404);
    await page.goto(`${tenantOrigin("nope")}/`);
    await expect(page.getByRole("heading", { name: "Ismeretlen cég" })).toBeVisible();
    await expect(page.getByText("nope.localhost")).toBeVisible();
    await expect(page.getByTestId(TEST_IDS.topbar)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Bejelentkezés" })).toHaveCount(0);
  });
});

test.describe("test environment (SPEC §1)", () => {
  test("issuer containing TEST: 8px red header border and a Test label", async ({ browser }) => {
    const page = await openHome(browser, "admin", tenantOrigin("demo", TEST_ENV_PORT));
    const auth = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem("authUser") ?? "{}") as { iss?: string },
    );
    expect(auth.iss).toContain("TEST");
    const borders = await headerBorders(page);
    const red = borders.filter((b) => b.width === "8px" && b.style !== "none" && isRed(b.color));
    expect(red.length, JSON.stringify(borders)).toBeGreaterThan(0);
    await expect(page.getByTestId(TEST_IDS.testLabel)).toBeVisible();
    await expect(page.getByTestId(TEST_IDS.testLabel)).toHaveText("Test");
    await page.context().close();
  });

  test("a production issuer: no red border, no Test label", async ({ browser }) => {
    const page = await openHome(browser, "admin", tenantOrigin("demo", MAIN_PORT));
    const borders = await headerBorders(page);
    expect(
      borders.filter((b) => b.width === "8px" && isRed(b.color)),
      JSON.stringify(borders),
    ).toHaveLength(0);
    await expect(page.getByTestId(TEST_IDS.testLabel)).toHaveCount(0);
    await page.context().close();
  });
});
