import type { Employee } from "@office/shared/employees/employees.contract";
import { lazyValue } from "@office/shared/hu/lazy-intl";

/** Sortable directory columns. */
export const SORT_KEYS = [
  "name",
  "employeeNumber",
  "position",
  "department",
  "email",
  "employmentStart",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";

/** The department filter value that stands for "no department given". */
export const NO_DEPARTMENT = "__none__";

const collator = lazyValue(() => new Intl.Collator("hu", { sensitivity: "base", numeric: true }));

/** Lower case without accents, so "kovacs" finds "Kovács" and "ORS" finds "Örs". */
export function normalizeForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("hu");
}

/**
 * The employees matching the search (every word of it in the name, e-mail, position or department,
 * ignoring case and accents) and the department (`""` = any, {@link NO_DEPARTMENT} = none given).
 */
export function filterEmployees(
  employees: readonly Employee[],
  filter: { search: string; department: string },
): Employee[] {
  const words = normalizeForSearch(filter.search).split(/\s+/).filter(Boolean);
  return employees.filter((employee) => {
    if (filter.department === NO_DEPARTMENT && employee.department) return false;
    if (filter.department !== "" && filter.department !== NO_DEPARTMENT) {
      if (employee.department !== filter.department) return false;
    }
    if (words.length === 0) return true;
    const haystack = normalizeForSearch(
      [employee.name, employee.email, employee.position, employee.department].filter(Boolean).join(" "),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * A sorted copy: Hungarian alphabetical order (numbers by value, so E0010 follows E0009), empty values
 * last in both directions, ties broken by name.
 */
export function sortEmployees(
  employees: readonly Employee[],
  key: SortKey,
  direction: SortDirection,
): Employee[] {
  const sign = direction === "asc" ? 1 : -1;
  return [...employees].sort((a, b) => {
    const left = a[key];
    const right = b[key];
    if (!left && right) return 1;
    if (left && !right) return -1;
    const primary = left && right ? collator().compare(left, right) * sign : 0;
    return primary !== 0 ? primary : collator().compare(a.name, b.name);
  });
}

/** True when `value` is one of the sortable columns. */
export function isSortKey(value: string | null): value is SortKey {
  return (SORT_KEYS as readonly (string | null)[]).includes(value);
}
