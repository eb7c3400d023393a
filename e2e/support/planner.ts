import type { Planner } from "@office/shared/resource-planning/planner.contract";
import { expect, type Page } from "@playwright/test";
import { callApi } from "./api.ts";
import type { Session } from "./fixtures.ts";
import { waitForApp } from "./shell.ts";

/**
 * Dates and the demo scenario of the Erőforrás-tervező specs (resource-planner.spec.ts). Dates are ISO
 * `YYYY-MM-DD` strings, days counted in UTC.
 */
export const DAY_MS = 86_400_000;
export const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
export const mondayOf = (date: string) =>
  addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
/** `2026-11-05` → `2026. 11. 05.` (the planner's date format). */
export const huDate = (date: string) => `${date.slice(0, 4)}. ${date.slice(5, 7)}. ${date.slice(8, 10)}.`;
/** `text` as a literal inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An employee with a full day of approved leave on Mon–Thu whose next day is a working day without leave, in a
 * week where they have no allocation yet, and an active project covering that week (demo data).
 */
export async function findScenario(session: Session) {
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

/**
 * Opens the planner's week of `date` with the rows filtered to `name` and waits for the grid. Answers
 * `cell(day)`: the grid cell of `name` on `day` (its accessible name starts "<name>, <2026. 11. 05.>").
 */
export async function openPlannerWeek(page: Page, name: string, date: string) {
  await page.goto(`/eroforras-naptar?nezet=week&datum=${date}&q=${encodeURIComponent(name)}`);
  await waitForApp(page);
  const grid = page.getByRole("grid", { name: /Erőforrás-tervező/ });
  await expect(grid).toBeVisible();
  const cell = (day: string) =>
    grid
      .getByRole("gridcell", { name: new RegExp(`^${escapeRegExp(name)}, ${escapeRegExp(huDate(day))}`) })
      .first();
  return { cell };
}
