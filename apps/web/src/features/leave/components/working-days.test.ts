import { describe, expect, it } from "vitest";
import { previewWorkingDays } from "./working-days";

describe("live working-day count of a leave request", () => {
  it("counts a plain week as 5 working days", () => {
    expect(previewWorkingDays("2026-12-07", "2026-12-11", false)).toEqual({
      status: "counted",
      days: 5,
      provisionalYears: [],
    });
  });

  it("gives 0 for 24 December 2026 (a rest day by the 2026 NGM decree)", () => {
    expect(previewWorkingDays("2026-12-24", "2026-12-24", false)).toEqual({
      status: "counted",
      days: 0,
      provisionalYears: [],
    });
  });

  it("counts the swapped Saturday 12 December 2026 as a working day", () => {
    expect(previewWorkingDays("2026-12-12", "2026-12-12", false)).toEqual({
      status: "counted",
      days: 1,
      provisionalYears: [],
    });
  });

  it("counts a half day as 0.5 on a single working day only", () => {
    expect(previewWorkingDays("2026-12-07", "2026-12-07", true)).toEqual({
      status: "counted",
      days: 0.5,
      provisionalYears: [],
    });
    expect(previewWorkingDays("2026-12-25", "2026-12-25", true)).toEqual({
      status: "counted",
      days: 0,
      provisionalYears: [],
    });
  });

  it("egyéb munkarend counts Monday–Friday around the decree's swaps", () => {
    // 2026: Thursday 24 December is a decree rest day (worked on Saturday 12 December) only in the general schedule.
    expect(previewWorkingDays("2026-12-21", "2026-12-24", false)).toEqual({
      status: "counted",
      days: 3,
      provisionalYears: [],
    });
    expect(previewWorkingDays("2026-12-21", "2026-12-24", false, "other")).toEqual({
      status: "counted",
      days: 4,
      provisionalYears: [],
    });
    expect(previewWorkingDays("2026-12-12", "2026-12-12", false, "other")).toEqual({
      status: "counted",
      days: 0,
      provisionalYears: [],
    });
  });

  it("waits for both dates", () => {
    expect(previewWorkingDays("2026-12-07", "", false)).toEqual({ status: "incomplete" });
  });

  it("explains an end before the start in Hungarian", () => {
    expect(previewWorkingDays("2026-12-11", "2026-12-07", false)).toEqual({
      status: "error",
      message: "A záró dátum nem lehet korábbi a kezdő dátumnál.",
    });
  });

  it("counts a year without its decree from the holidays and weekends, and names it (issue 22 §4)", () => {
    // 2031-01-05 is a Sunday, 2031-01-06 a Monday.
    expect(previewWorkingDays("2031-01-05", "2031-01-06", false)).toEqual({
      status: "counted",
      days: 1,
      provisionalYears: [2031],
    });
    // 2026-12-28 .. 2027-01-08: 28–31 December (loaded), 1 January a holiday, 4–8 January provisional.
    expect(previewWorkingDays("2026-12-28", "2027-01-08", false)).toEqual({
      status: "counted",
      days: 9,
      provisionalYears: [2027],
    });
  });
});
