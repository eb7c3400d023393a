import type { WeeklyLoad } from "@office/shared/resource-planning/allocations.contract";
import type { PlannerDay } from "@office/shared/resource-planning/planner.contract";
import { addDays } from "@office/shared/hu/iso-date";

/**
 * Planned against actual hours per person and week in the planner (issue 21 §4): where each week's strip is
 * drawn and how it is coloured.
 */

/** How a week's actual hours compare with its plan. */
export type LoadStatus = "over" | "under" | "even" | "pending";

/** Actual more than this many hours above the plan is "over". */
const OVER_TOLERANCE_HOURS = 0.5;
/** Actual below this share of the plan, once the week is over, is "under". */
const UNDER_SHARE = 0.5;

/**
 * `over` when actual exceeds planned by more than half an hour; for a week that has ended (its Sunday before
 * `today`), `under` when actual is below half the plan; `pending` for a running or future week below plan
 * (nothing to judge yet); else `even`.
 */
export function loadStatus(
  row: Pick<WeeklyLoad, "weekStart" | "plannedHours" | "actualHours">,
  today: string,
): LoadStatus {
  if (row.actualHours > row.plannedHours + OVER_TOLERANCE_HOURS) return "over";
  const ended = addDays(row.weekStart, 6) < today;
  if (!ended) return row.actualHours >= row.plannedHours ? "even" : "pending";
  return row.plannedHours > 0 && row.actualHours < row.plannedHours * UNDER_SHARE ? "under" : "even";
}

/** A week's strip on the grid: the columns of the range's days in that week, and its figures. */
export type WeekSpan = { firstColumn: number; lastColumn: number; load: WeeklyLoad };

/** The strips of one person's weeks over `days` (columns by date; weeks outside the days are skipped). */
export function weekSpans(days: readonly PlannerDay[], rows: readonly WeeklyLoad[]): WeekSpan[] {
  const columnOf = new Map(days.map((d, i) => [d.date, i]));
  const out: WeekSpan[] = [];
  for (const load of rows) {
    let first = -1;
    let last = -1;
    for (let i = 0; i < 7; i += 1) {
      const column = columnOf.get(addDays(load.weekStart, i));
      if (column === undefined) continue;
      if (first < 0) first = column;
      last = column;
    }
    if (first >= 0) out.push({ firstColumn: first, lastColumn: last, load });
  }
  return out;
}

/** The rows by employee id (the grid's lookup). */
export function loadByEmployee(rows: readonly WeeklyLoad[]): Map<number, WeeklyLoad[]> {
  const map = new Map<number, WeeklyLoad[]>();
  for (const r of rows) {
    const list = map.get(r.employeeId);
    if (list) list.push(r);
    else map.set(r.employeeId, [r]);
  }
  return map;
}
