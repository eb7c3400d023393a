import {
  AMORTISATION_HUF_PER_KM,
  NAV_FUEL_PRICE_SOURCE,
  NAV_FUEL_PRICES,
  REIMBURSEMENT_RULE_SOURCE,
} from "@office/shared/fleet/nav-rates";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { getWorkScheduleDecree, isCalendarYearLoaded } from "@office/shared/hu/calendar";
import { WORK_SCHEDULE_DECREES } from "@office/shared/hu/calendar-data";
import type { CalendarYear } from "@office/shared/reference-data/calendar-year.contract";
import { PAYROLL_RATES } from "@office/shared/hu/payroll-rates";
import {
  loadReferenceDataInputSchema,
  parseReferenceDataValues,
  REFERENCE_DATA_KINDS,
  REFERENCE_DATA_PERIOD_UNIT,
  type ReferenceDataEntry,
  type ReferenceDataKind,
  type ReferenceDataOverview,
} from "@office/shared/reference-data/reference-data.contract";
import { expectedPeriods, REFERENCE_DATA_INFO } from "@office/shared/reference-data/reference-periods";
import type { Database } from "../../platform/db.ts";
import { badRequest } from "../../platform/errors.ts";
import * as repo from "./reference-data.repository.ts";

/**
 * Reference data (issue 22 §4): loading a period's values with their source (the operator's CLI) and the
 * overview of what is built in, loaded and missing (`GET /api/referenceData`, the home warning, the CLI's
 * `list`). Refreshing the in-memory tables and the once-only hook are in reference-data.jobs.ts.
 */

/**
 * The decree of swapped working days of `year` (Mt. 102. § (5)) as this instance's calendar has it — built
 * in or registered from the reference-data table (refreshed every minute, reference-data.jobs.ts) — for
 * `GET /api/calendarYear`. An unloaded year answers `loaded: false` with no swaps: it counts
 * provisionally from the holidays of Mt. 102. § (1) and the weekends (issue 22 §4). Never throws.
 */
export function getCalendarYear(year: number): CalendarYear {
  if (!isCalendarYearLoaded(year)) return { year, loaded: false, decree: null, swaps: [], note: null };
  const decree = getWorkScheduleDecree(year);
  return {
    year,
    loaded: true,
    decree: decree.decree,
    swaps: decree.swaps.map((s) => ({ workday: s.workday, restDay: s.restDay })),
    note: decree.note,
  };
}

/** The built-in periods of each kind with their source (the tables in packages/shared). */
export function builtInPeriods(kind: ReferenceDataKind): { period: string; source: string }[] {
  switch (kind) {
    case "workScheduleDecree":
      return WORK_SCHEDULE_DECREES.map((d) => ({ period: String(d.year), source: d.decree ?? d.note ?? "" }));
    case "navFuelPrices":
      return Object.keys(NAV_FUEL_PRICES).map((period) => ({ period, source: NAV_FUEL_PRICE_SOURCE }));
    case "kmAllowance":
      return Object.keys(AMORTISATION_HUF_PER_KM).map((period) => ({
        period,
        source: REIMBURSEMENT_RULE_SOURCE,
      }));
    case "payrollRates":
      return PAYROLL_RATES.map((r) => ({ period: String(r.year), source: r.source }));
  }
}

/**
 * Every table with its periods (built in, and loaded from the database, which wins for the same period),
 * and the expected periods of `today` (Budapest; default now) that neither has — see `expectedPeriods`.
 * Reads the database as the app role without a tenant (the table is global).
 */
export async function getReferenceDataOverview(
  database: Database,
  today: string = budapestDate(Date.now()),
): Promise<ReferenceDataOverview> {
  const rows = await database.withoutTenant((tx) => repo.listRows(tx));
  const tables = REFERENCE_DATA_KINDS.map((kind) => {
    const byPeriod = new Map<string, ReferenceDataEntry>();
    for (const b of builtInPeriods(kind)) {
      byPeriod.set(b.period, {
        period: b.period,
        origin: "builtIn",
        source: b.source,
        loadedAt: null,
        loadedBy: null,
        overridesBuiltIn: false,
      });
    }
    for (const row of rows.filter((r) => r.kind === kind)) {
      byPeriod.set(row.period, {
        period: row.period,
        origin: "database",
        source: row.source,
        loadedAt: row.loadedAt.toISOString(),
        loadedBy: row.loadedBy,
        overridesBuiltIn: byPeriod.has(row.period),
      });
    }
    const entries = [...byPeriod.values()].sort((a, b) => a.period.localeCompare(b.period));
    return {
      kind,
      ...REFERENCE_DATA_INFO[kind],
      periodUnit: REFERENCE_DATA_PERIOD_UNIT[kind],
      entries,
      missing: expectedPeriods(kind, today).filter((p) => !byPeriod.has(p)),
    };
  });
  return { today, tables };
}

/** What a load did: inserted a new period, found the same values (no-op), or replaced different ones. */
export type LoadOutcome =
  | { outcome: "inserted"; row: repo.ReferenceRow }
  | { outcome: "unchanged"; row: repo.ReferenceRow }
  | { outcome: "replaced"; row: repo.ReferenceRow; previous: repo.ReferenceRow };

/**
 * Loads the values of one period (`npm run cli -- reference-data load`), as the owner role. `input` is
 * checked by `loadReferenceDataInputSchema` (kind, period, values by kind, a source of 5+ characters);
 * problems → 400 with the Hungarian messages joined. Idempotent: the same values again change nothing
 * (`unchanged`, even with another source text); different values replace the row, copy the old one into
 * `reference_data_log` and set `applied_at` back to null, so the `onReferenceDataLoaded` handlers run for
 * them. Two loads of one period at once are serialised by the row lock (insert … on conflict do nothing,
 * then select … for update). The new values reach every instance's memory within a minute (jobs).
 */
export async function loadReferenceData(database: Database, input: unknown): Promise<LoadOutcome> {
  const parsed = loadReferenceDataInputSchema.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues.map((i) => i.message).join(" "));
  const { kind, period, source, loadedBy } = parsed.data;
  const clean = parseReferenceDataValues(kind, period, parsed.data.values);
  if (!clean.ok) throw badRequest(clean.problems.join(" "));
  const values = clean.values as Record<string, unknown>;
  return database.db.transaction(async (tx) => {
    const inserted = await repo.insertRow(tx, { kind, period, values, source, loadedBy });
    if (inserted) return { outcome: "inserted", row: inserted };
    const current = await repo.lockRow(tx, kind, period);
    if (!current) throw new Error(`reference_data ${kind} ${period}: conflict without a row`);
    if (canonicalJson(current.values) === canonicalJson(values))
      return { outcome: "unchanged", row: current };
    const row = await repo.replaceRow(tx, current, { values, source, loadedBy });
    return { outcome: "replaced", row, previous: current };
  });
}

/** JSON with object keys sorted at every level (jsonb does not keep the key order). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}
