/**
 * Hungarian working-time rules for the time record (issue 21 §1), pure functions for the server and the
 * browser. Source: 2012. évi I. törvény a munka törvénykönyvéről (Mt.), the text in force on 2026-11-26
 * (consolidated version at njt.hu; the 2019 amendment by 2018. évi CXVI. törvény is the last change to the
 * paragraphs used here), read from publications quoting it (hrsentinel.hu Mt. text, munkaugyilevelek.hu
 * 2023/4617, skilled.hu "A beosztás szerinti napi munkaidő", artasz.hu "A túlórázás és díjazása"):
 *
 * - Mt. 86. § (3) a): the break (munkaközi szünet) is not working time → worked = span − break.
 * - Mt. 96. § (2): kötetlen munkarend — the employee arranges at least half of their working time
 *   themself; the employer orders no schedule, so no "deviation from the schedule" (Mt. 107. § a)) arises
 *   from the record. Office therefore counts no overtime for a flexible schedule; Mt. 134. § (1) c) still
 *   asks for the leave, and (1) b) for stand-by, which the record holds like everyone else's.
 * - Mt. 99. § (2): the scheduled day may not exceed 12 hours, the scheduled week 48 hours; (5) overtime
 *   that differs from the schedule counts into both; (7) with a working-time frame the week is averaged —
 *   Office keeps no frames, so it checks the calendar week (a warning, never a refusal).
 * - Mt. 103. § (1): a break of at least 20 minutes when the day's working time exceeds 6 hours, and a
 *   further 25 minutes (45 in all) when it exceeds 9 hours.
 * - Mt. 104. § (1): at least 11 hours of uninterrupted daily rest between the end of one day's work and the
 *   start of the next day's; (2)–(3) allow 8 hours in listed cases (split shifts, seasonal work, summer
 *   time), so the record warns and lets the person say why.
 * - Mt. 107. §, 109. §: overtime (rendkívüli munkaidő) is work beyond the schedule; 250 hours a calendar
 *   year (109. § (1)), up to 300 by collective agreement (135. § (6)), plus up to 150 by a written
 *   agreement of the parties (109. § (2), önként vállalt túlmunka, 400 in all); pro rata for an employment
 *   starting within the year, fixed term or part time (109. § (3)).
 * - Mt. 134. §: the record holds regular and extraordinary working time, stand-by and leave, with the start
 *   and end of the work done and of stand-by (2); or the written schedule certified at the month's end with
 *   each change entered on its day (3) — `recordMode: "schedule"`.
 */

import type { DayInfo } from "./calendar.ts";
import { addDays, getIsoWeekday, type IsoDate } from "./iso-date.ts";

/** General, part-time or flexible (kötetlen) work schedule (see the module comment). */
export type ScheduleKind = "general" | "partTime" | "flexible";
/** Entry by entry (Mt. 134. § (2)) or the written schedule with deviations (Mt. 134. § (3)). */
export type RecordMode = "entries" | "schedule";

/** An employee's schedule: minutes a working day, how the record is kept, the schedule's start and break. */
export type ScheduleSpec = {
  kind: ScheduleKind;
  dailyMinutes: number;
  recordMode: RecordMode;
  /** `HH:MM`, when a day of the written schedule starts. */
  dayStart: string;
  /** Break minutes inside a day of the written schedule. */
  breakMinutes: number;
};

/** No schedule stored: general schedule, 8 hours (Mt. 92. § (1)), recorded entry by entry. */
export const DEFAULT_SCHEDULE: ScheduleSpec = {
  kind: "general",
  dailyMinutes: 480,
  recordMode: "entries",
  dayStart: "08:00",
  breakMinutes: 20,
};

/** Mt. 109. § (1): yearly overtime limit in hours without an agreement. */
export const DEFAULT_YEARLY_OVERTIME_LIMIT_HOURS = 250;
/** Mt. 99. § (2) a): the day's maximum, minutes. */
export const DAILY_MAX_MINUTES = 12 * 60;
/** Mt. 99. § (2) b): the week's maximum, minutes. */
export const WEEKLY_MAX_MINUTES = 48 * 60;
/** Mt. 104. § (1): daily rest, minutes. */
export const DAILY_REST_MINUTES = 11 * 60;

/**
 * `"HH:MM"` (00:00–23:59, two digits each) → minutes after midnight. `"HH:MM:00"` is read too: that is how
 * PostgreSQL returns a `time` column. Null for anything else (`"24:00"`, `"7:5"`, seconds other than 00).
 */
export function parseClock(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Minutes after midnight (taken modulo a day) → `"HH:MM"`. */
export function formatClock(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/**
 * One recorded stretch in instants (ms since the epoch): `endsAt` null while a clock runs (then it does
 * not count yet). `workDate` is the day the stretch starts; kind `work` or `standby` (készenlét).
 */
export type Stretch = {
  workDate: IsoDate;
  startsAt: number;
  endsAt: number | null;
  breakMinutes: number;
  kind: "work" | "standby";
};

/** Working minutes of a finished stretch: its span less its break (Mt. 86. § (3) a)), never below 0. */
export function stretchMinutes(s: Stretch): number {
  if (s.endsAt === null) return 0;
  return Math.max(0, Math.round((s.endsAt - s.startsAt) / 60_000) - s.breakMinutes);
}

/**
 * The day's scheduled minutes for `schedule`: `dailyMinutes` on a working day of `day` (the Hungarian
 * calendar with swapped days and company rest days), 0 on a weekend, holiday or rest day.
 */
export function scheduledMinutes(day: DayInfo, schedule: ScheduleSpec): number {
  return day.isWorkingDay ? schedule.dailyMinutes : 0;
}

/** Leave or other absence on a day: `fraction` 1 for a whole day, 0.5 for a half day. */
export type DayAbsence = { code: string; fraction: number } | null;

/** The figures of one day of the record, minutes. */
export type DayTotals = {
  scheduledMinutes: number;
  workedMinutes: number;
  standbyMinutes: number;
  overtimeMinutes: number;
  /** Scheduled minutes covered by leave or other absence. */
  absenceMinutes: number;
};

/**
 * One day's figures (Mt. 107. § a), issue 21 §1): worked = finished `work` stretches less breaks;
 * overtime = worked beyond the scheduled minutes not covered by absence — so all work on a weekend,
 * holiday or rest day, or on a day of whole-day leave, is overtime; none for a flexible schedule
 * (Mt. 96. § (2), see the module comment).
 */
export function dayTotals(
  day: DayInfo,
  schedule: ScheduleSpec,
  stretches: readonly Stretch[],
  absence: DayAbsence,
): DayTotals {
  const scheduled = scheduledMinutes(day, schedule);
  const absenceMinutes = absence ? Math.round(scheduled * Math.min(1, Math.max(0, absence.fraction))) : 0;
  let worked = 0;
  let standby = 0;
  for (const s of stretches) {
    if (s.kind === "work") worked += stretchMinutes(s);
    else standby += stretchMinutes(s);
  }
  const overtime = schedule.kind === "flexible" ? 0 : Math.max(0, worked - (scheduled - absenceMinutes));
  return {
    scheduledMinutes: scheduled,
    workedMinutes: worked,
    standbyMinutes: standby,
    overtimeMinutes: overtime,
    absenceMinutes,
  };
}

/** A rule the record breaks; the API and the UI show it (issue 21 §1: warnings, not silent). */
export type WorkingTimeWarning = {
  code: "breakTooShort" | "dailyRestTooShort" | "dailyMaximum" | "weeklyMaximum" | "yearlyOvertimeLimit";
  date: IsoDate;
  /** Hungarian text for the user. */
  message: string;
  /** The paragraph behind the rule. */
  rule: string;
};

/**
 * Minutes as Hungarian hours for a message: `"12"`, `"62,5"`, `"10,98"`. Two decimals at most, so a figure
 * that is not whole hours never reads as whole hours (one decimal turned 10 h 59 min of rest into "11,0",
 * next to "at least 11 hours").
 */
const hours = (minutes: number) => {
  const h = minutes / 60;
  if (Number.isInteger(h)) return String(h);
  return h.toFixed(2).replace(/0$/, "").replace(".", ",");
};

/**
 * The break Mt. 103. § (1) asks for a day of `workedMinutes`: 0 up to 6 hours, 20 minutes above 6 hours,
 * 45 minutes above 9 hours.
 */
export function requiredBreakMinutes(workedMinutes: number): number {
  if (workedMinutes > 9 * 60) return 45;
  if (workedMinutes > 6 * 60) return 20;
  return 0;
}

/**
 * The break a day's stretches give: their recorded breaks plus the gaps between consecutive finished work
 * stretches that start on the day (a split shift's pause is a break too).
 */
export function givenBreakMinutes(stretches: readonly Stretch[]): number {
  const work = stretches.filter((s) => s.kind === "work").sort((a, b) => a.startsAt - b.startsAt);
  let total = 0;
  let lastEnd: number | null = null;
  for (const s of work) {
    total += s.breakMinutes;
    if (lastEnd !== null && s.startsAt > lastEnd) total += Math.round((s.startsAt - lastEnd) / 60_000);
    lastEnd = s.endsAt === null ? null : Math.max(lastEnd ?? 0, s.endsAt);
  }
  return total;
}

/**
 * Warnings of a run of days (Mt. 103. § (1), 104. § (1), 99. § (2)): `days` are consecutive calendar days
 * in order, each with its `work` stretches and worked minutes; `before` holds the stretches of the day
 * before the first (for the first day's rest) or is empty. The weekly maximum is checked for each
 * calendar week (Monday–Sunday) fully or partly inside `days`, counting only the days given, and flagged
 * on the day the 48 hours are passed. The daily rest runs from the last end of work on an earlier day
 * (days without work in between) to the first start of work, in elapsed time, not rounded: 10:59:30 is
 * short of 11 hours.
 */
export function dayRuleWarnings(
  days: readonly { date: IsoDate; stretches: readonly Stretch[]; workedMinutes: number }[],
  before: readonly Stretch[] = [],
): WorkingTimeWarning[] {
  const warnings: WorkingTimeWarning[] = [];
  let previousEnd = lastEnd(before);
  let weekTotal = 0;
  let weekFlagged = false;
  for (const day of days) {
    if (getIsoWeekday(day.date) === 1) {
      weekTotal = 0;
      weekFlagged = false;
    }
    const required = requiredBreakMinutes(day.workedMinutes);
    const given = givenBreakMinutes(day.stretches);
    if (given < required) {
      warnings.push({
        code: "breakTooShort",
        date: day.date,
        message: `${hours(day.workedMinutes)} óra munkához legalább ${required} perc munkaközi szünet jár; rögzítve: ${given} perc.`,
        rule: "Mt. 103. § (1)",
      });
    }
    const first = firstStart(day.stretches);
    if (first !== null && previousEnd !== null) {
      // Compared in milliseconds: a clocked stretch has seconds, and 10:59:30 of rest is not 11 hours.
      const restMs = first - previousEnd;
      if (restMs < DAILY_REST_MINUTES * 60_000) {
        const rest = Math.max(0, Math.floor(restMs / 60_000));
        warnings.push({
          code: "dailyRestTooShort",
          date: day.date,
          message: `A napi pihenőidő ${hours(rest)} óra; legalább 11 óra egybefüggő pihenőidő jár.`,
          rule: "Mt. 104. § (1)",
        });
      }
    }
    if (day.workedMinutes > DAILY_MAX_MINUTES) {
      warnings.push({
        code: "dailyMaximum",
        date: day.date,
        message: `A napi munkaidő ${hours(day.workedMinutes)} óra; legfeljebb 12 óra lehet.`,
        rule: "Mt. 99. § (2) a)",
      });
    }
    weekTotal += day.workedMinutes;
    if (!weekFlagged && weekTotal > WEEKLY_MAX_MINUTES) {
      weekFlagged = true;
      warnings.push({
        code: "weeklyMaximum",
        date: day.date,
        message: `A heti munkaidő ${hours(weekTotal)} óra; legfeljebb 48 óra lehet.`,
        rule: "Mt. 99. § (2) b)",
      });
    }
    const end = lastEnd(day.stretches);
    if (end !== null) previousEnd = end;
  }
  return warnings;
}

function firstStart(stretches: readonly Stretch[]): number | null {
  const work = stretches.filter((s) => s.kind === "work");
  return work.length === 0 ? null : Math.min(...work.map((s) => s.startsAt));
}

function lastEnd(stretches: readonly Stretch[]): number | null {
  const ends = stretches.filter((s) => s.kind === "work" && s.endsAt !== null).map((s) => s.endsAt as number);
  return ends.length === 0 ? null : Math.max(...ends);
}

/**
 * The yearly overtime limit in minutes for one employee (Mt. 109. § (1), (3)): `limitHours` (the tenant's
 * limit, 250 by default) pro rata for the part of the year employed (`employedDays` of `yearDays`) and for
 * part time (`dailyMinutes` / 480), rounded down to whole minutes.
 */
export function yearlyOvertimeLimitMinutes(
  limitHours: number,
  opts: { employedDays: number; yearDays: number; dailyMinutes: number },
): number {
  const yearShare = Math.min(1, Math.max(0, opts.employedDays / opts.yearDays));
  const timeShare = Math.min(1, Math.max(0, opts.dailyMinutes / 480));
  return Math.floor(limitHours * 60 * yearShare * timeShare);
}

/**
 * The yearly overtime warning (Mt. 109. §): at 90 % of the limit a notice, above it a breach; null below.
 * `date` is the day the figure was read for.
 */
export function yearlyOvertimeWarning(
  usedMinutes: number,
  limitMinutes: number,
  date: IsoDate,
): WorkingTimeWarning | null {
  if (limitMinutes <= 0 && usedMinutes <= 0) return null;
  if (usedMinutes > limitMinutes) {
    return {
      code: "yearlyOvertimeLimit",
      date,
      message: `Az idei rendkívüli munkaidő ${hours(usedMinutes)} óra; meghaladja az éves ${hours(limitMinutes)} órás keretet.`,
      rule: "Mt. 109. §",
    };
  }
  if (usedMinutes >= limitMinutes * 0.9) {
    return {
      code: "yearlyOvertimeLimit",
      date,
      message: `Az idei rendkívüli munkaidő ${hours(usedMinutes)} óra; közel van az éves ${hours(limitMinutes)} órás kerethez.`,
      rule: "Mt. 109. §",
    };
  }
  return null;
}

/** Calendar days `from`…`to` inclusive, in order. */
export function daysBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
