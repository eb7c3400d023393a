import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LEAVE_STATUS_LABELS } from "@office/shared/leave/leave-labels";
import type { LeaveDecisionContext, LeaveRequest } from "@office/shared/leave/leave.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { biArrowCounterclockwise, biCheckLg, biXLg } from "../../../components/ui/icons";
import { isHttpError } from "../../../lib/http/http-error";
import { useDecisionContext } from "../api/get-leave-details";
import { useDecideLeave, type LeaveDecision } from "../api/leave-actions";
import { formatDayCount, formatLeaveRange } from "./leave-format";
import { formatRequestAmount } from "./leave-requests-table";
import { formatStepProgress } from "./leave-steps";
import { ProvisionalNote } from "./provisional-note";
import "../i18n";

/** Who else of the team is away on the request's days, and the balance before → after approval. */
export function DecisionContextView({ context }: { context: LeaveDecisionContext }) {
  const { t } = useTranslation("leave");
  const { balance } = context;
  return (
    <div className="row g-3 mb-3" data-testid="decision-context">
      <div className="col-12 col-md-7">
        <h3 className="h6">{t("approvals.teamTitle")}</h3>
        {context.teamAbsences.length === 0 ? (
          <p className="small text-body-secondary mb-0">{t("approvals.teamNone")}</p>
        ) : (
          <ul className="list-unstyled small mb-0" data-testid="decision-team">
            {context.teamAbsences.map((absence) => (
              <li key={`${absence.employeeId}-${absence.startDate}`} className="py-1 border-bottom">
                <span className="fw-semibold">{absence.employeeName}</span>
                <span className="text-body-secondary">
                  {" · "}
                  {absence.typeName} · {formatLeaveRange(absence)}
                  {absence.status !== "approved" &&
                    ` (${LEAVE_STATUS_LABELS[absence.status].toLocaleLowerCase("hu")})`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="col-12 col-md-5">
        <h3 className="h6">{t("approvals.balanceTitle")}</h3>
        {balance ? (
          <p className="small mb-0" data-testid="decision-balance">
            {t("approvals.balanceLine", {
              label: balance.label,
              before: formatDayCount(balance.before),
              after: formatDayCount(balance.after),
            })}
            {balance.after < 0 && (
              <span className="d-block text-danger-emphasis fw-semibold">
                {t("approvals.balanceOverdraw")}
              </span>
            )}
          </p>
        ) : (
          <p className="small text-body-secondary mb-0">{t("approvals.balanceNone")}</p>
        )}
      </div>
    </div>
  );
}

type NoteMode = Exclude<LeaveDecision, "approve">;

/**
 * The approver's view of one pending request before deciding (issue 22 §2): the request (type, days,
 * note, steps), who else of the team is away then and the balance after approval
 * (`GET /api/leave/{id}/decisionContext`), and the decisions — approve, reject with a reason, send back
 * for a change with a note — sent with the `step` the approver saw. A 409 (someone decided it
 * meanwhile) shows the server's Hungarian message; the lists refresh. `onDone` after a decision.
 */
export function LeaveDecisionPanel({ request, onDone }: { request: LeaveRequest; onDone: () => void }) {
  const { t } = useTranslation("leave");
  const context = useDecisionContext(request.id);
  const decide = useDecideLeave();
  const [mode, setMode] = useState<NoteMode | null>(null);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const send = (decision: LeaveDecision, text: string | null): void => {
    decide.mutate(
      { id: request.id, decision, step: request.currentStep, note: text },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isHttpError(error, 409)) setConflict(error.message);
        },
      },
    );
  };
  const confirmNote = (): void => {
    if (!mode) return;
    const text = note.trim();
    if (text === "") {
      setNoteError(t(mode === "reject" ? "approvals.reasonRequired" : "approvals.returnRequired"));
      return;
    }
    if (text.length > 500) {
      setNoteError(t("approvals.reasonTooLong"));
      return;
    }
    send(mode, text);
  };

  if (conflict) {
    return (
      <div className="alert alert-warning mb-0" role="alert" data-testid="decision-conflict">
        <div className="fw-semibold">{conflict}</div>
        <div className="small">{t("approvals.conflict")}</div>
      </div>
    );
  }

  return (
    <div data-testid="decision-panel">
      <p className="mb-1">
        <span className="fw-semibold">{request.employeeName}</span> · {request.typeName} ·{" "}
        {formatLeaveRange(request)} · {formatRequestAmount(request)}
      </p>
      {request.steps.length > 0 && (
        <p className="small text-body-secondary mb-1">
          {t("approvals.step", { steps: formatStepProgress(request.steps) })}
        </p>
      )}
      {request.provisionalCalendar && (
        <ProvisionalNote
          year={Number(request.endDate.slice(0, 4))}
          className="d-block text-warning-emphasis"
        />
      )}
      {request.note && <p className="small text-break mb-1">„{request.note}”</p>}
      <hr />
      <QueryState query={context}>{(data) => <DecisionContextView context={data} />}</QueryState>

      {mode ? (
        <div>
          <label className="form-label" htmlFor="decision-note">
            {t(mode === "reject" ? "approvals.reason" : "approvals.returnNote")}
          </label>
          <textarea
            id="decision-note"
            className={`form-control${noteError ? " is-invalid" : ""}`}
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={Boolean(noteError)}
            aria-describedby="decision-note-hint"
            required
          />
          <div id="decision-note-hint" className="form-text">
            {t(mode === "reject" ? "approvals.reasonHint" : "approvals.returnHint")}
          </div>
          {noteError && <div className="invalid-feedback d-block">{noteError}</div>}
          <div className="d-flex flex-wrap gap-2 mt-3">
            <Button
              color="warning"
              icon={mode === "reject" ? biXLg : biArrowCounterclockwise}
              disabled={decide.isPending}
              onClick={confirmNote}
            >
              {t(mode === "reject" ? "approvals.reject" : "approvals.return")}
            </Button>
            <Button
              color="secondary"
              disabled={decide.isPending}
              onClick={() => {
                setMode(null);
                setNoteError(null);
              }}
            >
              {t("common:actions.cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="d-flex flex-wrap gap-2">
          <Button
            color="success"
            icon={biCheckLg}
            disabled={decide.isPending}
            onClick={() => send("approve", null)}
          >
            {t("approvals.approve")}
          </Button>
          <Button
            color="gray"
            icon={biArrowCounterclockwise}
            disabled={decide.isPending}
            onClick={() => setMode("return")}
          >
            {t("approvals.return")}
          </Button>
          <Button color="gray" icon={biXLg} disabled={decide.isPending} onClick={() => setMode("reject")}>
            {t("approvals.reject")}
          </Button>
        </div>
      )}
    </div>
  );
}
