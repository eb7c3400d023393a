import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ProjectTask,
  ProjectTaskInput,
  ProjectTaskUpdate,
} from "@office/shared/projects/project-task.contract";
import { api } from "../../../../lib/http/api";
import { successText } from "../../../../lib/toast/success-text";
import { applyMove, type BoardPlace } from "../components/board-move";

/** TanStack Query keys of project tasks (issue 21 §3). */
export const taskKeys = {
  all: ["projectTasks"] as const,
  project: (projectId: number) => [...taskKeys.all, "project", projectId] as const,
  mine: () => [...taskKeys.all, "mine"] as const,
  one: (id: number) => [...taskKeys.all, "one", id] as const,
};

/** `GET /api/task/{id}`: one task (its project, for the link of a `taskAssigned` notification). */
export function useTask(id: number) {
  return useQuery({
    queryKey: taskKeys.one(id),
    queryFn: ({ signal }) => api.get<ProjectTask>(`/task/${id}`, { signal }),
    enabled: id > 0,
  });
}

/** `GET /api/project/{id}/task`: the project's tasks by column and position. */
export function useProjectTasks(projectId: number) {
  return useQuery({
    queryKey: taskKeys.project(projectId),
    queryFn: ({ signal }) => api.get<ProjectTask[]>(`/project/${projectId}/task`, { signal }),
    enabled: projectId > 0,
  });
}

/** `GET /api/task/mine`: my open tasks across projects, soonest due first (home page „Feladataim”). */
export function myTasksQueryOptions() {
  return queryOptions({
    queryKey: taskKeys.mine(),
    queryFn: ({ signal }) => api.get<ProjectTask[]>("/task/mine", { signal }),
  });
}

export function useMyTasks() {
  return useQuery(myTasksQueryOptions());
}

/** Refreshes the project's board and „Feladataim” after a change. */
function useTasksChanged(projectId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taskKeys.project(projectId) }),
      queryClient.invalidateQueries({ queryKey: taskKeys.mine() }),
    ]);
}

/** `POST /api/project/{id}/task` (projectManager or the project's manager). */
export function useCreateTask(projectId: number) {
  const onChanged = useTasksChanged(projectId);
  return useMutation({
    mutationFn: (input: ProjectTaskInput) =>
      api.post<ProjectTask>(`/project/${projectId}/task`, input, {
        successMessage: successText("projects", "taskCreated"),
      }),
    onSuccess: onChanged,
  });
}

/** `PUT /api/task/{id}` with the task's fields (projectManager or the project's manager). */
export function useUpdateTask(projectId: number) {
  const onChanged = useTasksChanged(projectId);
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ProjectTaskUpdate }) =>
      api.put<ProjectTask>(`/task/${id}`, input, { successMessage: successText("projects", "taskUpdated") }),
    onSuccess: onChanged,
  });
}

/**
 * `PUT /api/task/{id}` with `{ status, position }`: moves a card on the board (also the assignee's own).
 * The board shows the move at once (optimistic) and goes back if the server refuses (its toast says why).
 */
export function useMoveTask(projectId: number) {
  const queryClient = useQueryClient();
  const onChanged = useTasksChanged(projectId);
  const key = taskKeys.project(projectId);
  return useMutation({
    mutationFn: ({ id, place }: { id: number; place: BoardPlace }) =>
      api.put<ProjectTask>(`/task/${id}`, place),
    onMutate: async ({ id, place }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ProjectTask[]>(key);
      if (before) queryClient.setQueryData(key, applyMove(before, id, place));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: onChanged,
  });
}

/** `DELETE /api/task/{id}` (projectManager or the project's manager; 409 when time is booked to it). */
export function useDeleteTask(projectId: number) {
  const onChanged = useTasksChanged(projectId);
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<unknown>(`/task/${id}`, { successMessage: successText("projects", "taskDeleted") }),
    onSuccess: onChanged,
  });
}
