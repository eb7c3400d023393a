import { callApi, decodeJwt, loginToken } from "./support/api.ts";
import { seriousViolationsInBothSchemes } from "./support/axe.ts";
import { navigateInApp } from "./support/navigate.ts";
import { expect, test } from "./support/fixtures.ts";
import { reviewShot } from "./support/review-shot.ts";
import { openApp } from "./support/shell.ts";
import { TEST_IDS } from "./support/test-ids.ts";
import {
  addIsoDays,
  budapestToday,
  clearEntries,
  firstMondayOf,
  mondayOf,
  openMonth,
  previousMonth,
  shortDate,
} from "./support/working-time.ts";

/**
 * Issue 21 §3, working time at 1440 px: the week grid filled with the keyboard only (totals and the
 * Mt. 103. § break warning), and hr closing last month on /munkaido-attekintes (closed badge, read-only
 * cells, the Hungarian 409 of a write) and reopening it. Independent of the demo's time records: the
 * grid test reopens the month three months back (the demo closes past months), clears the week it
 * writes and closes the month again; the close test reopens last month first when the demo closed it.
 */
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test.describe("week grid", () => {
  test.use({ signedInAs: "user" });

  test("hours typed with the keyboard only: totals and the Mt. 103. § warning", async ({ page }) => {
    test.setTimeout(90_000);
    const user = await loginToken("user");
    const pm = await loginToken("pm");
    const userEmployeeId = decodeJwt<{ employeeId: number }>(user).employeeId;
    const code = `PW-WT-${unique()}`.slice(0, 30);
    const project = await callApi<{ id: number; name: string }>("POST", "/api/project", {
      token: pm,
      body: { code, name: `Munkaidő projekt ${code}`, startDate: "2025-01-01", memberIds: [userEmployeeId] },
    });
    expect(project.status).toBe(200);
    // The demo closes every past month: a week of the month three months back is reopened for the test.
    const month = previousMonth(budapestToday(), 3);
    const closeAgain = await openMonth(await loginToken("hr"), month);
    const monday = firstMondayOf(month);
    const tuesday = addIsoDays(monday, 1);
    await clearEntries(user, monday, addIsoDays(monday, 6));

    await openApp(page, `/munkaido?het=${monday}`);
    await expect(page.getByRole("heading", { level: 1, name: "Munkaidő" })).toBeVisible();
    const grid = page.getByTestId("week-grid");
    await expect(grid).toBeVisible();
    await page.getByLabel("Sor hozzáadása").selectOption({ label: project.body.name });
    await page.getByRole("button", { name: "Hozzáadás" }).click();

    const cell = (row: string, date: string) =>
      grid.getByRole("textbox", { name: `${row}, ${shortDate(date)}` });
    await cell(project.body.name, monday).focus();
    await page.keyboard.type("8");
    await page.keyboard.press("ArrowDown"); // leaving the cell saves it
    await expect(cell("Projekt nélkül", monday)).toBeFocused();
    await expect(cell(project.body.name, monday)).toHaveValue("8:00");
    await page.keyboard.type("3");
    await page.keyboard.press("Enter");
    await expect(cell("Projekt nélkül", monday)).toHaveValue("3:00");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Tab");
    await expect(cell(project.body.name, tuesday)).toBeFocused();
    await page.keyboard.type("7,5");
    await page.keyboard.press("Enter");
    await expect(cell(project.body.name, tuesday)).toHaveValue("7:30");

    await expect(grid.getByTestId("week-total")).toHaveText("18:30");
    await expect(grid.getByTestId("row-total").first()).toHaveText("15:30");
    // 11 hours on Monday with the 20 minutes of the first entry: Mt. 103. § asks for 45.
    const warnings = page.getByTestId("wt-warnings");
    await expect(warnings).toContainText("Mt. 103");
    await expect(grid.getByTestId("week-overtime")).not.toHaveText("0:00");
    await reviewShot(page, "working-time-week", { fullPage: false });

    // Escape restores a cell; bad input is refused in Hungarian.
    await cell("Projekt nélkül", tuesday).focus();
    await page.keyboard.type("abc");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Órát (7,5 vagy 7:30)" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(cell("Projekt nélkül", tuesday)).toHaveValue("");

    await clearEntries(user, monday, addIsoDays(monday, 6));
    await closeAgain();
  });
});

test.describe("month close", () => {
  test.use({ signedInAs: "hr" });

  test("hr closes last month, its cells are read-only, a write answers 409, then reopens", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const hr = await loginToken("hr");
    const today = budapestToday();
    const month = previousMonth(today);
    const closeAgain = await openMonth(hr, month); // the demo closes past months

    await openApp(page, `/munkaido-attekintes?honap=${month}`);
    await expect(page.getByRole("heading", { level: 1, name: "Munkaidő-nyilvántartás" })).toBeVisible();
    await expect(page.getByTestId("wt-overview")).toBeVisible();
    await page.getByRole("button", { name: "Hónap lezárása" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("többé nem módosíthatók");
    await dialog.getByRole("button", { name: "Lezárom" }).click();
    await expect(page.getByTestId("wt-closed-badge")).toContainText("Lezárva");
    await reviewShot(page, "working-time-overview-closed", { fullPage: false });

    // One organisational unit's sheet, the one its head signs: the table and the PDF narrowed to it.
    const unit = page.getByRole("combobox", { name: "Szervezeti egység" });
    await unit.selectOption("Pénzügy");
    await expect(page).toHaveURL(/egyseg=P%C3%A9nz%C3%BCgy/);
    const departments = page.getByTestId("wt-overview").locator("tbody tr td:nth-child(2)");
    await expect(departments.first()).toHaveText("Pénzügy");
    expect(new Set(await departments.allTextContents())).toEqual(new Set(["Pénzügy"]));
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Letöltés (PDF)" }).click();
    expect((await download).suggestedFilename()).toBe(`munkaido-${month}-penzugy.pdf`);

    const day = `${month}-10`;
    const write = await callApi<{ message: string }>("POST", "/api/timeEntry", {
      token: hr,
      body: { date: day, start: "08:00", end: "12:00", breakMinutes: 0 },
    });
    expect(write.status).toBe(409);
    expect(write.body.message).toMatch(/le van zárva/);

    await openApp(page, `/munkaido?het=${mondayOf(day)}`);
    // The day's column: its inputs are read-only (cells with entries are buttons that open them read-only).
    const column = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
    const cells = page.getByTestId("week-grid").locator(`[data-cell$=":${column}"]`);
    await expect(cells.first()).toBeVisible();
    for (const cell of await cells.all()) {
      if ((await cell.evaluate((el) => el.tagName)) === "INPUT")
        await expect(cell).toHaveAttribute("readonly", "");
    }

    await openApp(page, `/munkaido-attekintes?honap=${month}`);
    await page.getByRole("button", { name: "Újranyitás" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Újranyitom" }).click();
    await expect(page.getByTestId("wt-closed-badge")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Hónap lezárása" })).toBeVisible();
    await closeAgain();
  });
});

test.describe("working-time axe, light and dark", () => {
  test.use({ signedInAs: "hr" });

  test("the week, the month, the entry form, someone's page with the schedule and the overview", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const userId = decodeJwt<{ employeeId: number }>(await loginToken("user")).employeeId;
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    const exclude = ["tbody > tr:nth-child(n+6)", `[data-testid=${TEST_IDS.sidenav}]`];
    const screens: [string, () => Promise<void>][] = [
      ["/munkaido", () => expect(page.getByTestId("week-grid")).toBeVisible()],
      ["/munkaido?nezet=honap", () => expect(page.getByTestId("month-worked")).toBeVisible()],
      [
        "/munkaido",
        async () => {
          await page.getByRole("button", { name: "Új bejegyzés" }).click();
          await expect(page.getByTestId("wt-entry-form")).toBeVisible();
        },
      ],
      [
        `/munkaido/${userId}`,
        async () => {
          await page.getByTestId("wt-schedule").locator("summary").click();
          await expect(page.getByLabel("Munkakezdés")).toBeVisible();
        },
      ],
      ["/munkaido-attekintes", () => expect(page.getByTestId("wt-overview")).toBeVisible()],
    ];
    // The first screen loaded directly, the others the way the app's links open them (one document).
    await openApp(page);
    for (const [path, ready] of screens) {
      // A dialog left open (the entry form) is closed first, as a user would before moving on.
      if ((await page.getByRole("dialog").count()) > 0) {
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      }
      await navigateInApp(page, path);
      await ready();
      const found = await seriousViolationsInBothSchemes(page, { nameMismatch: true, exclude });
      expect.soft(found.light, `${path}, light`).toEqual([]);
      expect.soft(found.dark, `${path}, dark`).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
});
