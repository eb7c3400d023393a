import { useQueries } from "@tanstack/react-query";
import { registerWorkScheduleDecree } from "@office/shared/hu/calendar";
import type { CalendarYear } from "@office/shared/reference-data/calendar-year.contract";
import { api } from "../../../lib/http/api";
import { leaveKeys } from "./leave-keys";

/**
 * `GET /api/calendarYear?year=`: the year's swapped working days as the server's calendar has them (issue
 * 22 §4). A year loaded on the server after this build (its decree under Mt. 102. § (5)) is registered in
 * the SPA's own calendar (`registerWorkScheduleDecree`), so the working-day preview counts it like the
 * server; a year the server has not loaded either stays provisional (holidays of Mt. 102. § (1) and
 * weekends).
 */
export async function getCalendarYear(year: number, signal?: AbortSignal): Promise<CalendarYear> {
  const answer = await api.get<CalendarYear>(`/calendarYear?year=${year}`, signal ? { signal } : {});
  if (answer.loaded) {
    registerWorkScheduleDecree({
      year: answer.year,
      decree: answer.decree,
      swaps: answer.swaps,
      note: answer.note,
      verifiedBy: [],
    });
  }
  return answer;
}

/**
 * Asks the server about `years` (the years the SPA's calendar does not know) and answers the ones that
 * really are not loaded there: only these may be called "előzetes". A year still being asked is left out
 * (its note would flash), a year whose question failed is kept (nothing confirms it). The answers are kept
 * for the session; a registered year leaves `years` on the next render, as the calendar then knows it.
 */
export function useUnloadedCalendarYears(years: readonly number[]): number[] {
  const results = useQueries({
    queries: years.map((year) => ({
      queryKey: leaveKeys.calendarYear(year),
      queryFn: ({ signal }: { signal: AbortSignal }) => getCalendarYear(year, signal),
      staleTime: Infinity,
      retry: false,
    })),
  });
  return years.filter((_year, i) => {
    const result = results[i];
    if (!result || result.isPending) return false;
    return result.isError || !result.data.loaded;
  });
}
