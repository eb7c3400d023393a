import { describe, expect, it } from "vitest";
import {
  addDays,
  daysInMonth,
  daysInYear,
  diffInDays,
  fromDayNumber,
  getIsoWeekday,
  isValidIsoDate,
  parseIsoDate,
  toDateParts,
  toDayNumber,
} from "./iso-date.ts";
import { isoDateSchema } from "./iso-date-schema.ts";

describe("parseIsoDate / isValidIsoDate", () => {
  it.each([
    ["2026-01-01", true],
    ["2024-02-29", true],
    ["2000-02-29", true],
    ["2023-02-29", false],
    ["2100-02-29", false],
    ["2026-04-31", false],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["2026-1-1", false],
    ["2026-01-01T00:00:00Z", false],
    ["", false],
  ])("%s → %s", (value, valid) => {
    expect(isValidIsoDate(value)).toBe(valid);
  });

  it("splits a date into integers", () => {
    expect(parseIsoDate("2026-11-20")).toEqual({ year: 2026, month: 11, day: 20 });
  });

  it("throws a Hungarian RangeError for a bad date", () => {
    expect(() => toDateParts("2026-02-30")).toThrow(RangeError);
    expect(() => toDateParts("2026-02-30")).toThrow(/Érvénytelen dátum/);
  });
});

describe("day numbers", () => {
  it("counts from 1970-01-01", () => {
    expect(toDayNumber("1970-01-01")).toBe(0);
    expect(toDayNumber("1970-01-02")).toBe(1);
    expect(toDayNumber("1969-12-31")).toBe(-1);
    expect(toDayNumber("2000-03-01")).toBe(11_017);
  });

  it("round-trips every day from 1860 to 2110", () => {
    const start = toDayNumber("1860-01-01");
    const end = toDayNumber("2110-12-31");
    let previous = "";
    const failures: number[] = [];
    for (let n = start; n <= end; n += 1) {
      const iso = fromDayNumber(n);
      if (iso <= previous || toDayNumber(iso) !== n) failures.push(n);
      previous = iso;
    }
    expect(failures).toEqual([]);
    expect(end - start + 1).toBe(251 * 365 + 61);
  });

  it("adds and subtracts days across month, year and leap-day boundaries", () => {
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2023-03-01", -1)).toBe("2023-02-28");
    expect(diffInDays("2026-01-01", "2026-12-31")).toBe(364);
    expect(diffInDays("2024-01-01", "2024-12-31")).toBe(365);
    expect(diffInDays("2026-03-01", "2026-02-01")).toBe(-28);
  });
});

describe("calendar facts", () => {
  it.each([
    ["2026-01-01", 4],
    ["2026-01-10", 6],
    ["2026-03-15", 7],
    ["2025-05-02", 5],
    ["2024-12-24", 2],
    ["1867-01-01", 2],
  ])("%s is ISO weekday %i", (date, weekday) => {
    expect(getIsoWeekday(date)).toBe(weekday);
  });

  it("knows month and year lengths", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(() => daysInMonth(2026, 13)).toThrow(RangeError);
    expect(daysInYear(2024)).toBe(366);
    expect(daysInYear(2026)).toBe(365);
    expect(daysInYear(2000)).toBe(366);
    expect(daysInYear(1900)).toBe(365);
  });
});

describe("isoDateSchema", () => {
  it("accepts a real date and rejects others with a Hungarian message", () => {
    expect(isoDateSchema.parse("2026-02-28")).toBe("2026-02-28");
    const result = isoDateSchema.safeParse("2026-02-29");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Érvénytelen dátum/);
  });
});
