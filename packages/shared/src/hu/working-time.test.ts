import { describe, expect, it } from "vitest";
import { budapestMidnight, fromBudapestParts } from "./budapest-time.ts";
import { getDayInfo } from "./calendar.ts";
import { addDays, daysInYear, diffInDays, toDateParts, type IsoDate } from "./iso-date.ts";
import {
  DAILY_MAX_MINUTES,
  DAILY_REST_MINUTES,
  dayRuleWarnings,
  daysBetween,
  dayTotals,
  DEFAULT_SCHEDULE,
  DEFAULT_YEARLY_OVERTIME_LIMIT_HOURS,
  formatClock,
  givenBreakMinutes,
  parseClock,
  requiredBreakMinutes,
  scheduledMinutes,
  stretchMinutes,
  WEEKLY_MAX_MINUTES,
  yearlyOvertimeLimitMinutes,
  yearlyOvertimeWarning,
  type ScheduleSpec,
  type Stretch,
  type WorkingTimeWarning,
} from "./working-time.ts";

/** The instant of a Budapest wall-clock time `HH:MM[:SS]` on `date` (real DST). */
function at(date: IsoDate, clock: string): number {
  const [hour = 0, minute = 0, second = 0] = clock.split(":").map(Number);
  return fromBudapestParts({ ...toDateParts(date), hour, minute, second });
}

/**
 * A stretch on `date` from `start` to `end` (Budapest wall clock); an `end` not after `start`
 * falls on the next day, as a night shift's does. `end` null: a running clock.
 */
function stretch(
  date: IsoDate,
  start: string,
  end: string | null,
  opts: { breakMinutes?: number; kind?: Stretch["kind"] } = {},
): Stretch {
  const startsAt = at(date, start);
  let endsAt: number | null = null;
  if (end !== null) {
    endsAt = at(date, end);
    if (endsAt <= startsAt) endsAt = at(addDays(date, 1), end);
  }
  return {
    workDate: date,
    startsAt,
    endsAt,
    breakMinutes: opts.breakMinutes ?? 0,
    kind: opts.kind ?? "work",
  };
}

/** A day for `dayRuleWarnings`, its worked minutes from its work stretches. */
function day(date: IsoDate, stretches: Stretch[]) {
  const workedMinutes = stretches
    .filter((s) => s.kind === "work")
    .reduce((sum, s) => sum + stretchMinutes(s), 0);
  return { date, stretches, workedMinutes };
}

const codes = (warnings: WorkingTimeWarning[]) => warnings.map((w) => `${w.date} ${w.code}`);
const only = (warnings: WorkingTimeWarning[], code: WorkingTimeWarning["code"]) =>
  warnings.filter((w) => w.code === code);

const PART_TIME: ScheduleSpec = { ...DEFAULT_SCHEDULE, kind: "partTime", dailyMinutes: 360 };
const FLEXIBLE: ScheduleSpec = { ...DEFAULT_SCHEDULE, kind: "flexible" };

// 2026: the last Sunday of March is 03-29 (02:00 → 03:00), of October 10-25 (03:00 → 02:00).
const SPRING_SUNDAY = "2026-03-29";
const AUTUMN_SUNDAY = "2026-10-25";

describe("the limits the rules use", () => {
  it("hold the Mt. figures", () => {
    expect(DAILY_MAX_MINUTES).toBe(12 * 60);
    expect(WEEKLY_MAX_MINUTES).toBe(48 * 60);
    expect(DAILY_REST_MINUTES).toBe(11 * 60);
    expect(DEFAULT_YEARLY_OVERTIME_LIMIT_HOURS).toBe(250);
    expect(DEFAULT_SCHEDULE).toMatchObject({ kind: "general", dailyMinutes: 480, recordMode: "entries" });
  });

  it("the DST fixtures are real: the spring Sunday has 23 hours, the autumn Sunday 25", () => {
    const length = (date: IsoDate) =>
      (budapestMidnight(addDays(date, 1)) - budapestMidnight(date)) / 3_600_000;
    expect(length(SPRING_SUNDAY)).toBe(23);
    expect(length(AUTUMN_SUNDAY)).toBe(25);
    expect(length("2026-11-15")).toBe(24);
  });
});

describe("parseClock / formatClock", () => {
  it("reads HH:MM from 00:00 to 23:59", () => {
    expect(parseClock("00:00")).toBe(0);
    expect(parseClock("08:00")).toBe(480);
    expect(parseClock("07:05")).toBe(425);
    expect(parseClock("12:30")).toBe(750);
    expect(parseClock("23:59")).toBe(1439);
  });

  it("reads HH:MM:00, the way PostgreSQL returns a time column", () => {
    expect(parseClock("08:00:00")).toBe(480);
    expect(parseClock("23:59:00")).toBe(1439);
  });

  it("refuses anything else", () => {
    for (const value of [
      "24:00",
      "24:00:00",
      "7:5",
      "7:05",
      "07:5",
      "08:60",
      "08:00:30",
      "08:00:0",
      "0800",
      "08.00",
      " 08:00",
      "08:00 ",
      "-01:00",
      "",
    ]) {
      expect(parseClock(value), value).toBeNull();
    }
  });

  it("writes minutes after midnight as HH:MM, modulo a day, rounded to the minute", () => {
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(425)).toBe("07:05");
    expect(formatClock(1439)).toBe("23:59");
    expect(formatClock(1440)).toBe("00:00");
    expect(formatClock(1500)).toBe("01:00");
    expect(formatClock(-1)).toBe("23:59");
    expect(formatClock(-1440)).toBe("00:00");
    expect(formatClock(89.6)).toBe("01:30");
  });

  it("round-trips every minute of the day", () => {
    for (let m = 0; m < 1440; m++) expect(parseClock(formatClock(m))).toBe(m);
  });
});

describe("Mt. 86. § (3) a) stretchMinutes: the break is not working time", () => {
  it("is the span less the break", () => {
    expect(stretchMinutes(stretch("2026-11-16", "08:00", "16:20", { breakMinutes: 20 }))).toBe(480);
    expect(stretchMinutes(stretch("2026-11-16", "08:00", "16:00"))).toBe(480);
  });

  it("is 0, never negative, when the break is longer than the span", () => {
    expect(stretchMinutes(stretch("2026-11-16", "08:00", "08:30", { breakMinutes: 45 }))).toBe(0);
    expect(stretchMinutes(stretch("2026-11-16", "08:00", "08:30", { breakMinutes: 30 }))).toBe(0);
  });

  it("is 0 while the clock runs", () => {
    expect(stretchMinutes(stretch("2026-11-16", "08:00", null))).toBe(0);
    expect(stretchMinutes(stretch("2026-11-16", "08:00", null, { breakMinutes: 20 }))).toBe(0);
  });

  it("counts elapsed time for a night shift across midnight", () => {
    expect(stretchMinutes(stretch("2026-11-16", "22:00", "06:00", { breakMinutes: 30 }))).toBe(450);
  });

  it("counts the autumn DST night one hour longer than the wall clock says", () => {
    // 2026-10-24 22:00 CEST → 2026-10-25 06:00 CET: 8 hours on the clock, 9 elapsed.
    expect(stretchMinutes(stretch("2026-10-24", "22:00", "06:00"))).toBe(540);
    expect(stretchMinutes(stretch(AUTUMN_SUNDAY, "00:00", "12:00"))).toBe(780);
  });

  it("counts the spring DST night one hour shorter than the wall clock says", () => {
    // 2026-03-28 22:00 CET → 2026-03-29 06:00 CEST: 8 hours on the clock, 7 elapsed.
    expect(stretchMinutes(stretch("2026-03-28", "22:00", "06:00"))).toBe(420);
    expect(stretchMinutes(stretch(SPRING_SUNDAY, "00:00", "12:00"))).toBe(660);
  });

  it("rounds a clocked span with seconds to the nearest minute", () => {
    const s = stretch("2026-11-16", "08:00:00", "08:10:29");
    expect(stretchMinutes(s)).toBe(10);
    expect(stretchMinutes({ ...s, endsAt: at("2026-11-16", "08:10:30") })).toBe(11);
  });
});

describe("scheduledMinutes: the day's schedule on the Hungarian calendar", () => {
  it("is the daily minutes on an ordinary workday", () => {
    expect(getDayInfo("2026-11-16").kind).toBe("workday");
    expect(scheduledMinutes(getDayInfo("2026-11-16"), DEFAULT_SCHEDULE)).toBe(480);
  });

  it("is 0 on a weekend", () => {
    expect(scheduledMinutes(getDayInfo("2026-01-03"), DEFAULT_SCHEDULE)).toBe(0);
    expect(scheduledMinutes(getDayInfo("2026-01-04"), DEFAULT_SCHEDULE)).toBe(0);
  });

  it("is 0 on a public holiday (Mt. 102. § (1)), even on a weekday", () => {
    for (const date of ["2026-08-20", "2026-10-23"]) {
      expect(getDayInfo(date).kind).toBe("holiday");
      expect(scheduledMinutes(getDayInfo(date), DEFAULT_SCHEDULE)).toBe(0);
    }
  });

  it("follows the 2026 decree: swapped Saturdays are worked, their weekdays are rest days", () => {
    expect(getDayInfo("2026-01-10").kind).toBe("swappedWorkday");
    expect(scheduledMinutes(getDayInfo("2026-01-10"), DEFAULT_SCHEDULE)).toBe(480);
    expect(scheduledMinutes(getDayInfo("2026-12-12"), DEFAULT_SCHEDULE)).toBe(480);
    expect(getDayInfo("2026-01-02").kind).toBe("restDay");
    expect(scheduledMinutes(getDayInfo("2026-01-02"), DEFAULT_SCHEDULE)).toBe(0);
    expect(scheduledMinutes(getDayInfo("2026-12-24"), DEFAULT_SCHEDULE)).toBe(0);
  });

  it("is 0 on a company rest day", () => {
    const info = getDayInfo("2026-07-31", { companyRestDays: ["2026-07-31"] });
    expect(info.kind).toBe("companyRestDay");
    expect(scheduledMinutes(info, DEFAULT_SCHEDULE)).toBe(0);
  });

  it("is the part-time daily minutes for a part-time schedule", () => {
    expect(scheduledMinutes(getDayInfo("2026-11-16"), PART_TIME)).toBe(360);
    expect(scheduledMinutes(getDayInfo("2026-01-10"), PART_TIME)).toBe(360);
    expect(scheduledMinutes(getDayInfo("2026-11-21"), PART_TIME)).toBe(0);
  });
});

describe("Mt. 107. § dayTotals: worked, stand-by, overtime and absence of a day", () => {
  const monday = getDayInfo("2026-11-16");

  it("counts work within the schedule as no overtime", () => {
    const totals = dayTotals(
      monday,
      DEFAULT_SCHEDULE,
      [stretch("2026-11-16", "08:00", "16:20", { breakMinutes: 20 })],
      null,
    );
    expect(totals).toEqual({
      scheduledMinutes: 480,
      workedMinutes: 480,
      standbyMinutes: 0,
      overtimeMinutes: 0,
      absenceMinutes: 0,
    });
    const shorter = dayTotals(monday, DEFAULT_SCHEDULE, [stretch("2026-11-16", "08:00", "12:00")], null);
    expect(shorter.workedMinutes).toBe(240);
    expect(shorter.overtimeMinutes).toBe(0);
  });

  it("counts work beyond the schedule as overtime, over all the day's stretches", () => {
    const totals = dayTotals(
      monday,
      DEFAULT_SCHEDULE,
      [
        stretch("2026-11-16", "08:00", "12:00"),
        stretch("2026-11-16", "12:30", "18:00", { breakMinutes: 15 }),
      ],
      null,
    );
    expect(totals.workedMinutes).toBe(555);
    expect(totals.overtimeMinutes).toBe(75);
  });

  it("counts all work on a weekend, holiday or rest day as overtime", () => {
    for (const date of ["2026-01-03", "2026-08-20", "2026-10-23", "2026-01-02", "2026-12-24"]) {
      const totals = dayTotals(getDayInfo(date), DEFAULT_SCHEDULE, [stretch(date, "09:00", "13:00")], null);
      expect(totals, date).toMatchObject({ scheduledMinutes: 0, workedMinutes: 240, overtimeMinutes: 240 });
    }
  });

  it("counts work on a company rest day as overtime", () => {
    const info = getDayInfo("2026-07-31", { companyRestDays: ["2026-07-31"] });
    const totals = dayTotals(info, DEFAULT_SCHEDULE, [stretch("2026-07-31", "09:00", "11:00")], null);
    expect(totals.overtimeMinutes).toBe(120);
  });

  it("treats a swapped working Saturday like a workday", () => {
    const totals = dayTotals(
      getDayInfo("2026-01-10"),
      DEFAULT_SCHEDULE,
      [stretch("2026-01-10", "08:00", "17:20", { breakMinutes: 20 })],
      null,
    );
    expect(totals).toMatchObject({ scheduledMinutes: 480, workedMinutes: 540, overtimeMinutes: 60 });
  });

  it("counts a weekend night shift across the autumn DST change in elapsed time, all overtime", () => {
    const totals = dayTotals(
      getDayInfo("2026-10-24"),
      DEFAULT_SCHEDULE,
      [stretch("2026-10-24", "22:00", "06:00", { breakMinutes: 20 })],
      null,
    );
    expect(totals).toMatchObject({ scheduledMinutes: 0, workedMinutes: 520, overtimeMinutes: 520 });
  });

  it("counts a workday night shift across the spring DST change in elapsed time", () => {
    // Friday 2026-03-27 22:00 → Saturday 06:00 is an ordinary night; the one into Sunday is 7 hours.
    const friday = dayTotals(
      getDayInfo("2026-03-27"),
      DEFAULT_SCHEDULE,
      [stretch("2026-03-27", "22:00", "06:00")],
      null,
    );
    expect(friday).toMatchObject({ workedMinutes: 480, overtimeMinutes: 0 });
    const saturday = dayTotals(
      getDayInfo("2026-03-28"),
      DEFAULT_SCHEDULE,
      [stretch("2026-03-28", "22:00", "06:00")],
      null,
    );
    expect(saturday).toMatchObject({ workedMinutes: 420, overtimeMinutes: 420 });
  });

  it("a half-day leave covers half the schedule; work beyond the other half is overtime", () => {
    const half = { code: "szabadsag", fraction: 0.5 };
    const exact = dayTotals(monday, DEFAULT_SCHEDULE, [stretch("2026-11-16", "08:00", "12:00")], half);
    expect(exact).toMatchObject({
      scheduledMinutes: 480,
      absenceMinutes: 240,
      workedMinutes: 240,
      overtimeMinutes: 0,
    });
    const longer = dayTotals(monday, DEFAULT_SCHEDULE, [stretch("2026-11-16", "08:00", "13:00")], half);
    expect(longer).toMatchObject({ absenceMinutes: 240, workedMinutes: 300, overtimeMinutes: 60 });
    expect(dayTotals(monday, PART_TIME, [], half).absenceMinutes).toBe(180);
  });

  it("on a day of whole-day leave all work is overtime", () => {
    const totals = dayTotals(monday, DEFAULT_SCHEDULE, [stretch("2026-11-16", "10:00", "12:00")], {
      code: "szabadsag",
      fraction: 1,
    });
    expect(totals).toMatchObject({ absenceMinutes: 480, workedMinutes: 120, overtimeMinutes: 120 });
  });

  it("leave covers nothing on a day without a schedule, and its fraction is held to 0…1", () => {
    expect(
      dayTotals(getDayInfo("2026-11-21"), DEFAULT_SCHEDULE, [], { code: "x", fraction: 1 }).absenceMinutes,
    ).toBe(0);
    expect(dayTotals(monday, DEFAULT_SCHEDULE, [], { code: "x", fraction: 1.5 }).absenceMinutes).toBe(480);
    expect(dayTotals(monday, DEFAULT_SCHEDULE, [], { code: "x", fraction: -1 }).absenceMinutes).toBe(0);
  });

  it("part time: work beyond 6 hours is overtime", () => {
    const totals = dayTotals(
      monday,
      PART_TIME,
      [stretch("2026-11-16", "08:00", "15:20", { breakMinutes: 20 })],
      null,
    );
    expect(totals).toMatchObject({ scheduledMinutes: 360, workedMinutes: 420, overtimeMinutes: 60 });
  });

  it("Mt. 96. § (2): a flexible schedule never has overtime, not even on a holiday", () => {
    const long = dayTotals(monday, FLEXIBLE, [stretch("2026-11-16", "07:00", "19:00")], null);
    expect(long).toMatchObject({ scheduledMinutes: 480, workedMinutes: 720, overtimeMinutes: 0 });
    const holiday = dayTotals(
      getDayInfo("2026-08-20"),
      FLEXIBLE,
      [stretch("2026-08-20", "09:00", "13:00")],
      null,
    );
    expect(holiday).toMatchObject({ scheduledMinutes: 0, workedMinutes: 240, overtimeMinutes: 0 });
    const leave = dayTotals(monday, FLEXIBLE, [stretch("2026-11-16", "09:00", "13:00")], {
      code: "x",
      fraction: 1,
    });
    expect(leave).toMatchObject({ absenceMinutes: 480, overtimeMinutes: 0 });
  });

  it("Mt. 134. § (1) b): stand-by is counted on its own, not as work and not as overtime", () => {
    const totals = dayTotals(
      getDayInfo("2026-11-21"),
      DEFAULT_SCHEDULE,
      [
        stretch("2026-11-21", "08:00", "20:00", { kind: "standby" }),
        stretch("2026-11-21", "14:00", "15:30", { breakMinutes: 0 }),
      ],
      null,
    );
    expect(totals).toEqual({
      scheduledMinutes: 0,
      workedMinutes: 90,
      standbyMinutes: 720,
      overtimeMinutes: 90,
      absenceMinutes: 0,
    });
  });

  it("does not count a running clock yet", () => {
    const totals = dayTotals(
      monday,
      DEFAULT_SCHEDULE,
      [
        stretch("2026-11-16", "08:00", "12:00"),
        stretch("2026-11-16", "12:30", null),
        stretch("2026-11-16", "13:00", null, { kind: "standby" }),
      ],
      null,
    );
    expect(totals).toMatchObject({ workedMinutes: 240, standbyMinutes: 0, overtimeMinutes: 0 });
  });

  it("is all zeros for a workday without records", () => {
    expect(dayTotals(monday, DEFAULT_SCHEDULE, [], null)).toEqual({
      scheduledMinutes: 480,
      workedMinutes: 0,
      standbyMinutes: 0,
      overtimeMinutes: 0,
      absenceMinutes: 0,
    });
  });
});

describe("Mt. 103. § (1) munkaközi szünet", () => {
  it("asks for no break up to 6 hours, 20 minutes above 6 hours, 45 above 9 hours", () => {
    expect(requiredBreakMinutes(0)).toBe(0);
    expect(requiredBreakMinutes(6 * 60)).toBe(0);
    expect(requiredBreakMinutes(6 * 60 + 1)).toBe(20);
    expect(requiredBreakMinutes(9 * 60)).toBe(20);
    expect(requiredBreakMinutes(9 * 60 + 1)).toBe(45);
    expect(requiredBreakMinutes(12 * 60)).toBe(45);
    expect(requiredBreakMinutes(24 * 60)).toBe(45);
  });

  it("givenBreakMinutes adds the recorded breaks", () => {
    expect(givenBreakMinutes([])).toBe(0);
    expect(givenBreakMinutes([stretch("2026-11-16", "08:00", "16:20", { breakMinutes: 20 })])).toBe(20);
  });

  it("givenBreakMinutes counts a split shift's pause, in any order of the stretches", () => {
    const morning = stretch("2026-11-16", "06:00", "10:00", { breakMinutes: 5 });
    const noon = stretch("2026-11-16", "10:20", "12:00");
    const evening = stretch("2026-11-16", "16:00", "19:00", { breakMinutes: 10 });
    expect(givenBreakMinutes([morning, noon])).toBe(25);
    expect(givenBreakMinutes([evening, noon, morning])).toBe(5 + 20 + 240 + 10);
  });

  it("givenBreakMinutes ignores stand-by and does not count overlap as a pause", () => {
    const a = stretch("2026-11-16", "08:00", "12:00");
    const inside = stretch("2026-11-16", "09:00", "10:00");
    const b = stretch("2026-11-16", "12:30", "16:00");
    expect(givenBreakMinutes([a, inside, b])).toBe(30);
    expect(
      givenBreakMinutes([a, stretch("2026-11-16", "12:00", "20:00", { kind: "standby", breakMinutes: 60 })]),
    ).toBe(0);
  });

  it("givenBreakMinutes counts no pause after a running clock", () => {
    const running = stretch("2026-11-16", "08:00", null, { breakMinutes: 10 });
    expect(givenBreakMinutes([stretch("2026-11-16", "06:00", "07:00"), running])).toBe(60 + 10);
    expect(givenBreakMinutes([running, stretch("2026-11-16", "13:00", "14:00")])).toBe(10);
  });

  it("warns when the break is shorter than the rule asks, in Hungarian", () => {
    const warnings = dayRuleWarnings([day("2026-11-16", [stretch("2026-11-16", "08:00", "14:01")])]);
    expect(warnings).toEqual([
      {
        code: "breakTooShort",
        date: "2026-11-16",
        message: "6,02 óra munkához legalább 20 perc munkaközi szünet jár; rögzítve: 0 perc.",
        rule: "Mt. 103. § (1)",
      },
    ]);
  });

  it("does not warn at exactly 6 hours without a break, nor at 9 hours with 20 minutes", () => {
    expect(dayRuleWarnings([day("2026-11-16", [stretch("2026-11-16", "08:00", "14:00")])])).toEqual([]);
    const nine = stretch("2026-11-16", "08:00", "17:20", { breakMinutes: 20 });
    expect(stretchMinutes(nine)).toBe(540);
    expect(dayRuleWarnings([day("2026-11-16", [nine])])).toEqual([]);
  });

  it("asks for 45 minutes above 9 hours", () => {
    const short = stretch("2026-11-16", "08:00", "17:41", { breakMinutes: 40 });
    const warnings = dayRuleWarnings([day("2026-11-16", [short])]);
    expect(codes(warnings)).toEqual(["2026-11-16 breakTooShort"]);
    expect(warnings[0]?.message).toBe(
      "9,02 óra munkához legalább 45 perc munkaközi szünet jár; rögzítve: 40 perc.",
    );
    const enough = stretch("2026-11-16", "08:00", "17:46", { breakMinutes: 45 });
    expect(dayRuleWarnings([day("2026-11-16", [enough])])).toEqual([]);
  });

  it("accepts a split shift's pause as the break", () => {
    const pause20 = [stretch("2026-11-16", "06:00", "10:00"), stretch("2026-11-16", "10:20", "13:30")];
    expect(day("2026-11-16", pause20).workedMinutes).toBe(430);
    expect(dayRuleWarnings([day("2026-11-16", pause20)])).toEqual([]);
    const pause15 = [stretch("2026-11-16", "06:00", "10:00"), stretch("2026-11-16", "10:15", "13:30")];
    const warnings = dayRuleWarnings([day("2026-11-16", pause15)]);
    expect(codes(warnings)).toEqual(["2026-11-16 breakTooShort"]);
    expect(warnings[0]?.message).toContain("rögzítve: 15 perc");
  });
});

describe("Mt. 104. § (1) napi pihenőidő", () => {
  const rest = (warnings: WorkingTimeWarning[]) => only(warnings, "dailyRestTooShort");

  it("11 hours exactly is enough; 10 hours 59 minutes warns on the later day", () => {
    const monday = day("2026-11-16", [stretch("2026-11-16", "10:00", "19:00", { breakMinutes: 30 })]);
    const ok = dayRuleWarnings([monday, day("2026-11-17", [stretch("2026-11-17", "06:00", "12:00")])]);
    expect(rest(ok)).toEqual([]);
    const short = dayRuleWarnings([monday, day("2026-11-17", [stretch("2026-11-17", "05:59", "12:00")])]);
    expect(rest(short)).toEqual([
      {
        code: "dailyRestTooShort",
        date: "2026-11-17",
        message: "A napi pihenőidő 10,98 óra; legalább 11 óra egybefüggő pihenőidő jár.",
        rule: "Mt. 104. § (1)",
      },
    ]);
  });

  it("is not rounded up to 11 hours: 10:59:30 of rest from a clocked stretch warns", () => {
    const clocked = stretch("2026-11-16", "10:00:00", "19:00:30", { breakMinutes: 30 });
    const next = day("2026-11-17", [stretch("2026-11-17", "06:00", "12:00")]);
    const warnings = rest(dayRuleWarnings([day("2026-11-16", [clocked]), next]));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toBe(
      "A napi pihenőidő 10,98 óra; legalább 11 óra egybefüggő pihenőidő jár.",
    );
  });

  it("counts from the last end to the first start of the next day, over split shifts and in any order", () => {
    const monday = day("2026-11-16", [
      stretch("2026-11-16", "18:00", "21:00"),
      stretch("2026-11-16", "06:00", "10:00"),
    ]);
    const tuesday = day("2026-11-17", [
      stretch("2026-11-17", "14:00", "18:00"),
      stretch("2026-11-17", "07:30", "11:00"),
    ]);
    const warnings = rest(dayRuleWarnings([monday, tuesday]));
    expect(codes(warnings)).toEqual(["2026-11-17 dailyRestTooShort"]);
    expect(warnings[0]?.message).toContain("10,5 óra");
  });

  it("counts the first day's rest from `before`", () => {
    const before = [stretch("2026-11-15", "14:00", "22:00")];
    const early = [day("2026-11-16", [stretch("2026-11-16", "08:00", "12:00")])];
    expect(codes(dayRuleWarnings(early, before))).toEqual(["2026-11-16 dailyRestTooShort"]);
    expect(dayRuleWarnings(early, before)[0]?.message).toContain("10 óra;");
    const late = [day("2026-11-16", [stretch("2026-11-16", "09:00", "12:00")])];
    expect(dayRuleWarnings(late, before)).toEqual([]);
    expect(dayRuleWarnings(early)).toEqual([]);
  });

  it("counts from a night shift's end on the next day, not from the day it started", () => {
    const before = [stretch("2026-11-15", "22:00", "06:00", { breakMinutes: 20 })];
    const warnings = dayRuleWarnings([day("2026-11-16", [stretch("2026-11-16", "16:00", "20:00")])], before);
    expect(codes(warnings)).toEqual(["2026-11-16 dailyRestTooShort"]);
    expect(warnings[0]?.message).toContain("10 óra;");
  });

  it("across a day with no work counts from the last work (a 24-hour duty, Mt. 99. § (3))", () => {
    const duty = day("2026-11-16", [stretch("2026-11-16", "19:00", "19:00", { breakMinutes: 45 })]);
    expect(duty.workedMinutes).toBe(24 * 60 - 45);
    const tuesday = day("2026-11-17", []);
    const wednesday = day("2026-11-18", [stretch("2026-11-18", "05:30", "12:00")]);
    const warnings = rest(dayRuleWarnings([duty, tuesday, wednesday]));
    expect(codes(warnings)).toEqual(["2026-11-18 dailyRestTooShort"]);
    expect(warnings[0]?.message).toContain("10,5 óra");
    const thursday = day("2026-11-19", [stretch("2026-11-19", "08:00", "12:00")]);
    expect(
      rest(dayRuleWarnings([day("2026-11-17", []), day("2026-11-18", []), thursday], duty.stretches)),
    ).toEqual([]);
  });

  it("ignores stand-by and a running clock's missing end", () => {
    const monday = day("2026-11-16", [
      stretch("2026-11-16", "08:00", "16:00", { breakMinutes: 20 }),
      stretch("2026-11-16", "16:00", "23:59", { kind: "standby" }),
    ]);
    const tuesday = day("2026-11-17", [
      stretch("2026-11-17", "03:00", "04:00", { kind: "standby" }),
      stretch("2026-11-17", "07:00", null),
    ]);
    expect(rest(dayRuleWarnings([monday, tuesday]))).toEqual([]);
  });

  it("autumn DST: 20:00 → 06:00 over the long night is 11 hours of rest", () => {
    const saturday = day("2026-10-24", [stretch("2026-10-24", "12:00", "20:00")]);
    const sunday = day(AUTUMN_SUNDAY, [stretch(AUTUMN_SUNDAY, "06:00", "10:00")]);
    expect(rest(dayRuleWarnings([saturday, sunday]))).toEqual([]);
    const later = day("2026-10-24", [stretch("2026-10-24", "12:01", "20:01")]);
    expect(rest(dayRuleWarnings([later, sunday]))[0]?.message).toContain("10,98 óra");
  });

  it("spring DST: 19:00 → 06:00 over the short night is only 10 hours of rest", () => {
    const saturday = day("2026-03-28", [stretch("2026-03-28", "11:00", "19:00")]);
    const sunday = day(SPRING_SUNDAY, [stretch(SPRING_SUNDAY, "06:00", "10:00")]);
    const warnings = rest(dayRuleWarnings([saturday, sunday]));
    expect(codes(warnings)).toEqual([`${SPRING_SUNDAY} dailyRestTooShort`]);
    expect(warnings[0]?.message).toBe("A napi pihenőidő 10 óra; legalább 11 óra egybefüggő pihenőidő jár.");
  });

  it("shows 0 hours, not a negative figure, when the next day's work overlaps", () => {
    const monday = day("2026-11-16", [stretch("2026-11-16", "20:00", "04:00", { breakMinutes: 20 })]);
    const tuesday = day("2026-11-17", [stretch("2026-11-17", "03:00", "05:00")]);
    expect(rest(dayRuleWarnings([monday, tuesday]))[0]?.message).toContain("pihenőidő 0 óra");
  });
});

describe("Mt. 99. § (2) a) napi legfeljebb 12 óra", () => {
  const daily = (warnings: WorkingTimeWarning[]) => only(warnings, "dailyMaximum");

  it("12 hours 00 is fine, 12 hours 01 warns", () => {
    const twelve = day("2026-11-16", [stretch("2026-11-16", "06:00", "18:45", { breakMinutes: 45 })]);
    expect(twelve.workedMinutes).toBe(720);
    expect(dayRuleWarnings([twelve])).toEqual([]);
    const over = day("2026-11-16", [stretch("2026-11-16", "06:00", "18:46", { breakMinutes: 45 })]);
    expect(dayRuleWarnings([over])).toEqual([
      {
        code: "dailyMaximum",
        date: "2026-11-16",
        message: "A napi munkaidő 12,02 óra; legfeljebb 12 óra lehet.",
        rule: "Mt. 99. § (2) a)",
      },
    ]);
  });

  it("counts an autumn DST night shift of 12 hours on the clock as 13 hours", () => {
    const night = day("2026-10-24", [stretch("2026-10-24", "20:00", "08:00", { breakMinutes: 45 })]);
    expect(night.workedMinutes).toBe(735);
    expect(daily(dayRuleWarnings([night]))[0]?.message).toBe(
      "A napi munkaidő 12,25 óra; legfeljebb 12 óra lehet.",
    );
  });

  it("warns each day it is passed", () => {
    const long = (date: IsoDate) => day(date, [stretch(date, "06:00", "19:45", { breakMinutes: 45 })]);
    expect(codes(daily(dayRuleWarnings([long("2026-11-16"), long("2026-11-17")])))).toEqual([
      "2026-11-16 dailyMaximum",
      "2026-11-17 dailyMaximum",
    ]);
  });
});

describe("Mt. 99. § (2) b) heti legfeljebb 48 óra", () => {
  const weekly = (warnings: WorkingTimeWarning[]) => only(warnings, "weeklyMaximum");
  /** `worked` minutes of work from 07:00 on `date`, with the break Mt. 103. § asks for. */
  const workDay = (date: IsoDate, worked: number) => {
    if (worked === 0) return day(date, []);
    const breakMinutes = requiredBreakMinutes(worked);
    const s = stretch(date, "07:00", formatClock(7 * 60 + worked + breakMinutes), { breakMinutes });
    return day(date, [s]);
  };
  const week = (monday: IsoDate, minutes: number[]) => minutes.map((m, i) => workDay(addDays(monday, i), m));

  it("48 hours exactly is fine", () => {
    const days = week("2026-11-16", [600, 600, 600, 480, 600]);
    expect(days.reduce((sum, d) => sum + d.workedMinutes, 0)).toBe(48 * 60);
    expect(dayRuleWarnings(days)).toEqual([]);
  });

  it("warns once, on the day the 48 hours are passed", () => {
    const days = week("2026-11-16", [600, 600, 600, 600, 600, 300, 60]);
    expect(dayRuleWarnings(days)).toEqual([
      {
        code: "weeklyMaximum",
        date: "2026-11-20",
        message: "A heti munkaidő 50 óra; legfeljebb 48 óra lehet.",
        rule: "Mt. 99. § (2) b)",
      },
    ]);
  });

  it("48 hours 01 warns, with the figure in comma decimals", () => {
    const days = week("2026-11-16", [600, 600, 600, 481, 600]);
    expect(weekly(dayRuleWarnings(days)).map((w) => w.message)).toEqual([
      "A heti munkaidő 48,02 óra; legfeljebb 48 óra lehet.",
    ]);
  });

  it("starts again on Monday", () => {
    const first = week("2026-11-16", [600, 600, 600, 600, 600, 0, 0]);
    const second = week("2026-11-23", [600, 600, 600, 600, 480, 0, 0]);
    expect(codes(dayRuleWarnings([...first, ...second]))).toEqual(["2026-11-20 weeklyMaximum"]);
    const both = week("2026-11-23", [600, 600, 600, 600, 600, 0, 0]);
    expect(codes(dayRuleWarnings([...first, ...both]))).toEqual([
      "2026-11-20 weeklyMaximum",
      "2026-11-27 weeklyMaximum",
    ]);
  });

  it("does not carry Sunday's work into the next week", () => {
    const sunday = workDay("2026-11-22", 600);
    const next = week("2026-11-23", [600, 600, 600, 600]);
    expect(dayRuleWarnings([sunday, ...next])).toEqual([]);
  });

  it("a run that starts mid-week counts only the days given", () => {
    const fromWednesday = week("2026-11-18", [720, 720, 720, 720]);
    expect(weekly(dayRuleWarnings(fromWednesday))).toEqual([]);
    const withSunday = week("2026-11-18", [720, 720, 720, 720, 60]);
    expect(codes(weekly(dayRuleWarnings(withSunday)))).toEqual(["2026-11-22 weeklyMaximum"]);
  });

  it("counts the autumn DST week in elapsed time", () => {
    // Mon 10-19 … Thu 10-22 10 hours each, Fri 10-23 (a holiday) off, then the Saturday night into the
    // long Sunday: 8 hours on the clock, 9 elapsed, 8:15 of work after the break → 48:15 in the week.
    const days = [
      ...week("2026-10-19", [600, 600, 600, 600]),
      day("2026-10-23", []),
      day("2026-10-24", [stretch("2026-10-24", "22:00", "06:00", { breakMinutes: 45 })]),
    ];
    expect(days.at(-1)?.workedMinutes).toBe(8 * 60 + 15);
    expect(codes(weekly(dayRuleWarnings(days)))).toEqual(["2026-10-24 weeklyMaximum"]);
  });
});

describe("dayRuleWarnings: several rules on one run", () => {
  it("gives no warnings for an ordinary week", () => {
    const days = daysBetween("2026-11-16", "2026-11-22").map((date) =>
      getDayInfo(date).isWorkingDay
        ? day(date, [stretch(date, "08:00", "16:20", { breakMinutes: 20 })])
        : day(date, []),
    );
    expect(dayRuleWarnings(days)).toEqual([]);
  });

  it("lists a day's warnings in the order break, rest, daily maximum, weekly maximum", () => {
    const before = [stretch("2026-11-15", "18:00", "23:00")];
    const days = [
      day("2026-11-16", [stretch("2026-11-16", "07:00", "19:46", { breakMinutes: 45 })]),
      ...["2026-11-17", "2026-11-18", "2026-11-19"].map((date) =>
        day(date, [stretch(date, "07:00", "17:45", { breakMinutes: 45 })]),
      ),
      day("2026-11-20", [stretch("2026-11-20", "04:00", "17:00")]),
    ];
    const warnings = dayRuleWarnings(days, before);
    expect(codes(warnings.filter((w) => w.date === "2026-11-20"))).toEqual([
      "2026-11-20 breakTooShort",
      "2026-11-20 dailyRestTooShort",
      "2026-11-20 dailyMaximum",
      "2026-11-20 weeklyMaximum",
    ]);
    expect(codes(warnings.filter((w) => w.date === "2026-11-16"))).toEqual([
      "2026-11-16 dailyRestTooShort",
      "2026-11-16 dailyMaximum",
    ]);
  });

  it("is empty for no days", () => {
    expect(dayRuleWarnings([])).toEqual([]);
    expect(dayRuleWarnings([], [stretch("2026-11-15", "08:00", "16:00")])).toEqual([]);
  });
});

describe("Mt. 109. § (1), (3) éves túlóra-keret, arányosan", () => {
  const fullYear = { employedDays: 365, yearDays: 365, dailyMinutes: 480 };

  it("is 250 hours for a full year of full time, or the tenant's limit", () => {
    expect(yearlyOvertimeLimitMinutes(250, fullYear)).toBe(250 * 60);
    expect(yearlyOvertimeLimitMinutes(300, fullYear)).toBe(300 * 60);
    expect(yearlyOvertimeLimitMinutes(400, fullYear)).toBe(400 * 60);
  });

  it("is pro rata for part time: 4 hours a day → 125 hours", () => {
    expect(yearlyOvertimeLimitMinutes(250, { ...fullYear, dailyMinutes: 240 })).toBe(125 * 60);
    expect(yearlyOvertimeLimitMinutes(250, { ...fullYear, dailyMinutes: 360 })).toBe(187.5 * 60);
  });

  it("is pro rata for an employment starting within the year: half a year → 125 hours, part time 62.5", () => {
    // Employed from 2028-07-02: 183 of the leap year's 366 days.
    const employedDays = diffInDays("2028-07-02", "2028-12-31") + 1;
    const yearDays = daysInYear(2028);
    expect([employedDays, yearDays]).toEqual([183, 366]);
    expect(yearlyOvertimeLimitMinutes(250, { employedDays, yearDays, dailyMinutes: 480 })).toBe(125 * 60);
    expect(yearlyOvertimeLimitMinutes(250, { employedDays, yearDays, dailyMinutes: 240 })).toBe(62.5 * 60);
  });

  it("rounds down to whole minutes", () => {
    // From 2026-07-01: 184 of 365 days → 15000 × 184 / 365 = 7561.6… minutes.
    const employedDays = diffInDays("2026-07-01", "2026-12-31") + 1;
    expect(yearlyOvertimeLimitMinutes(250, { employedDays, yearDays: 365, dailyMinutes: 480 })).toBe(7561);
    expect(yearlyOvertimeLimitMinutes(250, { employedDays: 1, yearDays: 365, dailyMinutes: 480 })).toBe(41);
  });

  it("holds both shares to 0…1", () => {
    expect(yearlyOvertimeLimitMinutes(250, { ...fullYear, dailyMinutes: 720 })).toBe(15000);
    expect(yearlyOvertimeLimitMinutes(250, { ...fullYear, employedDays: 400 })).toBe(15000);
    expect(yearlyOvertimeLimitMinutes(250, { ...fullYear, employedDays: 0 })).toBe(0);
    expect(yearlyOvertimeLimitMinutes(250, { ...fullYear, dailyMinutes: 0 })).toBe(0);
    expect(yearlyOvertimeLimitMinutes(250, { ...fullYear, employedDays: -5 })).toBe(0);
  });
});

describe("Mt. 109. § yearlyOvertimeWarning", () => {
  const limit = 250 * 60;

  it("is null below 90 % of the limit", () => {
    expect(yearlyOvertimeWarning(0, limit, "2026-11-26")).toBeNull();
    expect(yearlyOvertimeWarning(limit * 0.9 - 1, limit, "2026-11-26")).toBeNull();
  });

  it("gives a notice from 90 % up to the limit itself", () => {
    expect(yearlyOvertimeWarning(limit * 0.9, limit, "2026-11-26")).toEqual({
      code: "yearlyOvertimeLimit",
      date: "2026-11-26",
      message: "Az idei rendkívüli munkaidő 225 óra; közel van az éves 250 órás kerethez.",
      rule: "Mt. 109. §",
    });
    expect(yearlyOvertimeWarning(limit, limit, "2026-11-26")?.message).toBe(
      "Az idei rendkívüli munkaidő 250 óra; közel van az éves 250 órás kerethez.",
    );
  });

  it("gives a breach above the limit, never rounding it to the limit", () => {
    expect(yearlyOvertimeWarning(limit + 1, limit, "2026-12-01")).toEqual({
      code: "yearlyOvertimeLimit",
      date: "2026-12-01",
      message: "Az idei rendkívüli munkaidő 250,02 óra; meghaladja az éves 250 órás keretet.",
      rule: "Mt. 109. §",
    });
  });

  it("writes a pro-rata limit with comma decimals", () => {
    const half = 62.5 * 60;
    expect(yearlyOvertimeWarning(half * 0.9, half, "2026-11-26")?.message).toBe(
      "Az idei rendkívüli munkaidő 56,25 óra; közel van az éves 62,5 órás kerethez.",
    );
    expect(yearlyOvertimeWarning(64 * 60 + 30, half, "2026-11-26")?.message).toBe(
      "Az idei rendkívüli munkaidő 64,5 óra; meghaladja az éves 62,5 órás keretet.",
    );
    expect(yearlyOvertimeWarning(7438, 7438, "2026-11-26")?.message).toBe(
      "Az idei rendkívüli munkaidő 123,97 óra; közel van az éves 123,97 órás kerethez.",
    );
  });

  it("with a zero limit: nothing without overtime, a breach with any", () => {
    expect(yearlyOvertimeWarning(0, 0, "2026-11-26")).toBeNull();
    expect(yearlyOvertimeWarning(30, 0, "2026-11-26")?.message).toBe(
      "Az idei rendkívüli munkaidő 0,5 óra; meghaladja az éves 0 órás keretet.",
    );
  });
});

describe("daysBetween", () => {
  it("lists the days inclusive, across a month end", () => {
    expect(daysBetween("2026-01-30", "2026-02-02")).toEqual([
      "2026-01-30",
      "2026-01-31",
      "2026-02-01",
      "2026-02-02",
    ]);
  });

  it("lists the days across a year end and a leap day", () => {
    expect(daysBetween("2026-12-30", "2027-01-02")).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
    expect(daysBetween("2028-02-28", "2028-03-01")).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
  });

  it("counts each DST Sunday once", () => {
    expect(daysBetween("2026-10-24", "2026-10-26")).toEqual(["2026-10-24", AUTUMN_SUNDAY, "2026-10-26"]);
    expect(daysBetween("2026-03-28", "2026-03-30")).toEqual(["2026-03-28", SPRING_SUNDAY, "2026-03-30"]);
  });

  it("is one day for the same day and empty when `to` is before `from`", () => {
    expect(daysBetween("2026-11-26", "2026-11-26")).toEqual(["2026-11-26"]);
    expect(daysBetween("2026-11-26", "2026-11-25")).toEqual([]);
  });

  it("gives a whole year's days", () => {
    expect(daysBetween("2026-01-01", "2026-12-31")).toHaveLength(365);
    expect(daysBetween("2028-01-01", "2028-12-31")).toHaveLength(366);
  });
});
