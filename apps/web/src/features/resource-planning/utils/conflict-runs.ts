import type { AllocationConflict } from "@office/shared/resource-planning/allocation-conflicts";
import { addDays } from "./planner-math";

/** Conflicts of one kind on consecutive days, shown as one line ("nov. 23. – nov. 27.: szabadság"). */
export type ConflictRun = {
  kind: AllocationConflict["kind"];
  severity: AllocationConflict["severity"];
  start: string;
  end: string;
  /** Days in the run. */
  days: number;
  name?: string | undefined;
  /** For `overAllocated`: the highest day total and the capacity, hours. */
  hours?: number | undefined;
  capacity?: number | undefined;
};

const SEVERITY_RANK: Record<AllocationConflict["severity"], number> = { warning: 0, notice: 1, info: 2 };

/**
 * Groups conflicts (in date order, as the server answers them) into runs of the same kind, severity and name
 * on consecutive calendar days; an over-allocation run keeps its highest day total. Runs come warnings first,
 * then notices, then information, each by start date.
 */
export function conflictRuns(conflicts: readonly AllocationConflict[]): ConflictRun[] {
  const open = new Map<string, ConflictRun>();
  const runs: ConflictRun[] = [];
  for (const c of [...conflicts].sort((a, b) => a.date.localeCompare(b.date))) {
    const key = `${c.kind}|${c.severity}|${c.name ?? ""}|${c.capacity ?? ""}`;
    const last = open.get(key);
    if (last && addDays(last.end, 1) === c.date) {
      last.end = c.date;
      last.days += 1;
      if (c.hours !== undefined) last.hours = Math.max(last.hours ?? 0, c.hours);
      continue;
    }
    const run: ConflictRun = {
      kind: c.kind,
      severity: c.severity,
      start: c.date,
      end: c.date,
      days: 1,
      name: c.name,
      hours: c.hours,
      capacity: c.capacity,
    };
    open.set(key, run);
    runs.push(run);
  }
  return runs.sort(
    (a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || a.start.localeCompare(b.start),
  );
}
