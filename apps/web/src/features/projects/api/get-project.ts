import { queryOptions, useQuery } from "@tanstack/react-query";
import type {
  Project,
  ProjectActivity,
  ProjectOptions,
  SimilarProject,
} from "@office/shared/projects/projects.contract";
import { api } from "../../../lib/http/api";
import { projectKeys } from "./project-keys";

/** `GET /api/project/{id}` (404 unless the caller is a member, the manager or a projectManager). */
export function useProject(id: number) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => api.get<Project>(`/project/${id}`, { signal }),
    enabled: id > 0,
    // Always fresh when the page opens (e.g. from a notification): the thread may have grown meanwhile.
    staleTime: 0,
  });
}

/** `GET /api/project/{id}/activity`: the activity log, oldest first. */
export function useProjectActivity(id: number, isEnabled = true) {
  return useQuery({
    queryKey: projectKeys.activity(id),
    queryFn: ({ signal }) => api.get<ProjectActivity[]>(`/project/${id}/activity`, { signal }),
    enabled: isEnabled && id > 0,
  });
}

/** `GET /api/project/options`: partners, cost centres, external resources and employees for pickers. */
export function useProjectOptions() {
  return useQuery(projectOptionsQueryOptions());
}

/** The query of {@link useProjectOptions}, for prefetching. */
export function projectOptionsQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.options(),
    queryFn: ({ signal }) => api.get<ProjectOptions>("/project/options", { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/project/similar?name=&excludeId=` (projectManager): close names, for the form's warning. */
export function useSimilarProjects(name: string, excludeId?: number) {
  const trimmed = name.trim();
  return useQuery({
    queryKey: projectKeys.similar(trimmed, excludeId),
    queryFn: ({ signal }) =>
      api.get<SimilarProject[]>("/project/similar", { query: { name: trimmed, excludeId }, signal }),
    enabled: trimmed.length >= 3,
    staleTime: 60_000,
  });
}
