import { describe, expect, it } from "vitest";
import { formatDateBeforeSuffix, formatEventWhen } from "./event-format";

describe("event dates in Hungarian", () => {
  it("drops the date's closing period before a hyphenated suffix (a 2026. 11. 09-i alkalom)", () => {
    expect(formatDateBeforeSuffix("2026-11-09")).toBe("2026. 11. 09");
    expect(`${formatDateBeforeSuffix("2026-11-09")}-i`).toBe("2026. 11. 09-i");
  });

  it("writes an event's time in Budapest time", () => {
    expect(
      formatEventWhen({ allDay: false, start: "2026-11-09T09:00:00.000Z", end: "2026-11-09T10:00:00.000Z" }),
    ).toBe("2026. 11. 09. 10:00–11:00");
  });
});
