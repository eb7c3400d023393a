import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { formatDateHu } from "@office/shared/hu/format";
import { PROJECT_TASK_STATUS_LABELS } from "@office/shared/projects/project-task-status";
import { QueryState } from "../../../components/page/query-state";
import { biClipboardCheck } from "../../../components/ui/icons";
import { useMyTasks } from "../../projects/tasks/api/tasks";
import { isOverdue } from "../../projects/tasks/components/task-format";
import { HomeCard } from "./home-card";

/** How many tasks the card lists; the rest is counted. */
const SHOWN = 5;

/**
 * „Feladataim” (issue 21 §3): my open tasks (Teendő, Folyamatban) across projects from
 * `GET /api/task/mine`, soonest due first, overdue ones in red; each links to its project's Feladatok tab, the task singled out (`&feladat=`).
 * A friendly line when there is none.
 */
export function MyTasksCard() {
  const { t } = useTranslation("home");
  const mine = useMyTasks();
  const today = budapestDate(Date.now());
  return (
    <HomeCard
      id="tasks"
      minContentHeight="8rem"
      title={t("tasks.title")}
      icon={biClipboardCheck}
      link={{ to: "/projektek?mine=true", label: t("tasks.link") }}
    >
      <QueryState query={mine} isEmpty={(d) => d.length === 0} empty={t("tasks.empty")}>
        {(tasks) => (
          <ul className="list-unstyled small mb-0">
            {tasks.slice(0, SHOWN).map((task) => {
              const overdue = isOverdue(task, today);
              return (
                <li key={task.id} className="py-1 border-bottom" data-testid={`home-task-${task.id}`}>
                  <Link
                    to={`/projektek/${task.projectId}?tab=feladatok&feladat=${task.id}`}
                    className="fw-semibold text-break"
                  >
                    {task.title}
                  </Link>
                  <div className="text-body-secondary">
                    {task.projectName} · {PROJECT_TASK_STATUS_LABELS[task.status]} ·{" "}
                    <span className={overdue ? "text-danger-emphasis fw-semibold" : undefined}>
                      {task.dueDate ? formatDateHu(task.dueDate) : t("tasks.noDueDate")}
                      {overdue && ` (${t("tasks.overdue")})`}
                    </span>
                  </div>
                </li>
              );
            })}
            {tasks.length > SHOWN && (
              <li className="text-body-secondary pt-1">{t("tasks.more", { count: tasks.length - SHOWN })}</li>
            )}
          </ul>
        )}
      </QueryState>
    </HomeCard>
  );
}
