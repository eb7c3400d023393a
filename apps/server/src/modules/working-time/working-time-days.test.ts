import { describe, expect, it } from "vitest";
import { addDays } from "@office/shared/hu/iso-date";
import { DEFAULT_SCHEDULE, type ScheduleSpec } from "@office/shared/hu/working-time";
import type { SheetEmployee } from "../attendance/attendance.repository.ts";
import { buildDays, overtimeOfRecordedDays, type PersonInput, type StretchRow } from "./working-time-days.ts";

/** A day's sum as `computeRecords` passes it for the days before a range: one stretch of `minutes`. */
const daySum = (workDate: string, minutes: number, kind = "work"): StretchRow => ({
  workDate,
  startsAt: new Date(0),
  endsAt: new Date(minutes * 60_000),
  breakMinutes: 0,
  kind,
});

const employee: SheetEmployee = {
  id: 1,
  name: "Teszt Tamás",
  employeeNumber: null,
  department: null,
  employmentStart: "2026-02-10",
  employmentEnd: null,
  workSchedule: "general",
};

/**
 * A few months of mixed days: 8, 9 and 10-hour days, a Saturday and a holiday (15 March) worked, days
 * before the employment started, a full and a half day of leave with work on them, an hr sick-leave code,
 * stand-by.
 */
function person(schedule: ScheduleSpec): PersonInput<StretchRow> {
  const entries: StretchRow[] = [];
  for (let d = "2026-01-05", i = 0; d <= "2026-05-29"; d = addDays(d, 1), i += 1) {
    if (i % 7 === 5) continue; // some days without entries
    entries.push(daySum(d, 420 + (i % 4) * 60));
    if (i % 11 === 0) entries.push(daySum(d, 120, "standby"));
  }
  return {
    employee,
    schedule,
    entries,
    leaves: [
      {
        employeeId: 1,
        leaveType: "szabadsag",
        attendanceCode: "leave",
        startDate: "2026-03-02",
        endDate: "2026-03-04",
        halfDay: null,
      },
      {
        employeeId: 1,
        leaveType: "szabadsag",
        attendanceCode: "leave",
        startDate: "2026-04-08",
        endDate: "2026-04-08",
        halfDay: "morning",
      },
    ],
    sheetEntries: [{ employeeId: 1, day: "2026-04-21", code: "sick", note: null }],
  };
}

describe("overtimeOfRecordedDays (the year's overtime before a range, issue 21)", () => {
  const ctx = { companyRestDays: ["2026-05-15"], closedMonths: new Set<string>(), today: "2026-12-31" };
  const include = (date: string) => !date.startsWith("2026-03");

  for (const schedule of [
    DEFAULT_SCHEDULE,
    { ...DEFAULT_SCHEDULE, kind: "partTime" as const, dailyMinutes: 360 },
    { ...DEFAULT_SCHEDULE, kind: "flexible" as const },
  ]) {
    it(`equals the overtime buildDays gives the same days (${schedule.kind})`, () => {
      const p = person(schedule);
      const built = buildDays(p, "2026-01-01", "2026-05-31", { ...ctx, noWarnings: true }).days;
      const expected = built.filter((d) => include(d.date)).reduce((s, d) => s + d.overtimeMinutes, 0);
      if (schedule.kind !== "flexible") expect(expected).toBeGreaterThan(0);
      expect(overtimeOfRecordedDays(p, "2026-01-01", "2026-05-31", ctx, include)).toBe(expected);
      // a narrower range counts only its own days
      const april = built
        .filter((d) => d.date.startsWith("2026-04"))
        .reduce((s, d) => s + d.overtimeMinutes, 0);
      expect(overtimeOfRecordedDays(p, "2026-04-01", "2026-04-30", ctx)).toBe(april);
    });
  }

  it("refuses the written schedule, whose days without entries buildDays fills", () => {
    const p = person({ ...DEFAULT_SCHEDULE, recordMode: "schedule" });
    expect(() => overtimeOfRecordedDays(p, "2026-01-01", "2026-05-31", ctx)).toThrow(/written schedule/);
  });
});
