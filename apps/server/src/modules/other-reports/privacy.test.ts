import { describe, expect, it } from "vitest";
import { bandLabel, mergeNeighbourBands, mergeSmallGroups } from "./privacy.ts";

const g = (key: string, people: number[], value = people.length) => ({ key, value, people });

describe("mergeSmallGroups (issue 11 §4: no value describes fewer than 3 people)", () => {
  it("keeps groups of 3 or more and merges 1–2 into Egyéb when Egyéb reaches 3", () => {
    const r = mergeSmallGroups([g("a", [1, 2, 3]), g("b", [4]), g("c", [5, 6]), g("d", [])]);
    expect(r.values).toEqual(
      new Map([
        ["a", 3],
        ["b", null],
        ["c", null],
        ["d", 0],
      ]),
    );
    expect(r.other).toBe(3);
    expect(r.suppressed).toBe(false);
  });
  it("pulls the next smallest group into Egyéb while it holds fewer than 3 distinct people", () => {
    const r = mergeSmallGroups([g("big", [1, 2, 3, 4, 5]), g("mid", [6, 7, 8]), g("tiny", [9])]);
    expect(r.values.get("big")).toBe(5);
    expect(r.values.get("mid")).toBeNull();
    expect(r.other).toBe(4);
    expect(r.merged).toEqual(["tiny", "mid"]);
  });
  it("counts a person in two merged groups once (leave types)", () => {
    const r = mergeSmallGroups([g("x", [1, 2], 5), g("y", [2], 1), g("z", [3, 4, 5], 9)]);
    // x ∪ y = {1, 2}: still 2 people → z joins
    expect(r.other).toBe(15);
    expect([...r.values.values()]).toEqual([null, null, null]);
    expect(r.suppressed).toBe(false);
  });
  it("without absorbing, hides an Egyéb under 3 and keeps the other groups", () => {
    const r = mergeSmallGroups([g("big", [1, 2, 3, 4], 40), g("tiny", [5], 2)], { absorb: false });
    expect(r.values.get("big")).toBe(40);
    expect(r.values.get("tiny")).toBeNull();
    expect(r.other).toBeNull();
    expect(r.suppressed).toBe(false);
    const none = mergeSmallGroups([g("x", [1]), g("y", [2])], { absorb: false });
    expect(none.suppressed).toBe(true);
  });
  it("suppresses the period when everyone together is fewer than 3", () => {
    const r = mergeSmallGroups([g("x", [1]), g("y", [2])]);
    expect(r.suppressed).toBe(true);
    expect(r.other).toBeNull();
    expect([...r.values.values()]).toEqual([null, null]);
  });
  it("leaves a period without small groups alone", () => {
    const r = mergeSmallGroups([g("x", [1, 2, 3])]);
    expect(r.other).toBeNull();
    expect(r.merged).toEqual([]);
  });
});

describe("mergeNeighbourBands", () => {
  const bands = (counts: number[]) =>
    [
      { lo: null, hi: 24 },
      { lo: 25, hi: 34 },
      { lo: 35, hi: 44 },
      { lo: 45, hi: 54 },
      { lo: 55, hi: null },
    ].map((b, i) => ({ ...b, count: counts[i] ?? 0 }));

  it("merges a small band with its smaller neighbour and labels the span", () => {
    const r = mergeNeighbourBands(bands([5, 10, 2, 4, 6]));
    expect(r.bands.map((b) => [bandLabel(b), b.count])).toEqual([
      ["25 év alatt", 5],
      ["25–34 év", 10],
      ["35–54 év", 6],
      ["55+ év", 6],
    ]);
    expect(r.mergedAny).toBe(true);
  });
  it("keeps empty bands and bands of 3+ unchanged", () => {
    const r = mergeNeighbourBands(bands([3, 0, 7, 3, 0]));
    expect(r.bands.map((b) => b.count)).toEqual([3, 0, 7, 3, 0]);
    expect(r.mergedAny).toBe(false);
  });
  it("an end band merges inward; a lone band under 3 is suppressed", () => {
    expect(mergeNeighbourBands(bands([4, 4, 4, 4, 1])).bands.map((b) => [bandLabel(b), b.count])).toEqual([
      ["25 év alatt", 4],
      ["25–34 év", 4],
      ["35–44 év", 4],
      ["45+ év", 5],
    ]);
    const lone = mergeNeighbourBands(bands([1, 0, 1, 0, 0]));
    expect(lone.bands).toEqual([{ lo: null, hi: null, count: null }]);
  });
});
