import { useTranslation } from "react-i18next";
import { PROJECT_TASK_STATUS_LABELS, type ProjectTask } from "@office/shared/projects/project-task.contract";
import { formatDateHu } from "@office/shared/hu/format";
import { columnOf } from "./board-move";
import { formatTaskHours, isOverEstimate, isOverdue } from "./task-format";
import { useScrollIntoViewOnce } from "./use-scroll-into-view-once";
import "../../i18n";

type TaskListProps = {
  tasks: readonly ProjectTask[];
  today: string;
  canEdit: boolean;
  onEdit: (task: ProjectTask) => void;
  /** The task a link singled out (`?feladat=`): its row is marked and scrolled into view. */
  highlightId?: number | null;
};

/**
 * The list view of a project's tasks: title, assignee, due date (red when overdue), status and estimate
 * vs booked hours (warning colour when over), in board order (Teendő, Folyamatban, Kész).
 */
export function TaskList({ tasks, today, canEdit, onEdit, highlightId = null }: TaskListProps) {
  const { t } = useTranslation("projects");
  const scrollRef = useScrollIntoViewOnce<HTMLTableRowElement>(
    highlightId !== null && tasks.some((task) => task.id === highlightId),
  );
  const rows = [...columnOf(tasks, "todo"), ...columnOf(tasks, "doing"), ...columnOf(tasks, "done")];
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle" data-testid="task-list">
        <thead>
          <tr>
            <th scope="col">{t("tasks.column.title")}</th>
            <th scope="col">{t("tasks.column.assignee")}</th>
            <th scope="col">{t("tasks.column.dueDate")}</th>
            <th scope="col">{t("tasks.column.status")}</th>
            <th scope="col" className="text-end">
              {t("tasks.hoursTitle")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((task) => {
            const overdue = isOverdue(task, today);
            return (
              <tr
                key={task.id}
                ref={task.id === highlightId ? scrollRef : undefined}
                className={task.id === highlightId ? "table-primary task-highlight" : undefined}
                aria-current={task.id === highlightId ? "true" : undefined}
                data-testid={`task-row-${task.id}`}
              >
                <td className="text-break">
                  {canEdit ? (
                    <button
                      type="button"
                      className="btn btn-link p-0 text-start"
                      onClick={() => onEdit(task)}
                    >
                      {task.title}
                    </button>
                  ) : (
                    task.title
                  )}
                </td>
                <td>{task.assigneeName ?? "–"}</td>
                <td className={overdue ? "text-danger-emphasis fw-semibold text-nowrap" : "text-nowrap"}>
                  {task.dueDate ? formatDateHu(task.dueDate) : "–"}
                  {overdue && <span className="visually-hidden"> ({t("tasks.overdue")})</span>}
                </td>
                <td>{PROJECT_TASK_STATUS_LABELS[task.status]}</td>
                <td
                  className={`text-end text-nowrap${isOverEstimate(task) ? " text-warning-emphasis fw-semibold" : ""}`}
                >
                  {t("tasks.hours", { hours: formatTaskHours(task) })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
