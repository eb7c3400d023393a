import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AllocationPreview, ResourceType } from "@office/shared/resource-planning/allocations.contract";
import { api } from "../../../lib/http/api";
import { plannerKeys } from "./planner";

/** What the editor holds, checked client-side first (a project chosen, valid dates and hours). */
export type AllocationDraft = {
  id?: number | undefined;
  resourceType: ResourceType;
  resourceId: number;
  projectId: number;
  start: string;
  end: string;
  hoursPerDay: number;
};

/**
 * `GET /api/resourceAllocation/preview` (issue 19 §4): the conflicts and planned hours of the allocation as it
 * stands in the editor, before saving. `draft` null (the form is not complete yet) or `enabled` false (a
 * read-only caller) asks nothing; the last answer stays while the next loads, so the warnings do not flicker.
 */
export function useAllocationPreview(draft: AllocationDraft | null, enabled: boolean) {
  return useQuery({
    queryKey: [...plannerKeys.all, "preview", draft] as const,
    queryFn: ({ signal }) =>
      api.get<AllocationPreview>("/resourceAllocation/preview", {
        query: {
          ...(draft?.id === undefined ? {} : { id: draft.id }),
          resourceType: draft?.resourceType,
          resourceId: draft?.resourceId,
          projectId: draft?.projectId,
          start: draft?.start,
          end: draft?.end,
          hoursPerDay: draft?.hoursPerDay,
        },
        signal,
      }),
    enabled: enabled && draft !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
