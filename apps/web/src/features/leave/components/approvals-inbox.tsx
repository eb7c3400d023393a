import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import { Button } from "../../../components/ui/button";
import { biCheckLg, biClipboardCheck, biXLg } from "../../../components/ui/icons";
import { useDecideCancellation } from "../api/leave-actions";
import { formatLeaveRange } from "./leave-format";
import { LeaveDecisionPanel } from "./leave-decision-panel";
import { LeaveRequestsTable } from "./leave-requests-table";
import { NoteModal } from "./note-modal";
import "../i18n";

/** True for an approved request whose cancellation the employee asked for (the approver decides it). */
export const isCancellationRequest = (request: LeaveRequest): boolean =>
  request.status === "approved" && request.cancellationRequested;

/**
 * What the user may decide (`GET /api/leave?scope=approvals`, issue 22 §2): pending requests at a step
 * that is theirs (as manager, stand-in, next manager up or hr) — "Döntés" opens the decision panel with
 * the team's absences and the balance after approval — and cancellation requests of approved leave,
 * accepted (the days come back) or refused with an optional note.
 */
export function ApprovalsInbox({ requests }: { requests: readonly LeaveRequest[] }) {
  const { t } = useTranslation("leave");
  const cancellation = useDecideCancellation();
  const [deciding, setDeciding] = useState<LeaveRequest | null>(null);
  const [refusing, setRefusing] = useState<LeaveRequest | null>(null);
  return (
    <section className="card border-warning" aria-labelledby="approvals-title" data-testid="approvals-inbox">
      <div className="card-body">
        <h2 id="approvals-title" className="h5 card-title mb-3">
          {t("approvals.title")} <span className="badge text-bg-warning">{requests.length}</span>
        </h2>
        <LeaveRequestsTable
          requests={requests}
          showEmployee
          actions={(request) =>
            isCancellationRequest(request) ? (
              <div className="d-flex flex-wrap justify-content-end gap-1">
                <Button
                  color="success"
                  className="btn-sm"
                  icon={biCheckLg}
                  disabled={cancellation.isPending}
                  onClick={() => cancellation.mutate({ id: request.id, decision: "approve" })}
                  aria-label={t("approvals.cancellationAcceptLabel", { name: request.employeeName })}
                >
                  {t("approvals.cancellationAccept")}
                </Button>
                <Button
                  color="gray"
                  className="btn-sm"
                  icon={biXLg}
                  disabled={cancellation.isPending}
                  onClick={() => setRefusing(request)}
                  aria-label={t("approvals.cancellationRefuseLabel", { name: request.employeeName })}
                >
                  {t("approvals.cancellationRefuse")}
                </Button>
              </div>
            ) : (
              <Button
                color="primary"
                className="btn-sm"
                icon={biClipboardCheck}
                onClick={() => setDeciding(request)}
                aria-label={t("approvals.decideLabel", { name: request.employeeName })}
              >
                {t("approvals.decide")}
              </Button>
            )
          }
        />
      </div>

      <Modal
        show={deciding !== null}
        onHide={() => setDeciding(null)}
        centered
        size="lg"
        aria-labelledby="decision-title"
      >
        <Modal.Header closeButton closeLabel={t("dialog.close")}>
          <Modal.Title id="decision-title" as="h2" className="h5">
            {t("approvals.decide")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {deciding && (
            <LeaveDecisionPanel key={deciding.id} request={deciding} onDone={() => setDeciding(null)} />
          )}
        </Modal.Body>
      </Modal>

      <NoteModal
        show={refusing !== null}
        title={t("approvals.cancellationRefuseTitle")}
        label={t("approvals.cancellationRefuseNote")}
        hint={t("approvals.cancellationRefuseHint")}
        isRequired={false}
        confirmLabel={t("approvals.cancellationRefuse")}
        isBusy={cancellation.isPending}
        onCancel={() => setRefusing(null)}
        onConfirm={(note) => {
          if (refusing)
            cancellation.mutate(
              { id: refusing.id, decision: "reject", note },
              { onSettled: () => setRefusing(null) },
            );
        }}
      >
        {refusing && (
          <p>
            {t("approvals.cancellationBody", {
              name: refusing.employeeName,
              type: refusing.typeName,
              range: formatLeaveRange(refusing),
            })}
          </p>
        )}
      </NoteModal>
    </section>
  );
}
