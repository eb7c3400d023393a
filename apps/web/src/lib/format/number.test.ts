import { describe, expect, it } from "vitest";
import { formatHuNumberInput, parseHuNumber } from "./number";

describe("parseHuNumber", () => {
  it.each([
    ["42,5", 42.5],
    ["42.5", 42.5],
    ["25 925", 25925],
    ["25 925,5", 25925.5],
    ["25\u00a0925", 25925],
    ["25\u202f925,25", 25925.25],
    [" 7 ", 7],
    ["-3,25", -3.25],
    ["\u22123", -3],
    [",5", 0.5],
    ["0", 0],
  ])("reads %j as %d", (text, expected) => {
    expect(parseHuNumber(text)).toBe(expected);
  });

  it("gives null for an empty field", () => {
    expect(parseHuNumber("")).toBeNull();
    expect(parseHuNumber(" \u00a0")).toBeNull();
  });

  it.each(["abc", "1,2,3", "1.234,5", "12a", "--1", "1e5"])("gives NaN for %j", (text) => {
    expect(parseHuNumber(text)).toBeNaN();
  });
});

describe("formatHuNumberInput", () => {
  it.each([
    [25925, "25 925"],
    [25925.5, "25 925,5"],
    [42.5, "42,5"],
    [1234, "1 234"],
    [-1234.5, "-1 234,5"],
    [1234567, "1 234 567"],
    [0, "0"],
  ])("shows %d as %j", (value, expected) => {
    expect(formatHuNumberInput(value)).toBe(expected);
  });

  it("pads to fixed decimals on request", () => {
    expect(formatHuNumberInput(6, { minFractionDigits: 2, maxFractionDigits: 2 })).toBe("6,00");
  });

  it("writes a year without thousands groups on request", () => {
    expect(formatHuNumberInput(2021, { maxFractionDigits: 0, isGrouped: false })).toBe("2021");
    expect(formatHuNumberInput(-12345.5, { isGrouped: false })).toBe("-12345,5");
    expect(parseHuNumber(formatHuNumberInput(2021, { isGrouped: false }))).toBe(2021);
  });

  it("shows nothing for null, undefined and NaN", () => {
    expect(formatHuNumberInput(null)).toBe("");
    expect(formatHuNumberInput(undefined)).toBe("");
    expect(formatHuNumberInput(Number.NaN)).toBe("");
  });

  it("round-trips through parseHuNumber", () => {
    for (const n of [0.25, 999, 1000, 25925.125, -77777.5])
      expect(parseHuNumber(formatHuNumberInput(n))).toBe(n);
  });
});
