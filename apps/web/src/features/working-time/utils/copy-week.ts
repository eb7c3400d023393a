import { addDays } from "@office/shared/hu/iso-date";
import type { TimeDay, TimeEntry, TimeEntryUpdate } from "@office/shared/working-time/time-entry.contract";

/**
 * Copies `previous` (last week's entries) seven days later, one create call each, in order. Skipped: a
 * running clock entry, a target day that is closed or already has entries, and any entry the server
 * refuses (overlap or closed month, 409). Returns how many were copied and skipped.
 */
export async function copyWeekEntries(
  previous: TimeEntry[],
  targetDays: TimeDay[],
  create: (body: TimeEntryUpdate) => Promise<unknown>,
  targetEntries: TimeEntry[] = [],
): Promise<{ copied: number; skipped: number }> {
  let copied = 0;
  let skipped = 0;
  const busy = new Set(targetEntries.map((e) => e.date));
  for (const entry of previous) {
    const date = addDays(entry.date, 7);
    const day = targetDays.find((d) => d.date === date);
    if (entry.end === null || !day || day.closed || busy.has(date)) {
      skipped += 1;
      continue;
    }
    try {
      await create({
        date,
        start: entry.start.slice(0, 5),
        end: entry.end.slice(0, 5),
        crossesMidnight: entry.crossesMidnight,
        breakMinutes: entry.breakMinutes,
        kind: entry.kind,
        projectId: entry.projectId,
        taskId: entry.taskId,
        note: entry.note,
      });
      copied += 1;
    } catch {
      skipped += 1;
    }
  }
  return { copied, skipped };
}
