import { expect, test } from "./support/fixtures.ts";
import { callApi, loginToken } from "./support/api.ts";
import { seriousViolations } from "./support/axe.ts";
import { reviewShot } from "./support/review-shot.ts";
import { openApp, toast } from "./support/shell.ts";

/**
 * The searchable person picker (issue 19 §1) at 1440 × 900: points to a colleague found by typing part
 * of a name without accents, a questionnaire sent to three people picked by plain clicks and typing (no
 * click drops an earlier pick), the demo data's two "Fodor Zsuzsanna" told apart by department, and the
 * list in Hungarian alphabetical order; axe passes with the list open.
 */

type DirectoryEntry = { id: number; name: string; department: string | null; email: string | null };

const huCollator = new Intl.Collator("hu");

test.use({ viewport: { width: 1440, height: 900 } });

test.describe("person picker as user", () => {
  test.use({ signedInAs: "user" });

  test("points go to a colleague found by typing 'balazs'-style text; the list is in Hungarian order", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openApp(page, "/pontok");
    const box = page.getByRole("combobox", { name: "Munkatárs", exact: true });
    const listbox = page.getByRole("listbox", { name: "Munkatárs", exact: true });

    // the whole list, opened with the keyboard, is sorted the Hungarian way (ICU `hu`: cs after c, …)
    await box.focus();
    await page.keyboard.press("ArrowDown");
    await expect(listbox).toBeVisible();
    const names = await listbox.locator(".person-picker-name").allInnerTexts();
    expect(names.length).toBeGreaterThan(50);
    expect(names).toEqual([...names].sort(huCollator.compare));
    expect(await seriousViolations(page)).toEqual([]);
    await reviewShot(page, "person-picker-1440", { fullPage: false });
    await page.keyboard.press("Escape");
    await expect(listbox).toBeHidden();

    // part of a name, typed without accents and in lower case
    await box.fill("kiss gab");
    await expect(listbox.getByRole("option")).toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(box).toHaveValue("Kiss Gábor");
    const reason = `Köszönöm a segítséget! ${Date.now()}`;
    await page.getByLabel("Pont", { exact: true }).fill("1");
    await page.getByLabel("Indoklás").fill(reason);
    const given = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/points"));
    await page.getByTestId("give-submit").click();
    const body = (await given).postDataJSON() as { toEmployeeId: number; points: number };
    expect(body.points).toBe(1);
    expect(typeof body.toEmployeeId).toBe("number");
    await expect(toast(page, "Sikeres mentés")).toBeVisible();
    await expect(page.getByTestId("points-feed")).toContainText(reason);
  });

  test("the two 'Fodor Zsuzsanna' of the demo data show their department in the list and the field", async ({
    page,
  }) => {
    const token = await loginToken("user");
    const directory = await callApi<DirectoryEntry[]>("GET", "/api/employee?active=true", { token });
    const namesakes = directory.body.filter((e) => e.name === "Fodor Zsuzsanna");
    expect(namesakes).toHaveLength(2);
    const [first, second] = namesakes;
    if (!first || !second) throw new Error("two namesakes expected");
    const details =
      first.department && second.department && first.department !== second.department
        ? [first.department, second.department]
        : [first.email ?? "", second.email ?? ""];

    await openApp(page, "/pontok");
    const listbox = page.getByRole("listbox", { name: "Munkatárs", exact: true });
    await page.getByRole("combobox", { name: "Munkatárs", exact: true }).fill("fodor zsuzsanna");
    const options = listbox.getByRole("option");
    await expect(options).toHaveCount(2);
    for (const detail of details) await expect(listbox).toContainText(`Fodor Zsuzsanna ${detail}`);
    await options.filter({ hasText: details[1] ?? "" }).click();
    await expect(page.getByRole("combobox", { name: "Munkatárs", exact: true })).toHaveValue(
      `Fodor Zsuzsanna (${details[1]})`,
    );
  });
});

test.describe("person picker as hr", () => {
  test.use({ signedInAs: "hr" });

  test("a questionnaire goes to three people picked by plain clicks and typing", async ({ page }) => {
    test.setTimeout(90_000);
    const token = await loginToken("hr");
    const templates = await callApi<{ id: number; name: string }[]>("GET", "/api/questionnaireTemplate", {
      token,
    });
    const template = templates.body[0];
    if (!template) throw new Error("the demo data has questionnaire templates");
    const title = `E2E névválasztó ${Date.now()}`;

    await openApp(page, "/kerdoivek?tab=templates");
    await page.getByRole("button", { name: `Kiküldés: ${template.name}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Kérdőív címe").fill(title);
    const box = dialog.getByRole("combobox", { name: "Munkatársak", exact: true });
    const listbox = dialog.getByRole("listbox", { name: "Munkatársak", exact: true });
    const chips = dialog.getByTestId("person-chip");

    // two plain clicks in the open list: the second keeps the first
    await box.click();
    await listbox.getByRole("option").nth(0).click();
    await listbox.getByRole("option").nth(1).click();
    await expect(chips).toHaveCount(2);
    await expect(listbox.getByRole("option", { selected: true })).toHaveCount(2);
    // the third by typing (accent-insensitive) and Enter
    await box.fill("szabo peter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(chips).toHaveCount(3);
    await expect(chips.nth(2)).toContainText("Szabó Péter");
    await expect(box).toHaveValue("");
    expect(await seriousViolations(page)).toEqual([]);
    // Backspace in the empty field takes the last pick back, Enter on it adds it again
    await page.keyboard.press("Escape");
    await page.keyboard.press("Backspace");
    await expect(chips).toHaveCount(2);
    await box.fill("szabo peter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(chips).toHaveCount(3);
    await page.keyboard.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(dialog).toBeVisible();

    const sent = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/questionnaire"));
    await dialog.getByRole("button", { name: "Kiküldés" }).click();
    const body = (await sent).postDataJSON() as { recipientIds: number[] };
    expect(body.recipientIds).toHaveLength(3);
    expect(new Set(body.recipientIds).size).toBe(3);
    await expect(toast(page, "Sikeres mentés")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("the picker at 390 px: the list fits the phone screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openApp(page, "/pontok");
    const box = page.getByRole("combobox", { name: "Munkatárs", exact: true });
    await box.fill("an");
    const listbox = page.getByRole("listbox", { name: "Munkatárs", exact: true });
    await expect(listbox).toBeVisible();
    const rect = await listbox.boundingBox();
    expect(rect?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((rect?.x ?? 0) + (rect?.width ?? 999)).toBeLessThanOrEqual(390);
    await reviewShot(page, "person-picker-390", { fullPage: false });
  });
});
