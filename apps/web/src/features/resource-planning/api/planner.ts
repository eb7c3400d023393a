import { keepPreviousData, useMutation, useQueryClient, useQuery } from "@tanstack/react-query";
import type {
  Allocation,
  AllocationStatus,
  ResourceType,
} from "@office/shared/resource-planning/allocations.contract";
import type { Planner, PlannerQuery } from "@office/shared/resource-planning/planner.contract";
import { api } from "../../../lib/http/api";
import { successText } from "../../../lib/toast/success-text";

/** TanStack Query keys of the resource planning domain. */
export const plannerKeys = {
  all: ["resource-planning"] as const,
  planners: () => [...plannerKeys.all, "planner"] as const,
  planner: (query: PlannerQuery) => [...plannerKeys.planners(), query] as const,
};

/** `GET /api/resourcePlanner?start=&end=&projectId=&department=&search=`; keeps the last answer while the next loads. */
export function usePlanner(query: PlannerQuery) {
  return useQuery({
    queryKey: plannerKeys.planner(query),
    queryFn: ({ signal }) => api.get<Planner>("/resourcePlanner", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The body of `POST /api/resourceAllocation` and `PUT /api/resourceAllocation/{id}`. */
export interface AllocationBody {
  resourceType: ResourceType;
  resourceId: number;
  projectId: number;
  start: string;
  end: string;
  hoursPerDay: number;
  status: AllocationStatus;
  note: string | null;
}

/** The body fields of an allocation as answered. */
export function bodyOf(a: Allocation): AllocationBody {
  return {
    resourceType: a.resourceType,
    resourceId: a.resourceId,
    projectId: a.projectId,
    start: a.start,
    end: a.end,
    hoursPerDay: a.hoursPerDay,
    status: a.status,
    note: a.note,
  };
}

/** Refetches every planner range after a write (conflicts and totals are the server's). */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: plannerKeys.planners() });
}

/**
 * `POST /api/resourceAllocation` (no id) or `PUT /api/resourceAllocation/{id}`. A PUT is applied optimistically
 * to the cached planners (dates, hours, status, note), so a dragged bar stays where it was dropped; on error the
 * caches are restored.
 */
export function useSaveAllocation() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AllocationBody }) =>
      id === undefined
        ? api.post<Allocation>("/resourceAllocation", body, {
            successMessage: successText("planner", "created"),
          })
        : api.put<Allocation>(`/resourceAllocation/${id}`, body, {
            successMessage: successText("planner", "updated"),
          }),
    onMutate: async ({ id, body }) => {
      if (id === undefined) return { previous: [] as [readonly unknown[], Planner | undefined][] };
      await queryClient.cancelQueries({ queryKey: plannerKeys.planners() });
      const previous = queryClient.getQueriesData<Planner>({ queryKey: plannerKeys.planners() });
      queryClient.setQueriesData<Planner>({ queryKey: plannerKeys.planners() }, (old) =>
        old
          ? { ...old, allocations: old.allocations.map((a) => (a.id === id ? { ...a, ...body } : a)) }
          : old,
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: invalidate,
  });
}

/** `DELETE /api/resourceAllocation/{id}`. */
export function useDeleteAllocation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<unknown>(`/resourceAllocation/${id}`, {
        successMessage: successText("planner", "deleted"),
      }),
    onSettled: invalidate,
  });
}

/** `POST /api/resourceAllocation/copyWeek` `{ from, to, projectId? }`: copies the week from Monday `from` to Monday `to`. */
export function useCopyWeek() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { from: string; to: string; projectId?: number }) =>
      api.post<unknown>("/resourceAllocation/copyWeek", body, {
        successMessage: successText("planner", "weekCopied"),
      }),
    onSettled: invalidate,
  });
}
