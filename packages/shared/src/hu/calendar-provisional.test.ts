import { afterEach, describe, expect, it } from "vitest";
import {
  CalendarYearNotLoadedError,
  countWorkingDays,
  countWorkingDaysDetailed,
  countWorkingDaysInMonth,
  getDayInfo,
  getWorkScheduleDecree,
  isBuiltInCalendarYear,
  isCalendarYearLoaded,
  listLoadedCalendarYears,
  registerWorkScheduleDecree,
  resetWorkScheduleDecrees,
} from "./calendar.ts";

/**
 * Issue 22 §4: a year without a decree (2027 today) is counted provisionally from the statutory holidays of
 * Mt. 102. § (1) (holidays.ts; text checked: január 1., március 15., nagypéntek, húsvéthétfő, május 1.,
 * pünkösdhétfő, augusztus 20., október 23., november 1., december 25–26.) and the weekends, when the
 * caller allows it; and a decree registered at run time (Mt. 102. § (5)) takes effect at once.
 *
 * 2027 by hand: Easter Sunday is 28 March 2027 (Meeus–Jones–Butcher, and python-dateutil's `easter(2027)`),
 * so nagypéntek is Friday 26 March, húsvéthétfő Monday 29 March, pünkösdhétfő (Easter + 50) Monday 17 May.
 * Weekday holidays of 2027: 01-01 (Fri), 03-15 (Mon), 03-26 (Fri), 03-29 (Mon), 05-17 (Mon), 08-20 (Fri),
 * 11-01 (Mon) = 7; 05-01, 10-23 and 12-25 are Saturdays, 12-26 a Sunday. 2027 has 261 weekdays, so
 * 261 − 7 = 254 provisional working days.
 */
const allow = { provisional: "allow" } as const;

afterEach(() => resetWorkScheduleDecrees());

describe("provisional calendar for a year without a decree", () => {
  it("still refuses by default", () => {
    expect(isCalendarYearLoaded(2027)).toBe(false);
    expect(() => getDayInfo("2027-01-04")).toThrow(CalendarYearNotLoadedError);
    expect(() => countWorkingDays("2027-01-01", "2027-01-31")).toThrow(CalendarYearNotLoadedError);
    expect(() => countWorkingDaysDetailed("2027-01-01", "2027-01-31")).toThrow(CalendarYearNotLoadedError);
  });

  it.each([
    ["2027-01-01", "holiday", "Újév", 5],
    ["2027-03-15", "holiday", "Nemzeti ünnep (1848–49-es forradalom és szabadságharc)", 1],
    ["2027-03-26", "holiday", "Nagypéntek", 5],
    ["2027-03-28", "holiday", "Húsvétvasárnap", 7],
    ["2027-03-29", "holiday", "Húsvéthétfő", 1],
    ["2027-05-01", "holiday", "A munka ünnepe", 6],
    ["2027-05-16", "holiday", "Pünkösdvasárnap", 7],
    ["2027-05-17", "holiday", "Pünkösdhétfő", 1],
    ["2027-08-20", "holiday", "Nemzeti ünnep (az államalapítás ünnepe)", 5],
    ["2027-10-23", "holiday", "Nemzeti ünnep (1956-os forradalom és szabadságharc)", 6],
    ["2027-11-01", "holiday", "Mindenszentek", 1],
    ["2027-12-24", "workday", null, 5],
    ["2027-12-25", "holiday", "Karácsony", 6],
    ["2027-12-26", "holiday", "Karácsony másnapja", 7],
    ["2027-01-02", "weekend", null, 6],
    ["2027-01-04", "workday", null, 1],
  ])("%s is a %s (%s)", (date, kind, name, weekday) => {
    const day = getDayInfo(date, allow);
    expect(day).toMatchObject({ date, kind, name, weekday, isWorkingDay: kind === "workday" });
    if (kind === "holiday") expect(day.source).toContain("Mt. 102. § (1)");
  });

  it("counts 2027 from holidays and weekends, and says it was provisional", () => {
    expect(countWorkingDays("2027-01-01", "2027-12-31", allow)).toBe(254);
    expect(countWorkingDaysInMonth(2027, 1, allow)).toBe(20); // 21 weekdays − Újév
    expect(countWorkingDaysInMonth(2027, 3, allow)).toBe(20); // 23 weekdays − 03-15, 03-26, 03-29
    expect(countWorkingDaysInMonth(2027, 5, allow)).toBe(20); // 21 weekdays − pünkösdhétfő (05-01 is a Saturday)
    expect(countWorkingDaysDetailed("2027-03-22", "2027-04-02", allow)).toEqual({
      days: 8, // 10 weekdays − nagypéntek − húsvéthétfő
      provisional: true,
      provisionalYears: [2027],
    });
  });

  it("keeps a loaded year final inside a range that reaches into an unloaded one", () => {
    // 2026-12-21 … 2027-01-08: 2026 has 12-24 as a decree rest day, 12-25/26 holidays (Fri/Sat);
    // weekdays 12-21 … 12-31 = 9, minus 12-24 and 12-25 = 7; 2027-01-01 … 01-08: 6 weekdays − Újév = 5.
    expect(countWorkingDaysDetailed("2026-12-21", "2027-01-08", allow)).toEqual({
      days: 12,
      provisional: true,
      provisionalYears: [2027],
    });
    expect(countWorkingDaysDetailed("2026-12-21", "2026-12-31", allow)).toEqual({
      days: 7,
      provisional: false,
      provisionalYears: [],
    });
  });

  it("applies company rest days and the `other` schedule in a provisional year too", () => {
    expect(getDayInfo("2027-01-04", { ...allow, companyRestDays: ["2027-01-04"] }).kind).toBe(
      "companyRestDay",
    );
    expect(getDayInfo("2027-01-01", { ...allow, workSchedule: "other" }).kind).toBe("holiday");
  });
});

describe("registerWorkScheduleDecree", () => {
  // Invented test dates, not a real decree: the point is that a registered year takes effect at once.
  const testDecree = {
    year: 2027,
    decree: "teszt rendelet a 2027. évi munkaszüneti napok körüli munkarendről",
    swaps: [{ workday: "2027-03-20", restDay: "2027-03-16" }],
    note: null,
    verifiedBy: ["unit test"],
  };

  it("makes a year final at once, even after a provisional answer was cached", () => {
    expect(getDayInfo("2027-03-16", allow).kind).toBe("workday");
    registerWorkScheduleDecree(testDecree);
    expect(isCalendarYearLoaded(2027)).toBe(true);
    expect(isBuiltInCalendarYear(2027)).toBe(false);
    expect(listLoadedCalendarYears()).toContain(2027);
    expect(getDayInfo("2027-03-16")).toMatchObject({ kind: "restDay", isWorkingDay: false });
    expect(getDayInfo("2027-03-20")).toMatchObject({ kind: "swappedWorkday", isWorkingDay: true });
    expect(getDayInfo("2027-03-20").source).toContain("teszt rendelet");
    expect(countWorkingDaysDetailed("2027-01-01", "2027-12-31", allow)).toEqual({
      days: 254,
      provisional: false,
      provisionalYears: [],
    });
  });

  it("replaces a built-in year and drops its cached table; reset brings the built-in back", () => {
    expect(getDayInfo("2026-01-02").kind).toBe("restDay");
    expect(isBuiltInCalendarYear(2026)).toBe(true);
    registerWorkScheduleDecree({ ...getWorkScheduleDecree(2026), swaps: [] });
    expect(getDayInfo("2026-01-02").kind).toBe("workday");
    expect(isBuiltInCalendarYear(2026)).toBe(false);
    resetWorkScheduleDecrees();
    expect(getDayInfo("2026-01-02").kind).toBe("restDay");
    expect(isCalendarYearLoaded(2027)).toBe(false);
  });
});
