import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import { Button } from "../../../components/ui/button";
import { useDecideLeave } from "../api/leave-actions";
import { formatLeaveRange, leaveTypeLabel } from "./leave-format";
import { LeaveRequestsTable } from "./leave-requests-table";
import "../i18n";
import { biCheckLg, biXLg } from "../../../components/ui/icons";

/** Pending requests the user may decide (their reports', or everyone's for hr): approve, or reject with a reason. */
export function ApprovalsInbox({ requests }: { requests: readonly LeaveRequest[] }) {
  const { t } = useTranslation("leave");
  const decide = useDecideLeave();
  const [rejecting, setRejecting] = useState<LeaveRequest | null>(null);
  return (
    <section className="card border-warning" aria-labelledby="approvals-title" data-testid="approvals-inbox">
      <div className="card-body">
        <h2 id="approvals-title" className="h5 card-title mb-3">
          {t("approvals.title")} <span className="badge text-bg-warning">{requests.length}</span>
        </h2>
        <LeaveRequestsTable
          requests={requests}
          showEmployee
          showStatus={false}
          actions={(request) => (
            <>
              <Button
                color="success"
                className="btn-sm"
                icon={biCheckLg}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: request.id, decision: "approve" })}
                aria-label={t("approvals.approveLabel", { name: request.employeeName })}
              >
                {t("approvals.approve")}
              </Button>
              <Button
                color="gray"
                className="btn-sm ms-1"
                icon={biXLg}
                disabled={decide.isPending}
                onClick={() => setRejecting(request)}
                aria-label={t("approvals.rejectLabel", { name: request.employeeName })}
              >
                {t("approvals.reject")}
              </Button>
            </>
          )}
        />
      </div>
      <RejectLeaveModal
        request={rejecting}
        isBusy={decide.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(note) => {
          if (!rejecting) return;
          decide.mutate(
            { id: rejecting.id, decision: "reject", note },
            { onSuccess: () => setRejecting(null) },
          );
        }}
      />
    </section>
  );
}

type RejectLeaveModalProps = {
  request: LeaveRequest | null;
  isBusy: boolean;
  onCancel: () => void;
  onReject: (note: string) => void;
};

/** Asks for the reason of a rejection (required; the requester reads it in their notification). */
export function RejectLeaveModal({ request, isBusy, onCancel, onReject }: RejectLeaveModalProps) {
  const { t } = useTranslation("leave");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = (): void => {
    setReason("");
    setError(null);
    onCancel();
  };
  const submit = (): void => {
    const note = reason.trim();
    if (note === "") {
      setError(t("approvals.reasonRequired"));
      return;
    }
    if (note.length > 500) {
      setError(t("approvals.reasonTooLong"));
      return;
    }
    setReason("");
    setError(null);
    onReject(note);
  };
  return (
    <Modal show={request !== null} onHide={close} centered aria-labelledby="reject-leave-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Modal.Header closeButton closeLabel={t("leave:dialog.close")}>
          <Modal.Title id="reject-leave-title" as="h2" className="h5">
            {t("approvals.rejectTitle")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {request && (
            <p>
              {t("approvals.rejectBody", {
                name: request.employeeName,
                type: leaveTypeLabel(request, t("requests.hiddenType")),
                range: formatLeaveRange(request),
              })}
            </p>
          )}
          <label className="form-label" htmlFor="reject-reason">
            {t("approvals.reason")}
          </label>
          <textarea
            id="reject-reason"
            className={`form-control${error ? " is-invalid" : ""}`}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby="reject-reason-hint"
            required
          />
          <div id="reject-reason-hint" className="form-text">
            {t("approvals.reasonHint")}
          </div>
          {error && <div className="invalid-feedback d-block">{error}</div>}
        </Modal.Body>
        <Modal.Footer>
          <Button color="secondary" onClick={close} disabled={isBusy}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" color="warning" icon={biXLg} disabled={isBusy}>
            {t("approvals.reject")}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
