import type { LeaveApprovalStep } from "@office/shared/leave/leave.contract";

const STEP_LABELS: Readonly<Record<LeaveApprovalStep["kind"], string>> = { manager: "Vezető", hr: "HR" };

/**
 * A request's approval steps in one line (issue 22 §2): "Vezető ✓ · HR – vár" — a done step with a tick,
 * the current one with "– vár" and who decides it ("Vezető – vár (Kiss Anna)"), later steps by name.
 * Empty for a request without steps (a viewer who sees only the absence).
 */
export function formatStepProgress(steps: readonly LeaveApprovalStep[]): string {
  return steps
    .map((step) => {
      const label = STEP_LABELS[step.kind];
      if (step.state === "done") return `${label} ✓`;
      if (step.state === "current") {
        const who = step.approverName && step.kind === "manager" ? ` (${step.approverName})` : "";
        return `${label} – vár${who}`;
      }
      return label;
    })
    .join(" · ");
}
