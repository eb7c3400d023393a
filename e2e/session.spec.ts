import type { Request } from "@playwright/test";
import { callApi, decodeJwt } from "./support/api.ts";
import { DEMO_PASSWORD } from "./support/env.ts";
import {
  expect,
  expectSignedOutStorage,
  readStoredAuth,
  storageStateFor,
  test,
  waitForProfileUrl,
  type Session,
} from "./support/fixtures.ts";
import { holdAnswers } from "./support/navigate.ts";
import { anyToast, loginViaUi, logoutViaMenu, openApp, openDrawer } from "./support/shell.ts";
import { TEST_IDS } from "./support/test-ids.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

function sessionOf(session: Session | null): Session {
  if (!session) throw new Error("signed-in test expected");
  return session;
}

/** Ends the server session behind `session`'s token (the token stops working at once). */
async function revoke(session: Session): Promise<void> {
  const res = await callApi("POST", "/api/logout", {
    port: session.port,
    tenant: session.tenant,
    token: session.token,
  });
  expect(res.status).toBeLessThan(300);
}

test.describe("login (SPEC §4, §8)", () => {
  test("signing in stores the token and the user, then shows the shell", async ({ page }) => {
    await page.goto("/bejelentkezes");
    await loginViaUi(page, "admin", DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/bejelentkezes/);
    await expect(page.getByTestId(TEST_IDS.topbar)).toBeVisible();
    const { token, authUser } = await readStoredAuth(page);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const payload = decodeJwt<{ username: string; role: string[]; iss: string }>(token ?? "");
    expect(JSON.parse(authUser ?? "{}")).toMatchObject({
      username: payload.username,
      role: payload.role,
      iss: payload.iss,
    });
    expect(payload.username).toBe("admin");
  });

  test("the full-screen spinner shows while the loading flag is set (signing in)", async ({ page }) => {
    await page.goto("/bejelentkezes");
    const release = await holdAnswers(page, "**/api/login2");
    await loginViaUi(page, "admin", DEMO_PASSWORD);
    const spinner = page.getByTestId(TEST_IDS.loadingSpinner);
    await expect(spinner).toBeVisible();
    // Full screen: it covers the whole viewport.
    const box = await spinner.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1440, height: 900 });
    release();
    await expect(spinner).toHaveCount(0);
    await expect(page.getByTestId(TEST_IDS.topbar)).toBeVisible();
  });

  test("a failed login shows the inline error and no toast", async ({ page }) => {
    await page.goto("/bejelentkezes");
    const failed = page.waitForResponse((r) => r.url().includes("/api/login2"));
    // An unknown account: failed attempts of real demo accounts would count towards their rate limit.
    await loginViaUi(page, `nincs-ilyen-${test.info().workerIndex}-${Date.now()}`, "rossz-jelszo-123");
    const response = await failed;
    expect(response.status()).toBe(401);
    const { message } = (await response.json()) as { message: string };
    await expect(page.getByText(message)).toBeVisible();
    await expect(page).toHaveURL(/\/bejelentkezes$/);
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect(anyToast(page)).toHaveCount(0);
    expect((await readStoredAuth(page)).token ?? "").toBe("");
  });
});

test.describe("logout (SPEC §2, §4)", () => {
  test.use({ signedInAs: "user" });

  test("Kijelentkezés clears the user and token, goes to login and ends the server session", async ({
    page,
    session,
  }) => {
    const s = sessionOf(session);
    await openApp(page);
    await logoutViaMenu(page);
    await expect(page).toHaveURL(/\/bejelentkezes$/);
    await expectSignedOutStorage(page);
    await expect(page.getByTestId(TEST_IDS.topbar)).toHaveCount(0);
    const after = await callApi("GET", "/api/notification", {
      port: s.port,
      tenant: s.tenant,
      token: s.token,
    });
    expect(after.status, "the old token no longer works").toBe(401);
    // The guard now applies again.
    await page.goto("/profil");
    await expect(page).toHaveURL(/\/bejelentkezes$/);
  });

  test("logging out in one tab signs the other tab out too", async ({ context, page }) => {
    await openApp(page);
    const other = await context.newPage();
    await other.goto("/profil");
    await expect(other.getByTestId(TEST_IDS.topbar)).toBeVisible();

    await logoutViaMenu(page);
    await expect(page).toHaveURL(/\/bejelentkezes$/);
    await expect(other).toHaveURL(/\/bejelentkezes$/);
    await expect(other.getByTestId(TEST_IDS.topbar)).toHaveCount(0);
    await expectSignedOutStorage(other);
  });
});

test("signing in in one tab signs the other tab in", async ({ context, page }) => {
  await page.goto("/bejelentkezes");
  const other = await context.newPage();
  await other.goto("/profil");
  await expect(other).toHaveURL(/\/bejelentkezes$/);

  await loginViaUi(page, "user", DEMO_PASSWORD);
  await expect(page.getByTestId(TEST_IDS.topbar)).toBeVisible();
  // The other tab's in-memory store followed (no reload): a client-side move to forgotten-password,
  // which keeps the layout for a signed-in user (SPEC §2 quirk), now shows the shell.
  await other.getByRole("link", { name: "Elfelejtett jelszó" }).click();
  await expect(other).toHaveURL(/\/elfelejtett-jelszo$/);
  await expect(other.getByTestId(TEST_IDS.topbar)).toBeVisible();
});

test.describe("401 handling (SPEC §4, §8)", () => {
  test.use({ signedInAs: "admin" });

  test("a 401 on an ordinary call clears the user and token and goes to /bejelentkezes", async ({
    page,
    session,
  }) => {
    await openApp(page, "/naptar");
    await waitForProfileUrl(page);
    await revoke(sessionOf(session));
    // /ceg loads the company profile with GET /api/company: 401 now.
    const unauthorized = page.waitForResponse(
      (r) => r.status() === 401 && r.url().includes("/api/") && !r.url().includes("/notification"),
    );
    await page.goto("/ceg");
    await unauthorized;
    await expect(page).toHaveURL(/\/bejelentkezes$/);
    await expectSignedOutStorage(page);
  });

  test("a token with a forged signature is treated the same way", async ({ browser, session }) => {
    const s = sessionOf(session);
    const [header, payload] = s.token.split(".");
    const forged = `${header}.${payload}.${"A".repeat(43)}`;
    // Stored before the app starts: a running app would write its own token back over a late change.
    const context = await browser.newContext({
      baseURL: s.origin,
      storageState: storageStateFor({ ...s, token: forged }),
    });
    const page = await context.newPage();
    const unauthorized = page.waitForResponse(
      (r) => r.url().includes("/api/employee/") && r.status() === 401,
    );
    await page.goto("/profil");
    await unauthorized;
    await expect(page).toHaveURL(/\/bejelentkezes$/);
    await expectSignedOutStorage(page);
    await context.close();
  });

  test("a 401 on /notification does not sign the user out", async ({ page, session }) => {
    await openApp(page, "/naptar");
    await waitForProfileUrl(page);
    await revoke(sessionOf(session));
    const unauthorized = page.waitForResponse(
      (r) => r.url().includes("/api/notification") && r.status() === 401,
    );
    await openDrawer(page);
    await unauthorized;
    await expect(page).toHaveURL(/\/naptar$/);
    expect((await readStoredAuth(page)).token).not.toBe("");
    await expect(page.getByTestId(TEST_IDS.topbar)).toBeVisible();
  });
});

test.describe("token refresh before a call (SPEC §4)", () => {
  test.use({ signedInAs: "pm" });

  for (const [label, ahead] of [
    ["expiring within a day", 6.5 * DAY_MS],
    ["already expired (by the browser's clock)", 8 * DAY_MS],
  ] as const) {
    test(`a token ${label} is refreshed once, before the call`, async ({ page, session }) => {
      const s = sessionOf(session);
      await page.clock.install({ time: new Date() });
      await openApp(page, "/naptar");
      await expect(page.getByTestId(TEST_IDS.topbar)).toBeVisible();
      await waitForProfileUrl(page);

      const apiCalls: Request[] = [];
      page.on("request", (r) => {
        if (new URL(r.url()).pathname.startsWith("/api/")) apiCalls.push(r);
      });
      await page.clock.setSystemTime(Date.now() + ahead);
      const notifications = page.waitForResponse((r) => r.url().includes("/api/notification"));
      await openDrawer(page);
      expect((await notifications).status()).toBe(200);

      const paths = apiCalls.map((r) => new URL(r.url()).pathname);
      const refreshAt = paths.indexOf("/api/tokenRefresh");
      const callAt = paths.indexOf("/api/notification");
      expect(refreshAt, `calls: ${paths.join(", ")}`).toBeGreaterThanOrEqual(0);
      expect(refreshAt).toBeLessThan(callAt);
      expect(
        paths.slice(0, callAt + 1).filter((p) => p === "/api/tokenRefresh"),
        "one refresh; the refresh call itself is never refreshed",
      ).toHaveLength(1);

      // The call went out with the new token, and the new token is stored.
      const stored = (await readStoredAuth(page)).token ?? "";
      expect(stored).not.toBe(s.token);
      expect(stored).not.toBe("");
      const sentWith = await apiCalls[callAt]?.headerValue("authorization");
      expect(sentWith).toBe(`Bearer ${stored}`);
      const refreshSentWith = await apiCalls[refreshAt]?.headerValue("authorization");
      expect(refreshSentWith).toBe(`Bearer ${s.token}`);
    });
  }

  test("a fresh token is not refreshed", async ({ page }) => {
    await openApp(page, "/naptar");
    const refreshes: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/tokenRefresh")) refreshes.push(r.url());
    });
    const notifications = page.waitForResponse((r) => r.url().includes("/api/notification"));
    await openDrawer(page);
    await notifications;
    expect(refreshes).toHaveLength(0);
  });
});
