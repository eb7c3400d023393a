// Issue 19 §4: the pages found thin — /leltar, /ceg, /resource-card — at 1440 × 900. /ceg changes the
// company profile, so it runs on the second server (TEST_ENV_PORT), as company.spec.ts does.
import type { Company } from "@office/shared/company/company.contract";
import type { InventoryDetail } from "@office/shared/assets/inventory.contract";
import { callApi, loginToken } from "./support/api.ts";
import { TEST_ENV_PORT, tenantOrigin } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { openApp, waitForApp } from "./support/shell.ts";
import { seriousViolations } from "./support/axe.ts";

test.use({ viewport: { width: 1440, height: 900 } });
// Several saves, reloads and axe runs per test.
test.describe.configure({ timeout: 120_000 });

test.describe("/leltar: open and past stocktaking sessions with progress", () => {
  test.use({ signedInAs: "admin" });

  test("lists the open session with its counting progress and the closed one with its results", async ({
    page,
  }) => {
    const admin = await loginToken("admin");
    const name = `PW folyamatban ${Date.now().toString(36)}`;
    const created = await callApi<InventoryDetail>("POST", "/api/inventory", {
      token: admin,
      body: { name, location: "Vác, iroda" },
    });
    expect(created.status).toBe(200);
    const first = created.body.lines.find((l) => l.expected);
    if (!first) throw new Error("the demo's Vác office has assets");
    expect(
      (
        await callApi("POST", `/api/inventory/${created.body.id}/scan`, {
          token: admin,
          body: { inventoryNumber: first.inventoryNumber },
        })
      ).status,
    ).toBe(200);
    const expected = created.body.summary.expected;
    const percent = Math.round((1 / expected) * 100);

    await openApp(page, "/leltar");
    const open = page.getByTestId("inventory-open");
    const row = open.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(`1 / ${expected} számolva (${percent}%)`);
    await expect(row.getByRole("progressbar", { name: `${name} haladása` })).toHaveAttribute(
      "aria-valuenow",
      String(percent),
    );
    await expect(row.getByRole("link", { name: "Folytatás" })).toBeVisible();

    const closed = page.getByTestId("inventory-closed");
    const past = closed.getByRole("row").filter({ hasText: "Vác, iroda – éves leltár" });
    await expect(past).toContainText(/\d+ megtalálva · \d+ hiányzik · \d+ eltérés/);
    await expect(past).toContainText(/Lezárva: \d{4}\. \d{2}\. \d{2}\./);
    await expect(
      past.getByRole("button", { name: "Vác, iroda – éves leltár – Excel jelentés" }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole("link", { name }).click();
    await expect(page.getByTestId("inventory-summary")).toBeVisible();
  });
});

test.describe("/ceg: everything about the company the app uses", () => {
  test.use({ signedInAs: "admin", baseURL: tenantOrigin("demo", TEST_ENV_PORT) });

  test("companyAdmin sees and edits tax number, address and default weekly hours; a new employee starts with them", async ({
    page,
    session,
  }) => {
    if (!session) throw new Error("signed in");
    await openApp(page, "/ceg");
    await expect(page.getByLabel("Cégnév")).not.toHaveValue("");
    await expect(page.getByLabel("Adószám")).toHaveValue("24638173-2-13");
    await expect(page.getByLabel("Irányítószám")).toHaveValue("2600");
    await expect(page.getByLabel("Település")).toHaveValue("Vác");
    await expect(page.getByRole("link", { name: "Költséghelyek kezelése" })).toBeVisible();

    await page.getByLabel("Adószám").fill("12345678-1-11");
    await page.getByRole("button", { name: "Mentés", exact: true }).click();
    await expect(page.getByLabel("Adószám")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Adószám").fill("24638173213");
    await page.getByLabel("Cím (utca, házszám)").fill("Széchenyi utca 14.");
    await page.getByLabel("Alapértelmezett heti munkaidő (óra)").fill("36");
    await expect(page.getByText(/napi 7,2 óra/)).toBeVisible();
    const saved = page.waitForResponse(
      (r) => r.request().method() === "PUT" && r.url().endsWith("/api/company"),
    );
    await page.getByRole("button", { name: "Mentés", exact: true }).click();
    expect((await saved).status()).toBe(200);

    const target = { port: TEST_ENV_PORT, token: session.token };
    const company = await callApi<Company>("GET", "/api/company", target);
    expect(company.body).toMatchObject({
      taxNumber: "24638173-2-13",
      address: "Széchenyi utca 14.",
      defaultWeeklyHours: 36,
    });
    const template = await callApi<{ weeklyHours: number }>("GET", "/api/employee/newEmployee", target);
    expect(template.body.weeklyHours).toBe(36);
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await waitForApp(page);
    await expect(page.getByLabel("Alapértelmezett heti munkaidő (óra)")).toHaveValue("36");
    await page.getByLabel("Alapértelmezett heti munkaidő (óra)").fill("40");
    await page.getByRole("button", { name: "Mentés", exact: true }).click();
    await expect
      .poll(async () => (await callApi<Company>("GET", "/api/company", target)).body.defaultWeeklyHours)
      .toBe(40);
  });
});

test.describe("/resource-card: picking people on the page", () => {
  test.use({ signedInAs: "hr" });

  test("hr searches a colleague, adds a department, removes one, and the cards follow", async ({ page }) => {
    await openApp(page, "/resource-card");
    await expect(page.getByRole("status").filter({ hasText: "Nincs kiválasztott munkatárs" })).toBeVisible();

    const search = page.getByLabel("Munkatárs keresése");
    await search.fill("kovács");
    const matches = page.getByRole("list", { name: "Találatok" });
    const firstMatch = matches.getByRole("listitem").first();
    await expect(firstMatch).toBeVisible();
    const name = (
      await firstMatch
        .locator("span.me-auto")
        .first()
        .evaluate((el) => el.firstChild?.textContent ?? "")
    ).trim();
    await firstMatch.getByRole("button", { name: `${name} hozzáadása` }).click();
    await expect(page.getByText("1 kiválasztott munkatárs:")).toBeVisible();
    await expect(page.getByRole("article", { name })).toBeVisible();

    const department = page.getByLabel("Részleg", { exact: true });
    const options = await department.locator("option").allTextContents();
    const chosen = options[1];
    if (!chosen) throw new Error("the demo has departments");
    await department.selectOption(chosen);
    await page.getByRole("button", { name: "Részleg hozzáadása" }).click();
    await expect(page.getByText(/^\d+ kiválasztott munkatárs:$/)).not.toHaveText("1 kiválasztott munkatárs:");
    const count = Number(
      (await page.getByText(/^\d+ kiválasztott munkatárs:$/).textContent())?.split(" ")[0],
    );
    await expect(page.getByRole("article")).toHaveCount(count);

    await page.getByRole("button", { name: `${name} eltávolítása` }).click();
    await expect(page.getByRole("article", { name })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The pick survives a reload (kept for printing).
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole("article").first()).toBeVisible();
  });
});
