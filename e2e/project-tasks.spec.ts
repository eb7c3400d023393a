import type { ProjectTask } from "@office/shared/projects/project-task.contract";
import type { Project } from "@office/shared/projects/projects.contract";
import type { Locator, Page } from "@playwright/test";
import { callApi } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { pickPerson } from "./support/person-picker.ts";
import { reviewShot } from "./support/review-shot.ts";
import { openApp, toast, waitForApp } from "./support/shell.ts";

/**
 * Presses `key` once dnd-kit's keyboard sensor listens: it starts listening a tick after the pick-up
 * (a timer, so that the picking key does not move the card), and a key pressed before that is lost — the
 * announcement then still reads `pickedUp`, and the key is pressed again. CI caught the lost key once.
 */
async function moveWhenListening(
  page: Page,
  announced: Locator,
  pickedUp: string,
  key: string,
): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await announced.textContent()) === pickedUp) await page.keyboard.press(key);
        return announced.textContent();
      },
      { intervals: [250, 500, 1000] },
    )
    .not.toBe(pickedUp);
}

test.describe("project tasks (issue 21 §3)", () => {
  test.use({ signedInAs: "pm" });

  test("pm adds a task on the Feladatok tab, moves it to Folyamatban with the keyboard and finds it in Feladataim", async ({
    page,
    session,
  }) => {
    if (!session) throw new Error("signed-in test expected");
    const stamp = Date.now().toString(36).toUpperCase();
    const created = await callApi<Project>("POST", "/api/project", {
      token: session.token,
      body: { code: `E2E-T-${stamp}`, name: `E2E feladatos projekt ${stamp}`, startDate: "2026-01-05" },
    });
    expect(created.status).toBe(200);
    const project = created.body;
    const title = `Kiviteli terv ellenőrzése ${stamp}`;

    await openApp(page, `/projektek/${project.id}?tab=feladatok`);
    await expect(page.getByRole("tab", { name: "Feladatok" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Még nincs feladat ebben a projektben.")).toBeVisible();

    await page.getByTestId("task-new").click();
    const dialog = page.getByRole("dialog", { name: "Új feladat" });
    await dialog.getByLabel("Cím").fill(title);
    await pickPerson(dialog, "Felelős", "Kiss Gábor");
    await dialog.getByLabel("Határidő").fill("2026-01-20");
    await dialog.getByLabel("Becsült idő").fill("2,5");
    await dialog.getByRole("button", { name: "Mentés" }).click();
    await expect(toast(page, "Sikeres mentés").first()).toBeVisible();
    await expect(dialog).toBeHidden();

    const todo = page.getByTestId("task-column-todo");
    const doing = page.getByTestId("task-column-doing");
    const card = page.locator('[data-testid^="task-card-"]', { hasText: title });
    await expect(todo.locator('[data-testid^="task-card-"]', { hasText: title })).toBeVisible();
    await expect(card).toContainText("Kiss Gábor");
    await expect(card).toContainText("2,5 / 0 óra");
    await reviewShot(page, "project-tasks-board-1440");

    // Keyboard drag (dnd-kit's KeyboardSensor): Space picks up, → moves one column, Space drops.
    const handle = card.getByRole("button", { name: `${title} áthelyezése` });
    const announced = page.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(announced).toHaveText(`Felvetted: ${title}.`);
    await moveWhenListening(page, announced, `Felvetted: ${title}.`, "ArrowRight");
    await expect(announced).toHaveText(`${title} a(z) Folyamatban oszlop fölött.`);
    await page.keyboard.press("Space");
    await expect(announced).toHaveText(`${title} áthelyezve: Folyamatban.`);
    await expect(doing.locator('[data-testid^="task-card-"]', { hasText: title })).toBeVisible();
    await expect(card.getByRole("combobox", { name: `${title}: állapot` })).toHaveValue("doing");
    await expect
      .poll(async () => {
        const res = await callApi<ProjectTask[]>("GET", `/api/project/${project.id}/task`, {
          token: session.token,
        });
        return res.body.find((x) => x.title === title)?.status;
      })
      .toBe("doing");

    // Mouse drag (PointerSensor) onto the Kész column, and back with the card's status list.
    const done = page.getByTestId("task-column-done");
    const from = await handle.boundingBox();
    const to = await done.boundingBox();
    if (!from || !to) throw new Error("board not laid out");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(done.locator('[data-testid^="task-card-"]', { hasText: title })).toBeVisible();
    await card.getByRole("combobox", { name: `${title}: állapot` }).selectOption({ label: "Folyamatban" });
    await expect(doing.locator('[data-testid^="task-card-"]', { hasText: title })).toBeVisible();

    // The list view shows the same task with its status.
    await page.getByRole("button", { name: "Lista" }).click();
    await expect(page.getByTestId("task-list").getByRole("row", { name: new RegExp(title) })).toContainText(
      "Folyamatban",
    );
    await reviewShot(page, "project-tasks-list-1440");

    // Feladataim on the home page, linking back to the tab.
    await openApp(page);
    const mine = page.getByTestId("home-tasks");
    const link = mine.getByRole("link", { name: title });
    await expect(link).toBeVisible();
    await expect(mine).toContainText(project.name);
    await reviewShot(page, "project-tasks-home-1440");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/projektek/${project.id}\\?tab=feladatok&feladat=\\d+$`));
    await expect(page.getByTestId("task-board")).toBeVisible();
    // the linked task is singled out on the board
    await expect(page.locator(".task-card[aria-current='true']")).toContainText(title);

    // On a 390 px phone the three columns stack.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId("task-board")).toBeVisible();
    const todoBox = await page.getByTestId("task-column-todo").boundingBox();
    const doingBox = await page.getByTestId("task-column-doing").boundingBox();
    expect(todoBox && doingBox && doingBox.y >= todoBox.y + todoBox.height).toBe(true);
    expect(doingBox && doingBox.width > 300).toBe(true);
    await reviewShot(page, "project-tasks-board-390");

    await callApi("DELETE", `/api/project/${project.id}`, { token: session.token });
  });

  test("pm reorders a column with the keyboard: ↑ puts the card above its neighbour", async ({
    page,
    session,
  }) => {
    if (!session) throw new Error("signed-in test expected");
    const stamp = Date.now().toString(36).toUpperCase();
    const created = await callApi<Project>("POST", "/api/project", {
      token: session.token,
      body: { code: `E2E-R-${stamp}`, name: `E2E sorrend ${stamp}`, startDate: "2026-01-05" },
    });
    expect(created.status).toBe(200);
    const id = created.body.id;
    for (const title of ["Első", "Második", "Harmadik"]) {
      const res = await callApi("POST", `/api/project/${id}/task`, {
        token: session.token,
        body: { title, status: "todo" },
      });
      expect(res.status).toBe(200);
    }
    await openApp(page, `/projektek/${id}?tab=feladatok`);
    const todo = page.getByTestId("task-column-todo");
    const titles = todo.locator('[data-testid^="task-card-"] .fw-semibold');
    await expect(titles).toHaveText(["Első", "Második", "Harmadik"]);
    const announced = page.locator('[id^="DndLiveRegion"]');
    await page.getByRole("button", { name: "Harmadik áthelyezése" }).focus();
    await page.keyboard.press("Enter");
    await expect(announced).toHaveText("Felvetted: Harmadik.");
    await moveWhenListening(page, announced, "Felvetted: Harmadik.", "ArrowUp");
    await expect(announced).toHaveText("Harmadik a(z) Teendő oszlop fölött.");
    await page.keyboard.press("Enter");
    await expect(titles).toHaveText(["Első", "Harmadik", "Második"]);
    await expect
      .poll(async () => {
        const res = await callApi<ProjectTask[]>("GET", `/api/project/${id}/task`, { token: session.token });
        return res.body.map((x) => `${x.title}:${x.position}`);
      })
      .toEqual(["Első:0", "Harmadik:1", "Második:2"]);
    await callApi("DELETE", `/api/project/${id}`, { token: session.token });
  });
});
