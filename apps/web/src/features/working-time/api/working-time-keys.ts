/** The query keys of the working-time domain; every write invalidates `all` (records, sheets, overview). */
export const workingTimeKeys = {
  all: ["working-time"] as const,
  range: (employeeId: number, from: string, to: string) =>
    ["working-time", "range", employeeId, from, to] as const,
  clock: () => ["working-time", "clock"] as const,
  sheet: (employeeId: number, month: string) => ["working-time", "sheet", employeeId, month] as const,
  overview: (month: string) => ["working-time", "overview", month] as const,
  history: (entryId: number) => ["working-time", "history", entryId] as const,
  settings: () => ["working-time", "settings"] as const,
  schedule: (employeeId: number) => ["working-time", "schedule", employeeId] as const,
  projects: () => ["working-time", "projects"] as const,
  tasks: (projectId: number) => ["working-time", "tasks", projectId] as const,
};
