import { describe, expect, it } from "vitest";
import { formatDateTimeHu, formatFileSize, formatOptionalDate, todayIso } from "./format";

describe("Hungarian formatting helpers", () => {
  it("formats dates and missing dates", () => {
    expect(formatOptionalDate("2026-12-24")).toBe("2026. 12. 24.");
    expect(formatOptionalDate(null)).toBe("–");
    expect(formatOptionalDate("nem dátum", "")).toBe("");
  });

  it("formats a timestamp as local date and time", () => {
    expect(formatDateTimeHu(new Date(2026, 0, 5, 14, 3).toISOString())).toBe("2026. 01. 05. 14:03");
    expect(formatDateTimeHu("x")).toBe("");
  });

  it("formats file sizes with a decimal comma", () => {
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(12_595)).toBe("12,3 kB");
    expect(formatFileSize(4.5 * 1024 * 1024)).toBe("4,5 MB");
  });

  it("gives today's date in local time", () => {
    expect(todayIso(new Date(2026, 11, 7, 23, 30))).toBe("2026-12-07");
  });
});
