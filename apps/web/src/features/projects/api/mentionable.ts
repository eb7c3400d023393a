import { useQuery } from "@tanstack/react-query";
import type { Mentionable } from "@office/shared/projects/projects.contract";
import { api } from "../../../lib/http/api";
import { projectKeys } from "./project-keys";

/** `GET /api/project/{id}/mentionable`: the colleagues the comment box's `@` list offers, by name. */
export function useMentionable(projectId: number, isEnabled = true) {
  return useQuery({
    queryKey: [...projectKeys.detail(projectId), "mentionable"] as const,
    queryFn: ({ signal }) => api.get<Mentionable[]>(`/project/${projectId}/mentionable`, { signal }),
    enabled: isEnabled && projectId > 0,
    staleTime: 60_000,
  });
}
