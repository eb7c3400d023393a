import type { PartnerListItem, PartnerSortKey } from "./partners.contract.ts";

/** Sort direction of the partner list. */
export type PartnerSortDirection = "asc" | "desc";

const collator = new Intl.Collator("hu", { sensitivity: "base", numeric: true });

/** The value a column sorts by (text columns Hungarian-collated, missing values last). */
function keyOf(row: PartnerListItem, key: PartnerSortKey): string | number | null {
  switch (key) {
    case "name":
      return row.name;
    case "taxNumber":
      return row.taxNumber ?? row.euVatNumber;
    case "city":
      return row.city;
    case "activeProjectCount":
      return row.activeProjectCount;
    case "contact":
      return row.firstContact?.name ?? null;
  }
}

/**
 * The partner list sorted by a column of `/partnerek` (used by the screen and by the `.xlsx` export, so
 * both show the same order): Hungarian alphabetical order for text (`á` with `a`, numbers by value),
 * empty values last in either direction, ties by name.
 */
export function sortPartners(
  rows: readonly PartnerListItem[],
  key: PartnerSortKey,
  direction: PartnerSortDirection,
): PartnerListItem[] {
  const sign = direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = keyOf(a, key);
    const vb = keyOf(b, key);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else {
      const order =
        typeof va === "number" && typeof vb === "number" ? va - vb : collator.compare(String(va), String(vb));
      if (order !== 0) return sign * order;
    }
    return collator.compare(a.name, b.name) || a.id - b.id;
  });
}
