import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectListItem, ProjectListQuery } from "@office/shared/projects/projects.contract";
import { api, reportApi } from "../../../lib/http/api";
import { projectKeys } from "./project-keys";

/** `GET /api/project?search=&status=&partnerId=&managerId=&costCenterId=&mine=&archived=`. */
export function listProjects(query: ProjectListQuery, signal?: AbortSignal): Promise<ProjectListItem[]> {
  return api.get<ProjectListItem[]>("/project", { query, ...(signal ? { signal } : {}) });
}

/** The projects the caller may see, filtered on the server; keeps the last list while a new one loads. */
export function useProjects(query: ProjectListQuery) {
  return useQuery({ ...projectsQueryOptions(query), placeholderData: keepPreviousData });
}

export function projectsQueryOptions(query: ProjectListQuery) {
  return queryOptions({
    queryKey: projectKeys.list(query),
    queryFn: ({ signal }) => listProjects(query, signal),
  });
}

/** `GET /report/project` with the list's filters: the `.xlsx` export. */
export function exportProjects(query: ProjectListQuery): Promise<Blob> {
  return reportApi.get("/project", { query });
}
