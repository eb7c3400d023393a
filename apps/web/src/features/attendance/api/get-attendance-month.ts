import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AttendanceMonth } from "@office/shared/attendance/attendance.contract";
import { api } from "../../../lib/http/api";

export const attendanceKeys = {
  all: ["attendance"] as const,
  month: (year: number, month: number) => ["attendance", "month", year, month] as const,
};

/**
 * `GET /api/attendance?year=&month=` (month 1–12): the month's calendar (`days`) and one row per employee
 * (hr: everyone employed in the month; others: their own row), cells aligned with `days`.
 */
export function getAttendanceMonth(
  year: number,
  month: number,
  signal?: AbortSignal,
): Promise<AttendanceMonth> {
  return api.get<AttendanceMonth>("/attendance", { query: { year, month }, ...(signal ? { signal } : {}) });
}

export function useAttendanceMonth(year: number, month: number) {
  return useQuery({
    queryKey: attendanceKeys.month(year, month),
    queryFn: ({ signal }) => getAttendanceMonth(year, month, signal),
    placeholderData: keepPreviousData,
  });
}
