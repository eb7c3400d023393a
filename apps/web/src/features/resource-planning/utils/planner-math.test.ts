import { describe, expect, it } from "vitest";
import type { Allocation } from "@office/shared/resource-planning/allocations.contract";
import type { PlannerDay, PlannerResource } from "@office/shared/resource-planning/planner.contract";
import {
  addDays,
  applyDrag,
  capacityHours,
  columnToDay,
  dailyBookedHours,
  dailyPlannedHours,
  dayToColumn,
  isoWeek,
  laneCount,
  layoutBars,
  mondayOf,
  moveFocus,
  pixelToColumn,
  shiftAnchor,
  totals,
  utilisation,
  visibleRange,
} from "./planner-math";
import { allocationConflicts } from "@office/shared/resource-planning/allocation-conflicts";
import { fitColumnWidth } from "./use-planner-layout";

const alloc = (id: number, start: string, end: string, hoursPerDay = 8, projectId = 1): Allocation => ({
  id,
  resourceType: "employee",
  resourceId: 1,
  resourceName: "Teszt Elek",
  projectId,
  projectCode: `P${projectId}`,
  projectName: "Projekt",
  start,
  end,
  hoursPerDay,
  status: "tentative",
  note: null,
  plannedHours: 0,
  bookedHours: 0,
  conflicts: [],
});

/** 2026-12-21 (Mon) … 2026-12-27 (Sun): Dec 24 a rest day, Dec 25–26 holidays. */
const week: PlannerDay[] = [
  { date: "2026-12-21", kind: "workday", isWorkingDay: true, name: null },
  { date: "2026-12-22", kind: "workday", isWorkingDay: true, name: null },
  { date: "2026-12-23", kind: "workday", isWorkingDay: true, name: null },
  { date: "2026-12-24", kind: "restDay", isWorkingDay: false, name: "Szenteste" },
  { date: "2026-12-25", kind: "holiday", isWorkingDay: false, name: "Karácsony" },
  { date: "2026-12-26", kind: "holiday", isWorkingDay: false, name: "Karácsony" },
  { date: "2026-12-27", kind: "weekend", isWorkingDay: false, name: null },
];

const person = (over: Partial<PlannerResource> = {}): PlannerResource => ({
  resourceType: "employee",
  resourceId: 1,
  name: "Teszt Elek",
  department: "Fejlesztés",
  position: null,
  weeklyHours: 40,
  workSchedule: "general",
  activeFrom: null,
  activeUntil: null,
  leave: [],
  ...over,
});

describe("date ↔ column math", () => {
  it("adds and subtracts days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
  it("maps dates to columns and back", () => {
    expect(dayToColumn("2026-11-01", "2026-11-30")).toBe(29);
    expect(columnToDay("2026-11-01", 29)).toBe("2026-11-30");
    expect(dayToColumn("2026-11-01", "2026-10-31")).toBe(-1);
  });
  it("maps pixels to clamped columns", () => {
    expect(pixelToColumn(0, 44, 30)).toBe(0);
    expect(pixelToColumn(43.9, 44, 30)).toBe(0);
    expect(pixelToColumn(44, 44, 30)).toBe(1);
    expect(pixelToColumn(-10, 44, 30)).toBe(0);
    expect(pixelToColumn(99_999, 44, 30)).toBe(29);
  });
  it("finds Mondays and ISO weeks", () => {
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(isoWeek("2026-11-23")).toBe(48);
    expect(isoWeek("2027-01-01")).toBe(53);
    expect(isoWeek("2026-01-01")).toBe(1);
  });
  it("computes the visible range per zoom and steps", () => {
    expect(visibleRange("week", "2026-11-25")).toEqual({ start: "2026-11-23", end: "2026-11-29" });
    expect(visibleRange("month", "2026-02-10")).toEqual({ start: "2026-02-01", end: "2026-02-28" });
    expect(visibleRange("quarter", "2026-11-25")).toEqual({ start: "2026-10-01", end: "2026-12-31" });
    expect(shiftAnchor("week", "2026-11-25", 1)).toBe("2026-12-02");
    expect(shiftAnchor("month", "2026-01-31", 1)).toBe("2026-02-01");
    expect(shiftAnchor("quarter", "2026-11-25", 1)).toBe("2027-02-01");
    expect(visibleRange("quarter", shiftAnchor("quarter", "2026-11-25", 1)).start).toBe("2027-01-01");
  });
});

describe("bar layout", () => {
  it("stacks overlapping allocations in lanes and reuses free lanes", () => {
    const bars = layoutBars(
      [
        alloc(1, "2026-12-21", "2026-12-23"),
        alloc(2, "2026-12-22", "2026-12-22"),
        alloc(3, "2026-12-24", "2026-12-27"),
      ],
      "2026-12-21",
      7,
    );
    expect(bars.map((b) => [b.allocation.id, b.firstColumn, b.lastColumn, b.lane])).toEqual([
      [1, 0, 2, 0],
      [2, 1, 1, 1],
      [3, 3, 6, 0],
    ]);
    expect(laneCount(bars)).toBe(2);
  });
  it("clips to the range and drops allocations outside it", () => {
    const bars = layoutBars(
      [alloc(1, "2026-12-01", "2026-12-22"), alloc(2, "2027-01-05", "2027-01-09")],
      "2026-12-21",
      7,
    );
    expect(bars).toHaveLength(1);
    expect(bars[0]).toMatchObject({ firstColumn: 0, lastColumn: 1, clippedStart: true, clippedEnd: false });
    expect(laneCount([])).toBe(1);
  });
  it("moves keep the length, resizes keep the other end and at least a day", () => {
    const a = alloc(1, "2026-12-21", "2026-12-23");
    expect(applyDrag(a, "move", 2)).toEqual({ start: "2026-12-23", end: "2026-12-25" });
    expect(applyDrag(a, "resizeEnd", 3)).toEqual({ start: "2026-12-21", end: "2026-12-26" });
    expect(applyDrag(a, "resizeEnd", -5)).toEqual({ start: "2026-12-21", end: "2026-12-21" });
    expect(applyDrag(a, "resizeStart", -1)).toEqual({ start: "2026-12-20", end: "2026-12-23" });
    expect(applyDrag(a, "resizeStart", 4)).toEqual({ start: "2026-12-23", end: "2026-12-23" });
  });
});

describe("utilisation and totals", () => {
  it("counts capacity on working days only, without full days of leave, half days at half", () => {
    expect(capacityHours(week, person())).toBe(24);
    expect(
      capacityHours(
        week,
        person({
          leave: [{ date: "2026-12-21", state: "approved", leaveType: "szabadsag", halfDay: false }],
        }),
      ),
    ).toBe(16);
    expect(
      capacityHours(
        week,
        person({ leave: [{ date: "2026-12-21", state: "approved", leaveType: "szabadsag", halfDay: true }] }),
      ),
    ).toBe(20);
    expect(
      capacityHours(
        week,
        person({ leave: [{ date: "2026-12-21", state: "pending", leaveType: "szabadsag", halfDay: false }] }),
      ),
    ).toBe(24);
    expect(capacityHours(week, person({ weeklyHours: 20, activeFrom: "2026-12-22" }))).toBe(8);
  });
  it("plans hours on working days without leave and gives the ratio", () => {
    const r = person({
      leave: [{ date: "2026-12-22", state: "sick", leaveType: "betegszabadsag", halfDay: false }],
    });
    const u = utilisation(week, r, [
      alloc(1, "2026-12-21", "2026-12-27", 4),
      alloc(2, "2026-12-23", "2026-12-23", 6),
    ]);
    expect(u).toEqual({ planned: 4 + 4 + 6, capacity: 16, ratio: 14 / 16 });
  });
  it("gives the booked hours per day for the over-allocation marks", () => {
    expect(
      dailyBookedHours(week, [
        alloc(1, "2026-12-21", "2026-12-22", 6),
        alloc(2, "2026-12-22", "2026-12-23", 4),
      ]),
    ).toEqual([6, 10, 4, 0, 0, 0, 0]);
  });
  it("sums planned hours per project and per week", () => {
    const sums = totals(
      week,
      [person()],
      [alloc(1, "2026-12-21", "2026-12-27", 4, 7), alloc(2, "2026-12-23", "2026-12-23", 2, 9)],
    );
    expect(sums.byProject).toEqual(
      new Map([
        [7, 12],
        [9, 2],
      ]),
    );
    expect(sums.byWeek).toEqual(new Map([["2026-12-21", 14]]));
  });
  it("counts no leave days and holidays into planned hours, half a half day — as the server (issue 19 §4)", () => {
    const r = person({
      leave: [
        { date: "2026-12-21", state: "approved", leaveType: "szabadsag", halfDay: false },
        { date: "2026-12-22", state: "approved", leaveType: "szabadsag", halfDay: true },
        { date: "2026-12-23", state: "pending", leaveType: "szabadsag", halfDay: false },
      ],
    });
    const a = alloc(1, "2026-12-21", "2026-12-27", 8);
    expect(dailyPlannedHours(week, r, [a])).toEqual([0, 4, 8, 0, 0, 0, 0]);
    const { plannedHours } = allocationConflicts({
      start: a.start,
      end: a.end,
      hoursPerDay: 8,
      weeklyHours: 40,
      leave: new Map(r.leave.map((l) => [l.date, l.state])),
      halfDayLeave: new Set(["2026-12-22"]),
    });
    expect(plannedHours).toBe(12);
    expect(totals(week, [r], [a]).byProject.get(1)).toBe(plannedHours);
  });
});

describe("column width (issue 19 §4: the week view uses the full width)", () => {
  it("widens the day columns to fill the width, never below the zoom's minimum", () => {
    expect(fitColumnWidth(128, 1200, 240, 7)).toBe(136);
    expect(fitColumnWidth(128, 800, 240, 7)).toBe(128);
    expect(fitColumnWidth(44, 1200, 240, 31)).toBe(44);
    expect(fitColumnWidth(128, 0, 240, 7)).toBe(128);
  });
});

describe("keyboard navigation reducer", () => {
  it("moves with arrows and clamps at the edges", () => {
    expect(moveFocus({ row: 0, column: 0 }, "ArrowDown", 3, 7)).toEqual({ row: 1, column: 0 });
    expect(moveFocus({ row: 0, column: 0 }, "ArrowUp", 3, 7)).toEqual({ row: 0, column: 0 });
    expect(moveFocus({ row: 2, column: 6 }, "ArrowRight", 3, 7)).toEqual({ row: 2, column: 6 });
    expect(moveFocus({ row: 2, column: 6 }, "ArrowLeft", 3, 7)).toEqual({ row: 2, column: 5 });
    expect(moveFocus({ row: 2, column: 2 }, "ArrowDown", 3, 7)).toEqual({ row: 2, column: 2 });
  });
  it("jumps with Home, End, PageUp and PageDown", () => {
    expect(moveFocus({ row: 1, column: 3 }, "Home", 30, 7)).toEqual({ row: 1, column: 0 });
    expect(moveFocus({ row: 1, column: 3 }, "End", 30, 7)).toEqual({ row: 1, column: 6 });
    expect(moveFocus({ row: 1, column: 3 }, "PageDown", 30, 7)).toEqual({ row: 11, column: 3 });
    expect(moveFocus({ row: 5, column: 3 }, "PageUp", 30, 7)).toEqual({ row: 0, column: 3 });
  });
  it("passes over skippable rows in the direction of travel", () => {
    const skip = (r: number) => r === 1;
    expect(moveFocus({ row: 0, column: 0 }, "ArrowDown", 3, 7, skip)).toEqual({ row: 2, column: 0 });
    expect(moveFocus({ row: 2, column: 0 }, "ArrowUp", 3, 7, skip)).toEqual({ row: 0, column: 0 });
    expect(moveFocus({ row: 0, column: 0 }, "ArrowUp", 3, 7, (r) => r === 0)).toEqual({ row: 0, column: 0 });
  });
});
