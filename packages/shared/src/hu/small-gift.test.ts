import { describe, expect, it } from "vitest";
import { classifySmallGifts, smallGiftLimitHuf } from "./small-gift.ts";

describe("small gifts (Szja tv. 70. § (2))", () => {
  it.each([
    [2024, 26_680],
    [2025, 29_080],
    [2026, 32_280],
  ])("the %i limit is 10 %% of the minimum wage: %i Ft", (year, limit) => {
    expect(smallGiftLimitHuf(year)).toBe(limit);
  });

  it("refuses a year without a loaded minimum wage", () => {
    expect(() => smallGiftLimitHuf(1999)).toThrow(/nincsenek betöltve/);
  });

  it.each([
    ["at the limit", [32_280], [true]],
    ["one forint over", [32_281], [false]],
    ["unknown value", [null], [false]],
    ["only three a year", [1000, 2000, 3000, 4000], [true, true, true, false]],
    [
      "an expensive one does not use an occasion",
      [50_000, 1000, 1000, 1000, 1000],
      [false, true, true, true, false],
    ],
  ])("%s", (_name, values, expected) => {
    expect(
      classifySmallGifts(
        2026,
        values.map((valueHuf) => ({ valueHuf })),
      ),
    ).toEqual(expected);
  });
});
