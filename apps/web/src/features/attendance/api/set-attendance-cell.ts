import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AttendanceCellInput,
  AttendanceCellResult,
  AttendanceMonth,
} from "@office/shared/attendance/attendance.contract";
import { api } from "../../../lib/http/api";
import { attendanceKeys } from "./get-attendance-month";
import { successText } from "../../../lib/toast/success-text";

/** `PUT /api/attendance` (hr): sets one cell's code, or clears it back to the derived value (`code: null`). */
export function setAttendanceCell(input: AttendanceCellInput): Promise<AttendanceCellResult> {
  return api.put<AttendanceCellResult>("/attendance", input, {
    successMessage: successText("attendance", "cellSaved"),
  });
}

/** Puts a saved cell into a cached month (totals follow with the refetch). */
export function applyCellResult(month: AttendanceMonth, result: AttendanceCellResult): AttendanceMonth {
  const dayIndex = month.days.findIndex((d) => d.date === result.day);
  if (dayIndex < 0) return month;
  const { employeeId: _employeeId, day: _day, ...cell } = result;
  return {
    ...month,
    employees: month.employees.map((row) =>
      row.employeeId === result.employeeId
        ? { ...row, cells: row.cells.map((c, i) => (i === dayIndex ? cell : c)) }
        : row,
    ),
  };
}

export function useSetAttendanceCell(year: number, month: number) {
  const queryClient = useQueryClient();
  const key = attendanceKeys.month(year, month);
  return useMutation({
    mutationFn: setAttendanceCell,
    onSuccess: (result) => {
      queryClient.setQueryData<AttendanceMonth>(key, (current) =>
        current ? applyCellResult(current, result) : current,
      );
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
