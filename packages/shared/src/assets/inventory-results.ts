import type { InventoryResult, InventorySummary } from "./inventory.contract.ts";

/** What the classification of one line reads. */
export type LineFacts = {
  /** In the session's scope when it started (location and category match, not retired). */
  expected: boolean;
  /** On the books at all (an asset with that inventory number exists). */
  onBooks: boolean;
  counted: boolean;
  /** The session's location (null = any). */
  sessionLocation: string | null;
  /** The asset's book location. */
  bookLocation: string | null;
  /** The book holder, and who presented it when counted (null = not stated). */
  bookHolderId: number | null;
  presentedById: number | null;
  /** The session is closed (a line not counted by then is missing). */
  closed: boolean;
};

/**
 * Classifies one stocktaking line (Számv. tv. 69. §: the counted quantity against the books):
 * not counted → `missing` once closed, `pending` before; counted but not on the books → `unexpected`;
 * counted, on the books, outside the scope because it is booked at another location → `wrongLocation`;
 * other out-of-scope counts → `unexpected`; counted from someone the books do not name → `wrongHolder`;
 * else `found`.
 */
export function classifyLine(f: LineFacts): InventoryResult {
  if (!f.counted) return f.closed ? "missing" : "pending";
  if (!f.onBooks) return "unexpected";
  if (!f.expected) {
    const otherPlace =
      f.sessionLocation !== null && (f.bookLocation ?? "").trim() !== f.sessionLocation.trim();
    return otherPlace ? "wrongLocation" : "unexpected";
  }
  if (f.presentedById !== null && f.presentedById !== f.bookHolderId) return "wrongHolder";
  return "found";
}

/**
 * Counts and book values (whole HUF) of the lines: shortage = value of `missing` lines, surplus = value
 * of `unexpected` lines (numbers not on the books count 0 — their value is set when they are booked).
 */
export function summarise(
  lines: readonly { expected: boolean; counted: boolean; result: InventoryResult; valueHuf: number | null }[],
): InventorySummary {
  const s: InventorySummary = {
    expected: 0,
    counted: 0,
    found: 0,
    missing: 0,
    unexpected: 0,
    wrongLocation: 0,
    wrongHolder: 0,
    pending: 0,
    shortageHuf: 0,
    surplusHuf: 0,
  };
  for (const l of lines) {
    if (l.expected) s.expected += 1;
    if (l.counted) s.counted += 1;
    s[l.result] += 1;
    if (l.result === "missing") s.shortageHuf += l.valueHuf ?? 0;
    if (l.result === "unexpected") s.surplusHuf += l.valueHuf ?? 0;
  }
  return s;
}
