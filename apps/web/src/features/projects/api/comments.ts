import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProjectComment } from "@office/shared/projects/projects.contract";
import { api } from "../../../lib/http/api";
import { projectKeys } from "./project-keys";
import { successText } from "../../../lib/toast/success-text";

/** `GET /api/project/{id}/comment`: the thread, newest last. */
export function useProjectComments(projectId: number) {
  return useQuery({
    queryKey: projectKeys.comments(projectId),
    queryFn: ({ signal }) => api.get<ProjectComment[]>(`/project/${projectId}/comment`, { signal }),
    enabled: projectId > 0,
    staleTime: 0,
  });
}

/** Refreshes the thread, the project (comment count) and the lists after a change. */
function useCommentsChanged(projectId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.comments(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId), exact: true }),
      queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    ]);
}

/** `POST /api/project/{id}/comment`. */
export function useAddComment(projectId: number) {
  const onChanged = useCommentsChanged(projectId);
  return useMutation({
    mutationFn: (text: string) =>
      api.post<ProjectComment>(
        `/project/${projectId}/comment`,
        { text },
        { successMessage: successText("projects", "commentCreated") },
      ),
    onSuccess: onChanged,
  });
}

/** `PUT /api/project/{id}/comment/{commentId}` (the author). */
export function useEditComment(projectId: number) {
  const onChanged = useCommentsChanged(projectId);
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      api.put<ProjectComment>(
        `/project/${projectId}/comment/${id}`,
        { text },
        { successMessage: successText("projects", "commentUpdated") },
      ),
    onSuccess: onChanged,
  });
}

/** `DELETE /api/project/{id}/comment/{commentId}` (author, the project's manager or projectManager). */
export function useDeleteComment(projectId: number) {
  const onChanged = useCommentsChanged(projectId);
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<unknown>(`/project/${projectId}/comment/${id}`, {
        successMessage: successText("projects", "commentDeleted"),
      }),
    onSuccess: onChanged,
  });
}
