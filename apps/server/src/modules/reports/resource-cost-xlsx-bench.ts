import { monitorEventLoopDelay } from "node:perf_hooks";
import { Writable } from "node:stream";
import { getPayrollRates } from "@office/shared/hu/payroll-rates";
import { buildResourceCostSeries } from "./resource-cost-series.ts";
import { computeResourceData, type ResourceInputs } from "./resource-data.ts";
import { writeResourceCostSeriesXlsx } from "./resource-reports-xlsx.ts";

/**
 * Benchmark of the year-by-year resource cost report `.xlsx` (issue 9 §4): a database-free, deterministic
 * tenant of `employees` people (wage history with a mid-year raise, a week of leave and a sick day a year,
 * two allocations each), 20 projects on 5 cost centres and 20 external resources (hourly and daily rates),
 * computed (`computeResourceData` + `buildResourceCostSeries`, the person lines included) and written.
 */
export function syntheticResourceInputs(employees: number, fromYear: number, toYear: number): ResourceInputs {
  const years = Array.from({ length: toYear - fromYear + 1 }, (_, i) => fromYear + i);
  const people = Array.from({ length: employees }, (_, i) => ({
    id: i + 1,
    name: `Munkatárs ${String(i + 1).padStart(4, "0")}`,
    employeeNumber: `E${String(i + 1).padStart(4, "0")}`,
    department: ["Fejlesztés", "Pénzügy", "Értékesítés", "Humánerőforrás"][i % 4] ?? null,
    employmentStart: i % 13 === 0 ? `${fromYear}-03-15` : "2015-01-01",
    employmentEnd: i % 17 === 0 ? `${toYear}-09-30` : null,
    workSchedule: i % 10 === 0 ? "other" : "general",
  }));
  const projects = Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    code: `P-${String(i + 1).padStart(3, "0")}`,
    name: `Projekt ${i + 1}`,
    costCenterId: (i % 5) + 1,
  }));
  const allocations: ResourceInputs["allocations"] = [];
  for (const p of people) {
    for (const y of years) {
      allocations.push({
        resourceType: "employee",
        employeeId: p.id,
        externalResourceId: null,
        projectId: (p.id % 20) + 1,
        startDate: `${y}-01-01`,
        endDate: `${y}-12-31`,
        hoursPerDay: 4,
      });
      allocations.push({
        resourceType: "employee",
        employeeId: p.id,
        externalResourceId: null,
        projectId: ((p.id + 7) % 20) + 1,
        startDate: `${y}-03-01`,
        endDate: `${y}-08-31`,
        hoursPerDay: p.id % 9 === 0 ? 6 : 2,
      });
    }
  }
  const externals = Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    name: `Külső ${i + 1}`,
    company: `Alvállalkozó ${(i % 4) + 1} Kft.`,
    hourlyRateHuf: i % 2 === 0 ? 12_000 + i * 100 : null,
    dailyRateHuf: i % 2 === 0 ? null : 90_000 + i * 1000,
  }));
  for (const x of externals) {
    allocations.push({
      resourceType: "external",
      employeeId: null,
      externalResourceId: x.id,
      projectId: (x.id % 20) + 1,
      startDate: `${fromYear}-02-01`,
      endDate: `${toYear}-11-30`,
      hoursPerDay: 6,
    });
  }
  return {
    restDays: [],
    sheetEmployees: people,
    leaves: people.flatMap((p) =>
      years.flatMap((y) => [
        {
          employeeId: p.id,
          leaveType: "szabadsag",
          startDate: `${y}-07-14`,
          endDate: `${y}-07-18`,
          halfDay: null,
        },
        ...(p.id % 11 === 0
          ? [
              {
                employeeId: p.id,
                leaveType: "betegszabadsag",
                startDate: `${y}-02-20`,
                endDate: `${y}-02-20`,
                halfDay: null,
              },
            ]
          : []),
      ]),
    ),
    entries: [],
    extra: people.map((p) => ({
      id: p.id,
      costCenterId: (p.id % 5) + 1,
      weeklyHours: p.id % 8 === 0 ? 30 : 40,
    })),
    allocations,
    projects,
    costCenters: Array.from({ length: 5 }, (_, i) => ({
      id: i + 1,
      code: `K${i + 1}`,
      name: `Költséghely ${i + 1}`,
    })),
    externals,
    wages: new Map(
      people.map((p) => [
        p.id,
        [
          { effectiveFrom: "2015-01-01", monthlyGross: 450_000 + (p.id % 40) * 25_000 },
          { effectiveFrom: `${fromYear}-07-01`, monthlyGross: 480_000 + (p.id % 40) * 26_000 },
        ],
      ]),
    ),
  };
}

export type ResourceCostXlsxMeasurement = {
  employees: number;
  years: number;
  rows: number;
  seconds: number;
  bytes: number;
  /** Highest resident set size sampled during the run (every 20 ms), MiB. */
  peakRssMiB: number;
  /** Longest event-loop delay seen during the run, ms (perf_hooks histogram, 10 ms resolution). */
  maxEventLoopDelayMs: number;
};

/**
 * Benchmark hook (`npm run bench`): computes and writes the year-by-year cost `.xlsx` of `fromYear`..`toYear`
 * for `employees` synthetic people into a byte-counting sink (after a one-person warm-up); reports seconds,
 * bytes, peak RSS and max event-loop delay. The computation is synchronous, so the delay includes it.
 */
export async function measureResourceCostXlsx(opts: {
  employees: number;
  fromYear: number;
  toYear: number;
}): Promise<ResourceCostXlsxMeasurement> {
  const run = async (employees: number, sink: Writable) => {
    const inputs = syntheticResourceInputs(employees, opts.fromYear, opts.toYear);
    const data = computeResourceData(inputs, `${opts.fromYear}-01-01`, `${opts.toYear}-12-31`, true);
    const source = `${opts.fromYear}: ${getPayrollRates(opts.fromYear).source}`;
    const report = buildResourceCostSeries(data, "yearly", opts.fromYear, opts.toYear, true, source, {
      basis: "exact",
    });
    await writeResourceCostSeriesXlsx(report, sink);
    if (!sink.writableFinished) await new Promise((resolve) => sink.once("finish", resolve));
    return report.projects.length + report.costCenters.length + (report.persons?.length ?? 0);
  };
  await run(1, new Writable({ write: (_chunk, _encoding, callback) => callback() }));
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
    const rows = await run(opts.employees, sink);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    return {
      employees: opts.employees,
      years: opts.toYear - opts.fromYear + 1,
      rows,
      seconds,
      bytes,
      peakRssMiB: peakRss / 2 ** 20,
      maxEventLoopDelayMs: histogram.max / 1e6,
    };
  } finally {
    clearInterval(sampler);
    histogram.disable();
  }
}
