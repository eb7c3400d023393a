import type { ProjectListQuery } from "@office/shared/projects/projects.contract";

/** TanStack Query keys of the projects domain. */
export const projectKeys = {
  all: ["projects"] as const,
  lists: () => [...projectKeys.all, "list"] as const,
  list: (query: ProjectListQuery) => [...projectKeys.lists(), query] as const,
  options: () => [...projectKeys.all, "options"] as const,
  detail: (id: number) => [...projectKeys.all, "detail", id] as const,
  comments: (id: number) => [...projectKeys.detail(id), "comments"] as const,
  activity: (id: number) => [...projectKeys.detail(id), "activity"] as const,
  similar: (name: string, excludeId?: number) => [...projectKeys.all, "similar", name, excludeId] as const,
};
