import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { QueryState } from "../../../../components/page/query-state";
import { isHttpError } from "../../../../lib/http/http-error";
import { useTask } from "../api/tasks";
import { TASK_PARAM } from "../components/tasks-tab";
import "../../i18n";

/** The project page path that singles out `task`: its Feladatok tab with `?feladat={id}`. */
export function taskPagePath(task: { id: number; projectId: number }): string {
  return `/projektek/${task.projectId}?tab=feladatok&${TASK_PARAM}=${task.id}`;
}

/**
 * `/feladatok/{taskId}` (route `task`, issue 21 §3): the link of a `taskAssigned` notification (in the app
 * and in its e-mail), whose row holds the task's id. Looks the task up (`GET /api/task/{id}`) and replaces
 * itself with the project's Feladatok tab with the task marked ({@link taskPagePath}); an unknown, deleted
 * or invisible task shows a notice. Not in the side navigation (SPEC §2).
 */
export function TaskLinkPage() {
  const { t } = useTranslation("projects");
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  const task = useTask(validId);
  if (validId === 0 || isHttpError(task.error, 404)) {
    return (
      <>
        <h1 className="h3 mb-3">{t("tasks.linkTitle")}</h1>
        <div className="alert alert-warning" role="alert" data-testid="task-link-not-found">
          {t("tasks.linkNotFound")}
        </div>
      </>
    );
  }
  return <QueryState query={task}>{(found) => <Navigate to={taskPagePath(found)} replace />}</QueryState>;
}
