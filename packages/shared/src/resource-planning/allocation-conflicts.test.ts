import { describe, expect, it } from "vitest";
import {
  allocationConflicts,
  dailyCapacityHours,
  plannedHoursOnDay,
  plannerDayInfo,
  type AllocationConflictInput,
} from "./allocation-conflicts.ts";

/** Christmas week 2025: Mon 22 and Tue 23 working, Wed 24 decree rest day, Thu 25 / Fri 26 holidays. */
const XMAS: AllocationConflictInput = {
  start: "2025-12-22",
  end: "2025-12-28",
  hoursPerDay: 8,
  weeklyHours: 40,
};
const kinds = (input: AllocationConflictInput) =>
  allocationConflicts(input).conflicts.map((c) => `${c.date.slice(5)} ${c.kind}/${c.severity}`);

describe("allocation conflicts (issue 9 §1)", () => {
  it("plans only working days; rest day, holidays and weekend are info lines with their names", () => {
    const { conflicts, plannedHours } = allocationConflicts(XMAS);
    expect(plannedHours).toBe(16);
    expect(conflicts.map((c) => `${c.date.slice(5)} ${c.kind}/${c.severity}`)).toEqual([
      "12-24 restDay/info",
      "12-25 holiday/info",
      "12-26 holiday/info",
      "12-27 weekend/info",
      "12-28 weekend/info",
    ]);
    expect(conflicts[1]?.name).toMatch(/Karácsony/);
  });

  it("a swapped working Saturday adds capacity (2025-12-13), for the general schedule only", () => {
    const saturday = { start: "2025-12-13", end: "2025-12-13", hoursPerDay: 8, weeklyHours: 40 };
    expect(allocationConflicts(saturday)).toEqual({ conflicts: [], plannedHours: 8 });
    expect(dailyCapacityHours("2025-12-13", 40)).toBe(8);
    const other = { ...saturday, calendar: { workSchedule: "other" as const } };
    expect(kinds(other)).toEqual(["12-13 weekend/info"]);
    expect(allocationConflicts({ ...XMAS, calendar: { workSchedule: "other" } }).plannedHours).toBe(24);
  });

  it.each<[string, Partial<AllocationConflictInput>, string[], number]>([
    [
      "approved leave and sick leave block the day; pending leave is a notice and still counts",
      {
        leave: new Map([
          ["2025-12-22", "approved"],
          ["2025-12-23", "pending"],
        ]),
        end: "2025-12-23",
      },
      ["12-22 leave/warning", "12-23 pendingLeave/notice"],
      8,
    ],
    [
      "sick leave",
      { leave: new Map([["2025-12-23", "sick"]]), end: "2025-12-23" },
      ["12-23 sickLeave/warning"],
      8,
    ],
    [
      "over-allocation: this allocation plus the others above weeklyHours / 5",
      { hoursPerDay: 6, otherHours: new Map([["2025-12-22", 4]]), end: "2025-12-23" },
      ["12-22 overAllocated/warning"],
      12,
    ],
    [
      "part-time (20 h/week): 6 h a day is over the 4 h capacity",
      { hoursPerDay: 6, weeklyHours: 20, end: "2025-12-22" },
      ["12-22 overAllocated/warning"],
      6,
    ],
    [
      "days outside the project",
      { project: { start: "2025-12-23", end: null }, end: "2025-12-23" },
      ["12-22 outsideProject/warning"],
      16,
    ],
    [
      "days outside an external resource's contract",
      { contract: { start: null, end: "2025-12-22" }, end: "2025-12-23" },
      ["12-23 outsideContract/warning"],
      16,
    ],
  ])("%s", (_name, over, expected, planned) => {
    const input = { ...XMAS, ...over };
    const got = kinds(input);
    expect(got).toEqual(expected);
    expect(allocationConflicts(input).plannedHours).toBe(planned);
  });

  it("over-allocation carries the day's total and the capacity", () => {
    const [c] = allocationConflicts({
      ...XMAS,
      end: "2025-12-22",
      hoursPerDay: 6,
      otherHours: new Map([["2025-12-22", 4]]),
    }).conflicts;
    expect(c).toEqual({
      date: "2025-12-22",
      kind: "overAllocated",
      severity: "warning",
      hours: 10,
      capacity: 8,
    });
  });

  it("refuses an end before the start", () => {
    expect(() => allocationConflicts({ ...XMAS, end: "2025-12-21" })).toThrow(RangeError);
  });
});

describe("plannerDayInfo (years without a loaded decree)", () => {
  it("falls back to weekends and the public holidays of Mt. 102. §", () => {
    expect(plannerDayInfo("2030-01-01")).toMatchObject({ kind: "holiday", isWorkingDay: false });
    expect(plannerDayInfo("2030-01-05")).toMatchObject({ kind: "weekend", isWorkingDay: false });
    expect(plannerDayInfo("2030-01-07")).toMatchObject({ kind: "workday", isWorkingDay: true });
    expect(plannerDayInfo("2030-01-07", { companyRestDays: ["2030-01-07"] })).toMatchObject({
      kind: "companyRestDay",
      isWorkingDay: false,
    });
    const { plannedHours, conflicts } = allocationConflicts({
      start: "2030-12-23",
      end: "2030-12-27",
      hoursPerDay: 8,
      weeklyHours: 40,
    });
    expect(plannedHours).toBe(3 * 8);
    expect(conflicts.map((c) => [c.date, c.kind])).toEqual([
      ["2030-12-25", "holiday"],
      ["2030-12-26", "holiday"],
    ]);
  });
});

describe("planned hours leave out leave days and holidays (issue 19 §4)", () => {
  it("plannedHoursOnDay: nothing on a non-working day or a full day away, half on a half day, pending counts", () => {
    expect(plannedHoursOnDay({ hoursPerDay: 6, isWorkingDay: true })).toBe(6);
    expect(plannedHoursOnDay({ hoursPerDay: 6, isWorkingDay: false })).toBe(0);
    expect(plannedHoursOnDay({ hoursPerDay: 6, isWorkingDay: true, leave: "approved" })).toBe(0);
    expect(plannedHoursOnDay({ hoursPerDay: 6, isWorkingDay: true, leave: "sick" })).toBe(0);
    expect(plannedHoursOnDay({ hoursPerDay: 6, isWorkingDay: true, leave: "approved", halfDay: true })).toBe(
      3,
    );
    expect(plannedHoursOnDay({ hoursPerDay: 6, isWorkingDay: true, leave: "pending" })).toBe(6);
    expect(plannedHoursOnDay({ hoursPerDay: 6, isWorkingDay: false, leave: "approved", halfDay: true })).toBe(
      0,
    );
  });

  it("a week with a holiday and two leave days plans the two remaining days only", () => {
    // 2026-10-19 … 10-25: Fri 23 October is a public holiday (1956), Mon–Tue on leave, Wed–Thu plannable.
    const leave = new Map([
      ["2026-10-19", "approved" as const],
      ["2026-10-20", "approved" as const],
    ]);
    const { plannedHours, conflicts } = allocationConflicts({
      start: "2026-10-19",
      end: "2026-10-25",
      hoursPerDay: 8,
      weeklyHours: 40,
      leave,
    });
    expect(plannedHours).toBe(16);
    expect(
      conflicts.filter((c) => c.severity === "warning").map((c) => `${c.date.slice(5)} ${c.kind}`),
    ).toEqual(["10-19 leave", "10-20 leave"]);
    expect(conflicts.find((c) => c.kind === "holiday")?.date).toBe("2026-10-23");
  });

  it("a half day of leave plans half the hours, is a notice and halves the capacity for over-allocation", () => {
    const { plannedHours, conflicts } = allocationConflicts({
      start: "2026-11-24",
      end: "2026-11-24",
      hoursPerDay: 6,
      weeklyHours: 40,
      leave: new Map([["2026-11-24", "approved"]]),
      halfDayLeave: new Set(["2026-11-24"]),
    });
    expect(plannedHours).toBe(3);
    expect(conflicts).toEqual([
      { date: "2026-11-24", kind: "leave", severity: "notice" },
      { date: "2026-11-24", kind: "overAllocated", severity: "warning", hours: 6, capacity: 4 },
    ]);
  });
});
