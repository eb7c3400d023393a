const HUF = new Intl.NumberFormat("hu-HU", { style: "currency", currency: "HUF", maximumFractionDigits: 0 });

/** Whole forints in Hungarian style (`85 000 Ft`); null → `empty`. */
export function formatHuf(value: number | null, empty = "–"): string {
  return value === null ? empty : HUF.format(value);
}
