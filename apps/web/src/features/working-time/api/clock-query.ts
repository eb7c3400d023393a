import { queryOptions } from "@tanstack/react-query";
import type { ClockState } from "@office/shared/working-time/time-entry.contract";
import { api } from "../../../lib/http/api";
import { workingTimeKeys } from "./working-time-keys";

/**
 * `GET /api/timeEntry/clock`: the caller's running entry, today's worked minutes, the suggested break.
 * Apart from `clock.ts` (which loads the domain's texts) so that the home page's loader can start it.
 */
export function clockQueryOptions() {
  return queryOptions({
    queryKey: workingTimeKeys.clock(),
    queryFn: ({ signal }) => api.get<ClockState>("/timeEntry/clock", { signal }),
  });
}
