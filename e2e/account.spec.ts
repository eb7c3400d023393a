// Password reset and change end the account's sessions, so these tests run on the second server
// (TEST_ENV_PORT), with users no other test signs in as there.
import { callApi, loginToken } from "./support/api.ts";
import { DEMO_PASSWORD, DEMO_USER_EMAIL, TEST_ENV_PORT, tenantOrigin, type DemoUser } from "./support/env.ts";
import { expect, storageStateFor, test, type Session } from "./support/fixtures.ts";
import { resetLinkFrom, waitForMail } from "./support/mail.ts";
import { loginViaUi, openApp, toast, waitForApp } from "./support/shell.ts";
import { TEST_IDS } from "./support/test-ids.ts";

const ORIGIN = tenantOrigin("demo", TEST_ENV_PORT);
const RESET_PASSWORD = "Napsutéses-Balaton-Part-2025";
const CHANGED_PASSWORD = "Hegyi-Patak-Csobog-Reggel-77";

test.use({ baseURL: ORIGIN });

/**
 * A fresh API session on the second server for the first of `passwords` that works (a retried test finds
 * the password it changed before), and that password.
 */
async function signInWithAnyOf(
  user: DemoUser,
  passwords: readonly string[],
): Promise<{ session: Session; password: string }> {
  let lastError: unknown;
  for (const password of passwords) {
    try {
      const token = await loginToken(user, { tenant: "demo", port: TEST_ENV_PORT, password });
      return { session: { token, tenant: "demo", port: TEST_ENV_PORT, origin: ORIGIN }, password };
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

test("forgotten password: the e-mailed link sets a new password that signs in (SPEC §4, DESIGN §4)", async ({
  page,
}) => {
  await page.goto("/bejelentkezes");
  await page.getByRole("link", { name: "Elfelejtett jelszó" }).click();
  await expect(page).toHaveURL(/\/elfelejtett-jelszo$/);

  const since = new Date().toISOString();
  await page.getByLabel("E-mail cím").fill(DEMO_USER_EMAIL);
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/forgotPassword"));
  await page.getByRole("button", { name: "Link küldése" }).click();
  expect((await sent).status()).toBeLessThan(300);
  // SPEC §8: a successful POST other than /login shows the success toast.
  await expect(toast(page, "Sikeres mentés")).toBeVisible();

  const mail = await waitForMail(DEMO_USER_EMAIL, since, 20_000, "jelszó visszaállítása");
  const link = resetLinkFrom(mail);
  expect(link.url, "the link points at the tenant's own host").toBe(
    `${ORIGIN}/jelszo-visszaallitas?token=${encodeURIComponent(link.token)}`,
  );

  await page.goto(link.url);
  await expect(page.getByTestId(TEST_IDS.topbar)).toHaveCount(0);
  await page.getByLabel("Új jelszó", { exact: true }).fill(RESET_PASSWORD);
  await page.getByLabel("Új jelszó még egyszer").fill(RESET_PASSWORD);
  const reset = page.waitForResponse((r) => r.url().endsWith("/api/passwordReset"));
  await page.getByRole("button", { name: "Jelszó beállítása" }).click();
  expect((await reset).status()).toBeLessThan(300);

  // The link is single-use.
  const reuse = await callApi("POST", "/api/passwordReset", {
    tenant: "demo",
    port: TEST_ENV_PORT,
    body: { token: link.token, password: `${RESET_PASSWORD}-x` },
  });
  expect(reuse.status).toBe(400);

  await page.goto("/bejelentkezes");
  await loginViaUi(page, "user", RESET_PASSWORD);
  await expect(page.getByTestId(TEST_IDS.topbar)).toBeVisible();
  await expect(page).not.toHaveURL(/\/bejelentkezes/);
});

test.describe("password change on /profil", () => {
  test("saves, shows 'Sikeres mentés', keeps this session and ends the others", async ({ browser }) => {
    const candidates = [DEMO_PASSWORD, CHANGED_PASSWORD, `${CHANGED_PASSWORD}-2`];
    const { session: mine, password: current } = await signInWithAnyOf("hr", candidates);
    const other = await loginToken("hr", { tenant: "demo", port: TEST_ENV_PORT, password: current });
    const next = current === DEMO_PASSWORD ? CHANGED_PASSWORD : `${CHANGED_PASSWORD}-2`;

    const context = await browser.newContext({ baseURL: ORIGIN, storageState: storageStateFor(mine) });
    const page = await context.newPage();
    await openApp(page, "/profil");
    await page.getByLabel("Jelenlegi jelszó").fill(current);
    await page.getByLabel("Új jelszó", { exact: true }).fill(next);
    await page.getByLabel("Új jelszó még egyszer").fill(next);
    const changed = page.waitForResponse((r) => r.url().endsWith("/api/passwordChange"));
    await page.getByRole("button", { name: "Jelszó módosítása" }).click();
    expect((await changed).status()).toBeLessThan(300);
    await expect(toast(page, "Sikeres mentés")).toBeVisible();

    // This tab stays signed in; the other session is over; the new password signs in.
    await page.reload();
    await waitForApp(page);
    await expect(page).toHaveURL(/\/profil$/);
    const otherCall = await callApi("GET", "/api/notification", {
      tenant: "demo",
      port: TEST_ENV_PORT,
      token: other,
    });
    expect(otherCall.status).toBe(401);
    await expect(loginToken("hr", { tenant: "demo", port: TEST_ENV_PORT, password: next })).resolves.toMatch(
      /\./,
    );
    await context.close();
  });
});
