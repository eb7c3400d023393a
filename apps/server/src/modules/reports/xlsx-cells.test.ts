import { describe, expect, it } from "vitest";
import { safeCell, safeCellText, safeRow, unquoteCellText } from "./xlsx-cells.ts";

describe("safeCellText / safeRow (issue 18 §3, OWASP CSV injection)", () => {
  it.each(["=1+2", "+36 30 123 4567", "-5 fő", "@SUM(A1)", "\t=1", "\r=1", '=HYPERLINK("http://x")'])(
    "quotes %j",
    (value) => expect(safeCellText(value)).toBe(`'${value}`),
  );
  it.each(["Kovács Anna", "", "1+2", " =1", "'=1", "Ár: =5"])("leaves %j as it is", (value) =>
    expect(safeCellText(value)).toBe(value),
  );
  it("touches strings (and a hyperlink's text) only", () => {
    const when = new Date(2026, 0, 1);
    const sum = { formula: "SUM(A1:A3)", result: 6 };
    expect(safeRow(["=x", -5, when, null, true, sum, undefined])).toEqual([
      "'=x",
      -5,
      when,
      null,
      true,
      sum,
      undefined,
    ]);
    expect(safeCell({ text: "=x", hyperlink: "mailto:a@b.hu" })).toEqual({
      text: "'=x",
      hyperlink: "mailto:a@b.hu",
    });
  });
  it("unquoteCellText undoes exactly that quote (the import reads the export back)", () => {
    for (const v of ["=1+2", "+36 30 123 4567", "-5", "@x", "\t=1"])
      expect(unquoteCellText(safeCellText(v))).toBe(v);
    for (const v of ["'idézet'", "'a", "Kovács", "'"]) expect(unquoteCellText(v)).toBe(v);
  });
});
