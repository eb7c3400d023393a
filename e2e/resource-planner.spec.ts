import type { Allocation } from "@office/shared/resource-planning/allocations.contract";
import type { Planner } from "@office/shared/resource-planning/planner.contract";
import { callApi } from "./support/api.ts";
import { expect, test, type Session } from "./support/fixtures.ts";
import { dragBetween, toast, waitForApp } from "./support/shell.ts";
import { expectNoSeriousViolationsInBothSchemes } from "./support/axe.ts";
import { reviewShot } from "./support/review-shot.ts";

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
const huDate = (date: string) => `${date.slice(0, 4)}. ${date.slice(5, 7)}. ${date.slice(8, 10)}.`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An employee with a day of approved leave on a working day (Mon–Thu, so the allocation can be extended by a
 * day inside the week) in a week where they have no allocation yet, and an active project covering that week.
 */
async function findScenario(session: Session) {
  const target = { tenant: session.tenant, port: session.port, token: session.token };
  const today = iso(Date.now());
  const start = mondayOf(addDays(today, -84));
  const end = addDays(start, 181);
  const answer = await callApi<Planner>("GET", `/api/resourcePlanner?start=${start}&end=${end}`, target);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  const planner = answer.body;
  expect(planner.canEdit).toBe(true);
  const working = new Set(planner.days.filter((d) => d.isWorkingDay).map((d) => d.date));
  for (const resource of planner.resources) {
    if (resource.resourceType !== "employee") continue;
    for (const leave of resource.leave) {
      if (leave.state !== "approved" || leave.halfDay || !working.has(leave.date)) continue;
      const weekday = (new Date(`${leave.date}T00:00:00Z`).getUTCDay() + 6) % 7;
      if (weekday > 3) continue;
      const monday = mondayOf(leave.date);
      const sunday = addDays(monday, 6);
      const busy = planner.allocations.some(
        (a) =>
          a.resourceType === "employee" &&
          a.resourceId === resource.resourceId &&
          a.start <= sunday &&
          a.end >= monday,
      );
      if (busy) continue;
      const project = planner.projects.find(
        (p) => p.status === "active" && p.startDate <= monday && (p.endDate === null || p.endDate >= sunday),
      );
      if (!project) continue;
      return { resource, leaveDate: leave.date, project };
    }
  }
  throw new Error("no employee with approved leave in a free week and an active project in the demo data");
}

test.describe("Erőforrás-tervező (issue 9 §1)", () => {
  test.use({ signedInAs: "pm" });

  test("pm drags an allocation over approved leave, sees the conflict, extends it by its edge and the hours stay", async ({
    page,
    session,
  }) => {
    if (!session) throw new Error("signed in");
    const { resource, leaveDate, project } = await findScenario(session);
    await page.goto(`/eroforras-naptar?nezet=week&datum=${leaveDate}&q=${encodeURIComponent(resource.name)}`);
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1, name: "Erőforrás-tervező" })).toBeVisible();
    const grid = page.getByRole("grid", { name: /Erőforrás-tervező/ });
    await expect(grid).toBeVisible();

    const cell = (date: string) =>
      grid
        .getByRole("gridcell", { name: new RegExp(`^${escape(resource.name)}, ${escape(huDate(date))}`) })
        .first();
    const leaveCell = cell(leaveDate);
    await expect(leaveCell).toHaveAccessibleName(/Szabadság/);

    // Drag from the leave day to the next day on the empty row.
    await dragBetween(page, leaveCell, cell(addDays(leaveDate, 1)));

    const dialog = page.getByRole("dialog", { name: "Új foglalás" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Kezdete")).toHaveValue(huDate(leaveDate));
    await expect(dialog.getByLabel("Vége")).toHaveValue(huDate(addDays(leaveDate, 1)));
    await dialog.getByLabel("Projekt").selectOption(String(project.id));
    await dialog.getByLabel("Óra / nap").fill("6");
    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/resourceAllocation") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Mentés" }).click();
    const response = await created;
    expect(response.status()).toBe(200);
    const allocation = (await response.json()) as Allocation;
    await expect(toast(page, "Sikeres mentés")).toBeVisible();

    // The editor now shows the saved allocation with its conflicts: the approved leave day.
    const editor = page.getByRole("dialog", { name: "Foglalás szerkesztése" });
    await expect(editor).toBeVisible();
    // Conflicts of consecutive days are grouped into one range (`2026. 09. 07. – 2026. 09. 08.: …`).
    await expect(editor.getByTestId("allocation-conflicts")).toContainText(
      new RegExp(`${huDate(leaveDate).replace(/\./g, "\\.")}( – [0-9. ]+)?: jóváhagyott szabadság`),
    );
    await editor.getByRole("button", { name: "Mégse" }).click();
    await expect(editor).toBeHidden();
    await expect(page.locator(".modal-backdrop")).toHaveCount(0);
    // The save refetches the planner: measure the bar only once that has landed and the grid is still.
    await page.waitForLoadState("networkidle");

    // The bar is in the row, marked with the conflict; drag its right edge one day further.
    const bar = page.locator(`.planner-bar[data-allocation-id="${allocation.id}"]`);
    await expect(bar).toContainText(`${project.code} · 6 ó`);
    await expect(bar.locator(".planner-bar-warn")).toBeVisible();
    // hover() waits until the edge is stable and receives pointer events (the grid re-renders after the
    // save), so the drag starts on the edge and not on the empty cell under it.
    await expect(bar).toHaveAttribute("data-allocation-id", String(allocation.id));
    const edgeHandle = bar.locator(".planner-bar-edge.edge-end");
    await edgeHandle.hover();
    const edge = await edgeHandle.boundingBox();
    const next = await cell(addDays(leaveDate, 2)).boundingBox();
    if (!edge || !next) throw new Error("edge visible");
    const updated = page.waitForResponse(
      (r) => r.url().endsWith(`/api/resourceAllocation/${allocation.id}`) && r.request().method() === "PUT",
    );
    await page.mouse.down();
    await page.mouse.move(next.x + next.width / 2, edge.y + edge.height / 2, { steps: 8 });
    await page.mouse.up();
    const put = await updated;
    expect(put.status()).toBe(200);
    const extended = (await put.json()) as Allocation;
    expect(extended.start).toBe(leaveDate);
    expect(extended.end).toBe(addDays(leaveDate, 2));
    expect(extended.hoursPerDay).toBe(6);

    // Reopening the bar shows the new end and the same hours per day.
    await bar.click();
    const reopened = page.getByRole("dialog", { name: "Foglalás szerkesztése" });
    await expect(reopened.getByLabel("Vége")).toHaveValue(huDate(addDays(leaveDate, 2)));
    await expect(reopened.getByLabel("Óra / nap")).toHaveValue("6");

    // Clean up so the test can run again on the same data.
    await reopened.getByRole("button", { name: "Törlés" }).click();
    await reopened.getByRole("alert").getByRole("button", { name: "Törlés" }).click();
    await expect(reopened).toBeHidden();
  });

  test("keyboard: arrows move the focused cell and Enter opens the create editor", async ({ page }) => {
    await page.goto("/eroforras-naptar?nezet=week");
    await waitForApp(page);
    const grid = page.getByRole("grid", { name: /Erőforrás-tervező/ });
    await grid.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    const active = await grid.getAttribute("aria-activedescendant");
    expect(active).toBe("planner-cell-1-1");
    await expect(page.locator(`#${active}`)).toHaveClass(/is-focused/);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: /Új foglalás|Foglalás szerkesztése/ })).toBeVisible();
  });

  test(`axe on /eroforras-naptar, light and dark`, async ({ page }) => {
    await page.goto("/eroforras-naptar");
    await waitForApp(page);
    await expect(page.getByRole("grid", { name: /Erőforrás-tervező/ })).toBeVisible();
    await reviewShot(page, `resource-planner`, { fullPage: false });
    await expectNoSeriousViolationsInBothSchemes(page, { nameMismatch: true });
  });
});
