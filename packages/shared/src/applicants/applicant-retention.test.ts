import { describe, expect, it } from "vitest";
import { addMonths, computeRetentionUntil, retentionWarningOn } from "./applicant-retention.ts";

const base = {
  stage: "rejected" as const,
  consentToKeep: false,
  consentOn: null,
  openingStatus: "open" as const,
  openingClosedOn: null,
};

describe("computeRetentionUntil", () => {
  it("has no date for active and hired applicants", () => {
    for (const stage of ["new", "screening", "interview", "offer", "hired"] as const) {
      expect(
        computeRetentionUntil({ ...base, stage, openingStatus: "filled", openingClosedOn: "2026-03-01" }),
      ).toBe(null);
    }
  });
  it("keeps a rejected applicant until the opening is filled", () => {
    expect(computeRetentionUntil(base)).toBe(null);
    expect(computeRetentionUntil({ ...base, openingStatus: "filled", openingClosedOn: "2026-03-01" })).toBe(
      "2026-03-01",
    );
    expect(
      computeRetentionUntil({
        ...base,
        stage: "withdrawn",
        openingStatus: "closed",
        openingClosedOn: "2026-04-02",
      }),
    ).toBe("2026-04-02");
  });
  it("keeps at most one year with consent", () => {
    expect(computeRetentionUntil({ ...base, consentToKeep: true, consentOn: "2026-02-10" })).toBe(
      "2027-02-10",
    );
    expect(
      computeRetentionUntil({
        ...base,
        consentToKeep: true,
        consentOn: "2024-02-29",
        openingStatus: "filled",
        openingClosedOn: "2024-03-01",
      }),
    ).toBe("2025-02-28");
  });
});

describe("dates", () => {
  it("adds months and warns 14 days before", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-11-15", 3)).toBe("2027-02-15");
    expect(retentionWarningOn("2026-03-01")).toBe("2026-02-15");
  });
});
