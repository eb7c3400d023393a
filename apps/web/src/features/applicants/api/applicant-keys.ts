/** Query keys of the applicants domain. */
export const applicantKeys = {
  all: ["applicants"] as const,
  lists: () => ["applicants", "list"] as const,
  list: (filter: {
    jobOpeningId?: number | undefined;
    stage?: string | undefined;
    search?: string | undefined;
  }) => ["applicants", "list", filter] as const,
  detail: (id: number) => ["applicants", "detail", id] as const,
  notes: (id: number) => ["applicants", "notes", id] as const,
  openings: () => ["applicants", "openings"] as const,
  noticeTemplate: () => ["applicants", "noticeTemplate"] as const,
};
