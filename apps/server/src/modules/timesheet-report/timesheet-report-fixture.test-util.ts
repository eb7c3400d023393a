import { DEFAULT_SCHEDULE, type Stretch } from "@office/shared/hu/working-time";
import { getIsoWeekday } from "@office/shared/hu/iso-date";
import { fromBudapestParts } from "@office/shared/hu/budapest-time";
import type { ComputedRecord } from "../working-time/working-time-record.ts";
import type { BuiltDay } from "../working-time/working-time-days.ts";
import type { TimesheetReport } from "./timesheet-report-model.ts";

/**
 * Test helper: synthetic computed records of October 2026 (no database) for the writers' tests and the
 * size benchmark — working days 08:00–16:20 with a 20-minute break, every 7th person a split shift with a
 * stand-by stretch in the evening, a Saturday of overtime and a day of leave.
 */

const at = (date: string, hour: number, minute = 0) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return fromBudapestParts({ year, month, day, hour, minute, second: 0 });
};

function syntheticDay(date: string, person: number): BuiltDay {
  const weekday = getIsoWeekday(date);
  const holiday = date === "2026-10-23";
  const working = weekday <= 5 && !holiday;
  const leave = working && date === "2026-10-05";
  const saturday = date === "2026-10-10";
  const stretches: Stretch[] = [];
  if (working && !leave) {
    if (person % 7 === 0) {
      stretches.push({
        workDate: date,
        startsAt: at(date, 7),
        endsAt: at(date, 11),
        breakMinutes: 0,
        kind: "work",
      });
      stretches.push({
        workDate: date,
        startsAt: at(date, 15),
        endsAt: at(date, 19),
        breakMinutes: 0,
        kind: "work",
      });
      stretches.push({
        workDate: date,
        startsAt: at(date, 19),
        endsAt: at(date, 23),
        breakMinutes: 0,
        kind: "standby",
      });
    } else {
      stretches.push({
        workDate: date,
        startsAt: at(date, 8),
        endsAt: at(date, 16, 20),
        breakMinutes: 20,
        kind: "work",
      });
    }
  }
  if (saturday)
    stretches.push({
      workDate: date,
      startsAt: at(date, 9),
      endsAt: at(date, 12),
      breakMinutes: 0,
      kind: "work",
    });
  const worked = stretches.filter((s) => s.kind === "work").length > 0 ? (saturday ? 180 : 480) : 0;
  return {
    date,
    weekday,
    dayKind: holiday ? "holiday" : weekday >= 6 ? "weekend" : "workday",
    dayName: holiday ? "Nemzeti ünnep" : null,
    scheduledMinutes: working ? 480 : 0,
    workedMinutes: worked,
    overtimeMinutes: saturday ? 180 : 0,
    standbyMinutes: stretches.some((s) => s.kind === "standby") ? 240 : 0,
    absence: leave ? { code: "leave", label: "Szabadság", halfDay: false } : null,
    firstStart: null,
    lastEnd: null,
    fromSchedule: false,
    closed: false,
    stretches,
    entries: [],
  };
}

/** `count` synthetic people's records of October 2026. */
export function syntheticRecords(count: number): ComputedRecord[] {
  const dates = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, "0")}`);
  return Array.from({ length: count }, (_, p) => ({
    employee: {
      id: p + 1,
      name: `Munkatárs ${String(p + 1).padStart(4, "0")} Őrző Űrös`,
      employeeNumber: `T${p + 1}`,
      department: "Üzemeltetés",
      employmentStart: "2020-01-01",
      employmentEnd: null,
      workSchedule: "general",
    },
    schedule: DEFAULT_SCHEDULE,
    days: dates.map((d) => syntheticDay(d, p)),
    warnings: [
      {
        code: "breakTooShort",
        date: "2026-10-12",
        message: "A munkaközi szünet rövidebb a kötelezőnél.",
        rule: "Mt. 103. § (1)",
      },
    ],
    provisional: false,
    yearOvertimeMinutes: 1234,
    yearOvertimeLimitMinutes: 250 * 60,
  }));
}

/** A report of `records` for a company in Vác, October 2026, not closed. */
export function syntheticReport(records: ComputedRecord[]): TimesheetReport {
  return {
    month: "2026-10",
    company: { name: "Duna Építő Kft.", seat: "2600 Vác, Széchenyi u. 1.", taxNumber: "24638173-2-13" },
    department: null,
    place: "Vác",
    closure: null,
    limit: { hours: 250, agreement: null },
    records,
    today: "2026-11-26",
  };
}
