import type { ExternalResource } from "@office/shared/external-resources/external-resources.contract";

export type ActiveFilter = "all" | "active" | "inactive";
export const SORT_KEYS = ["name", "company", "dailyRate", "hourlyRate", "projectCount"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";

export const isSortKey = (value: string | null): value is SortKey => SORT_KEYS.some((key) => key === value);

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("hu");

/**
 * The contractors matching `search` (name, company or a skill; case- and accent-insensitive) and the active
 * filter, sorted by `key` (Hungarian collation for text, empty values last) in `direction`; the rows keep
 * their own type (the list's rows carry `attachmentCount`).
 */
export function filterAndSort<T extends ExternalResource>(
  rows: readonly T[],
  opts: { search: string; active: ActiveFilter; key: SortKey; direction: SortDirection },
): T[] {
  const needle = fold(opts.search.trim());
  const collator = new Intl.Collator("hu");
  const sign = opts.direction === "asc" ? 1 : -1;
  return rows
    .filter(
      (r) =>
        (opts.active === "all" || r.active === (opts.active === "active")) &&
        (!needle ||
          fold(r.name).includes(needle) ||
          fold(r.company ?? "").includes(needle) ||
          r.skills.some((s) => fold(s).includes(needle))),
    )
    .sort((a, b) => {
      const x = a[opts.key];
      const y = b[opts.key];
      if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
      if (y === null || y === undefined) return -1;
      const order =
        typeof x === "number" && typeof y === "number" ? x - y : collator.compare(String(x), String(y));
      return sign * order || collator.compare(a.name, b.name);
    });
}
