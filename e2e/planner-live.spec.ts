import type { Allocation } from "@office/shared/resource-planning/allocations.contract";
import type { Planner } from "@office/shared/resource-planning/planner.contract";
import { callApi } from "./support/api.ts";
import { expect, test, type Session } from "./support/fixtures.ts";
import { dragBetween, waitForApp } from "./support/shell.ts";

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
const huDate = (date: string) => `${date.slice(0, 4)}. ${date.slice(5, 7)}. ${date.slice(8, 10)}.`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An employee with a full day of approved leave on Mon–Thu whose next day is a working day without leave, in a
 * week where they have no allocation yet, and an active project covering that week (demo data).
 */
async function findScenario(session: Session) {
  const target = { tenant: session.tenant, port: session.port, token: session.token };
  const start = mondayOf(addDays(iso(Date.now()), -84));
  const end = addDays(start, 181);
  const answer = await callApi<Planner>("GET", `/api/resourcePlanner?start=${start}&end=${end}`, target);
  expect(answer.status).toBe(200);
  const planner = answer.body;
  const working = new Set(planner.days.filter((d) => d.isWorkingDay).map((d) => d.date));
  for (const resource of planner.resources) {
    if (resource.resourceType !== "employee") continue;
    const leaveDates = new Set(resource.leave.map((l) => l.date));
    for (const leave of resource.leave) {
      const next = addDays(leave.date, 1);
      if (leave.state !== "approved" || leave.halfDay || !working.has(leave.date)) continue;
      if (!working.has(next) || leaveDates.has(next)) continue;
      if ((new Date(`${leave.date}T00:00:00Z`).getUTCDay() + 6) % 7 > 3) continue;
      const monday = mondayOf(leave.date);
      const sunday = addDays(monday, 6);
      const busy = planner.allocations.some(
        (a) =>
          a.resourceId === resource.resourceId &&
          a.resourceType === "employee" &&
          a.start <= sunday &&
          a.end >= monday,
      );
      const project = planner.projects.find(
        (p) => p.status === "active" && p.startDate <= monday && (p.endDate === null || p.endDate >= sunday),
      );
      if (!busy && project) return { target, resource, leaveDate: leave.date, project };
    }
  }
  throw new Error(
    "no employee with a free week around approved leave and an active project in the demo data",
  );
}

test.describe("Erőforrás-tervező: live conflicts and planned hours (issue 19 §4)", () => {
  test.use({ signedInAs: "pm" });

  test("the editor warns of leave and over-allocation while editing, before saving; leave days plan no hours", async ({
    page,
    session,
  }) => {
    if (!session) throw new Error("signed in");
    const { resource, leaveDate, project } = await findScenario(session);
    await page.goto(`/eroforras-naptar?nezet=week&datum=${leaveDate}&q=${encodeURIComponent(resource.name)}`);
    await waitForApp(page);
    const grid = page.getByRole("grid", { name: /Erőforrás-tervező/ });
    await expect(grid).toBeVisible();
    const cell = (date: string) =>
      grid
        .getByRole("gridcell", { name: new RegExp(`^${escape(resource.name)}, ${escape(huDate(date))}`) })
        .first();

    // Drag over the leave day and the working day after it. The grid may still lay itself out after its
    // data arrives (a busy 2-core run once dragged over cells that moved): the drag is repeated until the
    // editor opens.
    const dialog = page.getByRole("dialog", { name: "Új foglalás" });
    await expect(cell(leaveDate)).toBeVisible();
    await expect(async () => {
      await dragBetween(page, cell(leaveDate), cell(addDays(leaveDate, 1)));
      await expect(dialog).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    const saves: string[] = [];
    page.on("request", (r) => {
      if (r.method() !== "GET" && r.url().includes("/api/resourceAllocation")) saves.push(r.url());
    });
    await dialog.getByLabel("Projekt").selectOption(String(project.id));
    await dialog.getByLabel("Óra / nap").fill("8");

    // Before saving: the leave day is a warning and plans nothing; only the next day's 8 hours count.
    const conflicts = dialog.getByTestId("allocation-conflicts");
    await expect(conflicts).toContainText(`${huDate(leaveDate)}: jóváhagyott szabadság`);
    await expect(dialog.getByTestId("allocation-planned-hours")).toContainText("Tervezett órák: 8");

    // Raising the hours past the daily capacity shows the over-allocation on the working day, live.
    await dialog.getByLabel("Óra / nap").fill("10");
    // Other specs running at the same time may plan this person too: the hours are at least the draft's 10.
    await expect(conflicts).toContainText(
      new RegExp(`${escapeRegExp(huDate(addDays(leaveDate, 1)))}: túlfoglalás – (1\\d|[2-9]\\d) óra`),
    );
    await expect(dialog.getByTestId("allocation-planned-hours")).toContainText("Tervezett órák: 10");
    await expect(conflicts.locator("li.conflict-warning")).toHaveCount(2);

    // Nothing was written: cancel leaves the planner as it was.
    await dialog.getByRole("button", { name: "Mégse" }).click();
    await expect(dialog).toBeHidden();
    expect(saves).toEqual([]);
  });
});

test.describe("Erőforrás-tervező on a phone (issue 19 §5)", () => {
  test.use({ signedInAs: "pm", viewport: { width: 390, height: 844 } });

  test("shows a per-person list with allocations by project and week and their conflicts instead of the grid", async ({
    page,
    session,
  }) => {
    if (!session) throw new Error("signed in");
    const { target, resource, leaveDate, project } = await findScenario(session);
    const created = await callApi<Allocation>("POST", "/api/resourceAllocation", {
      ...target,
      body: {
        resourceType: "employee",
        resourceId: resource.resourceId,
        projectId: project.id,
        start: leaveDate,
        end: addDays(leaveDate, 1),
        hoursPerDay: 6,
        status: "tentative",
        note: null,
      },
    });
    expect(created.status).toBe(200);
    try {
      await page.goto(
        `/eroforras-naptar?nezet=week&datum=${leaveDate}&q=${encodeURIComponent(resource.name)}`,
      );
      await waitForApp(page);
      const list = page.getByTestId("planner-list");
      await expect(list).toBeVisible();
      await expect(page.getByRole("grid")).toHaveCount(0);
      const card = list
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: resource.name }) });
      await expect(card).toBeVisible();
      await expect(card).toContainText(`${project.code} – ${project.name}`);
      // Planned hours of the week: the leave day plans nothing, the next day 6 hours.
      const firstMonday = mondayOf(`${leaveDate.slice(0, 4)}-01-04`);
      const week = Math.round((Date.parse(mondayOf(leaveDate)) - Date.parse(firstMonday)) / DAY_MS / 7) + 1;
      await expect(card).toContainText(`${week}. hét: 6 óra`);
      await expect(card).toContainText(`${huDate(leaveDate)}: jóváhagyott szabadság`);
      // Nothing is cut off at 390 px.
      const box = await card.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      // A tap opens the editor of that allocation.
      await card.getByRole("button", { name: new RegExp(escape(project.code)) }).click();
      await expect(page.getByRole("dialog", { name: "Foglalás szerkesztése" })).toBeVisible();
    } finally {
      await callApi("DELETE", `/api/resourceAllocation/${created.body.id}`, target);
    }
  });
});

/** `text` as a literal inside a RegExp. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
