import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays } from "@office/shared/hu/iso-date";
import { TIMESHEET_PDF_MAX_PEOPLE } from "@office/shared/timesheet-report/timesheet-report.contract";
import { formatClock } from "@office/shared/hu/working-time";
import { openDatabase } from "../../platform/db.ts";
import { migrate } from "../../platform/migrate.ts";
import { employees } from "../employees/employees.table.ts";
import { insertTenant } from "../tenants/tenants.service.ts";
import { listEmployeesEmployedBetween } from "../attendance/attendance.repository.ts";
import { addMonths, lastDayOf } from "../other-reports/period.ts";
import { importTimeEntries, type ImportRow } from "./time-entry-import.ts";
import { calendarDay } from "./working-time-days.ts";
import { computeRecords, snapshotMonthTotals } from "./working-time-record.ts";
import { timesheetClosures } from "./working-time.table.ts";
import { buildTimesheetPdf } from "../timesheet-report/timesheet-report-pdf.ts";

/** What `measureTimesheet` measured: seeding, then each run of the month overview's computation. */
export type TimesheetMeasurement = {
  backend: "PGlite" | "PostgreSQL";
  employees: number;
  entries: number;
  seedSeconds: number;
  /** Seconds of each run of `computeRecords` for every employee (the overview, the report), no month closed. */
  runs: number[];
  /** Seconds to close the months before the measured one (each closing stores its figures). */
  closeSeconds: number;
  /** The same runs with the months before it closed (their stored figures stand in for their days). */
  closedRuns: number[];
  peakRssMiB: number;
  /** The timesheet PDF of the first `TIMESHEET_PDF_MAX_PEOPLE` employees (`pdf: true`). */
  pdf?: TimesheetPdfMeasurement;
};

/** What the PDF part measured: render thread included (its memory is the process's). */
export type TimesheetPdfMeasurement = {
  people: number;
  /** Seconds from the records to the bytes: building the definition, handing it over, rendering. */
  seconds: number;
  bytes: number;
  pages: number;
  /** Resident set just before the PDF, and the process's peak (VmHWM, every thread) after it, MiB. */
  rssBeforeMiB: number;
  peakRssMiB: number;
  /** Longest stall of the main thread's event loop while the PDF was made, ms. */
  maxEventLoopDelayMs: number;
};

/** Starts the process's peak resident set anew from its current size (Linux `clear_refs` 5; elsewhere nothing). */
function resetPeakRss(): void {
  try {
    writeFileSync("/proc/self/clear_refs", "5");
  } catch {
    // not Linux: the peak then covers the whole run
  }
}

/** The process's peak resident set so far (Linux `VmHWM`, all threads) in MiB; 0 elsewhere. */
function peakRssMiB(): number {
  try {
    const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Benchmark hook (`npm run bench`, issue 21 "Done when"): a month's timesheet for `employees` people —
 * a fresh database (PGlite in a temp dir, or `databaseUrl`), one tenant, `employees` people each with an
 * 8-hour entry on every working day from `historyFrom` to the month's end (the year's overtime reads them
 * all; every tenth person works an hour of overtime on Mondays), imported through `importTimeEntries`;
 * then `computeRecords` for the month, `runs` times; then the months before it are closed (each storing
 * its figures, as `POST /api/timesheet/close` does) and the runs repeated. Drops nothing it did not create.
 */
export async function measureTimesheet(opts: {
  employees: number;
  month: string;
  historyFrom: string;
  runs?: number;
  databaseUrl?: string;
  /**
   * Also render, after the closed runs, the month's timesheet PDF (`buildTimesheetPdf`, the render pool)
   * of the first `TIMESHEET_PDF_MAX_PEOPLE` employees: the largest PDF the route makes.
   */
  pdf?: boolean;
}): Promise<TimesheetMeasurement> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "office-bench-timesheet-"));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir });
  try {
    await migrate(database);
    const slug = `bench-${Date.now().toString(36)}`;
    const tenantId = await insertTenant(database, { slug, name: "Mérőcég Kft." });
    const from = opts.historyFrom;
    const monthEnd = lastDayOf(opts.month);
    const started = performance.now();
    const ids = await database.withTenant(tenantId, async (tx) => {
      const rows = await tx
        .insert(employees)
        .values(
          Array.from({ length: opts.employees }, (_, i) => ({
            tenantId,
            name: `Munkatárs ${String(i + 1).padStart(4, "0")}`,
            employmentStart: "2015-01-01",
          })),
        )
        .returning({ id: employees.id });
      return rows.map((r) => r.id);
    });
    let entries = 0;
    const days: string[] = [];
    for (let d = from; d <= monthEnd; d = addDays(d, 1)) {
      if (calendarDay(d, "general", []).day.isWorkingDay) days.push(d);
    }
    for (let i = 0; i < ids.length; i += 100) {
      const batch: ImportRow[] = [];
      for (const [k, id] of ids.slice(i, i + 100).entries()) {
        for (const date of days) {
          const extra = (i + k) % 10 === 0 && calendarDay(date, "general", []).day.weekday === 1 ? 60 : 0;
          batch.push({
            employeeId: id,
            date,
            start: "08:00",
            end: formatClock(480 + 510 + extra),
            breakMinutes: 30,
          });
        }
      }
      entries += await database.withTenant(tenantId, (tx) =>
        importTimeEntries(tx, tenantId, { userId: 0, name: "bench" }, batch, monthEnd),
      );
    }
    const seedSeconds = (performance.now() - started) / 1000;
    const measure = async () => {
      const runs: number[] = [];
      for (let r = 0; r < (opts.runs ?? 3); r += 1) {
        const t0 = performance.now();
        await database.withTenant(tenantId, async (tx) => {
          const people = await listEmployeesEmployedBetween(tx, tenantId, `${opts.month}-01`, monthEnd);
          await computeRecords(tx, tenantId, people, `${opts.month}-01`, monthEnd, addDays(monthEnd, 1));
        });
        runs.push((performance.now() - t0) / 1000);
      }
      return runs;
    };
    const measurePdf = async (count: number): Promise<TimesheetPdfMeasurement> => {
      const records = await database.withTenant(tenantId, async (tx) => {
        const people = await listEmployeesEmployedBetween(tx, tenantId, `${opts.month}-01`, monthEnd);
        const some = people.slice(0, count);
        return computeRecords(tx, tenantId, some, `${opts.month}-01`, monthEnd, addDays(monthEnd, 1));
      });
      resetPeakRss();
      const rssBeforeMiB = process.memoryUsage().rss / 1024 / 1024;
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const t0 = performance.now();
      const bytes = await buildTimesheetPdf({
        month: opts.month,
        company: { name: "Mérőcég Kft.", seat: "2600 Vác, Széchenyi u. 1.", taxNumber: "24638173-2-13" },
        department: null,
        place: "Vác",
        closure: null,
        limit: { hours: 250, agreement: null },
        records,
        today: addDays(monthEnd, 1),
      });
      const seconds = (performance.now() - t0) / 1000;
      delay.disable();
      return {
        people: records.length,
        seconds,
        bytes: bytes.length,
        pages: bytes.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length ?? 0,
        rssBeforeMiB,
        peakRssMiB: peakRssMiB(),
        maxEventLoopDelayMs: delay.max / 1e6,
      };
    };
    const runs = await measure();
    const closeStart = performance.now();
    for (let m = `${from.slice(0, 7)}`; m < opts.month; m = addMonths(m, 1)) {
      await database.withTenant(tenantId, async (tx) => {
        await tx.insert(timesheetClosures).values({ tenantId, month: `${m}-01`, closedByName: "bench" });
        await snapshotMonthTotals(tx, tenantId, [m], addDays(monthEnd, 1));
      });
    }
    const closeSeconds = (performance.now() - closeStart) / 1000;
    const closedRuns = await measure();
    const pdf = opts.pdf ? await measurePdf(TIMESHEET_PDF_MAX_PEOPLE) : undefined;
    return {
      backend: opts.databaseUrl ? "PostgreSQL" : "PGlite",
      employees: opts.employees,
      entries,
      seedSeconds,
      runs,
      closeSeconds,
      closedRuns,
      peakRssMiB: peak / 1024 / 1024,
      ...(pdf ? { pdf } : {}),
    };
  } finally {
    clearInterval(sampler);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
