/** Query keys of the leave domain. */
export const leaveKeys = {
  all: ["leave"] as const,
  leaveDay: (employeeId: number, year: number) => ["leave", "leaveDay", employeeId, year] as const,
  employeeLeave: (employeeId: number, start: string, end: string) =>
    ["leave", "employee", employeeId, start, end] as const,
  list: (scope: LeaveScope, start?: string, end?: string) =>
    ["leave", "list", scope, start ?? null, end ?? null] as const,
  report: (year: number) => ["leave", "report", year] as const,
  icsLink: () => ["leave", "icsLink"] as const,
  absenceTypes: () => ["leave", "absenceTypes"] as const,
  history: (id: number) => ["leave", "history", id] as const,
  decisionContext: (id: number) => ["leave", "decisionContext", id] as const,
  deputy: (employeeId: number) => ["leave", "deputy", employeeId] as const,
  calendarYear: (year: number) => ["leave", "calendarYear", year] as const,
};

/** `GET /api/leave?scope=`: own requests, pending ones I may decide, or everyone's absences in a range. */
export type LeaveScope = "mine" | "approvals" | "team";
