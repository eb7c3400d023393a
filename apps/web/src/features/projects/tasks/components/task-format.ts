import type { ProjectTask } from "@office/shared/projects/project-task.contract";
import { formatNumberHu } from "@office/shared/hu/format";

/** True when the task is not done and its due date (`YYYY-MM-DD`) is before `today` (Budapest date). */
export function isOverdue(task: Pick<ProjectTask, "dueDate" | "status">, today: string): boolean {
  return task.status !== "done" && task.dueDate !== null && task.dueDate < today;
}

/** True when more hours are booked than estimated (no estimate: never). */
export function isOverEstimate(task: Pick<ProjectTask, "estimateHours" | "bookedHours">): boolean {
  return task.estimateHours !== null && task.bookedHours > task.estimateHours;
}

/** "becsült / könyvelt" hours the Hungarian way, without the unit: `3 / 4,5`; no estimate: `– / 4,5`. */
export function formatTaskHours(task: Pick<ProjectTask, "estimateHours" | "bookedHours">): string {
  const estimate = task.estimateHours === null ? "–" : formatNumberHu(task.estimateHours);
  return `${estimate} / ${formatNumberHu(task.bookedHours)}`;
}
