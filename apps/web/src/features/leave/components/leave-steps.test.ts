import { describe, expect, it } from "vitest";
import type { LeaveApprovalStep } from "@office/shared/leave/leave.contract";
import { formatStepProgress } from "./leave-steps";

const step = (
  kind: LeaveApprovalStep["kind"],
  state: LeaveApprovalStep["state"],
  approverName: string | null = null,
) => ({
  kind,
  state,
  approverName,
  decidedByName: null,
  decidedAt: null,
});

describe("approval step progress", () => {
  it("ticks the manager's step and shows hr waiting", () => {
    expect(formatStepProgress([step("manager", "done"), step("hr", "current", "HR")])).toBe(
      "Vezető ✓ · HR – vár",
    );
  });

  it("names the stand-in who decides the manager's step, and the later step plainly", () => {
    expect(formatStepProgress([step("manager", "current", "Kiss Anna"), step("hr", "waiting")])).toBe(
      "Vezető – vár (Kiss Anna) · HR",
    );
  });

  it("is empty without steps", () => {
    expect(formatStepProgress([])).toBe("");
  });
});
