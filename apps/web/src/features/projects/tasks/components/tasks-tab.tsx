import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import { budapestDate } from "@office/shared/hu/budapest-time";
import type { ProjectTask } from "@office/shared/projects/project-task.contract";
import type { Project } from "@office/shared/projects/projects.contract";
import { QueryState } from "../../../../components/page/query-state";
import { Button } from "../../../../components/ui/button";
import { Icon } from "../../../../components/ui/icon";
import { biKanban, biPlusLg, biTable } from "../../../../components/ui/icons";
import { useAuthStore } from "../../../../lib/auth/auth-store";
import { useCreateTask, useDeleteTask, useMoveTask, useProjectTasks, useUpdateTask } from "../api/tasks";
import { TaskBoard } from "./task-board";
import { TaskFormModal } from "./task-form-modal";
import { TaskList } from "./task-list";
import "../../i18n";

type View = "board" | "list";

/** The search parameter that keeps the view in the URL (`?feladatnezet=lista`; the board has none). */
export const TASK_VIEW_PARAM = "feladatnezet";
const LIST_VALUE = "lista";
/**
 * The search parameter that singles out one task (`?tab=feladatok&feladat=42`, the link of a `taskAssigned`
 * notification and of „Feladataim”): its card or row is marked and scrolled into view.
 */
export const TASK_PARAM = "feladat";

/** The task id of `?feladat=`, or null when missing or not a positive integer. */
export function highlightedTaskId(params: URLSearchParams): number | null {
  const id = Number(params.get(TASK_PARAM));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The Feladatok tab of a project (issue 21 §3): the board (default) or the list, „Új feladat” and the
 * edit dialog for projectManager and the project's manager; the assignee moves their own cards. The
 * server enforces the same rules (a refused move goes back, with the server's message in a toast).
 * The view lives in the URL (`?feladatnezet=lista`, other parameters such as `tab` kept), so a reload,
 * a shared link and the way back to the page keep it; switching replaces the history entry like the tabs.
 * `?feladat={id}` marks that task on the board and in the list and scrolls it into view.
 */
export function TasksTab({ project }: { project: Project }) {
  const { t } = useTranslation("projects");
  const authUser = useAuthStore((s) => s.authUser);
  const canEdit =
    hasPermission(authUser.role, "projectManager") ||
    hasPermission(authUser.role, "companyAdmin") ||
    (authUser.employeeId > 0 && project.managerId === authUser.employeeId);
  const tasks = useProjectTasks(project.id);
  const create = useCreateTask(project.id);
  const update = useUpdateTask(project.id);
  const move = useMoveTask(project.id);
  const remove = useDeleteTask(project.id);
  const [params, setParams] = useSearchParams();
  const view: View = params.get(TASK_VIEW_PARAM) === LIST_VALUE ? "list" : "board";
  const highlightId = highlightedTaskId(params);
  const setView = (next: View) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === "list") out.set(TASK_VIEW_PARAM, LIST_VALUE);
        else out.delete(TASK_VIEW_PARAM);
        return out;
      },
      { replace: true },
    );
  const [editing, setEditing] = useState<ProjectTask | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const today = budapestDate(Date.now());
  const people = useMemo(
    () => [
      ...(project.manager ? [project.manager] : []),
      ...project.members.filter((m) => m.id !== project.managerId),
    ],
    [project.manager, project.managerId, project.members],
  );
  const canMove = (task: ProjectTask) =>
    canEdit || (authUser.employeeId > 0 && task.assigneeId === authUser.employeeId);
  const openForm = (task: ProjectTask | null) => {
    setEditing(task);
    setIsFormOpen(true);
  };

  return (
    <section aria-labelledby="project-tasks-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="project-tasks-title" className="h5 mb-0 me-auto">
          {t("tasks.title")}
        </h2>
        <div className="btn-group" role="group" aria-label={t("tasks.viewLabel")}>
          {(["board", "list"] as const).map((v) => (
            <button
              key={v}
              type="button"
              className={`btn btn-sm ${view === v ? "btn-secondary" : "btn-outline-secondary text-body"}`}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              <Icon icon={v === "board" ? biKanban : biTable} className="me-1" />
              {t(v === "board" ? "tasks.viewBoard" : "tasks.viewList")}
            </button>
          ))}
        </div>
        {canEdit && (
          <Button icon={biPlusLg} onClick={() => openForm(null)} data-testid="task-new">
            {t("tasks.new")}
          </Button>
        )}
      </div>
      <QueryState query={tasks} isEmpty={(d) => d.length === 0} empty={t("tasks.empty")}>
        {(list) =>
          view === "board" ? (
            <TaskBoard
              tasks={list}
              today={today}
              canEdit={canEdit}
              canMove={canMove}
              onMove={(task, place) => move.mutate({ id: task.id, place })}
              onEdit={openForm}
              highlightId={highlightId}
            />
          ) : (
            <TaskList
              tasks={list}
              today={today}
              canEdit={canEdit}
              onEdit={openForm}
              highlightId={highlightId}
            />
          )
        }
      </QueryState>
      {canEdit && (
        <TaskFormModal
          show={isFormOpen}
          task={editing}
          people={people}
          onSubmit={(input) =>
            editing ? update.mutateAsync({ id: editing.id, input }) : create.mutateAsync(input)
          }
          onDelete={(task) => remove.mutateAsync(task.id)}
          onClose={() => setIsFormOpen(false)}
        />
      )}
    </section>
  );
}
