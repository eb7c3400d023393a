import { describe, expect, it } from "vitest";
import { classifyLine, summarise, type LineFacts } from "./inventory-results.ts";

const base: LineFacts = {
  expected: true,
  onBooks: true,
  counted: true,
  sessionLocation: "Vác, iroda",
  bookLocation: "Vác, iroda",
  bookHolderId: 7,
  presentedById: null,
  closed: false,
};

describe("classifyLine (Számv. tv. 69. §: counted against the books)", () => {
  it.each([
    ["counted in scope", {}, "found"],
    ["not counted, open", { counted: false }, "pending"],
    ["not counted, closed", { counted: false, closed: true }, "missing"],
    ["not on the books", { onBooks: false, expected: false }, "unexpected"],
    ["booked elsewhere", { expected: false, bookLocation: "Budapest" }, "wrongLocation"],
    ["out of scope, same place (other category)", { expected: false }, "unexpected"],
    ["out of scope, session without location", { expected: false, sessionLocation: null }, "unexpected"],
    ["presented by someone else", { presentedById: 9 }, "wrongHolder"],
    ["presented by the holder", { presentedById: 7 }, "found"],
  ] as const)("%s → %s", (_name, over, result) => {
    expect(classifyLine({ ...base, ...over })).toBe(result);
  });
});

describe("summarise", () => {
  it("counts results and values shortages and surpluses at book value (HUF)", () => {
    const s = summarise([
      { expected: true, counted: true, result: "found", valueHuf: 100 },
      { expected: true, counted: false, result: "missing", valueHuf: 250 },
      { expected: false, counted: true, result: "unexpected", valueHuf: 40 },
      { expected: false, counted: true, result: "unexpected", valueHuf: null },
    ]);
    expect(s).toMatchObject({
      expected: 2,
      counted: 3,
      found: 1,
      missing: 1,
      unexpected: 2,
      shortageHuf: 250,
      surplusHuf: 40,
    });
  });
});
