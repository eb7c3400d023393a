import { readFile } from "node:fs/promises";
import { userInfo } from "node:os";
import { parseArgs } from "node:util";
import type { Database } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import { getReferenceDataOverview, loadReferenceData } from "./reference-data.service.ts";

/** The `reference-data` lines of the CLI's usage text. */
export const REFERENCE_DATA_USAGE = `  npm run cli -- reference-data list
      Lists every reference table (work-schedule decrees, NAV fuel prices, km allowance, payroll rates):
      each period built in or loaded, with its source, and the current / next periods still missing.

  npm run cli -- reference-data load <kind> <period> <file.json> --source "<source>" [--by <name>]
      Loads one period's values (kind: workScheduleDecree | navFuelPrices | kmAllowance | payrollRates;
      period: YYYY, or YYYY-MM for navFuelPrices) after checking them. Loading the same values again changes
      nothing; different values replace the old ones, which are kept in reference_data_log. Running servers
      use the new values within a minute.
`;

/**
 * `npm run cli -- reference-data list|load …` (issue 22 §4) against `database` (the owner role, as the CLI
 * connects); prints to `out`. Returns the exit code: 0 done (also for an unchanged load), 1 bad arguments or
 * values (the Hungarian problems are printed), 2 unknown sub-command.
 */
export async function runReferenceDataCommand(
  args: readonly string[],
  database: Database,
  out: (line: string) => void = console.log,
): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === "list") {
    const overview = await getReferenceDataOverview(database);
    out(`Reference data on ${overview.today}:`);
    for (const table of overview.tables) {
      out("");
      out(`${table.kind} — ${table.label} (${table.legalSource})`);
      for (const e of table.entries) {
        const origin =
          e.origin === "builtIn"
            ? "built-in"
            : `loaded ${e.loadedAt ?? ""} by ${e.loadedBy ?? "?"}${e.overridesBuiltIn ? " (overrides built-in)" : ""}`;
        out(`  ${e.period.padEnd(8)} ${origin} — ${e.source}`);
      }
      out(
        table.missing.length
          ? `  MISSING: ${table.missing.join(", ")} — ${table.fallback}`
          : "  nothing missing",
      );
    }
    return 0;
  }
  if (sub === "load") {
    const { values, positionals } = parseArgs({
      args: [...rest],
      allowPositionals: true,
      options: { source: { type: "string" }, by: { type: "string" } },
    });
    const [kind, period, file] = positionals;
    if (!kind || !period || !file || !values.source) {
      out(`Missing arguments.\n\n${REFERENCE_DATA_USAGE}`);
      return 1;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(file, "utf8"));
    } catch (err) {
      out(`Cannot read ${file} as JSON: ${err instanceof Error ? err.message : String(err)}`);
      return 1;
    }
    try {
      const result = await loadReferenceData(database, {
        kind,
        period,
        values: parsed,
        source: values.source,
        loadedBy: values.by ?? userInfo().username,
      });
      if (result.outcome === "unchanged") {
        out(
          `${kind} ${period}: the same values are loaded already (${result.row.loadedAt.toISOString()}); nothing changed.`,
        );
      } else if (result.outcome === "inserted") {
        out(`${kind} ${period}: loaded. Running servers use it within a minute.`);
      } else {
        out(
          `${kind} ${period}: REPLACED the values loaded ${result.previous.loadedAt.toISOString()} by ${result.previous.loadedBy}.`,
        );
        out(`  before: ${JSON.stringify(result.previous.values)} — ${result.previous.source}`);
        out(`  now:    ${JSON.stringify(result.row.values)} — ${result.row.source}`);
        out(
          "  The old values are kept in reference_data_log. Running servers use the new ones within a minute.",
        );
      }
      return 0;
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 400) {
        out(`${kind} ${period}: not loaded. ${err.message}`);
        return 1;
      }
      throw err;
    }
  }
  out(REFERENCE_DATA_USAGE);
  return 2;
}
