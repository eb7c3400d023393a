import { describe, expect, it } from "vitest";
import { buildMonthGrid, isWorkingGridDay } from "./month-grid";
import { monthRange, shiftMonth } from "./year-month";

describe("month grid of the team calendar", () => {
  it("covers December 2026 in Monday-first weeks", () => {
    const weeks = buildMonthGrid({ year: 2026, month: 12 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]?.date).toBe("2026-11-30");
    expect(weeks[4]?.[6]?.date).toBe("2027-01-03");
    expect(weeks[0]?.[0]?.isInMonth).toBe(false);
  });

  it("marks holidays, decree rest days and swapped Saturdays", () => {
    const days = buildMonthGrid({ year: 2026, month: 12 }).flat();
    const byDate = (date: string) => days.find((d) => d.date === date);
    expect(byDate("2026-12-24")?.info?.kind).toBe("restDay");
    expect(byDate("2026-12-25")?.info?.kind).toBe("holiday");
    expect(byDate("2026-12-12")?.info?.kind).toBe("swappedWorkday");
    const swapped = byDate("2026-12-12");
    expect(swapped && isWorkingGridDay(swapped)).toBe(true);
  });

  it("shows an unloaded year's days as plain weekdays and weekends", () => {
    const days = buildMonthGrid({ year: 2026, month: 12 }).flat();
    const nextYear = days.find((d) => d.date === "2027-01-01");
    expect(nextYear?.info).toBeNull();
    expect(nextYear && isWorkingGridDay(nextYear)).toBe(true);
  });

  it("moves between months across years", () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthRange({ year: 2024, month: 2 })).toEqual({ start: "2024-02-01", end: "2024-02-29" });
  });
});
