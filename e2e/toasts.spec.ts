import { callApi } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { openApp, toast } from "./support/shell.ts";
import { TEST_IDS } from "./support/test-ids.ts";

const SUCCESS = "Sikeres mentés";
const FALLBACK = "Valami hiba tortent";

test.describe("toasts (SPEC §1, §8, §9)", () => {
  test.describe("as admin", () => {
    test.use({ signedInAs: "admin" });

    test("a successful PUT shows 'Sikeres mentés' and what happened, top-right under the top bar, for 5 s", async ({
      page,
    }) => {
      await openApp(page, "/ceg");
      const name = page.getByLabel("Cégnév");
      await expect(name).not.toHaveValue("");
      // Save the profile unchanged: the toast is the point, not the data.
      const saved = page.waitForResponse(
        (r) => r.request().method() === "PUT" && r.url().endsWith("/api/company"),
      );
      await page.getByRole("button", { name: "Mentés", exact: true }).click();
      expect((await saved).status()).toBe(200);
      const success = toast(page, SUCCESS);
      await expect(success).toBeVisible();
      // Issue 19 §1: the second line says what was saved.
      await expect(success).toContainText("A cég adatai mentve.");
      const shownAt = Date.now();
      // react-toastify runs the auto-close timer as the progress bar's CSS animation: 5000 ms exactly.
      await expect(success.locator(".Toastify__progress-bar")).toHaveCSS("animation-duration", "5s");

      // Top-right, 10 px from the right edge and 10 px below the top bar (issue 19 §2: never over the bell
      // or the avatar), once its slide-in animation has ended.
      const viewport = page.viewportSize();
      if (!viewport) throw new Error("no viewport");
      const topbar = await page.getByTestId(TEST_IDS.topbar).boundingBox();
      if (!topbar) throw new Error("no top bar");
      const offsets = async () => {
        const box = await success.boundingBox();
        return box
          ? {
              belowTopbar: Math.round(box.y - (topbar.y + topbar.height)),
              right: Math.round(viewport.width - box.x - box.width),
            }
          : null;
      };
      await expect.poll(offsets).toEqual({ belowTopbar: 10, right: 10 });

      // Still there 4 s later (the store drops its entry after 2 s, the toast stays 5 s) ...
      await page.waitForTimeout(Math.max(0, 4_000 - (Date.now() - shownAt)));
      await expect(success).toBeVisible({ timeout: 100 });
      // ... then it closes by itself (generous bound: animations lag on a loaded machine).
      await expect(success).toHaveCount(0, { timeout: 10_000 });
      expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_900);
    });

    test("a failed call without a message body shows the fallback text", async ({ page }) => {
      await openApp(page, "/ceg");
      await expect(page.getByLabel("Cégnév")).not.toHaveValue("");
      await page.route("**/api/company", (route) =>
        route.request().method() === "PUT" ? route.fulfill({ status: 500, body: "" }) : route.fallback(),
      );
      await page.getByRole("button", { name: "Mentés", exact: true }).click();
      await expect(toast(page, FALLBACK)).toBeVisible();
      await expect(toast(page, SUCCESS)).toHaveCount(0);
    });
  });

  test.describe("as pm", () => {
    test.use({ signedInAs: "pm" });

    test("a failed POST shows the server's Hungarian message", async ({ page, session }) => {
      if (!session) throw new Error("signed in");
      // What the server answers to a wrong current password (and that it is a failure).
      const probe = await callApi<{ message: string }>("POST", "/api/passwordChange", {
        token: session.token,
        body: { oldPassword: "nem-ez-a-jelszo", newPassword: "Hosszu-Eros-Jelszo-2024!" },
      });
      expect(probe.status).toBeGreaterThanOrEqual(400);
      expect(probe.body.message).toMatch(/\S/);

      await openApp(page, "/profil");
      await page.getByLabel("Jelenlegi jelszó").fill("nem-ez-a-jelszo");
      await page.getByLabel("Új jelszó", { exact: true }).fill("Hosszu-Eros-Jelszo-2024!");
      await page.getByLabel("Új jelszó még egyszer").fill("Hosszu-Eros-Jelszo-2024!");
      const failed = page.waitForResponse((r) => r.url().endsWith("/api/passwordChange"));
      await page.getByRole("button", { name: "Jelszó módosítása" }).click();
      expect((await failed).status()).toBe(probe.status);
      await expect(toast(page, probe.body.message)).toBeVisible();
      await expect(toast(page, SUCCESS)).toHaveCount(0);
    });
  });
});
