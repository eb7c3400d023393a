import { describe, expect, it } from "vitest";
import { breakInsideSpan, parseCellInput, spanForHours } from "./cell-parser";

describe("parseCellInput", () => {
  it("reads decimal hours with a comma or a dot", () => {
    expect(parseCellInput("7,5")).toEqual({ kind: "hours", minutes: 450 });
    expect(parseCellInput("7.5")).toEqual({ kind: "hours", minutes: 450 });
    expect(parseCellInput(" 8 ")).toEqual({ kind: "hours", minutes: 480 });
  });

  it("reads hours:minutes", () => {
    expect(parseCellInput("7:30")).toEqual({ kind: "hours", minutes: 450 });
    expect(parseCellInput("0:45")).toEqual({ kind: "hours", minutes: 45 });
  });

  it("reads a span of the day", () => {
    expect(parseCellInput("08:00-16:30")).toEqual({
      kind: "span",
      start: "08:00",
      end: "16:30",
      crossesMidnight: false,
      spanMinutes: 510,
    });
    expect(parseCellInput("8 – 16:30")).toMatchObject({ kind: "span", start: "08:00", end: "16:30" });
  });

  it("marks a span ending at or before its start as crossing midnight", () => {
    expect(parseCellInput("22:00-06:00")).toEqual({
      kind: "span",
      start: "22:00",
      end: "06:00",
      crossesMidnight: true,
      spanMinutes: 480,
    });
  });

  it("treats an empty cell and 0 as clearing the cell", () => {
    expect(parseCellInput("")).toEqual({ kind: "empty" });
    expect(parseCellInput("  ")).toEqual({ kind: "empty" });
    expect(parseCellInput("0")).toEqual({ kind: "empty" });
  });

  it("rejects bad input with a message key", () => {
    expect(parseCellInput("abc")).toEqual({ kind: "error", messageKey: "cell.errorFormat" });
    expect(parseCellInput("25:00-26:00")).toEqual({ kind: "error", messageKey: "cell.errorFormat" });
    expect(parseCellInput("8:00-8:00")).toEqual({ kind: "error", messageKey: "cell.errorSpan" });
    expect(parseCellInput("30")).toEqual({ kind: "error", messageKey: "cell.errorRange" });
    expect(parseCellInput("7:75")).toEqual({ kind: "error", messageKey: "cell.errorFormat" });
    expect(parseCellInput("-3")).toEqual({ kind: "error", messageKey: "cell.errorFormat" });
  });
});

describe("Mt. 103. § breaks", () => {
  it("adds the required break after the worked hours", () => {
    expect(spanForHours(8 * 60, 450)).toEqual({
      start: "08:00",
      end: "15:50",
      crossesMidnight: false,
      breakMinutes: 20,
    });
    expect(spanForHours(8 * 60, 360).breakMinutes).toBe(0);
    expect(spanForHours(20 * 60, 600)).toMatchObject({ end: "06:45", crossesMidnight: true });
  });

  it("puts the smallest sufficient break inside a span", () => {
    expect(breakInsideSpan(6 * 60)).toBe(0);
    expect(breakInsideSpan(6 * 60 + 10)).toBe(10);
    expect(breakInsideSpan(8 * 60 + 30)).toBe(20);
    expect(breakInsideSpan(9 * 60 + 30)).toBe(30);
    expect(breakInsideSpan(10 * 60)).toBe(45);
  });
});
