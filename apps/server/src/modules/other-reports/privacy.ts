import { PRIVACY_MIN_GROUP } from "@office/shared/reports/other-report.contract";

/** A group of one period: its value and the ids of the distinct people behind it. */
export type PeopleGroup = { key: string; value: number; people: readonly number[] };

/**
 * The outcome of {@link mergeSmallGroups}: `values` per group key (null = merged into "Egyéb" or
 * suppressed), `other` the "Egyéb" value (null when nothing was merged or it was suppressed), `merged` the
 * keys that went into "Egyéb", `suppressed` true when even everything together describes fewer than
 * `min` people (then every value is null).
 */
export type MergeResult = {
  values: Map<string, number | null>;
  other: number | null;
  merged: string[];
  suppressed: boolean;
};

/**
 * Privacy rule for categorical groups of one period (issue 11 §4: "groups smaller than 3 people are
 * merged so no chart reveals one person"), e.g. departments or leave types of one month:
 * 1. a group with 1 or 2 distinct people (fewer than `min`) goes into "Egyéb";
 * 2. while "Egyéb" holds fewer than `min` distinct people (counted once even if in several groups), the
 *    remaining group with the fewest people (then the smallest value, then the key) joins it too;
 * 3. if every group ended in "Egyéb" and it still has fewer than `min` people, the period is suppressed
 *    (all values null).
 * With `absorb: false` step 2 is skipped: an "Egyéb" of fewer than `min` people is hidden (null) and the
 * other groups stay — for data sets that publish no total a hidden group could be worked out from
 * (leave days), so a large group is not swallowed to cover one or two people.
 * Groups with nobody keep their value (0: reveals no one). Values of "Egyéb" are the sum of its groups.
 */
export function mergeSmallGroups(
  groups: readonly PeopleGroup[],
  { min = PRIVACY_MIN_GROUP, absorb = true }: { min?: number; absorb?: boolean } = {},
): MergeResult {
  const values = new Map<string, number | null>(groups.map((g) => [g.key, g.value]));
  const otherPeople = new Set<number>();
  const merged: string[] = [];
  let otherValue = 0;
  const take = (g: PeopleGroup) => {
    g.people.forEach((id) => otherPeople.add(id));
    otherValue += g.value;
    values.set(g.key, null);
    merged.push(g.key);
  };
  const rest: PeopleGroup[] = [];
  for (const g of groups) {
    if (g.people.length > 0 && g.people.length < min) take(g);
    else if (g.people.length > 0) rest.push(g);
  }
  rest.sort((a, b) => a.people.length - b.people.length || a.value - b.value || a.key.localeCompare(b.key));
  while (absorb && otherPeople.size > 0 && otherPeople.size < min && rest.length > 0) {
    const next = rest.shift();
    if (next) take(next);
  }
  if (otherPeople.size > 0 && otherPeople.size < min) {
    if (rest.length > 0) return { values, other: null, merged, suppressed: false };
    for (const key of values.keys()) values.set(key, null);
    return { values, other: null, merged, suppressed: true };
  }
  return { values, other: merged.length > 0 ? otherValue : null, merged, suppressed: false };
}

/** An age band: `lo`..`hi` years inclusive (null = open end) and how many people are in it. */
export type Band = { lo: number | null; hi: number | null; count: number };

/** Hungarian label of a band: "25 év alatt", "25–34 év", "55+ év", "Összes". */
export function bandLabel(b: Pick<Band, "lo" | "hi">): string {
  if (b.lo === null && b.hi === null) return "Összes";
  if (b.lo === null) return `${(b.hi ?? 0) + 1} év alatt`;
  if (b.hi === null) return `${b.lo}+ év`;
  return `${b.lo}–${b.hi} év`;
}

/**
 * Privacy rule for ordered bands (age bands; issue 11 §4): while some band holds 1 or 2 people (fewer
 * than `min`), the smallest such band (the youngest on a tie) is merged with a neighbour, the neighbour
 * with fewer people (the older one on a tie, the only one at an end); the merged band spans both
 * ("25–44 év"). When one band is left and it still has fewer than `min` people its count is null
 * (suppressed). Empty bands stay (0 reveals no one).
 */
export function mergeNeighbourBands(
  bands: readonly Band[],
  min = PRIVACY_MIN_GROUP,
): { bands: { lo: number | null; hi: number | null; count: number | null }[]; mergedAny: boolean } {
  const out = bands.map((b) => ({ ...b }));
  let mergedAny = false;
  for (;;) {
    let index = -1;
    for (const [i, b] of out.entries()) {
      if (b.count > 0 && b.count < min && (index < 0 || b.count < (out[index]?.count ?? 0))) index = i;
    }
    const band = out[index];
    if (!band) break;
    const left = out[index - 1];
    const right = out[index + 1];
    if (!left && !right) return { bands: [{ lo: band.lo, hi: band.hi, count: null }], mergedAny: true };
    const withRight = !left || (right !== undefined && right.count <= left.count);
    const other = withRight ? right : left;
    if (!other) break;
    const mergedBand = {
      lo: withRight ? band.lo : other.lo,
      hi: withRight ? other.hi : band.hi,
      count: band.count + other.count,
    };
    out.splice(withRight ? index : index - 1, 2, mergedBand);
    mergedAny = true;
  }
  return { bands: out, mergedAny };
}
