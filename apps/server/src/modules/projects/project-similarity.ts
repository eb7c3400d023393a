/**
 * "A project whose name is close to an existing one warns before saving" (issue 8): two names are
 * close when, after folding case and accents and dropping punctuation and legal-form words, they are
 * equal, one contains the other (≥ 6 characters), their edit distance is at most 20 % of the longer
 * one, or at least 70 % of their words (≥ 3 letters) are shared.
 */

const STOP_WORDS = new Set(["kft", "zrt", "nyrt", "bt", "projekt", "the", "and", "es"]);

/** Lower case, no accents, letters/digits and single spaces only. */
export function normalizeName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function words(normalized: string): Set<string> {
  return new Set(normalized.split(" ").filter((w) => w.length >= 3 && !STOP_WORDS.has(w)));
}

/** Levenshtein distance, O(a·b) time, O(b) memory; strings are capped at 200 characters by the contract. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** True when `a` and `b` are close names by the rule above. */
export function isSimilarName(a: string, b: string): boolean {
  const x = normalizeName(a);
  const y = normalizeName(b);
  if (!x || !y) return false;
  if (x === y) return true;
  const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x];
  if (shorter.length >= 6 && longer.includes(shorter)) return true;
  if (editDistance(x, y) <= Math.floor(longer.length * 0.2)) return true;
  const wx = words(x);
  const wy = words(y);
  if (wx.size === 0 || wy.size === 0) return false;
  const shared = [...wx].filter((w) => wy.has(w)).length;
  return shared / Math.max(wx.size, wy.size) >= 0.7;
}
