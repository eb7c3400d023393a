import { expect, newSignedInContext, test } from "./support/fixtures.ts";
import type { Notification } from "@office/shared/notifications/notifications.contract";
import { callApi, decodeJwt, loginToken } from "./support/api.ts";
import { openApp, openDrawer, waitForApp } from "./support/shell.ts";
import { reviewShot } from "./support/review-shot.ts";

/**
 * Issue 19 §4, small things every user hits, at 1440 × 900: the creator manages a new project; `@név`
 * mentions autocomplete, stand out and notify; "Mind olvasott"; the handover acceptance is a confirmed
 * step quoting Mt. 180. §; the sign-in page focuses the user name; a disabled "Beváltás" says why
 * (also on a 390 px phone).
 */
const DESKTOP = { width: 1440, height: 900 };
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test.describe("projects: manager and @mentions", () => {
  test.use({ signedInAs: "pm", viewport: DESKTOP });

  test("a new project's creator is its manager unless another is chosen", async ({ page }) => {
    await openApp(page, "/uj-projekt");
    const manager = page.getByRole("combobox", { name: "Projektvezető" });
    await expect(manager).toHaveValue(/Kiss Gábor/);
    const code = `PW-${unique()}`.slice(0, 30);
    await page.getByLabel("Projektkód").fill(code);
    await page.getByLabel("Projekt neve").fill(`Vezetős projekt ${code}`);
    await page.getByRole("button", { name: "Projekt létrehozása" }).click();
    await expect(page).toHaveURL(/\/projektek\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Vezetős projekt ${code}`);
    await expect(page.getByTestId("project-header")).toContainText("Kiss Gábor");
  });

  test("@ + letters lists colleagues, the pick stands out and the person is notified", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const pm = await loginToken("pm");
    const userEmployeeId = decodeJwt<{ employeeId: number }>(await loginToken("user")).employeeId;
    const code = `PW-M-${unique()}`.slice(0, 30);
    const created = await callApi<{ id: number; name: string }>("POST", "/api/project", {
      token: pm,
      body: { code, name: `Említéses projekt ${code}`, startDate: "2026-11-02", memberIds: [userEmployeeId] },
    });
    expect(created.status).toBe(200);
    const projectId = created.body.id;

    await openApp(page, `/projektek/${projectId}?tab=hozzaszolasok`);
    const box = page.getByRole("combobox", { name: "Új hozzászólás" });
    await box.click();
    await box.pressSequentially("Kérlek @sza");
    const list = page.getByRole("listbox", { name: "Megemlíthető munkatársak" });
    await expect(list).toBeVisible();
    await expect(list.getByRole("option").first()).toContainText("Szabó Péter");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await reviewShot(page, "everyday-mention-autocomplete", { fullPage: false });
    await page.keyboard.press("Enter");
    await expect(box).toHaveValue("Kérlek @Szabó Péter ");
    await expect(list).toBeHidden();
    await box.pressSequentially("nézd meg a szerződést.");
    await page.getByRole("button", { name: "Küldés" }).click();
    const comment = page.getByTestId("project-comment").filter({ hasText: "nézd meg a szerződést" });
    await expect(comment).toContainText("Kérlek @Szabó Péter nézd meg a szerződést.");
    const mention = comment.locator(".project-mention");
    await expect(mention).toHaveText("@Szabó Péter");
    expect(await mention.evaluate((el) => getComputedStyle(el).fontWeight)).toBe("600");

    // user gets one notification that opens the project
    const user = await newSignedInContext(browser, "user", baseURL ?? "");
    const userPage = await user.context.newPage();
    await userPage.setViewportSize(DESKTOP);
    await userPage.goto("/");
    await waitForApp(userPage);
    const drawer = await openDrawer(userPage);
    const item = drawer.getByTestId("notification-item").filter({ hasText: `Említéses projekt ${code}` });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("Új hozzászólás: megemlítettek");
    await expect(item).toContainText("Kiss Gábor megemlített");
    await item.getByRole("button").first().click();
    await expect(userPage).toHaveURL(new RegExp(`/projektek/${projectId}$`));
    await user.context.close();
  });
});

test.describe("notification drawer", () => {
  test.use({ signedInAs: "user", viewport: DESKTOP });

  test('"Mind olvasott" marks every notification read', async ({ page, session }) => {
    if (!session) throw new Error("signed in");
    await openApp(page);
    await expect(page.getByTestId("notification-dot")).toBeVisible();
    const drawer = await openDrawer(page);
    await expect(drawer.getByTestId("notification-close").first()).toBeVisible();
    const clickedAt = Date.now();
    await drawer.getByRole("button", { name: "Mind olvasott" }).click();
    await expect(drawer.getByTestId("notification-close")).toHaveCount(0);
    await expect(drawer.getByRole("button", { name: "Mind olvasott" })).toHaveCount(0);
    await expect(page.getByTestId("notification-dot")).toHaveCount(0);
    // The server kept it: every notification from before the click is seen. (Specs running meanwhile may
    // notify `user` again, so the count after a reload is not a fixed zero.)
    const after = await callApi<Notification[]>("GET", "/api/notification", session);
    expect(after.status).toBe(200);
    const unseenBefore = after.body.filter((n) => !n.seen && Date.parse(n.createDateTime) < clickedAt);
    expect(unseenBefore).toEqual([]);
  });
});

test.describe("asset handover acceptance", () => {
  test.use({ signedInAs: "user", viewport: DESKTOP });

  test("accepting asks for confirmation with the Mt. 180. § text, then says it is done", async ({ page }) => {
    const admin = await loginToken("admin");
    const userEmployeeId = decodeJwt<{ employeeId: number }>(await loginToken("user")).employeeId;
    const asset = await callApi<{ id: number; inventoryNumber: string }>("POST", "/api/asset", {
      token: admin,
      body: {
        inventoryNumber: `PW-${unique()}`.slice(0, 30),
        name: "Playwright átadási laptop",
        category: "Laptop",
        serialNumber: "PW19",
        valueHuf: 350000,
        location: "Budapest, raktár",
      },
    });
    expect(asset.status, JSON.stringify(asset.body)).toBe(200);
    const handover = await callApi<{ id: number }>("POST", "/api/assetHandover", {
      token: admin,
      body: { toEmployeeId: userEmployeeId, assetIds: [asset.body.id], conditions: {}, date: "2026-11-24" },
    });
    expect(handover.status).toBe(200);

    await openApp(page, "/eszkoz-atadas");
    const section = page.getByRole("region", { name: /Nekem küldött/ });
    const card = section.getByTestId(`handover-${handover.body.id}`);
    await expect(card).toContainText(asset.body.inventoryNumber);
    await card.getByRole("button", { name: "Elfogadom" }).click();
    const dialog = page.getByRole("dialog", {
      name: `Átvétel megerősítése – #${handover.body.id} jegyzőkönyv`,
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(asset.body.inventoryNumber);
    await expect(dialog.locator("blockquote")).toContainText(
      "A munkavállaló köteles megtéríteni a kárt a megőrzésre átadott",
    );
    await expect(dialog).toContainText("Mt. 180. § (1)–(2) – 2012. évi I. törvény a munka törvénykönyvéről");
    const confirm = dialog.getByRole("button", { name: "Átveszem" });
    await expect(confirm).toBeDisabled();
    await reviewShot(page, "everyday-handover-accept-dialog", { fullPage: false });
    // cancelling changes nothing
    await dialog.getByRole("button", { name: "Mégse" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("Elfogadásra vár");
    await card.getByRole("button", { name: "Elfogadom" }).click();
    await dialog.getByRole("checkbox", { name: /megőrzési felelősségről/ }).check();
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("handover-accepted")).toContainText(
      `Átvetted a #${handover.body.id} jegyzőkönyv eszközét.`,
    );
    await expect(page.getByRole("region", { name: "Átadásaim és átvételeim" })).toContainText(
      asset.body.inventoryNumber,
    );
  });
});

test.describe("sign-in page", () => {
  test.use({ viewport: DESKTOP });

  test("focuses the user name field on load", async ({ page }) => {
    await page.goto("/bejelentkezes");
    await expect(page.getByLabel("Felhasználónév")).toBeFocused();
    await page.keyboard.type("user");
    await expect(page.getByLabel("Felhasználónév")).toHaveValue("user");
  });
});

for (const viewport of [DESKTOP, { width: 390, height: 844 }]) {
  test.describe(`points shop at ${viewport.width} px`, () => {
    test.use({ signedInAs: "user", viewport });

    test("a disabled Beváltás says why: not enough points, out of stock", async ({ page }) => {
      const admin = await loginToken("admin");
      const tag = unique();
      const expensive = await callApi<{ id: number }>("POST", "/api/product", {
        token: admin,
        body: {
          name: `Drága ${tag}`,
          description: "",
          pricePoints: 99_999,
          stock: 3,
          active: true,
          valueHuf: 1000,
        },
      });
      const soldOut = await callApi<{ id: number }>("POST", "/api/product", {
        token: admin,
        body: {
          name: `Elfogyott ${tag}`,
          description: "",
          pricePoints: 1,
          stock: 0,
          active: true,
          valueHuf: 1000,
        },
      });
      expect([expensive.status, soldOut.status]).toEqual([200, 200]);

      await openApp(page, "/pontok");
      for (const [name, reason] of [
        [`Drága ${tag}`, /Nem váltható be: még [\d\s ]+ pont hiányzik\./],
        [`Elfogyott ${tag}`, /Nem váltható be: elfogyott\./],
      ] as const) {
        const card = page.getByTestId("product-card").filter({ hasText: name });
        const button = card.getByTestId("product-redeem");
        await expect(button).toBeDisabled();
        const text = card.getByTestId("product-redeem-reason");
        await expect(text).toBeVisible();
        await expect(text).toHaveText(reason);
        await expect(button).toHaveAccessibleDescription(reason);
      }
      const expensiveCard = page.getByTestId("product-card").filter({ hasText: `Drága ${tag}` });
      await expensiveCard.scrollIntoViewIfNeeded();
      await reviewShot(page, `everyday-disabled-redeem-${viewport.width}`, { fullPage: false });
    });
  });
}
