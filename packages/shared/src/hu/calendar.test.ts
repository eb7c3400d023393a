import { describe, expect, it } from "vitest";
import { WORK_SCHEDULE_DECREES } from "./calendar-data.ts";
import {
  CalendarYearNotLoadedError,
  countWorkingDays,
  dayForWorkSchedule,
  countWorkingDaysInMonth,
  getDayInfo,
  getMonthCalendar,
  getWorkScheduleDecree,
  isWorkingDay,
  LOADED_CALENDAR_YEARS,
} from "./calendar.ts";
import { listPublicHolidays } from "./holidays.ts";

/**
 * The decrees' § 2 as published (restated here independently of calendar-data.ts, so a typo in the data
 * fails the test): [year, decree number, [Saturday made a working day, weekday made a rest day][]].
 */
const DECREES: [number, string | null, [string, string][]][] = [
  [
    2020,
    "7/2019. (VI. 25.) PM",
    [
      ["2020-08-29", "2020-08-21"],
      ["2020-12-12", "2020-12-24"],
    ],
  ],
  [2021, "14/2020. (V. 13.) ITM", [["2021-12-11", "2021-12-24"]]],
  [
    2022,
    "23/2021. (VI. 1.) ITM",
    [
      ["2022-03-26", "2022-03-14"],
      ["2022-10-15", "2022-10-31"],
    ],
  ],
  [2023, null, []],
  [
    2024,
    "15/2023. (VII. 13.) GFM",
    [
      ["2024-08-03", "2024-08-19"],
      ["2024-12-07", "2024-12-24"],
      ["2024-12-14", "2024-12-27"],
    ],
  ],
  [
    2025,
    "11/2024. (IV. 8.) NGM",
    [
      ["2025-05-17", "2025-05-02"],
      ["2025-10-18", "2025-10-24"],
      ["2025-12-13", "2025-12-24"],
    ],
  ],
  [
    2026,
    "10/2025. (IV. 30.) NGM",
    [
      ["2026-01-10", "2026-01-02"],
      ["2026-08-08", "2026-08-21"],
      ["2026-12-12", "2026-12-24"],
    ],
  ],
];

describe("loaded years", () => {
  it("covers 2020–2026, one decree entry each", () => {
    expect(LOADED_CALENDAR_YEARS).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(WORK_SCHEDULE_DECREES.map((d) => d.year)).toEqual([...LOADED_CALENDAR_YEARS]);
  });

  it("cites a decree (or says why there is none) and its sources for every year", () => {
    for (const decree of WORK_SCHEDULE_DECREES) {
      if (decree.decree === null) expect(decree.note).toMatch(/nem volt munkanap-áthelyezés/);
      else expect(decree.decree).toContain(`a ${decree.year}. évi munkaszüneti napok körüli munkarendről`);
      expect(decree.verifiedBy.length).toBeGreaterThan(0);
    }
  });
});

describe.each(DECREES)("%i decree (%s)", (year, decreeNumber, swaps) => {
  it("matches the data file", () => {
    const decree = getWorkScheduleDecree(year);
    if (decreeNumber === null) expect(decree.decree).toBeNull();
    else expect(decree.decree).toContain(decreeNumber);
    expect(decree.swaps.map((s) => [s.workday, s.restDay])).toEqual(swaps);
  });

  it.each(swaps)("Saturday %s is a working day, %s is a rest day", (workday, restDay) => {
    const work = getDayInfo(workday);
    expect(work).toMatchObject({ kind: "swappedWorkday", isWorkingDay: true, weekday: 6 });
    expect(work.source).toContain(decreeNumber ?? "");
    expect(work.name).toMatch(/^Áthelyezett munkanap/);
    const rest = getDayInfo(restDay);
    expect(rest).toMatchObject({ kind: "restDay", isWorkingDay: false });
    expect(rest.weekday).toBeLessThanOrEqual(5);
    expect(rest.name).toMatch(/^Áthelyezett pihenőnap/);
  });

  it("has no other working Saturday and no other weekday rest day than the holidays", () => {
    const swapped = new Set(swaps.flat());
    const holidays = new Set(listPublicHolidays(year).map((h) => h.date));
    for (let month = 1; month <= 12; month += 1) {
      for (const day of getMonthCalendar(year, month).days) {
        if (swapped.has(day.date)) continue;
        if (holidays.has(day.date)) expect(day.kind).toBe("holiday");
        else expect(day.kind).toBe(day.weekday >= 6 ? "weekend" : "workday");
      }
    }
  });
});

describe("getDayInfo", () => {
  it.each([
    ["2026-01-01", "holiday", "Újév"],
    ["2026-03-15", "holiday", "Nemzeti ünnep (1848–49-es forradalom és szabadságharc)"],
    ["2026-04-03", "holiday", "Nagypéntek"],
    ["2026-04-05", "holiday", "Húsvétvasárnap"],
    ["2026-04-06", "holiday", "Húsvéthétfő"],
    ["2026-05-25", "holiday", "Pünkösdhétfő"],
    ["2026-12-25", "holiday", "Karácsony"],
    ["2026-12-26", "holiday", "Karácsony másnapja"],
    ["2026-01-02", "restDay", "Áthelyezett pihenőnap (ledolgozva: 2026. 01. 10.)"],
    ["2026-01-10", "swappedWorkday", "Áthelyezett munkanap (2026. 01. 02. helyett)"],
    ["2026-01-03", "weekend", null],
    ["2026-01-05", "workday", null],
  ])("%s is %s (%s)", (date, kind, name) => {
    expect(getDayInfo(date)).toMatchObject({ date, kind, name });
  });

  it("cites Mt. 102. § for holidays", () => {
    expect(getDayInfo("2025-08-20").source).toBe("Mt. 102. § (1) (2012. évi I. törvény)");
  });

  it("treats a holiday on a Saturday as a holiday (no working day lost)", () => {
    expect(getDayInfo("2026-12-26")).toMatchObject({ kind: "holiday", weekday: 6, isWorkingDay: false });
  });

  it("rejects a malformed date", () => {
    expect(() => getDayInfo("2026-02-30")).toThrow(RangeError);
  });
});

describe("years without a decree", () => {
  it.each([
    ["2019-12-31", 2019],
    ["2027-01-04", 2027],
    ["1999-06-01", 1999],
  ])("%s throws CalendarYearNotLoadedError", (date, year) => {
    expect(() => getDayInfo(date)).toThrow(CalendarYearNotLoadedError);
    expect(() => isWorkingDay(date)).toThrow(
      `A(z) ${year}. év munkarendje (áthelyezett munkanapok) még nincs betöltve.`,
    );
    try {
      getDayInfo(date);
    } catch (error) {
      expect(error).toBeInstanceOf(CalendarYearNotLoadedError);
      expect((error as CalendarYearNotLoadedError).year).toBe(year);
      expect((error as CalendarYearNotLoadedError).code).toBe("CALENDAR_YEAR_NOT_LOADED");
    }
  });

  it("refuses a range that reaches into an unloaded year, and month queries of it", () => {
    expect(() => countWorkingDays("2026-12-01", "2027-01-15")).toThrow(CalendarYearNotLoadedError);
    expect(() => countWorkingDays("2019-12-20", "2020-01-10")).toThrow(CalendarYearNotLoadedError);
    expect(() => countWorkingDaysInMonth(2027, 1)).toThrow(CalendarYearNotLoadedError);
    expect(() => getWorkScheduleDecree(2019)).toThrow(CalendarYearNotLoadedError);
  });
});

/**
 * Working days per month. Hand checks (weekdays of the month − weekday holidays − decree rest days +
 * decree Saturdays):
 * - 2025-04: 22 weekdays − Nagypéntek 18th − Húsvéthétfő 21st = 20.
 * - 2025-05: 22 weekdays − May 1 (Thu) − rest day May 2 (Fri) + Saturday May 17 = 21.
 * - 2025-10: 23 weekdays − Oct 23 (Thu) − rest day Oct 24 (Fri) + Saturday Oct 18 = 22.
 * - 2025-12: 23 weekdays − rest day Dec 24 (Wed) − Dec 25 (Thu) − Dec 26 (Fri) + Saturday Dec 13 = 21.
 * - 2026-01: Jan 1 is a Thursday, so Jan 1–28 hold 20 weekdays and Jan 29–30 two more: 22 weekdays −
 *   Újév (Thu) − rest day Jan 2 (Fri) + Saturday Jan 10 = 21.
 * - 2026-05: 21 weekdays − May 1 (Fri) − Pünkösdhétfő May 25 = 19.
 * - 2026-08: 21 weekdays − Aug 20 (Thu) − rest day Aug 21 (Fri) + Saturday Aug 8 = 20.
 * - 2026-12: 23 weekdays − rest day Dec 24 (Thu) − Dec 25 (Fri) + Saturday Dec 12 = 22 (Dec 26 is a Saturday).
 */
const MONTHLY_WORKING_DAYS: Record<number, number[]> = {
  2025: [22, 20, 21, 20, 21, 20, 23, 20, 22, 22, 20, 21],
  2026: [21, 20, 22, 20, 19, 22, 23, 20, 22, 21, 21, 22],
};

describe.each([2025, 2026])("working days per month in %i", (year) => {
  const expected = MONTHLY_WORKING_DAYS[year] ?? [];
  it.each(expected.map((days, i) => [i + 1, days]))("month %i has %i working days", (month, days) => {
    expect(countWorkingDaysInMonth(year, month)).toBe(days);
    expect(getMonthCalendar(year, month).workingDays).toBe(days);
  });
});

describe("countWorkingDays", () => {
  /**
   * Whole years. 2025: 261 weekdays − 9 weekday holidays − 3 rest days + 3 Saturdays = 252.
   * 2026: 261 weekdays − 8 weekday holidays (Mar 15, Nov 1 are Sundays, Dec 26 a Saturday) − 3 + 3 = 253.
   * 2020 (254) matches the published total of that year's calendar.
   */
  it.each([
    [2020, 254],
    [2021, 254],
    [2022, 254],
    [2023, 251],
    [2024, 251],
    [2025, 252],
    [2026, 253],
  ])("%i has %i working days", (year, days) => {
    expect(countWorkingDays(`${year}-01-01`, `${year}-12-31`)).toBe(days);
  });

  it("counts both ends of the range", () => {
    expect(countWorkingDays("2026-01-05", "2026-01-05")).toBe(1);
    expect(countWorkingDays("2026-01-03", "2026-01-04")).toBe(0);
    expect(countWorkingDays("2026-01-05", "2026-01-09")).toBe(5);
    // Christmas 2025: Dec 22–23 working, 24 rest day, 25–26 holidays, 27–28 weekend, 29–31 working.
    expect(countWorkingDays("2025-12-22", "2025-12-31")).toBe(5);
    // Across the year boundary: Dec 29–31 2025 (3) + Jan 1 holiday, Jan 2 rest day, Jan 5–9 (5).
    expect(countWorkingDays("2025-12-29", "2026-01-09")).toBe(8);
  });

  it("throws a Hungarian RangeError when the end is before the start", () => {
    expect(() => countWorkingDays("2026-01-09", "2026-01-05")).toThrow(
      "A záró dátum nem lehet korábbi a kezdő dátumnál.",
    );
  });
});

describe("egyéb munkarend (workSchedule: other)", () => {
  it("ignores the decree's swaps: rest days are workdays, swapped Saturdays weekend days", () => {
    const other = { workSchedule: "other" } as const;
    expect(getDayInfo("2024-08-19", other)).toMatchObject({
      kind: "workday",
      isWorkingDay: true,
      name: null,
    });
    expect(getDayInfo("2024-08-03", other)).toMatchObject({ kind: "weekend", isWorkingDay: false });
    expect(getDayInfo("2024-08-20", other)).toMatchObject({ kind: "holiday", isWorkingDay: false });
    // Christmas 2025: Dec 24 is a decree rest day only in the general schedule.
    expect(countWorkingDays("2025-12-22", "2025-12-31")).toBe(5);
    expect(countWorkingDays("2025-12-22", "2025-12-31", other)).toBe(6);
    // 2024 moved Aug 19, Dec 24, Dec 27 to Aug 3, Dec 7, Dec 14: the year's total stays 251 either way.
    expect(countWorkingDays("2024-01-01", "2024-12-31", other)).toBe(251);
    expect(countWorkingDays("2024-12-01", "2024-12-31")).toBe(20);
    expect(countWorkingDays("2024-12-01", "2024-12-31", other)).toBe(20);
    expect(countWorkingDays("2024-12-02", "2024-12-08")).toBe(6);
    expect(countWorkingDays("2024-12-02", "2024-12-08", other)).toBe(5);
  });

  it("company rest days apply to both schedules, also on a general-schedule rest day", () => {
    const options = { workSchedule: "other", companyRestDays: ["2025-12-24"] } as const;
    expect(getDayInfo("2025-12-24", options)).toMatchObject({ kind: "companyRestDay", isWorkingDay: false });
  });

  it("dayForWorkSchedule turns a general-schedule day into the other schedule's", () => {
    expect(dayForWorkSchedule(getDayInfo("2024-08-19"), "other")).toMatchObject({
      kind: "workday",
      isWorkingDay: true,
    });
    expect(dayForWorkSchedule(getDayInfo("2024-08-03"), "other")).toMatchObject({
      kind: "weekend",
      isWorkingDay: false,
    });
    const holiday = getDayInfo("2024-12-25");
    expect(dayForWorkSchedule(holiday, "other")).toBe(holiday);
    expect(dayForWorkSchedule(getDayInfo("2024-08-19"), "general").kind).toBe("restDay");
  });
});

describe("company rest days (céges pihenőnap)", () => {
  const companyRestDays = ["2026-01-05", "2026-01-10", "2026-01-03", "2026-01-01"];

  it("turns a working day into a company rest day", () => {
    expect(getDayInfo("2026-01-05", { companyRestDays })).toMatchObject({
      kind: "companyRestDay",
      isWorkingDay: false,
      name: "Céges pihenőnap",
    });
  });

  it("also frees a decree Saturday", () => {
    expect(getDayInfo("2026-01-10", { companyRestDays }).kind).toBe("companyRestDay");
  });

  it("leaves weekends and holidays as they are", () => {
    expect(getDayInfo("2026-01-03", { companyRestDays }).kind).toBe("weekend");
    expect(getDayInfo("2026-01-01", { companyRestDays }).kind).toBe("holiday");
  });

  it("lowers the counts", () => {
    expect(countWorkingDaysInMonth(2026, 1, { companyRestDays })).toBe(19);
    expect(countWorkingDays("2026-01-01", "2026-01-11", { companyRestDays })).toBe(4);
    expect(isWorkingDay("2026-01-06", { companyRestDays })).toBe(true);
  });
});

describe("getMonthCalendar", () => {
  it("lists every day of the month with its type", () => {
    const january = getMonthCalendar(2026, 1);
    expect(january.days).toHaveLength(31);
    expect(january.days[0]).toMatchObject({ date: "2026-01-01", weekday: 4, kind: "holiday" });
    expect(january.days[30]).toMatchObject({ date: "2026-01-31", weekday: 6, kind: "weekend" });
    expect(january.days.filter((d) => d.kind === "swappedWorkday").map((d) => d.date)).toEqual([
      "2026-01-10",
    ]);
    expect(getMonthCalendar(2024, 2).days).toHaveLength(29);
  });
});
