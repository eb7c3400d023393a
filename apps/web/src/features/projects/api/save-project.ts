import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Project, ProjectInput } from "@office/shared/projects/projects.contract";
import { api } from "../../../lib/http/api";
import { projectKeys } from "./project-keys";
import { successText } from "../../../lib/toast/success-text";

/** Caches the saved project and refreshes the lists and its activity log. */
function useProjectSaved() {
  const queryClient = useQueryClient();
  return async (project: Project) => {
    queryClient.setQueryData(projectKeys.detail(project.id), project);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: projectKeys.activity(project.id) }),
    ]);
  };
}

/** `POST /api/project` (projectManager). */
export function useCreateProject() {
  const onSaved = useProjectSaved();
  return useMutation({
    mutationFn: (input: ProjectInput) =>
      api.post<Project>("/project", input, { successMessage: successText("projects", "created") }),
    onSuccess: onSaved,
  });
}

/** `PUT /api/project/{id}` (projectManager). */
export function useUpdateProject(id: number) {
  const onSaved = useProjectSaved();
  return useMutation({
    mutationFn: (input: ProjectInput) =>
      api.put<Project>(`/project/${id}`, input, { successMessage: successText("projects", "updated") }),
    onSuccess: onSaved,
  });
}

/** `DELETE /api/project/{id}` (projectManager): archives a project with history, deletes a fresh one. */
export function useDeleteProject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<unknown>(`/project/${id}`, { successMessage: successText("projects", "deleted") }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
