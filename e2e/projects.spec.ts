import type { Page } from "@playwright/test";
import type { Notification } from "@office/shared/notifications/notifications.contract";
import type { Project } from "@office/shared/projects/projects.contract";
import { makeTaxNumber } from "../apps/server/src/demo/identifiers.ts";
import { callApi } from "./support/api.ts";
import { expect, newSignedInContext, test } from "./support/fixtures.ts";
import { openApp, openDrawer, toast, waitForApp } from "./support/shell.ts";
import { TEST_IDS } from "./support/test-ids.ts";
import { seriousViolationsInBothSchemes } from "./support/axe.ts";
import { navigateInApp } from "./support/navigate.ts";
import { reviewShot } from "./support/review-shot.ts";
import { pickPerson } from "./support/person-picker.ts";

/**
 * The client of the flow, recorded by pm through the partner form (/uj-partner) with one contact, as a user
 * would; returns its id (from the detail page's URL) and name.
 */
async function createPartnerThroughForm(page: Page, name: string): Promise<{ id: number; name: string }> {
  const taxNumber = makeTaxNumber(String(1_000_000 + (Date.now() % 8_999_999)).slice(0, 7), 2, "41");
  await openApp(page, "/uj-partner");
  await page.getByLabel("Cégnév").fill(name);
  await page.getByLabel("Adószám", { exact: true }).fill(taxNumber);
  await expect(page.getByTestId("partner-tax-number-valid")).toHaveText("Érvényes adószám.");
  await page.getByLabel("Irányítószám").fill("1117");
  await page.getByLabel("Település").fill("Budapest");
  await page.getByLabel("Cím", { exact: true }).fill("1117 Budapest, Irinyi József utca 4.");
  await page.getByRole("button", { name: "Kapcsolattartó hozzáadása" }).click();
  await page.getByTestId("partner-contact-name-0").fill("Kovács Júlia");
  await page.getByTestId("partner-contact-position-0").fill("Beruházási vezető");
  await page.getByTestId("partner-contact-email-0").fill("julia.kovacs@e2e.example.hu");
  await page.getByRole("button", { name: "Partner felvétele" }).click();
  await expect(page).toHaveURL(/\/partnerek\/\d+$/);
  await expect(toast(page, "Sikeres mentés").first()).toBeVisible();
  await expect(page.getByTestId("partner-title")).toHaveText(name);
  return { id: Number(new URL(page.url()).pathname.split("/").pop()), name };
}

test.describe("projects (issue 8)", () => {
  test.use({ signedInAs: "pm" });

  test("pm records a client with a contact, opens a project for it with user as a member and comments; user follows the notification to it", async ({
    page,
    session,
    browser,
    baseURL,
  }) => {
    if (!session) throw new Error("signed-in test expected");
    const stamp = Date.now().toString(36).toUpperCase();
    const partner = await createPartnerThroughForm(page, `E2E Mérnökiroda ${stamp} Kft.`);
    const projectName = `E2E irodaház-felújítás ${stamp}`;

    await openApp(page, "/uj-projekt");
    const form = page.getByTestId("project-form");
    await form.getByLabel("Partner").selectOption(String(partner.id));
    await form.getByLabel("Projektkód").fill(`E2E-${stamp}`);
    await form.getByLabel("Projekt neve").fill(projectName);
    await form.getByLabel("Állapot", { exact: true }).selectOption({ label: "Aktív" });
    await form.getByLabel("Kezdés").fill("2026-01-05");
    await form.getByLabel("Befejezés").fill("2026-12-18");
    await form.getByLabel("Költségvetés (Ft)").fill("25000000");
    await pickPerson(form, "Projektvezető", "Kiss Gábor");
    await pickPerson(form, "Tagok (munkatársak)", "Szabó Péter");
    await form.getByLabel("Leírás").fill("Irodaház gépészeti felújítása.\nMásodik ütem 2027-ben.");
    await form.getByRole("button", { name: "Projekt létrehozása" }).click();
    await expect(page).toHaveURL(/\/projektek\/\d+$/);
    await expect(toast(page, "Sikeres mentés").first()).toBeVisible();
    const projectId = Number(new URL(page.url()).pathname.split("/").pop());
    const header = page.getByTestId("project-header");
    await expect(header).toContainText(partner.name);
    await expect(header).toContainText("Aktív");
    await expect(header).toContainText("Kiss Gábor");

    await page.getByRole("tab", { name: /Hozzászólások/ }).click();
    const comment = `Sziasztok, a felmérés hétfőn ${stamp} kezdődik.\nKérlek, hozzátok a laptopot.`;
    await page.getByLabel("Új hozzászólás").fill(comment);
    await page.getByRole("button", { name: "Küldés" }).click();
    const thread = page.getByTestId("project-comments");
    await expect(thread.getByTestId("project-comment")).toHaveCount(1);
    expect((await thread.getByTestId("project-comment").innerText()).replace(/\r/g, "")).toContain(comment);

    const check = await callApi<Project>("GET", `/api/project/${projectId}`, {
      tenant: session.tenant,
      port: session.port,
      token: session.token,
    });
    expect(check.body.memberIds.length).toBe(1);

    // user: the red dot, the drawer, the notification, the project with the comment
    const { context, session: userSession } = await newSignedInContext(browser, "user", baseURL ?? "");
    try {
      const userPage = await context.newPage();
      await userPage.goto("/");
      await waitForApp(userPage);
      await expect(userPage.getByTestId(TEST_IDS.notificationDot)).toBeVisible();
      const drawer = await openDrawer(userPage);
      const item = drawer.getByTestId(TEST_IDS.notificationItem).filter({ hasText: projectName });
      await expect(item).toContainText("Új hozzászólás");
      await expect(item).toContainText(`Kiss Gábor hozzászólt az ${projectName} projekthez`);
      await item.getByRole("button").filter({ hasText: "Új hozzászólás" }).click();
      await expect(userPage).toHaveURL(new RegExp(`/projektek/${projectId}$`));
      await expect(userPage.getByRole("heading", { level: 1 })).toContainText(projectName);
      await expect(userPage.getByTestId("project-comment").filter({ hasText: stamp })).toBeVisible();
      // the click marked it seen
      await expect
        .poll(async () => {
          const list = await callApi<Notification[]>("GET", "/api/notification", {
            tenant: userSession.tenant,
            port: userSession.port,
            token: userSession.token,
          });
          return list.body.find((n) => n.eventId === projectId && n.title === "Új hozzászólás")?.seen;
        })
        .toBeTruthy();
    } finally {
      await context.close();
    }
  });

  test("the list filters by status, switches to the board and exports .xlsx", async ({ page }) => {
    await openApp(page, "/projektek");
    await page.getByLabel("Állapot").selectOption({ label: "Lezárt" });
    await expect(page).toHaveURL(/status=closed/);
    const table = page.getByTestId("projects-table");
    await expect(table.locator("tbody tr").first()).toContainText("Lezárt");
    await expect(table.locator("tbody tr").filter({ hasText: "Aktív" })).toHaveCount(0);
    await page.getByRole("button", { name: "Tábla" }).click();
    await expect(page.getByTestId("projects-board")).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportálás (.xlsx)" }).click();
    expect((await download).suggestedFilename()).toBe("projektek.xlsx");
    await page.getByLabel("Keresés").fill("nincs-ilyen-projekt");
    await expect(page.getByTestId("projects-empty")).toContainText("Nincs a szűrésnek megfelelő projekt.");
  });

  const AXE_PATHS = [
    "/projektek",
    "/projektek?view=board",
    "/uj-projekt",
    "/projektek/2",
    "/projektek/2?tab=tagok",
    "/projektek/2?tab=feladatok",
    "/projektek/2?tab=hozzaszolasok",
    "/projektek/2?tab=tevekenyseg",
    "/projektek/2?tab=szerkesztes",
  ];
  // One load of the app, then each page the way its links and tabs open it (a full load per page cost
  // 2–3 s on two cores), in two halves that the two workers share.
  for (const half of [AXE_PATHS.slice(0, 4), AXE_PATHS.slice(4)]) {
    test(`axe, light and dark: ${half.join(", ")} have no serious or critical violations`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await openApp(page);
      for (const path of half) {
        await test.step(path, async () => {
          await navigateInApp(page, path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          if (path.startsWith("/projektek/2")) await expect(page.getByTestId("project-header")).toBeVisible();
          else if (path === "/uj-projekt") await expect(page.getByTestId("project-form")).toBeVisible();
          else await expect(page.getByTestId("projects-count")).toBeVisible();
          await reviewShot(page, `projects${path.replace(/[/?=]/g, "_")}`);
          expect
            .soft(await seriousViolationsInBothSchemes(page, { nameMismatch: true }), path)
            .toEqual({ light: [], dark: [] });
        });
      }
    });
  }
});
