/** Query keys of the partners domain. */
export const partnerKeys = {
  all: ["partners"] as const,
  lists: () => ["partners", "list"] as const,
  list: (search: string, active: boolean | undefined) =>
    ["partners", "list", { search, active: active ?? null }] as const,
  detail: (id: number) => ["partners", "detail", id] as const,
  similar: (name: string, taxNumber: string, excludeId: number | undefined) =>
    ["partners", "similar", { name, taxNumber, excludeId: excludeId ?? null }] as const,
};
