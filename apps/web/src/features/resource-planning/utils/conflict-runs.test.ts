import { describe, expect, it } from "vitest";
import { conflictRuns } from "./conflict-runs";

describe("conflict runs (the editor's live list)", () => {
  it("joins consecutive days of one kind, keeps the highest over-allocation and puts warnings first", () => {
    const runs = conflictRuns([
      { date: "2026-11-21", kind: "weekend", severity: "info" },
      { date: "2026-11-22", kind: "weekend", severity: "info" },
      { date: "2026-11-23", kind: "leave", severity: "warning" },
      { date: "2026-11-24", kind: "leave", severity: "warning" },
      { date: "2026-11-25", kind: "pendingLeave", severity: "notice" },
      { date: "2026-11-26", kind: "overAllocated", severity: "warning", hours: 10, capacity: 8 },
      { date: "2026-11-27", kind: "overAllocated", severity: "warning", hours: 12, capacity: 8 },
      { date: "2026-11-30", kind: "leave", severity: "warning" },
    ]);
    expect(runs.map((r) => `${r.kind} ${r.start}…${r.end} ${r.days}`)).toEqual([
      "leave 2026-11-23…2026-11-24 2",
      "overAllocated 2026-11-26…2026-11-27 2",
      "leave 2026-11-30…2026-11-30 1",
      "pendingLeave 2026-11-25…2026-11-25 1",
      "weekend 2026-11-21…2026-11-22 2",
    ]);
    expect(runs[1]?.hours).toBe(12);
  });
});
