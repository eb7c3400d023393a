import { describe, expect, it } from "vitest";
import { formatDateHu, formatDays, formatHuf } from "./format.ts";

const NBSP = "\u00a0";

describe("formatHuf", () => {
  it.each([
    [1_234_567, `1${NBSP}234${NBSP}567${NBSP}Ft`],
    [12_345, `12${NBSP}345${NBSP}Ft`],
    [1234, `1234${NBSP}Ft`],
    [0, `0${NBSP}Ft`],
    [999.6, `1000${NBSP}Ft`],
    [-50_000, `-50${NBSP}000${NBSP}Ft`],
  ])("%d → %j", (amount, text) => {
    expect(formatHuf(amount)).toBe(text);
  });

  it("reads as '1 234 567 Ft' once the non-breaking spaces are shown as spaces", () => {
    expect(formatHuf(1_234_567).replaceAll(NBSP, " ")).toBe("1 234 567 Ft");
  });
});

describe("formatDateHu", () => {
  it.each([
    ["2026-11-20", "2026. 11. 20."],
    ["2026-01-02", "2026. 01. 02."],
    ["1999-12-31", "1999. 12. 31."],
  ])("%s → %s", (iso, text) => {
    expect(formatDateHu(iso)).toBe(text);
  });

  it("throws for a bad date", () => {
    expect(() => formatDateHu("2026-02-30")).toThrow(RangeError);
  });
});

describe("formatDays", () => {
  it.each([
    [3, "3 nap"],
    [1, "1 nap"],
    [0, "0 nap"],
    [0.5, "0,5 nap"],
    [20.5, "20,5 nap"],
    [-2, "-2 nap"],
  ])("%d → %s", (days, text) => {
    expect(formatDays(days)).toBe(text);
  });
});
