import { describe, expect, it } from "vitest";
import {
  allocateCarryOverUse,
  decideYearEnd,
  summarizeCarryOver,
  type CarryOverPart,
  type YearEndInput,
} from "./leave-carry-over.ts";

/** A full-year employee of 2026 with 25 days, 3 of them age-based (Mt. 117. §), 6 unused. */
function input(overrides: Partial<YearEndInput> = {}): YearEndInput {
  return {
    year: 2026,
    employmentStart: "2019-03-01",
    employmentEnd: null,
    unusedDays: 6,
    entitlementDays: 25,
    ageExtraDays: 3,
    employeeSideReasonEnd: null,
    options: { collectiveAgreementQuarter: false, ageExtraAgreement: false },
    ...overrides,
  };
}

describe("Mt. 123. § (1): leave is due in its year", () => {
  it("carries nothing without an exception; the unused days are listed as not carried", () => {
    const r = decideYearEnd(input());
    expect(r).toMatchObject({
      outcome: "dueInYear",
      unusedDays: 6,
      carried: [],
      lapsedDays: 6,
      paidOutDays: 0,
    });
    expect(r.explanation).toContain("Mt. 123. § (1)");
  });
  it("has nothing to decide when all is taken (or more, e.g. an HR correction)", () => {
    expect(decideYearEnd(input({ unusedDays: 0 }))).toMatchObject({
      outcome: "none",
      lapsedDays: 0,
      carried: [],
    });
    expect(decideYearEnd(input({ unusedDays: -2 }))).toMatchObject({ outcome: "none", unusedDays: 0 });
  });
  it("rounds the unused days down to half days", () => {
    expect(decideYearEnd(input({ unusedDays: 2.7 })).unusedDays).toBe(2.5);
  });
});

describe("Mt. 123. § (2): employment begun on or after 1 October", () => {
  it("carries all unused days until 31 March of the next year", () => {
    const r = decideYearEnd(input({ employmentStart: "2026-10-01", unusedDays: 5 }));
    expect(r).toMatchObject({
      outcome: "carried",
      carried: [{ rule: "mt123_2", days: 5, deadline: "2027-03-31" }],
      lapsedDays: 0,
    });
    expect(r.explanation).toContain("2027. 03. 31-ig");
  });
  it("does not apply to employment begun on 30 September", () => {
    expect(decideYearEnd(input({ employmentStart: "2026-09-30" })).outcome).toBe("dueInYear");
  });
});

describe("Mt. 123. § (3): a reason on the employee's side over the year's end", () => {
  it("carries everything until 60 days after the reason ends (the end day not counted)", () => {
    const r = decideYearEnd(input({ employeeSideReasonEnd: "2027-02-10" }));
    expect(r.carried).toEqual([{ rule: "mt123_3", days: 6, deadline: "2027-04-11" }]);
    expect(r.lapsedDays).toBe(0);
    expect(r.explanation).toContain("Mt. 123. § (3)");
  });
  it("also counts a reason ending in the last week of the year, and wins over (2)", () => {
    const r = decideYearEnd(input({ employmentStart: "2026-10-05", employeeSideReasonEnd: "2026-12-28" }));
    expect(r.carried).toEqual([{ rule: "mt123_3", days: 6, deadline: "2027-02-26" }]);
  });
  it("ignores a reason that ended earlier in the year", () => {
    expect(decideYearEnd(input({ employeeSideReasonEnd: "2026-11-30" })).outcome).toBe("dueInYear");
  });
});

describe("Mt. 123. § (5)–(6): the employer's decisions", () => {
  it("(6) carries the age-based extra until the end of the next year by agreement", () => {
    const r = decideYearEnd(
      input({ options: { collectiveAgreementQuarter: false, ageExtraAgreement: true } }),
    );
    expect(r.carried).toEqual([{ rule: "mt123_6", days: 3, deadline: "2027-12-31" }]);
    expect(r.lapsedDays).toBe(3);
  });
  it("(6) carries no more than is unused", () => {
    const r = decideYearEnd(
      input({ unusedDays: 2, options: { collectiveAgreementQuarter: false, ageExtraAgreement: true } }),
    );
    expect(r).toMatchObject({ outcome: "carried", carried: [{ rule: "mt123_6", days: 2 }], lapsedDays: 0 });
  });
  it("(5) carries a quarter of the year's leave (half days) until 31 March", () => {
    const r = decideYearEnd(
      input({ unusedDays: 10, options: { collectiveAgreementQuarter: true, ageExtraAgreement: false } }),
    );
    expect(r.carried).toEqual([{ rule: "mt123_5", days: 6, deadline: "2027-03-31" }]);
    expect(r.lapsedDays).toBe(4);
  });
  it("(5) and (6) together: the age part first, then a quarter of the rest", () => {
    const r = decideYearEnd(
      input({ unusedDays: 12, options: { collectiveAgreementQuarter: true, ageExtraAgreement: true } }),
    );
    expect(r.carried).toEqual([
      { rule: "mt123_6", days: 3, deadline: "2027-12-31" },
      { rule: "mt123_5", days: 6, deadline: "2027-03-31" },
    ]);
    expect(r.lapsedDays).toBe(3);
  });
});

describe("Mt. 125. §: termination", () => {
  it("pays out every unused day and carries nothing", () => {
    const r = decideYearEnd(input({ employmentEnd: "2026-08-31", employeeSideReasonEnd: "2027-01-31" }));
    expect(r).toMatchObject({ outcome: "paidOut", paidOutDays: 6, carried: [], lapsedDays: 0 });
    expect(r.explanation).toContain("Mt. 125. §");
  });
  it("also on 31 December; an end in the next year does not stop the carry-over", () => {
    expect(decideYearEnd(input({ employmentEnd: "2026-12-31" })).outcome).toBe("paidOut");
    expect(decideYearEnd(input({ employmentEnd: "2027-02-28", employmentStart: "2026-10-01" })).outcome).toBe(
      "carried",
    );
  });
});

describe("using and lapsing carried days (carried first, earliest deadline first)", () => {
  const parts: CarryOverPart[] = [
    { rule: "mt123_6", days: 3, deadline: "2027-12-31" },
    { rule: "mt123_5", days: 4, deadline: "2027-03-31" },
  ];
  it("uses the part due first, then the next", () => {
    const uses = allocateCarryOverUse(parts, [{ startDate: "2027-02-01", days: 5 }], "2027-02-15");
    expect(uses.map((u) => [u.rule, u.usedDays, u.lapsedDays, u.remainingDays])).toEqual([
      ["mt123_5", 4, 0, 0],
      ["mt123_6", 1, 0, 2],
    ]);
  });
  it("lapses what a part did not use by its deadline; leave after it cannot use it", () => {
    const taken = [
      { startDate: "2027-03-02", days: 1 },
      { startDate: "2027-04-20", days: 2 },
    ];
    const uses = allocateCarryOverUse(parts, taken, "2027-05-01");
    expect(uses.map((u) => [u.rule, u.usedDays, u.lapsedDays, u.remainingDays])).toEqual([
      ["mt123_5", 1, 3, 0],
      ["mt123_6", 2, 0, 1],
    ]);
  });
  it("does not lapse on the deadline itself", () => {
    expect(allocateCarryOverUse(parts, [], "2027-03-31")[0]?.lapsedDays).toBe(0);
    expect(allocateCarryOverUse(parts, [], "2027-04-01")[0]?.lapsedDays).toBe(4);
  });
  it("sums into the balance's summary with the earliest open deadline", () => {
    const s = summarizeCarryOver(
      2026,
      allocateCarryOverUse(parts, [{ startDate: "2027-01-10", days: 2 }], "2027-05-01"),
    );
    expect(s).toMatchObject({
      fromYear: 2026,
      days: 7,
      usedDays: 2,
      lapsedDays: 2,
      remainingDays: 3,
      deadline: "2027-12-31",
    });
    expect(s?.rule).toContain("Mt. 123. § (5)");
    expect(summarizeCarryOver(2026, [])).toBeNull();
  });
});
