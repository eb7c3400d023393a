import { useDraggable, useDroppable } from "@dnd-kit/core";
import { useTranslation } from "react-i18next";
import {
  PROJECT_TASK_STATUSES,
  PROJECT_TASK_STATUS_LABELS,
  projectTaskStatusSchema,
  type ProjectTask,
} from "@office/shared/projects/project-task.contract";
import { formatDateHu } from "@office/shared/hu/format";
import { Icon } from "../../../../components/ui/icon";
import { biGrid } from "../../../../components/ui/icons";
import type { BoardPlace } from "./board-move";
import { taskDragId } from "./board-move";
import { formatTaskHours, isOverEstimate, isOverdue } from "./task-format";
import { useScrollIntoViewOnce } from "./use-scroll-into-view-once";
import "../../i18n";

export type TaskCardProps = {
  task: ProjectTask;
  /** Today in Budapest (`YYYY-MM-DD`), for the overdue mark. */
  today: string;
  /** The caller may edit the task (projectManager, the project's manager). */
  canEdit: boolean;
  /** The caller may move the task (a manager, or its assignee). */
  canMove: boolean;
  onMove: (task: ProjectTask, place: BoardPlace) => void;
  onEdit: (task: ProjectTask) => void;
  /** The task a link singled out: marked (`aria-current`, outline) and scrolled into view once. */
  highlighted?: boolean;
};

/** The assignee, the due date (red when overdue) and "becsült / könyvelt óra" of a task, as small lines. */
export function TaskFacts({ task, today }: { task: ProjectTask; today: string }) {
  const { t } = useTranslation("projects");
  const overdue = isOverdue(task, today);
  const over = isOverEstimate(task);
  return (
    <div className="small d-flex flex-wrap column-gap-3">
      <span className={task.assigneeName ? "" : "text-body-secondary"}>
        {task.assigneeName ?? t("tasks.noAssignee")}
      </span>
      {task.dueDate && (
        <span className={overdue ? "text-danger-emphasis fw-semibold" : "text-body-secondary"}>
          {formatDateHu(task.dueDate)}
          {overdue && <span className="visually-hidden"> ({t("tasks.overdue")})</span>}
        </span>
      )}
      <span
        className={over ? "text-warning-emphasis fw-semibold" : "text-body-secondary"}
        title={t("tasks.hoursTitle")}
        data-testid={`task-hours-${task.id}`}
      >
        {t("tasks.hours", { hours: formatTaskHours(task) })}
        {over && <span className="visually-hidden"> ({t("tasks.overEstimate")})</span>}
      </span>
    </div>
  );
}

/**
 * One card of the task board: a drag handle (pointer, touch or keyboard via dnd-kit) and a status list
 * (the accessible alternative) for whoever may move it; the title opens the edit dialog for managers.
 * The card is also a drop target: a card dropped on it takes its place.
 */
export function TaskCard({
  task,
  today,
  canEdit,
  canMove,
  onMove,
  onEdit,
  highlighted = false,
}: TaskCardProps) {
  const { t } = useTranslation("projects");
  const scrollRef = useScrollIntoViewOnce<HTMLLIElement>(highlighted);
  const drag = useDraggable({ id: taskDragId(task.id), disabled: !canMove });
  const drop = useDroppable({ id: taskDragId(task.id) });
  const style = drag.transform
    ? { transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)` }
    : undefined;
  return (
    <li
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
        scrollRef(node);
      }}
      style={style}
      className={`task-card card shadow-sm${drag.isDragging ? " is-dragging" : ""}${
        drop.isOver && !drag.isDragging ? " border-primary" : ""
      }${highlighted ? " task-highlight" : ""}`}
      aria-current={highlighted ? "true" : undefined}
      data-testid={`task-card-${task.id}`}
    >
      <div className="card-body p-2">
        <div className="d-flex align-items-start gap-1">
          {canMove && (
            <button
              type="button"
              className="btn btn-sm btn-link text-body-secondary p-0 me-1 task-handle"
              aria-label={t("tasks.handle", { title: task.title })}
              data-testid={`task-handle-${task.id}`}
              {...drag.attributes}
              {...drag.listeners}
            >
              <Icon icon={biGrid} />
            </button>
          )}
          <div className="flex-grow-1 task-card-text">
            {canEdit ? (
              <button
                type="button"
                className="btn btn-link p-0 fw-semibold text-start text-break"
                onClick={() => onEdit(task)}
              >
                {task.title}
              </button>
            ) : (
              <span className="fw-semibold text-break">{task.title}</span>
            )}
            <TaskFacts task={task} today={today} />
          </div>
        </div>
        {canMove && (
          <select
            className="form-select form-select-sm mt-2"
            aria-label={t("tasks.statusOf", { title: task.title })}
            value={task.status}
            data-testid={`task-status-${task.id}`}
            onChange={(e) => {
              const status = projectTaskStatusSchema.safeParse(e.target.value);
              if (status.success && status.data !== task.status) onMove(task, { status: status.data });
            }}
          >
            {PROJECT_TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PROJECT_TASK_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </div>
    </li>
  );
}
