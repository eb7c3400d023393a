import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import type { AbsenceType } from "@office/shared/leave/absence-type.contract";
import type { LeaveDay, LeaveRequest, LeaveRequestInput } from "@office/shared/leave/leave.contract";
import type { WorkSchedule } from "@office/shared/hu/calendar";
import { LeaveRequestForm } from "./leave-request-form";
import "../i18n";

type EditLeaveModalProps = {
  request: LeaveRequest | null;
  types: readonly AbsenceType[];
  leaveDay: LeaveDay | undefined;
  workSchedule: WorkSchedule;
  onClose: () => void;
  /** `PUT /api/leave/{id}` (and the certificate upload); resolves when saved. */
  onSubmit: (request: LeaveRequest, input: LeaveRequestInput, certificate: File | null) => Promise<unknown>;
};

/**
 * "Módosítás és újraküldés" (issue 22 §2): the request form prefilled with a returned (or still pending)
 * request; saving sends it to its first approval step again. The approver's note stays in sight.
 */
export function EditLeaveModal({
  request,
  types,
  leaveDay,
  workSchedule,
  onClose,
  onSubmit,
}: EditLeaveModalProps) {
  const { t } = useTranslation("leave");
  return (
    <Modal show={request !== null} onHide={onClose} centered size="lg" aria-labelledby="edit-leave-title">
      <Modal.Header closeButton closeLabel={t("dialog.close")}>
        <Modal.Title id="edit-leave-title" as="h2" className="h5">
          {t("form.editTitle")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {request?.status === "returned" && request.decisionNote && (
          <div className="alert alert-info py-2">
            <span className="fw-semibold">{t("requests.returnNote")}:</span> {request.decisionNote}
          </div>
        )}
        {request && (
          <LeaveRequestForm
            key={request.id}
            types={types}
            leaveDay={leaveDay}
            workSchedule={workSchedule}
            initial={request}
            submitLabel={t("form.resubmit")}
            onSubmit={async (input, certificate) => {
              await onSubmit(request, input, certificate);
              onClose();
            }}
          />
        )}
      </Modal.Body>
    </Modal>
  );
}
