/**
 * The project task board's columns, their Hungarian labels and the contract's limits (issue 21 §3),
 * without zod: the SPA's first screen (the home page's „Feladataim”) loads this, not the contract.
 * `project-task.contract.ts` re-exports every name here.
 */

/** The board's columns, left to right. */
export const PROJECT_TASK_STATUSES = ["todo", "doing", "done"] as const;
/** A column of the board: `todo` | `doing` | `done`. */
export type ProjectTaskStatus = (typeof PROJECT_TASK_STATUSES)[number];
export const PROJECT_TASK_STATUS_LABELS: Record<ProjectTaskStatus, string> = {
  todo: "Teendő",
  doing: "Folyamatban",
  done: "Kész",
};

/** Whether `value` is one of the board's columns. */
export function isProjectTaskStatus(value: unknown): value is ProjectTaskStatus {
  return (PROJECT_TASK_STATUSES as readonly unknown[]).includes(value);
}

/** Largest estimate the contract accepts, in hours. */
export const TASK_ESTIMATE_MAX_HOURS = 10_000;
/** Most tasks one board column can be positioned in (a move's target index is at most this). */
export const TASK_POSITION_MAX = 100_000;
