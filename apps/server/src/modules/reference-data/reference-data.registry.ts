import { registerKmAllowance, registerNavFuelPrice, resetFleetRates } from "@office/shared/fleet/nav-rates";
import { registerWorkScheduleDecree, resetWorkScheduleDecrees } from "@office/shared/hu/calendar";
import { registerPayrollRates, resetPayrollRates } from "@office/shared/hu/payroll-rates";
import {
  parseReferenceDataValues,
  referenceDataKindSchema,
  type ReferenceDataKind,
  type ReferenceDataValues,
} from "@office/shared/reference-data/reference-data.contract";
import type { ReferenceRow } from "./reference-data.repository.ts";

/**
 * Puts the database's reference rows into the shared in-memory tables the rules read (issue 22 §4): first
 * back to the built-in baseline (so a removed row is forgotten too), then every row over it — a decree with
 * `registerWorkScheduleDecree`, a NAV month with `registerNavFuelPrice`, a normaköltség with
 * `registerKmAllowance`, payroll rates with `registerPayrollRates`. Synchronous, so no request sees a
 * half-applied state. A row that no longer passes the contract (edited by hand) is skipped and named in the
 * answer, never thrown: the built-in value (or the fallback) stays in force for it.
 */
export function applyToRegistries(
  rows: readonly Pick<ReferenceRow, "kind" | "period" | "values" | "source">[],
): {
  registered: number;
  skipped: string[];
} {
  resetWorkScheduleDecrees();
  resetPayrollRates();
  resetFleetRates();
  let registered = 0;
  const skipped: string[] = [];
  for (const row of rows) {
    const kind = referenceDataKindSchema.safeParse(row.kind);
    const parsed = kind.success ? parseReferenceDataValues(kind.data, row.period, row.values) : null;
    if (!kind.success || !parsed?.ok) {
      skipped.push(`${row.kind} ${row.period}`);
      continue;
    }
    register(kind.data, row.period, parsed.values, row.source);
    registered += 1;
  }
  return { registered, skipped };
}

function register<K extends ReferenceDataKind>(
  kind: K,
  period: string,
  values: ReferenceDataValues[K],
  source: string,
): void {
  const year = Number(period.slice(0, 4));
  if (kind === "workScheduleDecree") {
    const v = values as ReferenceDataValues["workScheduleDecree"];
    registerWorkScheduleDecree({
      year,
      decree: v.decree,
      swaps: v.swaps,
      note: v.note ?? null,
      verifiedBy: [source],
    });
  } else if (kind === "navFuelPrices") {
    registerNavFuelPrice(period, values as ReferenceDataValues["navFuelPrices"]);
  } else if (kind === "kmAllowance") {
    registerKmAllowance(year, (values as ReferenceDataValues["kmAllowance"]).amortisationHufPerKm);
  } else {
    registerPayrollRates({ year, ...(values as ReferenceDataValues["payrollRates"]), source });
  }
}
