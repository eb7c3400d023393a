import { useQuery } from "@tanstack/react-query";
import type { Project } from "@office/shared/projects/projects.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { api } from "../../../lib/http/api";
import { workingTimeKeys } from "./working-time-keys";

/** A choice of the project / task selects. */
export type PickerOption = { id: number; label: string };

/**
 * The caller's visible, not archived projects (`GET /api/project`) as select options, by name; not asked
 * while `isEnabled` is false.
 */
export function useProjectOptions(isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: workingTimeKeys.projects(),
    queryFn: async ({ signal }) => {
      const projects = await api.get<Project[]>("/project", { query: { archived: false }, signal });
      return projects
        .map((p): PickerOption => ({ id: p.id, label: p.name }))
        .sort((a, b) => a.label.localeCompare(b.label, "hu"));
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * `GET /api/project/{id}/task` as options; null when the server answers anything but 200 (no task
 * endpoint yet: 404) so the form hides the task select. Asked with a plain fetch so that a missing
 * endpoint raises no error toast. Disabled without a project.
 */
export function useTaskOptions(projectId: number | null) {
  return useQuery({
    queryKey: workingTimeKeys.tasks(projectId ?? 0),
    queryFn: async ({ signal }): Promise<PickerOption[] | null> => {
      const token = authStore.getState().token;
      const response = await window.fetch(`/api/project/${projectId ?? 0}/task`, {
        headers: { accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        credentials: "include",
        signal,
      });
      if (!response.ok) return null;
      const body = (await response.json()) as TaskList | { tasks: TaskList };
      const list = Array.isArray(body) ? body : body.tasks;
      return list.map((task) => ({ id: task.id, label: task.title }));
    },
    enabled: projectId !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

type TaskList = { id: number; title: string }[];
