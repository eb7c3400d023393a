import { describe, expect, it } from "vitest";
import {
  calculateLeaveEntitlement,
  leaveEntitlementInputSchema,
  leaveEntitlementSchema,
  type LeaveEntitlementInput,
} from "./leave-entitlement.ts";

/** A full-year employee of 2026, aged 24 in 2026 (no age extra), no children: 20 days. */
function input(overrides: Partial<LeaveEntitlementInput> = {}): LeaveEntitlementInput {
  return {
    year: 2026,
    birthDate: "2002-06-15",
    employmentStart: "2020-09-01",
    employmentEnd: null,
    children: [],
    hasDisability: false,
    adjustments: [],
    carryOverDays: 0,
    ...overrides,
  };
}

function daysOf(code: string, overrides: Partial<LeaveEntitlementInput>): number | undefined {
  return calculateLeaveEntitlement(input(overrides)).lines.find((line) => line.code === code)?.days;
}

describe("base leave (Mt. 116. §)", () => {
  it("is 20 working days, shown as its own line", () => {
    expect(calculateLeaveEntitlement(input())).toEqual({
      year: 2026,
      total: 20,
      lines: [{ code: "base", label: "Alapszabadság (Mt. 116. §)", days: 20 }],
    });
  });
});

describe("age extra (Mt. 117. §), from the calendar year the age is reached", () => {
  // [age reached in 2026, extra days]: every threshold and the year before it.
  it.each([
    [19, 0],
    [24, 0],
    [25, 1],
    [27, 1],
    [28, 2],
    [30, 2],
    [31, 3],
    [32, 3],
    [33, 4],
    [34, 4],
    [35, 5],
    [36, 5],
    [37, 6],
    [38, 6],
    [39, 7],
    [40, 7],
    [41, 8],
    [42, 8],
    [43, 9],
    [44, 9],
    [45, 10],
    [60, 10],
  ])("reaching %i in 2026 gives %i extra days", (age, extra) => {
    const result = calculateLeaveEntitlement(input({ birthDate: `${2026 - age}-06-15` }));
    expect(result.total).toBe(20 + extra);
    const line = result.lines.find((l) => l.code === "age");
    if (extra === 0) expect(line).toBeUndefined();
    else
      expect(line?.label).toBe(
        `Életkor szerinti pótszabadság (Mt. 117. §), a tárgyévben betöltött életkor: ${age} év`,
      );
  });

  it("applies for the whole year even when the birthday is on 31 December", () => {
    expect(daysOf("age", { birthDate: "2001-12-31" })).toBe(1);
    expect(daysOf("age", { birthDate: "2002-01-01" })).toBeUndefined();
  });
});

describe("children under 16 (Mt. 118. § (1)–(3))", () => {
  const child = (birthDate: string, isDisabled = false) => ({ birthDate, isDisabled });

  it.each([
    [0, 0],
    [1, 2],
    [2, 4],
    [3, 7],
    [4, 7],
    [5, 7],
  ])("%i children → %i extra days", (count, extra) => {
    const children = Array.from({ length: count }, (_, i) => child(`${2012 + i}-03-01`));
    const result = calculateLeaveEntitlement(input({ children }));
    expect(result.total).toBe(20 + extra);
    expect(result.lines.find((l) => l.code === "children")?.days).toBe(extra === 0 ? undefined : extra);
  });

  it("labels the line with the number of children counted", () => {
    const result = calculateLeaveEntitlement(input({ children: [child("2015-01-01"), child("2018-01-01")] }));
    expect(result.lines[1]).toEqual({
      code: "children",
      label: "Gyermekek után járó pótszabadság (Mt. 118. § (1)), 2 gyermek",
      days: 4,
    });
  });

  it("counts a child from its year of birth, even when born on 31 December", () => {
    expect(daysOf("children", { children: [child("2026-12-31")] })).toBe(2);
    expect(daysOf("children", { children: [child("2027-01-01")] })).toBeUndefined();
  });

  it("counts a child up to and including the year it turns 16, not after", () => {
    expect(daysOf("children", { children: [child("2010-12-31")] })).toBe(2);
    expect(daysOf("children", { children: [child("2010-01-01")] })).toBe(2);
    expect(daysOf("children", { children: [child("2009-12-31")] })).toBeUndefined();
  });

  it("does not count older children towards the number", () => {
    const children = [child("2005-01-01"), child("2008-01-01"), child("2015-01-01"), child("2019-01-01")];
    expect(daysOf("children", { children })).toBe(4);
  });

  it.each([
    // [children (birth year, disabled), children line, disabled line]
    [[[2015, true]], 2, 2],
    [
      [
        [2015, true],
        [2017, false],
      ],
      4,
      2,
    ],
    [
      [
        [2015, true],
        [2017, true],
      ],
      4,
      4,
    ],
    [
      [
        [2012, true],
        [2015, true],
        [2020, false],
      ],
      7,
      4,
    ],
    [
      [
        [2012, true],
        [2015, true],
        [2020, true],
        [2022, false],
      ],
      7,
      6,
    ],
  ] as [[number, boolean][], number, number][])(
    "adds 2 days per disabled child (Mt. 118. § (2)): %j",
    (spec, childDays, disabledDays) => {
      const children = spec.map(([year, disabled]) => child(`${year}-05-05`, disabled));
      const result = calculateLeaveEntitlement(input({ children }));
      expect(result.lines.find((l) => l.code === "children")?.days).toBe(childDays);
      const line = result.lines.find((l) => l.code === "disabledChildren");
      expect(line?.days).toBe(disabledDays);
      expect(line?.label).toBe(
        `Fogyatékos gyermek után járó pótszabadság (Mt. 118. § (2)), ${disabledDays / 2} gyermek`,
      );
      expect(result.total).toBe(20 + childDays + disabledDays);
    },
  );

  it("gives no disabled-child extra for a child past the year it turned 16", () => {
    expect(daysOf("disabledChildren", { children: [child("2009-05-05", true)] })).toBeUndefined();
    expect(daysOf("disabledChildren", { children: [child("2010-05-05", true)] })).toBe(2);
  });
});

describe("young worker (Mt. 118. §): 5 days, last in the year the worker turns 18", () => {
  it.each([
    ["2010-04-01", 16, 5],
    ["2009-04-01", 17, 5],
    ["2008-12-31", 18, 5],
    ["2008-01-01", 18, 5],
    ["2007-12-31", 19, 0],
  ])("born %s (%i in 2026) → %i extra days", (birthDate, age, extra) => {
    const result = calculateLeaveEntitlement(input({ birthDate }));
    expect(result.total).toBe(20 + extra);
    const line = result.lines.find((l) => l.code === "youngWorker");
    if (extra === 0) expect(line).toBeUndefined();
    else
      expect(line?.label).toBe(
        `Fiatal munkavállaló pótszabadsága (Mt. 118. §), a tárgyévben betöltött életkor: ${age} év`,
      );
  });
});

describe("disability (Mt. 120. §)", () => {
  it("adds 5 days", () => {
    const result = calculateLeaveEntitlement(input({ hasDisability: true }));
    expect(result.total).toBe(25);
    expect(result.lines[1]).toEqual({
      code: "disability",
      label: "Megváltozott munkaképesség / fogyatékosság miatti pótszabadság (Mt. 120. §)",
      days: 5,
    });
  });

  it("adds up with every other extra", () => {
    const result = calculateLeaveEntitlement(
      input({
        birthDate: "1980-01-01",
        hasDisability: true,
        children: [
          { birthDate: "2012-01-01", isDisabled: true },
          { birthDate: "2014-01-01", isDisabled: false },
        ],
      }),
    );
    // 20 base + 10 (46 years old) + 4 (two children) + 2 (one disabled) + 5 (disability) = 41.
    expect(result.lines.map((l) => [l.code, l.days])).toEqual([
      ["base", 20],
      ["age", 10],
      ["children", 4],
      ["disabledChildren", 2],
      ["disability", 5],
    ]);
    expect(result.total).toBe(41);
  });
});

describe("pro-rating (Mt. 121. §): statutory days × employed days / days in year, ½ day or more rounds up", () => {
  it.each([
    // [start, end, employed days, pro-rated days of 20]
    ["2026-01-01", null, 365, 20],
    ["2019-03-01", "2026-12-31", 365, 20],
    ["2026-07-01", null, 184, 10], // 20 × 184 / 365 = 10.08 → 10
    ["2015-01-01", "2026-06-30", 181, 10], // 20 × 181 / 365 = 9.92 → 10
    ["2026-02-01", "2026-04-30", 89, 5], // 20 × 89 / 365 = 4.88 → 5
    ["2026-03-01", "2026-05-31", 92, 5], // 20 × 92 / 365 = 5.04 → 5
    ["2026-12-22", null, 10, 1], // 0.548 → 1
    ["2026-12-23", null, 9, 0], // 0.493 → 0
    ["2026-06-15", "2026-06-15", 1, 0], // 0.05 → 0
  ])("%s – %s: %i days employed → %i", (start, end, employed, prorated) => {
    const result = calculateLeaveEntitlement(input({ employmentStart: start, employmentEnd: end }));
    expect(result.total).toBe(prorated);
    const line = result.lines.find((l) => l.code === "proRata");
    if (employed === 365) {
      expect(line).toBeUndefined();
    } else {
      expect(line?.days).toBe(prorated - 20);
      expect(line?.label).toContain(`, ${employed}/365 nap`);
    }
  });

  it("writes the period in Hungarian date form", () => {
    const result = calculateLeaveEntitlement(
      input({ employmentStart: "2026-03-01", employmentEnd: "2026-08-31" }),
    );
    expect(result.lines.at(-1)).toEqual({
      code: "proRata",
      label: "Időarányosítás (Mt. 121. §): 2026. 03. 01. – 2026. 08. 31., 184/365 nap",
      days: -10,
    });
  });

  it("rounds exactly half a day up (leap year 2024: 21 days × 61/366 = 3.5 → 4)", () => {
    // Born 1999: reaches 25 in 2024, so 21 statutory days; Nov 1 – Dec 31 is 61 days.
    const half = calculateLeaveEntitlement(
      input({ year: 2024, birthDate: "1999-05-05", employmentStart: "2024-11-01" }),
    );
    expect(half.total).toBe(4);
    expect(half.lines.at(-1)?.label).toContain("61/366 nap");
    // One day less: 21 × 60 / 366 = 3.44 → 3.
    const below = calculateLeaveEntitlement(
      input({ year: 2024, birthDate: "1999-05-05", employmentStart: "2024-11-02" }),
    );
    expect(below.total).toBe(3);
  });

  it("pro-rates the extras together with the base", () => {
    // 20 + 4 (34 years old) + 4 (two children) = 28; from March 1: 28 × 306 / 365 = 23.47 → 23.
    const result = calculateLeaveEntitlement(
      input({
        birthDate: "1992-02-10",
        employmentStart: "2026-03-01",
        children: [
          { birthDate: "2018-01-01", isDisabled: false },
          { birthDate: "2021-01-01", isDisabled: false },
        ],
      }),
    );
    expect(result.lines.at(-1)).toMatchObject({ code: "proRata", days: -5 });
    expect(result.total).toBe(23);
  });

  it("gives nothing for a year without employment", () => {
    const ended = calculateLeaveEntitlement(
      input({ employmentStart: "2020-01-01", employmentEnd: "2025-12-31" }),
    );
    expect(ended.total).toBe(0);
    expect(ended.lines.at(-1)?.label).toBe(
      "Időarányosítás (Mt. 121. §): nem állt munkaviszonyban, 0/365 nap",
    );
    expect(calculateLeaveEntitlement(input({ employmentStart: "2027-01-01" })).total).toBe(0);
  });

  it("refuses malformed dates", () => {
    expect(() => calculateLeaveEntitlement(input({ employmentStart: "2026-02-30" }))).toThrow(RangeError);
    expect(() => calculateLeaveEntitlement(input({ birthDate: "1990-13-01" }))).toThrow(RangeError);
  });

  it("refuses an end before the start", () => {
    expect(() =>
      calculateLeaveEntitlement(input({ employmentStart: "2026-05-01", employmentEnd: "2026-04-30" })),
    ).toThrow("A munkaviszony vége nem lehet korábbi a kezdeténél.");
  });
});

describe("HR adjustments and carry-over", () => {
  it("lists each adjustment and the carry-over after the statutory lines", () => {
    const result = calculateLeaveEntitlement(
      input({
        adjustments: [
          { days: 1, reason: "Kollektív szerződés szerinti plusz nap" },
          { days: -0.5, reason: "  Előre kiadott fél nap " },
        ],
        carryOverDays: 3,
      }),
    );
    expect(result.lines.slice(1)).toEqual([
      { code: "adjustment", label: "HR korrekció: Kollektív szerződés szerinti plusz nap", days: 1 },
      { code: "adjustment", label: "HR korrekció: Előre kiadott fél nap", days: -0.5 },
      { code: "carryOver", label: "Áthozott szabadság a 2025. évből", days: 3 },
    ]);
    expect(result.total).toBe(23.5);
  });

  it("is not pro-rated and shows no carry-over line for zero", () => {
    const result = calculateLeaveEntitlement(
      input({ employmentStart: "2026-07-01", adjustments: [{ days: 2, reason: "Megállapodás" }] }),
    );
    expect(result.total).toBe(12);
    expect(result.lines.some((l) => l.code === "carryOver")).toBe(false);
  });

  it("reproduces the worked example: 34 years old, 2 children, from March, +1 adjustment, 3 carried over", () => {
    const result = calculateLeaveEntitlement(
      input({
        birthDate: "1992-02-10",
        employmentStart: "2026-03-01",
        children: [
          { birthDate: "2018-01-01", isDisabled: false },
          { birthDate: "2021-01-01", isDisabled: false },
        ],
        adjustments: [{ days: 1, reason: "Jubileumi nap" }],
        carryOverDays: 3,
      }),
    );
    expect(result.lines.map((l) => [l.code, l.days])).toEqual([
      ["base", 20],
      ["age", 4],
      ["children", 4],
      ["proRata", -5],
      ["adjustment", 1],
      ["carryOver", 3],
    ]);
    expect(result.total).toBe(27);
    expect(leaveEntitlementSchema.parse(result)).toEqual(result);
  });
});

describe("rule versions", () => {
  it("refuses a year before the Labour Code of 2012", () => {
    expect(() => calculateLeaveEntitlement(input({ year: 2011, employmentStart: "2005-01-01" }))).toThrow(
      RangeError,
    );
  });
});

describe("leaveEntitlementInputSchema", () => {
  it("accepts a valid input", () => {
    expect(leaveEntitlementInputSchema.parse(input())).toEqual(input());
  });

  it.each([
    [
      { employmentEnd: "2019-01-01" },
      ["employmentEnd"],
      "A munkaviszony vége nem lehet korábbi a kezdeténél.",
    ],
    [{ birthDate: "2001-02-29" }, ["birthDate"], "Érvénytelen dátum (ÉÉÉÉ-HH-NN formátumban add meg)."],
    [{ carryOverDays: 1.3 }, ["carryOverDays"], "Fél napra kerekített értéket adj meg."],
    [{ adjustments: [{ days: 1, reason: "  " }] }, ["adjustments", 0, "reason"], "Add meg a korrekció okát."],
    [{ children: [{ birthDate: "2020-13-01", isDisabled: false }] }, ["children", 0, "birthDate"], null],
  ] as [Partial<LeaveEntitlementInput>, (string | number)[], string | null][])(
    "rejects %j",
    (overrides, path, message) => {
      const result = leaveEntitlementInputSchema.safeParse(input(overrides));
      expect(result.success).toBe(false);
      const issue = result.error?.issues[0];
      expect(issue?.path).toEqual(path);
      if (message !== null) expect(issue?.message).toBe(message);
    },
  );
});
