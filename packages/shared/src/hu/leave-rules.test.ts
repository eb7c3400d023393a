import { describe, expect, it } from "vitest";
import { FATHER_LEAVE_DAYS, getFatherLeaveDays, getLeaveRules, LEAVE_RULES } from "./leave-rules.ts";

describe("LEAVE_RULES", () => {
  it("is ordered by the first year each version applies to", () => {
    const years = LEAVE_RULES.map((r) => r.fromYear);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it("picks the version in force in a year", () => {
    expect(getLeaveRules(2012).fromYear).toBe(2012);
    expect(getLeaveRules(2022).fromYear).toBe(2012);
    expect(getLeaveRules(2023).fromYear).toBe(2023);
    expect(getLeaveRules(2030).fromYear).toBe(2023);
    expect(() => getLeaveRules(2011)).toThrow("A(z) 2011. évre nincs betöltött szabadságszabály.");
  });

  it("holds the Mt. 116–118. § figures", () => {
    const rules = getLeaveRules(2026);
    expect(rules.baseDays).toBe(20);
    expect(rules.ageSteps.map((s) => [s.age, s.days])).toEqual([
      [25, 1],
      [28, 2],
      [31, 3],
      [33, 4],
      [35, 5],
      [37, 6],
      [39, 7],
      [41, 8],
      [43, 9],
      [45, 10],
    ]);
    expect(rules.childDaysByCount).toEqual([0, 2, 4, 7]);
  });
});

describe("father's leave (apasági szabadság), its own leave type", () => {
  it("is 10 working days since 2023 and was 5 before", () => {
    expect(FATHER_LEAVE_DAYS).toBe(10);
    expect(getFatherLeaveDays(2026)).toBe(10);
    expect(getFatherLeaveDays(2023)).toBe(10);
    expect(getFatherLeaveDays(2022)).toBe(5);
  });
});
