import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

const NOW = new Date("2025-06-02T12:00:00Z");

describe("formatRelativeTime (SPEC §9: Hungarian locale)", () => {
  it.each([
    ["2025-06-02T11:55:00Z", "5 perccel ezelőtt"],
    ["2025-06-02T09:00:00Z", "körülbelül 3 órával ezelőtt"],
    ["2025-05-31T12:00:00Z", "2 nappal ezelőtt"],
    ["2025-06-02T14:00:00Z", "körülbelül 2 óra múlva"],
  ])("%s → %s", (iso, expected) => {
    expect(formatRelativeTime(iso, NOW)).toBe(expected);
  });

  it("gives an empty string for an unparsable timestamp", () => {
    expect(formatRelativeTime("tegnap", NOW)).toBe("");
  });
});
