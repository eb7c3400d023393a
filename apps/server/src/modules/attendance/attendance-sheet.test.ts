import { describe, expect, it } from "vitest";
import { getMonthCalendar } from "@office/shared/hu/calendar";
import { attendanceToday, buildSheetRows, computeCell } from "./attendance-sheet.ts";
import type { SheetEmployee } from "./attendance.repository.ts";

const november = getMonthCalendar(2026, 11, { companyRestDays: [] }).days;
const employee: SheetEmployee = {
  id: 1,
  name: "Kiss Anna",
  employeeNumber: null,
  department: null,
  employmentStart: "2020-01-01",
  employmentEnd: null,
  workSchedule: "general",
};
const dayOf = (date: string) => {
  const day = november.find((d) => d.date === date);
  if (!day) throw new Error(date);
  return day;
};

describe("attendance sheet: days still to come (issue 19 §3)", () => {
  it("counts only the working days up to a fixed today as present; the month's capacity stays whole", () => {
    const [row] = buildSheetRows(november, { employees: [employee], leaves: [], entries: [] }, "2026-11-25");
    // November 2026: 21 working days (168 hours), of which 2–25 November are 18.
    expect(row?.totals.workingDays).toBe(21);
    expect(row?.totals.present).toBe(18);
    const cellOf = (date: string) => row?.cells[november.findIndex((d) => d.date === date)];
    expect(cellOf("2026-11-25")).toMatchObject({ code: "present", source: "default" });
    expect(cellOf("2026-11-26")).toEqual({ code: null, source: null, halfDay: false, note: null });
    expect(cellOf("2026-11-30")).toMatchObject({ code: null });
  });

  it("still shows planned leave and hr's entries after today, and counts them as what they are", () => {
    const [row] = buildSheetRows(
      november,
      {
        employees: [employee],
        leaves: [
          {
            employeeId: 1,
            leaveType: "szabadsag",
            startDate: "2026-11-27",
            endDate: "2026-11-27",
            halfDay: null,
          },
        ],
        entries: [{ employeeId: 1, day: "2026-11-30", code: "homeOffice", note: null }],
      },
      "2026-11-25",
    );
    expect(row?.totals).toMatchObject({ workingDays: 21, present: 18, leave: 1, homeOffice: 1 });
  });

  it("counts the whole month once it is over, and nothing of a month still to come", () => {
    const data = { employees: [employee], leaves: [], entries: [] };
    expect(buildSheetRows(november, data, "2026-12-01")[0]?.totals.present).toBe(21);
    expect(buildSheetRows(november, data, "2026-10-31")[0]?.totals).toMatchObject({
      workingDays: 21,
      present: 0,
    });
  });

  it("computes a single cell the same way", () => {
    expect(computeCell(dayOf("2026-11-25"), employee, [], undefined, "2026-11-25").code).toBe("present");
    expect(computeCell(dayOf("2026-11-26"), employee, [], undefined, "2026-11-25").code).toBeNull();
  });

  it("takes today in Budapest: 23:30 UTC on 25 November is already the 26th there", () => {
    expect(attendanceToday(Date.UTC(2026, 10, 25, 23, 30))).toBe("2026-11-26");
    expect(attendanceToday(Date.UTC(2026, 10, 25, 12, 0))).toBe("2026-11-25");
  });
});
