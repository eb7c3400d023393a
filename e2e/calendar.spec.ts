import type { Locator, Page } from "@playwright/test";
import { callApi } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { pickPerson } from "./support/person-picker.ts";
import { openApp, waitForApp } from "./support/shell.ts";
import { expectNoSeriousViolationsInBothSchemes } from "./support/axe.ts";

/** Today in Budapest, `YYYY-MM-DD`. */
function budapestToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Budapest" }).format(new Date());
}

async function openCalendar(page: Page) {
  const loaded = page.waitForResponse((r) => r.url().includes("/api/event?") && r.status() === 200);
  await openApp(page, "/naptar");
  await loaded;
  await expect(page.getByRole("heading", { level: 1, name: "Programnaptár" })).toBeVisible();
}

/**
 * Drags `event` (its element in the grid) onto the month cell of `day` (`YYYY-MM-DD`) with the mouse, as
 * FullCalendar's drag needs it (a small first move, then the way there), and expects the PUT of event
 * `id` that the drop sends to succeed.
 */
async function dragEventToDay(page: Page, event: Locator, day: string, id: number): Promise<void> {
  const target = page.locator(`.programme-calendar [data-date="${day}"]`).first();
  const [box, targetBox] = [await event.boundingBox(), await target.boundingBox()];
  if (!box || !targetBox) throw new Error("no layout for the event or the target day");
  const saved = page.waitForResponse(
    (r) => r.request().method() === "PUT" && r.url().endsWith(`/api/event/${id}`),
  );
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(targetBox.x + targetBox.width / 2, targetBox.y + targetBox.height / 2, {
    steps: 15,
  });
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
}

test.describe("Programnaptár (/naptar)", () => {
  test.use({ signedInAs: "pm" });

  test("an event dragged to another day stays there after a reload", async ({ page, session }) => {
    const month = budapestToday().slice(0, 7);
    const [from, to] = [`${month}-12`, `${month}-14`];
    const title = `Húzható program ${Date.now()}`;
    const created = await callApi<{ id: number }>("POST", "/api/event", {
      token: session?.token ?? "",
      body: { title, start: from, end: from, allDay: true, attendeeIds: [] },
    });
    expect(created.status).toBe(200);
    const id = created.body.id;

    await openCalendar(page);
    const event = page.locator(".programme-calendar").getByText(title);
    await expect(event).toBeVisible();
    await dragEventToDay(page, event, to, id);

    await page.reload();
    await waitForApp(page);
    const moved = page.locator(`.programme-calendar [data-date="${to}"]`).first().getByText(title);
    await expect(moved).toBeVisible();
    const after = await callApi<{ start: string; end: string }>("GET", `/api/event/${id}`, {
      token: session?.token ?? "",
    });
    expect(after.body).toMatchObject({ start: to, end: to });
  });

  test("a new event saved from the form shows its details, attendees and rest-day warning", async ({
    page,
  }) => {
    const month = budapestToday().slice(0, 7);
    const first = new Date(`${month}-01T12:00:00Z`);
    const saturday = `${month}-${String(1 + ((6 - first.getUTCDay() + 7) % 7)).padStart(2, "0")}`;
    const title = `Űrlapos program ${Date.now()}`;
    await openCalendar(page);
    await page.getByRole("button", { name: "Új program" }).click();
    const form = page.getByTestId("event-form");
    await form.getByLabel("Cím").fill(title);
    await form.getByLabel("Helyszín").fill("Budapest, nagyterem");
    await form.getByLabel("Kezdő nap").fill(saturday);
    await form.getByLabel("Záró nap").fill(saturday);
    await pickPerson(form, "Résztvevők", "Szabó Péter");
    const saved = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith("/api/event"),
    );
    await form.getByRole("button", { name: "Mentés" }).click();
    expect((await saved).status()).toBe(200);
    const details = page.getByTestId("event-details");
    await expect(details).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(details.getByRole("alert")).toContainText("pihenőnapra");
    await expect(details.getByText("Szabó Péter", { exact: true })).toBeVisible();
    await expect(details.getByTestId("rsvp-summary")).toContainText("1 nem válaszolt");
    await page.getByRole("button", { name: "Bezárás" }).first().click();
    await page.getByRole("switch", { name: /Csak a saját programjaim/ }).check();
    await expect(page.locator(".programme-calendar").getByText(title)).toBeVisible();
  });

  test("clicking an event shows its details with the attendees and the .ics download", async ({ page }) => {
    await openCalendar(page);
    await page.getByRole("tab", { name: "Lista" }).click();
    const first = page.locator(".programme-calendar .programme-event").first();
    await expect(first).toBeVisible();
    await first.click();
    const details = page.getByTestId("event-details");
    await expect(details).toBeVisible();
    await expect(details.getByText("Szervező")).toBeVisible();
    await expect(page.getByRole("button", { name: ".ics letöltése" })).toBeEnabled();
    await expect(page).toHaveURL(/\/naptar\?event=\d+/);
  });

  test("editing one occurrence of a series asks first and changes only that occurrence", async ({
    page,
    session,
  }) => {
    const month = budapestToday().slice(0, 7);
    const title = `Heti sorozat ${Date.now()}`;
    const token = session?.token ?? "";
    const created = await callApi<{ id: number }>("POST", "/api/event", {
      token,
      body: {
        title,
        start: `${month}-02T10:00`,
        end: `${month}-02T11:00`,
        recurrence: "weekly",
        recurrenceUntil: `${month}-28`,
        attendeeIds: [],
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.id;
    await openCalendar(page);
    const day9 = page.locator(`.programme-calendar [data-date="${month}-09"]`).first();
    await day9.getByText(title).click();
    await page.getByRole("button", { name: "Szerkesztés" }).click();
    await page.getByRole("button", { name: "Csak ezt az alkalmat", exact: true }).click();
    const form = page.getByTestId("event-form");
    await expect(form.getByTestId("occurrence-hint")).toContainText(`${month.replace("-", ". ")}. 09-i`);
    await form.getByLabel("Cím").fill(`${title} (egyszeri)`);
    const saved = page.waitForResponse(
      (r) => r.request().method() === "PUT" && r.url().endsWith(`/api/event/${id}/occurrence/${month}-09`),
    );
    await form.getByRole("button", { name: "Mentés" }).click();
    expect((await saved).status()).toBe(200);
    const list = await callApi<{ id: number; occurrenceDate: string; title: string }[]>(
      "GET",
      `/api/event?start=${month}-01&end=${month}-28`,
      { token },
    );
    const mine = list.body.filter((o) => o.id === id);
    expect(mine.find((o) => o.occurrenceDate === `${month}-09`)?.title).toBe(`${title} (egyszeri)`);
    expect(mine.filter((o) => o.title === title).length).toBe(mine.length - 1);

    // another occurrence, the 16th, is cancelled alone from its details after a confirmation
    const details = page.getByRole("dialog", { name: title, exact: true });
    await details.getByRole("button", { name: "Bezárás" }).click();
    await expect(details).toBeHidden();
    const day16 = page.locator(`.programme-calendar [data-date="${month}-16"]`).first();
    await day16.getByText(title, { exact: true }).click();
    await page.getByTestId("event-cancel-occurrence").click();
    const confirm = page.getByRole("dialog", { name: "Egy alkalom törlése" });
    await expect(confirm).toContainText(`${month.replace("-", ". ")}. 16-i alkalma elmarad`);
    const cancelled = page.waitForResponse(
      (r) => r.request().method() === "DELETE" && r.url().endsWith(`/api/event/${id}/occurrence/${month}-16`),
    );
    await confirm.getByRole("button", { name: "Alkalom törlése" }).click();
    expect((await cancelled).status()).toBe(200);
    await expect(day16.getByText(title, { exact: true })).toHaveCount(0);
    const after = await callApi<{ id: number; occurrenceDate: string }[]>(
      "GET",
      `/api/event?start=${month}-01&end=${month}-28`,
      { token },
    );
    const dates = after.body.filter((o) => o.id === id).map((o) => o.occurrenceDate);
    expect(dates).not.toContain(`${month}-16`);
    expect(dates).toEqual(expect.arrayContaining([`${month}-09`, `${month}-23`]));
  });
});

test.describe("Programnaptár on a laptop set to New York time", () => {
  test.use({ signedInAs: "pm", timezoneId: "America/New_York" });

  test("shows and moves a programme on the company's clock, as its details do", async ({ page, session }) => {
    const month = budapestToday().slice(0, 7);
    const [from, to] = [`${month}-13`, `${month}-15`];
    const title = `Budapesti idő ${Date.now()}`;
    // Times without an offset are Budapest wall-clock time (the API's rule, as the event form sends them).
    const created = await callApi<{ id: number }>("POST", "/api/event", {
      token: session?.token ?? "",
      body: { title, start: `${from}T10:00`, end: `${from}T11:00`, allDay: false, attendeeIds: [] },
    });
    expect(created.status).toBe(200);
    const id = created.body.id;

    await openCalendar(page);
    const event = page.locator(`.programme-calendar [data-date="${from}"] .programme-event`, {
      hasText: title,
    });
    // 10:00 in Budapest, not the browser's 4:00 (or 3:00 in the summer-time gap weeks).
    await expect(event).toContainText(/^\D*10(?!\d)/);
    await event.click();
    const details = page.getByRole("dialog", { name: title, exact: true });
    await expect(details).toContainText("10:00–11:00");
    await details.getByRole("button", { name: "Bezárás" }).first().click();

    await dragEventToDay(page, event, to, id);
    const after = await callApi<{ start: string; end: string }>("GET", `/api/event/${id}`, {
      token: session?.token ?? "",
    });
    // Still 10:00–11:00 in Budapest, two days later.
    const budapest = (iso: string) =>
      new Intl.DateTimeFormat("sv-SE", {
        timeZone: "Europe/Budapest",
        dateStyle: "short",
        timeStyle: "short",
      }).format(new Date(iso));
    expect([budapest(after.body.start), budapest(after.body.end)]).toEqual([`${to} 10:00`, `${to} 11:00`]);
  });
});

test.describe(`axe on /naptar, light and dark`, () => {
  test.use({ signedInAs: "user" });

  test("no serious or critical violations on the calendar and in the event details", async ({ page }) => {
    await openCalendar(page);
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
    await page.locator(".programme-calendar .programme-event").first().click();
    await expect(page.getByTestId("event-details")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
    await page.getByRole("button", { name: "Bezárás" }).first().click();
    await page.getByRole("button", { name: "Új program" }).click();
    await expect(page.getByTestId("event-form")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
  });
});
