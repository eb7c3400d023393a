/**
 * The pure parts of the Erőforrás-tervező (`/eroforras-naptar`, issue 9 §1): date ↔ column math, the visible
 * range per zoom, bar layout (lanes), per-day totals, utilisation, per-project and per-week totals and the
 * keyboard focus reducer. Dates are ISO `YYYY-MM-DD` strings, computed in UTC so no time zone shifts a day.
 */
import type { Allocation } from "@office/shared/resource-planning/allocations.contract";
import type { PlannerDay, PlannerResource } from "@office/shared/resource-planning/planner.contract";
import { plannedHoursOnDay } from "@office/shared/resource-planning/allocation-conflicts";

export type Zoom = "week" | "month" | "quarter";

/** Column width in pixels per zoom: a week is roomy, a quarter is dense. */
export const COLUMN_WIDTH: Readonly<Record<Zoom, number>> = { week: 128, month: 44, quarter: 22 };

const DAY_MS = 86_400_000;

const toUtc = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `iso` plus `days` (may be negative). */
export function addDays(iso: string, days: number): string {
  return fromUtc(toUtc(iso) + days * DAY_MS);
}

/** Whole days from `a` to `b` (`b - a`). */
export function diffDays(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** The Monday of the ISO week of `iso`. */
export function mondayOf(iso: string): string {
  const weekday = (new Date(toUtc(iso)).getUTCDay() + 6) % 7; // Monday = 0
  return addDays(iso, -weekday);
}

/** ISO 8601 week number of `iso`. */
export function isoWeek(iso: string): number {
  const thursday = addDays(mondayOf(iso), 3);
  const firstThursday = addDays(mondayOf(`${thursday.slice(0, 4)}-01-04`), 3);
  return diffDays(firstThursday, thursday) / 7 + 1;
}

/** The range shown for a zoom around `anchor`: its ISO week, its calendar month or its calendar quarter. */
export function visibleRange(zoom: Zoom, anchor: string): { start: string; end: string } {
  const year = Number(anchor.slice(0, 4));
  const month = Number(anchor.slice(5, 7)) - 1;
  if (zoom === "week") {
    const start = mondayOf(anchor);
    return { start, end: addDays(start, 6) };
  }
  const firstMonth = zoom === "month" ? month : month - (month % 3);
  const months = zoom === "month" ? 1 : 3;
  return {
    start: fromUtc(Date.UTC(year, firstMonth, 1)),
    end: fromUtc(Date.UTC(year, firstMonth + months, 0)),
  };
}

/** The anchor one step back (`-1`) or forward (`1`) for a zoom. */
export function shiftAnchor(zoom: Zoom, anchor: string, step: -1 | 1): string {
  if (zoom === "week") return addDays(anchor, 7 * step);
  const months = zoom === "month" ? 1 : 3;
  const year = Number(anchor.slice(0, 4));
  const month = Number(anchor.slice(5, 7)) - 1;
  return fromUtc(Date.UTC(year, month + months * step, 1));
}

/** The column of `date` in a range starting at `rangeStart` (may be outside 0‥days-1). */
export function dayToColumn(rangeStart: string, date: string): number {
  return diffDays(rangeStart, date);
}

/** The date of column `column`. */
export function columnToDay(rangeStart: string, column: number): string {
  return addDays(rangeStart, column);
}

/** The column under a horizontal pixel offset within the day area, clamped to 0‥dayCount-1. */
export function pixelToColumn(x: number, columnWidth: number, dayCount: number): number {
  return Math.min(dayCount - 1, Math.max(0, Math.floor(x / columnWidth)));
}

/** A bar of an allocation in a row: the columns it covers (clipped to the range) and its lane. */
export interface BarLayout {
  allocation: Allocation;
  firstColumn: number;
  lastColumn: number;
  lane: number;
  /** The bar starts before / ends after the visible range. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

/**
 * Lays a row's allocations out as bars in lanes, so overlapping allocations stack instead of covering each
 * other: sorted by start (then longer first), each bar takes the lowest lane whose last bar ended before it.
 * Allocations entirely outside the range are left out.
 */
export function layoutBars(
  allocations: readonly Allocation[],
  rangeStart: string,
  dayCount: number,
): BarLayout[] {
  const sorted = [...allocations].sort(
    (a, b) => a.start.localeCompare(b.start) || b.end.localeCompare(a.end) || a.id - b.id,
  );
  const laneEnds: number[] = [];
  const bars: BarLayout[] = [];
  for (const allocation of sorted) {
    const first = dayToColumn(rangeStart, allocation.start);
    const last = dayToColumn(rangeStart, allocation.end);
    if (last < 0 || first > dayCount - 1) continue;
    const firstColumn = Math.max(0, first);
    const lastColumn = Math.min(dayCount - 1, last);
    let lane = laneEnds.findIndex((end) => end < firstColumn);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(lastColumn);
    } else {
      laneEnds[lane] = lastColumn;
    }
    bars.push({
      allocation,
      firstColumn,
      lastColumn,
      lane,
      clippedStart: first < 0,
      clippedEnd: last > dayCount - 1,
    });
  }
  return bars;
}

/** Number of lanes a row needs (at least 1). */
export function laneCount(bars: readonly BarLayout[]): number {
  return Math.max(1, ...bars.map((b) => b.lane + 1));
}

/** A resource's daily capacity in hours on a working day (weeklyHours / 5). */
export function dailyCapacity(resource: Pick<PlannerResource, "weeklyHours">): number {
  return resource.weeklyHours / 5;
}

function isActive(resource: Pick<PlannerResource, "activeFrom" | "activeUntil">, date: string): boolean {
  return (
    (resource.activeFrom === null || resource.activeFrom <= date) &&
    (resource.activeUntil === null || date <= resource.activeUntil)
  );
}

/** The days a resource is away for the whole day (approved leave or sick leave, not half days or pending). */
function awayDays(resource: Pick<PlannerResource, "leave">): Set<string> {
  return new Set(resource.leave.filter((l) => l.state !== "pending" && !l.halfDay).map((l) => l.date));
}

/**
 * Hours planned for a resource on each day of the range (index = column): the sum over the allocations
 * covering the day of `plannedHoursOnDay` — the shared rule behind the server's `plannedHours` (issue 19 §4):
 * nothing on weekends, holidays and rest days, nothing on a day of approved leave or sick leave, half on a
 * half day of it; pending leave still counts.
 */
export function dailyPlannedHours(
  days: readonly PlannerDay[],
  resource: Pick<PlannerResource, "leave">,
  allocations: readonly Allocation[],
): number[] {
  const leaveByDate = new Map(resource.leave.map((l) => [l.date, l]));
  const rangeStart = days[0]?.date ?? "";
  const totals: number[] = days.map(() => 0);
  for (const a of allocations) {
    const first = Math.max(0, dayToColumn(rangeStart, a.start));
    const last = Math.min(days.length - 1, dayToColumn(rangeStart, a.end));
    for (let c = first; c <= last; c++) {
      const day = days[c];
      if (!day) continue;
      const leave = leaveByDate.get(day.date);
      totals[c] =
        (totals[c] ?? 0) +
        plannedHoursOnDay({
          hoursPerDay: a.hoursPerDay,
          isWorkingDay: day.isWorkingDay,
          leave: leave?.state,
          halfDay: leave?.halfDay,
        });
    }
  }
  return totals;
}

/**
 * The hours booked on each day (index = column) regardless of working days, for the over-allocation marks: a
 * day is over-allocated when this exceeds the daily capacity.
 */
export function dailyBookedHours(days: readonly PlannerDay[], allocations: readonly Allocation[]): number[] {
  const rangeStart = days[0]?.date ?? "";
  const totals: number[] = days.map(() => 0);
  for (const a of allocations) {
    const first = Math.max(0, dayToColumn(rangeStart, a.start));
    const last = Math.min(days.length - 1, dayToColumn(rangeStart, a.end));
    for (let c = first; c <= last; c++) totals[c] = (totals[c] ?? 0) + a.hoursPerDay;
  }
  return totals;
}

/** Capacity of a resource over the range, hours: working days while active, minus full days away. */
export function capacityHours(days: readonly PlannerDay[], resource: PlannerResource): number {
  const away = awayDays(resource);
  const perDay = dailyCapacity(resource);
  let total = 0;
  for (const day of days) {
    if (!day.isWorkingDay || !isActive(resource, day.date)) continue;
    const leave = resource.leave.find((l) => l.date === day.date && l.state !== "pending");
    if (away.has(day.date)) continue;
    total += leave?.halfDay ? perDay / 2 : perDay;
  }
  return total;
}

/** Utilisation of a resource over the range: planned hours, capacity and their ratio (0 when no capacity). */
export function utilisation(
  days: readonly PlannerDay[],
  resource: PlannerResource,
  allocations: readonly Allocation[],
): { planned: number; capacity: number; ratio: number } {
  const planned = dailyPlannedHours(days, resource, allocations).reduce((s, h) => s + h, 0);
  const capacity = capacityHours(days, resource);
  return { planned, capacity, ratio: capacity > 0 ? planned / capacity : 0 };
}

/** Planned hours of the range per project (by project id) and per ISO week (by the week's Monday). */
export function totals(
  days: readonly PlannerDay[],
  resources: readonly PlannerResource[],
  allocations: readonly Allocation[],
): { byProject: Map<number, number>; byWeek: Map<string, number> } {
  const byProject = new Map<number, number>();
  const byWeek = new Map<string, number>();
  for (const day of days) byWeek.set(mondayOf(day.date), byWeek.get(mondayOf(day.date)) ?? 0);
  const resourceByKey = new Map(resources.map((r) => [`${r.resourceType}:${r.resourceId}`, r]));
  for (const a of allocations) {
    const resource = resourceByKey.get(`${a.resourceType}:${a.resourceId}`) ?? { leave: [] };
    const hours = dailyPlannedHours(days, resource, [a]);
    hours.forEach((h, column) => {
      if (h === 0) return;
      const week = mondayOf(days[column]?.date ?? "");
      byWeek.set(week, (byWeek.get(week) ?? 0) + h);
      byProject.set(a.projectId, (byProject.get(a.projectId) ?? 0) + h);
    });
  }
  return { byProject, byWeek };
}

/** The grid's focused cell: a row of the flattened row list and a day column. */
export interface FocusState {
  row: number;
  column: number;
}

export type FocusKey =
  "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | "Home" | "End" | "PageUp" | "PageDown";

/** The keys the focus reducer handles. */
export function isFocusKey(key: string): key is FocusKey {
  return ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"].includes(
    key,
  );
}

/**
 * Keyboard navigation of the grid: arrows move one cell, Home/End to the first/last day, PageUp/PageDown by 10
 * rows; clamped to the grid. Rows for which `isSkippable(row)` holds (e.g. none here, group headers are
 * focusable too) are passed over in the direction of travel.
 */
export function moveFocus(
  state: FocusState,
  key: FocusKey,
  rowCount: number,
  columnCount: number,
  isSkippable: (row: number) => boolean = () => false,
): FocusState {
  const clampRow = (r: number) => Math.min(rowCount - 1, Math.max(0, r));
  const clampCol = (c: number) => Math.min(columnCount - 1, Math.max(0, c));
  const step = (from: number, delta: number) => {
    let r = clampRow(from + delta);
    const dir = Math.sign(delta) || 1;
    while (isSkippable(r) && r + dir >= 0 && r + dir < rowCount) r += dir;
    return isSkippable(r) ? state.row : r;
  };
  switch (key) {
    case "ArrowUp":
      return { ...state, row: step(state.row, -1) };
    case "ArrowDown":
      return { ...state, row: step(state.row, 1) };
    case "ArrowLeft":
      return { ...state, column: clampCol(state.column - 1) };
    case "ArrowRight":
      return { ...state, column: clampCol(state.column + 1) };
    case "Home":
      return { ...state, column: 0 };
    case "End":
      return { ...state, column: clampCol(columnCount - 1) };
    case "PageUp":
      return { ...state, row: step(state.row, -10) };
    case "PageDown":
      return { ...state, row: step(state.row, 10) };
  }
}

/** A stable colour per project (hue from the id), dark enough for white text in both themes. */
export function projectColour(projectId: number): string {
  const hue = (projectId * 137) % 360;
  return `hsl(${hue} 60% 32%)`;
}

/** Applies a drag to an allocation's dates: move keeps the length, resizing keeps the other end (min 1 day). */
export function applyDrag(
  allocation: Pick<Allocation, "start" | "end">,
  mode: "move" | "resizeStart" | "resizeEnd",
  deltaDays: number,
): { start: string; end: string } {
  if (mode === "move")
    return { start: addDays(allocation.start, deltaDays), end: addDays(allocation.end, deltaDays) };
  if (mode === "resizeStart") {
    const start = addDays(allocation.start, deltaDays);
    return { start: start > allocation.end ? allocation.end : start, end: allocation.end };
  }
  const end = addDays(allocation.end, deltaDays);
  return { start: allocation.start, end: end < allocation.start ? allocation.start : end };
}
