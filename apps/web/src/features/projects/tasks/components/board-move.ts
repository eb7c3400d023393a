import type { ProjectTask } from "@office/shared/projects/project-task.contract";
import {
  isProjectTaskStatus,
  PROJECT_TASK_STATUSES,
  type ProjectTaskStatus,
} from "@office/shared/projects/project-task-status";

/**
 * A place on the board: the column and the 0-based index in it (after the moved task left its old
 * place); no position = the bottom of the column (the server's rule for a status change alone).
 */
export type BoardPlace = { status: ProjectTaskStatus; position?: number };

/** dnd-kit ids: a column is `column:<status>`, a card `task:<id>`. */
export const columnDropId = (status: ProjectTaskStatus) => `column:${status}`;
export const taskDragId = (id: number) => `task:${id}`;

/** The task id of a `task:<id>` dnd-kit id, else null. */
export function taskIdOf(id: string | number | undefined | null): number | null {
  const match = /^task:(\d+)$/.exec(String(id ?? ""));
  return match ? Number(match[1]) : null;
}

/** The status of a `column:<status>` dnd-kit id, else null. */
export function columnStatusOf(id: string | number | undefined | null): ProjectTaskStatus | null {
  const match = /^column:(\w+)$/.exec(String(id ?? ""));
  const status = match?.[1];
  return isProjectTaskStatus(status) ? status : null;
}

/** The tasks of one column in board order (position, then id). */
export function columnOf(tasks: readonly ProjectTask[], status: ProjectTaskStatus): ProjectTask[] {
  return tasks.filter((t) => t.status === status).sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * Where a card dropped on `overId` lands: on a column, at its bottom; on a card, at that card's index
 * (the server takes the index after the moved card left its column, so a card dragged down lands below
 * the card it was dropped on, one dragged up above it). Null when nothing would change.
 */
export function placeOfDrop(
  tasks: readonly ProjectTask[],
  activeId: number,
  overId: string | number | undefined | null,
): BoardPlace | null {
  const active = tasks.find((t) => t.id === activeId);
  if (!active) return null;
  const columnStatus = columnStatusOf(overId);
  let place: { status: ProjectTaskStatus; position: number };
  if (columnStatus) {
    const rest = columnOf(tasks, columnStatus).filter((t) => t.id !== activeId);
    place = { status: columnStatus, position: rest.length };
  } else {
    const over = tasks.find((t) => t.id === taskIdOf(overId));
    if (!over || over.id === activeId) return null;
    place = {
      status: over.status,
      position: columnOf(tasks, over.status).findIndex((t) => t.id === over.id),
    };
  }
  const current = columnOf(tasks, active.status).findIndex((t) => t.id === activeId);
  return place.status === active.status && place.position === current ? null : place;
}

/**
 * The board after moving task `id` to `place` (the server's rule, for the optimistic update): both
 * columns renumbered 0, 1, …; the index clamped to the column's length.
 */
export function applyMove(tasks: readonly ProjectTask[], id: number, place: BoardPlace): ProjectTask[] {
  const moving = tasks.find((t) => t.id === id);
  if (!moving) return [...tasks];
  const byId = new Map<number, ProjectTask>();
  for (const status of PROJECT_TASK_STATUSES) {
    const column = columnOf(tasks, status).filter((t) => t.id !== id);
    if (status === place.status)
      column.splice(Math.min(place.position ?? column.length, column.length), 0, { ...moving, status });
    column.forEach((t, position) => byId.set(t.id, { ...t, status, position }));
  }
  return tasks.map((t) => byId.get(t.id) ?? t);
}
