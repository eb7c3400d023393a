import { AUTH_USER_KEY, authUserOf, expect, test, waitForProfileUrl } from "./support/fixtures.ts";
import { solidPng } from "./support/png.ts";
import { openApp, toast, waitForApp } from "./support/shell.ts";
import { TEST_IDS } from "./support/test-ids.ts";

test.describe("profile (SPEC §4)", () => {
  test.use({ signedInAs: "hr" });

  test("uploading a profile picture updates the top-bar avatar and only profileUrl", async ({
    page,
    session,
  }) => {
    if (!session) throw new Error("signed in");
    await openApp(page, "/profil");
    // The avatar is decorative (alt=""): the toggle button carries the name.
    const avatar = page.getByTestId(TEST_IDS.profileMenu).locator("img");
    await expect(avatar).toBeVisible();
    const before = await waitForProfileUrl(page);
    await expect(avatar).toHaveAttribute("src", before);
    const { employeeId } = authUserOf(session.token);

    await page.getByLabel(/^Új profilkép/).setInputFiles({
      name: "profilkep.png",
      mimeType: "image/png",
      buffer: solidPng(48, 48, [190, 40, 120]),
    });
    const uploaded = page.waitForResponse(
      (r) => r.request().method() === "PUT" && /\/api\/employee\/\d+\/profilepicture$/.test(r.url()),
    );
    await page.getByRole("button", { name: "Profilkép feltöltése" }).click();
    expect((await uploaded).status()).toBe(200);
    await expect(toast(page, "Sikeres mentés")).toBeVisible();

    await expect(avatar).not.toHaveAttribute("src", before ?? "");
    const after = await avatar.getAttribute("src");
    expect(after).toMatch(new RegExp(`/storage/demo/employees/${String(employeeId)}/`));
    // The new picture really loads: the 48×48 PNG we uploaded.
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(48);

    // SPEC §4: only profileUrl changed.
    const userAfter = JSON.parse(
      (await page.evaluate((key) => window.localStorage.getItem(key), AUTH_USER_KEY)) ?? "{}",
    ) as Record<string, unknown>;
    const { profileUrl, ...restAfter } = userAfter;
    expect(restAfter).toEqual(authUserOf(session.token));
    expect(String(profileUrl)).toContain(after ?? "???");

    await page.reload();
    await waitForApp(page);
    await expect(avatar).toHaveAttribute("src", after ?? "");
  });

  test("a failed PUT (a file that only claims to be a PNG) shows the server's message", async ({ page }) => {
    await openApp(page, "/profil");
    // The browser-side check trusts the declared type; the server looks at the bytes.
    await page.getByLabel(/^Új profilkép/).setInputFiles({
      name: "nem-kep.png",
      mimeType: "image/png",
      buffer: Buffer.from("ez nem egy kép, csak szöveg"),
    });
    const uploaded = page.waitForResponse(
      (r) => r.request().method() === "PUT" && /\/api\/employee\/\d+\/profilepicture$/.test(r.url()),
    );
    await page.getByRole("button", { name: "Profilkép feltöltése" }).click();
    const response = await uploaded;
    expect(response.status()).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/\S/);
    await expect(toast(page, message)).toBeVisible();
    await expect(toast(page, "Sikeres mentés")).toHaveCount(0);
  });
});

test.describe("profile picture bootstrap (SPEC §4)", () => {
  test.use({ signedInAs: "pm" });

  test("a user without profileUrl gets it from the employee, or the default avatar", async ({
    page,
    session,
  }) => {
    if (!session) throw new Error("signed in");
    const { employeeId } = authUserOf(session.token);
    const employeeCall = page.waitForRequest((r) => r.url().endsWith(`/api/employee/${String(employeeId)}`));
    await page.goto("/naptar");
    await employeeCall;
    const avatar = page.getByTestId(TEST_IDS.profileMenu).locator("img");
    await expect(avatar).toHaveAttribute("src", "/default-avatar.svg");
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect
      .poll(async () => {
        const raw = await page.evaluate((key) => window.localStorage.getItem(key), AUTH_USER_KEY);
        return (JSON.parse(raw ?? "{}") as { profileUrl?: string }).profileUrl;
      })
      .toBe("/default-avatar.svg");
  });
});
