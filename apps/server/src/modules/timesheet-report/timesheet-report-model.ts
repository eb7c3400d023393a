import type { MonthClosure } from "@office/shared/working-time/timesheet.contract";
import { ATTENDANCE_CODES } from "@office/shared/attendance/attendance.contract";
import { toBudapestParts } from "@office/shared/hu/budapest-time";
import {
  formatDateHu,
  formatInstantDateTimeHu,
  formatMonthHu,
  formatNumberHu,
} from "@office/shared/hu/format";
import { givenBreakMinutes, type ScheduleSpec, type Stretch } from "@office/shared/hu/working-time";
import type { PdfCompany } from "../assets/handover-pdf.ts";
import type { ComputedRecord } from "../working-time/working-time-record.ts";
import type { BuiltDay } from "../working-time/working-time-days.ts";
import { clockAt } from "../working-time/working-time-days.ts";

/**
 * The attendance report of a month (issue 21 §2, "Jelenléti ív") as rows both writers share: per day what
 * Mt. 134. § (2) asks the record to show — regular and extraordinary working time, stand-by and leave, the
 * start and end of each stretch of work and of stand-by — and per person the month's totals, the year's
 * overtime against the limit (Mt. 109. §), the schedule (Mt. 134. § (3) written-schedule days marked) and
 * the warnings with their paragraph. Pure functions: rows are built one person at a time as a writer asks,
 * so a file of 2,000 people never holds its rows beside the computed records.
 */

/** What a report file is made of: the computed records of `month` and their context. */
export type TimesheetReport = {
  month: string;
  company: PdfCompany;
  /** The organisational unit the report is narrowed to (`department` of the query), else null. */
  department: string | null;
  /** The company's city (/ceg), the place of "Kelt:"; null when not set. */
  place: string | null;
  closure: MonthClosure | null;
  limit: { hours: number; agreement: string | null };
  records: readonly ComputedRecord[];
  /** Budapest's date of the download (`YYYY-MM-DD`), the "Kelt" of the PDF. */
  today: string;
};

/** "Jelenléti kimutatás – 2026. október", with " – <unit>" when the report is one organisational unit's. */
export function reportTitle(report: Pick<TimesheetReport, "month" | "department">): string {
  const unit = report.department ? ` – ${report.department}` : "";
  return `Jelenléti kimutatás – ${formatMonthHu(report.month)}${unit}`;
}

/** One day of a person's sheet; hours are decimal hours rounded to 2 digits. */
export type ReportDayRow = {
  date: string;
  weekday: string;
  dayKind: string;
  /** `"08:00–12:00"` per work stretch (`"22:00–06:00 (+1)"` past midnight, `"08:00–…"` while running). */
  work: string[];
  /** The same for stand-by (készenlét) stretches. */
  standby: string[];
  /**
   * The day's break ("Szünet") in minutes: the breaks entered on its work stretches plus the gaps between
   * its separate work stretches (`givenBreakMinutes`, the figure the Mt. 103. § (1) warning checks).
   */
  breakMinutes: number;
  workedHours: number;
  overtimeHours: number;
  standbyHours: number;
  absence: string | null;
  note: string;
};

/** A person's month totals (hours) and absence days by code (a half day counts 0.5). */
export type ReportTotals = {
  scheduledHours: number;
  workedHours: number;
  overtimeHours: number;
  standbyHours: number;
  breakMinutes: number;
  absenceDays: Record<AbsenceColumn, number>;
};

/** The absence types the summary shows a column for (every attendance code that is an absence). */
export const ABSENCE_COLUMNS = [
  "leave",
  "sick",
  "sickPay",
  "maternity",
  "exemption",
  "unpaid",
  "paternity",
  "parental",
  "other",
] as const;
export type AbsenceColumn = (typeof ABSENCE_COLUMNS)[number];

const WEEKDAYS = ["hétfő", "kedd", "szerda", "csütörtök", "péntek", "szombat", "vasárnap"];

/** Minutes → hours with at most two decimals (450 → 7.5). */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/** Hours the Hungarian way for the PDF: "7,5", "0", "1 234,25". */
export const formatHoursHu = (hours: number): string => formatNumberHu(hours, 2);

/** The Hungarian name of an ISO weekday (1 = hétfő). */
export const weekdayName = (weekday: number): string => WEEKDAYS[weekday - 1] ?? "";

/**
 * The day kind as the record names it: munkanap, pihenőnap, munkaszüneti nap (with its name, Mt. 102. §),
 * áthelyezett munkanap / pihenőnap (the year's NGM decree), céges pihenőnap.
 */
export function dayKindLabel(day: Pick<BuiltDay, "dayKind" | "dayName">): string {
  switch (day.dayKind) {
    case "workday":
      return "munkanap";
    case "weekend":
      return "pihenőnap";
    case "holiday":
      return day.dayName ? `munkaszüneti nap: ${day.dayName}` : "munkaszüneti nap";
    case "restDay":
      return "áthelyezett pihenőnap";
    case "swappedWorkday":
      return "áthelyezett munkanap";
    case "companyRestDay":
      return "céges pihenőnap";
  }
}

/** A stretch as `"HH:MM–HH:MM"`, `(+1)` when it ends on a later Budapest day, `"HH:MM–…"` while open. */
export function stretchText(s: Stretch): string {
  const start = clockAt(s.startsAt);
  if (s.endsAt === null) return `${start}–…`;
  const p = toBudapestParts(s.endsAt);
  const endDate = `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
  return `${start}–${clockAt(s.endsAt)}${endDate > s.workDate ? " (+1)" : ""}`;
}

/** The schedule as the header names it (általános / részmunkaidő / kötetlen; Mt. 134. § (2) or (3)). */
export function scheduleLabel(schedule: ScheduleSpec): string {
  const kind =
    schedule.kind === "partTime"
      ? `részmunkaidő (napi ${formatHoursHu(hoursOf(schedule.dailyMinutes))} óra)`
      : schedule.kind === "flexible"
        ? "kötetlen munkarend"
        : `általános munkarend (napi ${formatHoursHu(hoursOf(schedule.dailyMinutes))} óra)`;
  const mode =
    schedule.recordMode === "schedule"
      ? "írásbeli beosztás szerint, az eltérések naponta rögzítve (Mt. 134. § (3))"
      : "napi rögzítés (Mt. 134. § (2))";
  return `${kind}; nyilvántartás: ${mode}`;
}

/** "Lezárt hónap – lezárta: X, 2026. 11. 02. 10:15" or "Nem lezárt hónap". */
export function closureLabel(closure: MonthClosure | null): string {
  return closure
    ? `Lezárt hónap – lezárta: ${closure.closedByName}, ${formatInstantDateTimeHu(closure.closedAt)}`
    : "Nem lezárt hónap";
}

/** The absence of a day as text: "Szabadság", "Betegszabadság (fél nap)". */
function absenceText(day: BuiltDay): string | null {
  if (!day.absence) return null;
  return day.absence.halfDay ? `${day.absence.label} (fél nap)` : day.absence.label;
}

/** The summary column an absence code counts in (unknown codes count as `other`). */
const absenceColumnOf = (code: string): AbsenceColumn =>
  (ABSENCE_COLUMNS as readonly string[]).includes(code) ? (code as AbsenceColumn) : "other";

/** The header of an absence column ("Szabadság (nap)"). */
export const absenceHeader = (column: AbsenceColumn): string => `${ATTENDANCE_CODES[column].label} (nap)`;

/**
 * The rows of one person's days: stretches from the record (or the written schedule, noted "beosztás
 * szerint"), the day's break, hours, absence, and a note made of the entries' notes and the paragraphs of
 * that day's warnings.
 *
 * The break ("Szünet") is read as Mt. 103. § (1) reads the working day: the munkaközi szünet is any
 * interruption of the day's work, so a split day's pause between two stretches is break time just like
 * the minutes entered on an entry. It is `givenBreakMinutes` of `@office/shared/hu/working-time` — the
 * breaks entered on the work stretches plus the gaps between consecutive finished work stretches that
 * start on the day (08:00–12:00 with 10 minutes and 13:00–17:00 → 70) — the same figure the Mt. 103. §
 * warning compares with the required break, so the sheet and the warning never disagree. Stand-by
 * stretches neither add nor split the gap (Mt. 86. § (3) a) counts only work).
 */
export function dayRowsOf(record: ComputedRecord): ReportDayRow[] {
  const warningsByDate = new Map<string, string[]>();
  for (const w of record.warnings) {
    const list = warningsByDate.get(w.date) ?? [];
    if (!list.includes(w.rule)) list.push(w.rule);
    warningsByDate.set(w.date, list);
  }
  return record.days.map((day) => {
    const sorted = [...day.stretches].sort((a, b) => a.startsAt - b.startsAt);
    const notes = [
      ...(day.fromSchedule ? ["beosztás szerint"] : []),
      ...day.entries.map((e) => e.note?.trim() ?? "").filter((n) => n !== ""),
      ...(warningsByDate.get(day.date) ?? []).map((rule) => `figyelmeztetés: ${rule}`),
    ];
    return {
      date: day.date,
      weekday: weekdayName(day.weekday),
      dayKind: dayKindLabel(day),
      work: sorted.filter((s) => s.kind === "work").map(stretchText),
      standby: sorted.filter((s) => s.kind === "standby").map(stretchText),
      breakMinutes: givenBreakMinutes(day.stretches),
      workedHours: hoursOf(day.workedMinutes),
      overtimeHours: hoursOf(day.overtimeMinutes),
      standbyHours: hoursOf(day.standbyMinutes),
      absence: absenceText(day),
      note: notes.join("; "),
    };
  });
}

/** A person's month totals (summed in minutes, then turned into hours). */
export function totalsOf(record: ComputedRecord): ReportTotals {
  const absenceDays = Object.fromEntries(ABSENCE_COLUMNS.map((c) => [c, 0])) as Record<AbsenceColumn, number>;
  let scheduled = 0;
  let worked = 0;
  let overtime = 0;
  let standby = 0;
  let breakMinutes = 0;
  for (const d of record.days) {
    scheduled += d.scheduledMinutes;
    worked += d.workedMinutes;
    overtime += d.overtimeMinutes;
    standby += d.standbyMinutes;
    breakMinutes += givenBreakMinutes(d.stretches);
    if (d.absence) absenceDays[absenceColumnOf(d.absence.code)] += d.absence.halfDay ? 0.5 : 1;
  }
  return {
    scheduledHours: hoursOf(scheduled),
    workedHours: hoursOf(worked),
    overtimeHours: hoursOf(overtime),
    standbyHours: hoursOf(standby),
    breakMinutes,
    absenceDays,
  };
}

/**
 * The year's overtime line (Mt. 109. §): "Éves rendkívüli munkaidő 2026. 01. 01. – 2026. 10. 31.:
 * 12,5 óra / 250 óra keret", the pro-rata limit of this person when it differs from the tenant's.
 */
export function yearOvertimeLine(record: ComputedRecord, report: Pick<TimesheetReport, "month">): string {
  const year = report.month.slice(0, 4);
  const end = record.days.at(-1)?.date ?? `${report.month}-01`;
  const used = formatHoursHu(hoursOf(record.yearOvertimeMinutes));
  const limit = formatHoursHu(hoursOf(record.yearOvertimeLimitMinutes));
  return `Éves rendkívüli munkaidő (${formatDateHu(`${year}-01-01`)} – ${formatDateHu(end)}): ${used} óra / ${limit} óra keret (Mt. 109. §)`;
}

/** The warnings of a person as lines: "2026. 10. 19.: <message> (Mt. 103. § (1))". */
export function warningLines(record: ComputedRecord): string[] {
  return record.warnings.map((w) => `${formatDateHu(w.date)}: ${w.message} (${w.rule})`);
}

/** The absence days of the totals as a line: "Szabadság: 2 nap; Betegszabadság: 0,5 nap" or "nincs". */
export function absenceLine(totals: ReportTotals): string {
  const parts = ABSENCE_COLUMNS.filter((c) => totals.absenceDays[c] > 0).map(
    (c) => `${ATTENDANCE_CODES[c].label}: ${formatNumberHu(totals.absenceDays[c], 1)} nap`,
  );
  return parts.length > 0 ? parts.join("; ") : "nincs";
}
