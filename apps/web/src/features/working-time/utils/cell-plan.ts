import { parseClock } from "@office/shared/hu/working-time";
import type { TimeEntry, TimeEntryUpdate } from "@office/shared/working-time/time-entry.contract";
import { breakInsideSpan, spanForHours, type CellValue } from "./cell-parser";

/** What saving a grid cell does. */
export type CellPlan =
  | { action: "none" }
  | { action: "create"; body: TimeEntryUpdate }
  | { action: "update"; id: number; body: TimeEntryUpdate }
  | { action: "delete"; id: number };

/**
 * Turns a cell's new value into one call. Hours only: a new entry starts at the schedule's `dayStart`, or
 * when the day already has entries, at the latest end among them; an existing entry keeps its start. The
 * Mt. 103. § break is added after the hours (see `spanForHours`). A span keeps its times and gets the
 * smallest sufficient break inside it. An empty value deletes the cell's single entry. `cellEntries` has
 * at most one entry (the grid opens a list for more); `dayEntries` are all entries of that day.
 */
export function planCellSave(args: {
  value: CellValue;
  date: string;
  projectId: number | null;
  cellEntries: TimeEntry[];
  dayEntries: TimeEntry[];
  dayStart: string;
}): CellPlan {
  const { value, date, projectId, cellEntries, dayEntries, dayStart } = args;
  const existing = cellEntries[0];
  if (value.kind === "error") return { action: "none" };
  if (value.kind === "empty") return existing ? { action: "delete", id: existing.id } : { action: "none" };
  const base = {
    date,
    kind: existing?.kind ?? ("work" as const),
    projectId,
    taskId: existing?.taskId ?? null,
    note: existing?.note ?? null,
  };
  let times: Pick<TimeEntryUpdate, "start" | "end" | "crossesMidnight" | "breakMinutes">;
  if (value.kind === "span") {
    times = {
      start: value.start,
      end: value.end,
      crossesMidnight: value.crossesMidnight,
      breakMinutes: breakInsideSpan(value.spanMinutes),
    };
  } else {
    const start = existing ? (parseClock(existing.start) ?? 0) : nextFreeStart(dayEntries, dayStart);
    times = spanForHours(start, value.minutes);
  }
  const body: TimeEntryUpdate = { ...base, ...times };
  return existing ? { action: "update", id: existing.id, body } : { action: "create", body };
}

/** Minutes of the day a new hours-only entry starts: after the day's last entry, else the schedule's start. */
export function nextFreeStart(dayEntries: TimeEntry[], dayStart: string): number {
  let latest: number | null = null;
  for (const entry of dayEntries) {
    if (entry.end === null || entry.crossesMidnight) continue;
    const end = parseClock(entry.end);
    if (end !== null && (latest === null || end > latest)) latest = end;
  }
  return latest ?? parseClock(dayStart) ?? 8 * 60;
}
