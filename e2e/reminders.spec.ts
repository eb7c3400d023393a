import { expect, test } from "./support/fixtures.ts";
import { callApi } from "./support/api.ts";
import { openApp } from "./support/shell.ts";

/**
 * Reminders on the home page (issue 23 §2): the „Lejáró határidők” card lists what the signed-in user
 * owns that expires this month — the demo seed gives the demo user's laptop a warranty ending in 9 days
 * and their driver's medical in 20 — and each item opens its page.
 */
test.describe("expiry reminders on the home page", () => {
  test.use({ signedInAs: "user" });

  test("the home page shows an item expiring this month and opens its page", async ({ page, session }) => {
    const expiries = await callApi<{
      items: { title: string; subject: string; path: string; kind: string }[];
    }>("GET", "/api/home/expiries", { token: session?.token ?? "" });
    const warranty = expiries.body.items.find((i) => i.kind === "warranty");
    expect(warranty, JSON.stringify(expiries.body)).toBeDefined();
    await openApp(page);
    const card = page.getByTestId("home-expiries");
    await expect(card.getByRole("heading", { name: "Lejáró határidők" })).toBeVisible();
    const item = card.getByTestId("home-expiry").filter({ hasText: warranty?.subject ?? "" });
    await expect(item).toContainText("nap múlva");
    await item.getByRole("link", { name: warranty?.title ?? "" }).click();
    await expect(page).toHaveURL(new RegExp(`${warranty?.path ?? ""}$`));
  });

  test("the full list /lejaratok opens from the home card; the horizon changes what it shows", async ({
    page,
    session,
  }) => {
    const in90 = await callApi<{ items: { title: string; subject: string; kind: string; path: string }[] }>(
      "GET",
      "/api/expiries?horizon=90",
      { token: session?.token ?? "" },
    );
    const warranty = in90.body.items.find((i) => i.kind === "warranty");
    expect(warranty, JSON.stringify(in90.body)).toBeDefined();
    await openApp(page);
    await page.getByTestId("home-expiries").getByRole("link", { name: "Összes lejáró határidő" }).click();
    await expect(page).toHaveURL(/\/lejaratok$/);
    await expect(page.getByRole("heading", { level: 1, name: "Lejáró határidők" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "30 napon belül" })).toHaveAttribute("aria-checked", "true");

    await page.getByRole("radio", { name: "Már lejárt" }).click();
    await expect(page).toHaveURL(/horizon=expired/);
    await page.getByRole("radio", { name: "90 napon belül" }).click();
    await expect(page).toHaveURL(/horizon=90/);
    const row = page.getByTestId("expiry-row").filter({ hasText: warranty?.subject ?? "" });
    await expect(row).toContainText("nap múlva");
    await row.getByRole("link", { name: warranty?.title ?? "" }).click();
    await expect(page).toHaveURL(new RegExp(`${warranty?.path ?? ""}$`));
  });
});
