/** Query keys of the programme calendar domain. */
export const eventKeys = {
  all: ["event"] as const,
  list: (start: string, end: string) => ["event", "list", start, end] as const,
  detail: (id: number) => ["event", "detail", id] as const,
  icsLink: () => ["event", "icsLink"] as const,
  settings: () => ["event", "settings"] as const,
};
