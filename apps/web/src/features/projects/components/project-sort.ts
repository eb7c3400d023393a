import type { Project } from "@office/shared/projects/projects.contract";
import { lazyValue } from "@office/shared/hu/lazy-intl";

export const SORT_KEYS = [
  "code",
  "name",
  "partner",
  "status",
  "startDate",
  "endDate",
  "budget",
  "manager",
  "progress",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";

export const isSortKey = (value: string | null): value is SortKey => SORT_KEYS.some((key) => key === value);

const STATUS_ORDER = { planned: 0, active: 1, onHold: 2, closed: 3 } as const;
const collator = lazyValue(() => new Intl.Collator("hu", { sensitivity: "base", numeric: true }));

function valueOf(p: Project, key: SortKey): string | number | null {
  switch (key) {
    case "partner":
      return p.partner?.name ?? null;
    case "manager":
      return p.manager?.name ?? null;
    case "status":
      return STATUS_ORDER[p.status];
    default:
      return p[key];
  }
}

/**
 * The projects sorted by `key` (Hungarian collation for text, numbers and ISO dates as such); empty
 * values last in both directions; ties by code. A new array of the same row type.
 */
export function sortProjects<T extends Project>(
  list: readonly T[],
  key: SortKey,
  direction: SortDirection,
): T[] {
  const sign = direction === "asc" ? 1 : -1;
  return [...list].sort((a, b) => {
    const x = valueOf(a, key);
    const y = valueOf(b, key);
    if (x === null || y === null) {
      if (x === y) return collator().compare(a.code, b.code);
      return x === null ? 1 : -1;
    }
    const order =
      typeof x === "number" && typeof y === "number" ? x - y : collator().compare(String(x), String(y));
    return order === 0 ? collator().compare(a.code, b.code) : sign * order;
  });
}
