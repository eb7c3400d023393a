/** Query keys of the programme calendar domain. */
export const eventKeys = {
  all: ["event"] as const,
  list: (start: string, end: string) => ["event", "list", start, end] as const,
  /** One event; with `occurrenceDate` as that occurrence's answers show it (null: the series'). */
  detail: (id: number, occurrenceDate: string | null = null) =>
    ["event", "detail", id, occurrenceDate] as const,
  /** Every detail query of one event (the series' and its occurrences'). */
  details: (id: number) => ["event", "detail", id] as const,
  icsLink: () => ["event", "icsLink"] as const,
  settings: () => ["event", "settings"] as const,
};
