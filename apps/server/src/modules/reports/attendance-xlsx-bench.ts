import { Writable } from "node:stream";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { spanDays } from "../attendance/attendance-calendar.ts";
import { buildSheetRows, type SheetData } from "../attendance/attendance-sheet.ts";
import {
  writeAttendanceXlsx,
  type AttendanceXlsxSource,
  type AttendanceXlsxStats,
} from "./attendance-xlsx.ts";

/**
 * A database-free source of `employees` made-up employees (deterministic): every 7th has a week of
 * approved leave in each month, every 11th a sick day, every 5th a home-office day edited by hr.
 */
export function syntheticAttendanceSource(employees: number): AttendanceXlsxSource {
  const people = Array.from({ length: employees }, (_, i) => ({
    id: i + 1,
    name: `Munkatárs ${String(i + 1).padStart(4, "0")}`,
    employeeNumber: `E${String(i + 1).padStart(4, "0")}`,
    department: ["Fejlesztés", "Pénzügy", "Értékesítés", "Humánerőforrás"][i % 4] ?? null,
    employmentStart: "2015-01-01",
    employmentEnd: null,
    workSchedule: i % 10 === 0 ? "other" : "general",
  }));
  return async (span) => {
    const days = spanDays(span, []);
    const ym = span.start.slice(0, 8);
    const data: SheetData = {
      employees: people,
      leaves: people.flatMap((p) => [
        ...(p.id % 7 === 0
          ? [
              {
                employeeId: p.id,
                leaveType: "szabadsag",
                startDate: `${ym}10`,
                endDate: `${ym}16`,
                halfDay: null,
              },
            ]
          : []),
        ...(p.id % 11 === 0
          ? [
              {
                employeeId: p.id,
                leaveType: "betegszabadsag",
                startDate: `${ym}20`,
                endDate: `${ym}20`,
                halfDay: null,
              },
            ]
          : []),
      ]),
      entries: people
        .filter((p) => p.id % 5 === 0)
        .map((p) => ({ employeeId: p.id, day: `${ym}05`, code: "homeOffice", note: null })),
    };
    return { span, days, rows: buildSheetRows(days, data) };
  };
}

/** What `measureAttendanceXlsx` measured. */
export type AttendanceXlsxMeasurement = AttendanceXlsxStats & {
  seconds: number;
  bytes: number;
  /** Highest resident set size sampled during the run (every 20 ms), MiB. */
  peakRssMiB: number;
  /** The process's lifetime peak RSS (`process.resourceUsage().maxRSS`), MiB. */
  maxRssMiB: number;
  /** Longest event-loop delay seen during the run, ms (perf_hooks histogram, 10 ms resolution). */
  maxEventLoopDelayMs: number;
};

/**
 * Benchmark hook (`npm run bench`): writes the attendance `.xlsx` of `start`..`end` (default: a
 * synthetic source of `employees` people, or a real `source` such as `databaseAttendanceSource(db,
 * tenantId)`) into a byte-counting sink and reports seconds, bytes, peak RSS and max event-loop delay.
 */
export async function measureAttendanceXlsx(opts: {
  employees: number;
  start: string;
  end: string;
  source?: AttendanceXlsxSource;
  /** First write a one-person, one-day file so module loading and JIT warm-up are not measured (default true). */
  warmUp?: boolean;
}): Promise<AttendanceXlsxMeasurement> {
  if (opts.warmUp !== false) {
    const discard = new Writable({ write: (_chunk, _encoding, callback) => callback() });
    await writeAttendanceXlsx(syntheticAttendanceSource(1), { start: opts.start, end: opts.start }, discard);
  }
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  histogram.enable();
  const started = process.hrtime.bigint();
  try {
    const stats = await writeAttendanceXlsx(
      opts.source ?? syntheticAttendanceSource(opts.employees),
      { start: opts.start, end: opts.end },
      sink,
    );
    if (!sink.writableFinished) await new Promise((resolve) => sink.once("finish", resolve));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    return {
      ...stats,
      seconds,
      bytes,
      peakRssMiB: peakRss / 2 ** 20,
      maxRssMiB: process.resourceUsage().maxRSS / 1024,
      maxEventLoopDelayMs: histogram.max / 1e6,
    };
  } finally {
    clearInterval(sampler);
    histogram.disable();
  }
}
