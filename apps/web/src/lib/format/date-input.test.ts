import { describe, expect, it } from "vitest";
import { formatHuDateInput, formatHuMonthInput, parseHuDate, parseHuMonth } from "./date-input";

describe("parseHuDate", () => {
  it.each([
    ["2026. 11. 25.", "2026-11-25"],
    ["2026.11.25", "2026-11-25"],
    ["2026.11.25.", "2026-11-25"],
    ["2026-11-25", "2026-11-25"],
    ["2026/11/25", "2026-11-25"],
    ["2026. 1. 5", "2026-01-05"],
    ["  2024. 02. 29. ", "2024-02-29"],
  ])("reads %j as %s", (text, iso) => {
    expect(parseHuDate(text)).toBe(iso);
  });

  it("gives an empty string for an empty field", () => {
    expect(parseHuDate("   ")).toBe("");
  });

  it.each(["2026. 02. 30.", "2025-02-29", "11/25/2026", "2026. 13. 01.", "26. 11. 25.", "holnap"])(
    "refuses %j",
    (text) => {
      expect(parseHuDate(text)).toBeNull();
    },
  );
});

describe("formatHuDateInput", () => {
  it("shows the Hungarian short form", () => {
    expect(formatHuDateInput("2026-11-25")).toBe("2026. 11. 25.");
  });
  it("shows nothing for empty or malformed values", () => {
    expect(formatHuDateInput("")).toBe("");
    expect(formatHuDateInput(null)).toBe("");
    expect(formatHuDateInput("2026-02-30")).toBe("");
  });
});

describe("parseHuMonth / formatHuMonthInput", () => {
  it.each([
    ["2026. november", "2026-11"],
    ["2026 nov", "2026-11"],
    ["2026. Március", "2026-03"],
    ["2026. 11.", "2026-11"],
    ["2026.1", "2026-01"],
    ["2026-11", "2026-11"],
  ])("reads %j as %s", (text, value) => {
    expect(parseHuMonth(text)).toBe(value);
  });

  it("refuses unknown months and gives empty for empty", () => {
    expect(parseHuMonth("2026. 13.")).toBeNull();
    expect(parseHuMonth("2026. smarch")).toBeNull();
    expect(parseHuMonth("")).toBe("");
  });

  it("shows the year and the month name", () => {
    expect(formatHuMonthInput("2026-11")).toBe("2026. november");
    expect(formatHuMonthInput("2026-01")).toBe("2026. január");
    expect(formatHuMonthInput("")).toBe("");
    expect(formatHuMonthInput("2026-13")).toBe("");
  });
});
