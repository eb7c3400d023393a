import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { ApplicantStage } from "@office/shared/applicants/applicants.contract";
import { useChangeStage, useHireApplicant } from "../api/applicants";
import { HireDialog, RejectDialog } from "./stage-dialogs";

type Target = { id: number; name: string };

/**
 * Moving an applicant to a stage, as the board, the table and the detail page do it: `rejected` asks
 * for the reason first, `hired` (Felvétel) asks for the employment start and creates the employee
 * (then opens it when `openEmployee`), any other stage is saved at once. Render `dialogs` once.
 */
export function useStageMove(opts: { openEmployee?: boolean } = {}): {
  move: (target: Target, stage: ApplicantStage) => void;
  dialogs: ReactNode;
  isBusy: boolean;
} {
  const navigate = useNavigate();
  const change = useChangeStage();
  const hire = useHireApplicant();
  const [rejecting, setRejecting] = useState<Target | null>(null);
  const [hiring, setHiring] = useState<Target | null>(null);
  const move = (target: Target, stage: ApplicantStage) => {
    if (stage === "rejected") setRejecting(target);
    else if (stage === "hired") setHiring(target);
    else change.mutate({ id: target.id, stage });
  };
  const dialogs = (
    <>
      <RejectDialog
        target={rejecting}
        onCancel={() => setRejecting(null)}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await change.mutateAsync({ id: rejecting.id, stage: "rejected", reason });
          setRejecting(null);
        }}
      />
      <HireDialog
        target={hiring}
        onCancel={() => setHiring(null)}
        onConfirm={async (employmentStart) => {
          if (!hiring) return;
          const result = await hire.mutateAsync({ id: hiring.id, employmentStart });
          setHiring(null);
          if (opts.openEmployee) void navigate(`/munkatarsak/${result.employeeId}`);
        }}
      />
    </>
  );
  return { move, dialogs, isBusy: change.isPending || hire.isPending };
}
