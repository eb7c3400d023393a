// Changes the company profile, so it runs on the second server (TEST_ENV_PORT): the branding test on the
// main server compares demo's stored colour with beta's.
import type { ClientConfig } from "@office/shared/client-config/client-config.contract";
import { callApi } from "./support/api.ts";
import { TEST_ENV_PORT, tenantOrigin } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { openApp, toast, waitForApp } from "./support/shell.ts";
import { TEST_IDS } from "./support/test-ids.ts";

test.use({ baseURL: tenantOrigin("demo", TEST_ENV_PORT) });

const NEW_COLOR = "#6a1b9a";
const NEW_COLOR_RGB = "rgb(106, 27, 154)";

test.describe("company profile /ceg (companyAdmin)", () => {
  test.use({ signedInAs: "admin" });

  test("saving a new header colour and name updates the top bar at once and the tenant config", async ({
    page,
  }) => {
    await openApp(page, "/ceg");
    const header = page.getByTestId(TEST_IDS.topbar);
    const name = page.getByLabel("Cégnév");
    await expect(name).not.toHaveValue("");
    const newName = `Próba Kft. ${Date.now()}`;

    await name.fill(newName);
    await page.getByLabel("Fejléc színe (#RRGGBB)").fill(NEW_COLOR);
    const saved = page.waitForResponse(
      (r) => r.request().method() === "PUT" && r.url().endsWith("/api/company"),
    );
    await page.getByRole("button", { name: "Mentés", exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(toast(page, "Sikeres mentés")).toBeVisible();

    // Live: no reload needed.
    await expect(header).toHaveCSS("background-color", NEW_COLOR_RGB);
    await expect(header.getByRole("link", { name: `${newName} – kezdőlap` })).toBeVisible();

    const config = await callApi<ClientConfig>("GET", "/api/clientConfig?tenant=demo", {
      port: TEST_ENV_PORT,
    });
    expect(config.body).toMatchObject({ name: newName, headerColor: NEW_COLOR });

    await page.reload();
    await waitForApp(page);
    await expect(header).toHaveCSS("background-color", NEW_COLOR_RGB);
  });

  test("an invalid colour is refused with a Hungarian field message and nothing is sent", async ({
    page,
  }) => {
    await openApp(page, "/ceg");
    await expect(page.getByLabel("Cégnév")).not.toHaveValue("");
    let sent = false;
    page.on("request", (r) => {
      if (r.method() === "PUT" && r.url().endsWith("/api/company")) sent = true;
    });
    await page.getByLabel("Fejléc színe (#RRGGBB)").fill("zöld");
    await page.getByRole("button", { name: "Mentés", exact: true }).click();
    await expect(page.getByText("A fejléc színét #RRGGBB formában add meg.")).toBeVisible();
    expect(sent).toBe(false);
  });
});

test.describe("company profile, without companyAdmin", () => {
  test.use({ signedInAs: "pm" });

  test("the page says 'Nincs jogosultságod' and the server refuses the call", async ({ page, session }) => {
    if (!session) throw new Error("signed in");
    await openApp(page, "/ceg");
    await expect(page.getByRole("alert").filter({ hasText: "Nincs jogosultságod" })).toBeVisible();
    await expect(page.getByLabel("Cégnév")).toHaveCount(0);
    const api = await callApi("GET", "/api/company", { port: TEST_ENV_PORT, token: session.token });
    expect(api.status).toBe(403);
  });
});
