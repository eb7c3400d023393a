import { describe, expect, it } from "vitest";
import {
  formatConsumption,
  formatDateHu,
  formatDateRangeHu,
  formatDays,
  formatFixedHu,
  formatHuf,
  formatInstantDateHu,
  formatInstantDateTimeHu,
  formatKm,
  formatMonthHu,
  formatNumberHu,
  formatOptionalDateHu,
} from "./format.ts";

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

const spaced = (text: string) => text.replaceAll(NBSP, " ");

describe("dates and months", () => {
  it("formats ranges, optional dates and months", () => {
    expect(formatDateRangeHu("2026-12-07", "2026-12-11")).toBe("2026. 12. 07. – 2026. 12. 11.");
    expect(formatDateRangeHu("2026-12-07", "2026-12-07")).toBe("2026. 12. 07.");
    expect(formatOptionalDateHu(null)).toBe("–");
    expect(formatOptionalDateHu("nem dátum", "")).toBe("");
    expect(formatOptionalDateHu("2026-11-25")).toBe("2026. 11. 25.");
    expect(formatMonthHu("2026-11")).toBe("2026. november");
    expect(formatMonthHu("2026-01-15")).toBe("2026. január");
    expect(formatMonthHu("Fejlesztés")).toBe("Fejlesztés");
  });

  it("shows an instant as its Budapest day and wall-clock time", () => {
    // 23:30 UTC on 24 November is already 25 November in Budapest (CET, UTC+1).
    expect(formatInstantDateHu("2026-11-24T23:30:00Z")).toBe("2026. 11. 25.");
    expect(formatInstantDateTimeHu("2026-07-01T12:05:00Z")).toBe("2026. 07. 01. 14:05");
    expect(formatInstantDateHu("nem dátum")).toBe("");
  });
});

describe("numbers", () => {
  it("groups by spaces and uses a decimal comma", () => {
    expect(spaced(formatNumberHu(100_000_000))).toBe("100 000 000");
    expect(spaced(formatNumberHu(64_385))).toBe("64 385");
    expect(formatNumberHu(6.5)).toBe("6,5");
    expect(spaced(formatKm(64_385))).toBe("64 385 km");
  });

  it("keeps fixed decimals where values are compared", () => {
    expect([6, 6.5, 6.125].map((v) => formatFixedHu(v))).toEqual(["6,00", "6,50", "6,13"]);
    expect(formatFixedHu(7.25, 1)).toBe("7,3");
    expect(spaced(formatConsumption(6.5))).toBe("6,50 l/100 km");
  });
});
