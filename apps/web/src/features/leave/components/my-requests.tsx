import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AbsenceType } from "@office/shared/leave/absence-type.contract";
import type { LeaveDay, LeaveRequest, LeaveRequestInput } from "@office/shared/leave/leave.contract";
import type { WorkSchedule } from "@office/shared/hu/calendar";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { biClockHistory, biPencil, biUpload, biXCircle } from "../../../components/ui/icons";
import { ConfirmModal } from "../../employees/components/confirm-modal";
import { useCancelLeave } from "../api/leave-actions";
import { CertificateUploadModal } from "./certificate-upload-modal";
import { EditLeaveModal } from "./edit-leave-modal";
import { formatLeaveRange } from "./leave-format";
import { LeaveHistoryModal } from "./leave-history-modal";
import { LeaveRequestsTable } from "./leave-requests-table";
import { NoteModal } from "./note-modal";
import "../i18n";

type MyRequestsProps = {
  requests: { isPending: boolean; isError: boolean; data: LeaveRequest[] | undefined; error?: unknown };
  types: readonly AbsenceType[];
  leaveDay: LeaveDay | undefined;
  workSchedule: WorkSchedule;
  isHr: boolean;
  onResubmit: (request: LeaveRequest, input: LeaveRequestInput, certificate: File | null) => Promise<unknown>;
};

const isOpen = (request: LeaveRequest): boolean =>
  request.status === "pending" || request.status === "returned";
const canAskCancellation = (request: LeaveRequest): boolean =>
  request.status === "approved" && !request.cancellationRequested;
const needsCertificate = (request: LeaveRequest): boolean =>
  request.certificateRequired && (isOpen(request) || request.status === "approved");

/**
 * The employee's own requests with what they may do (issue 22 §2): change and resubmit a returned (or
 * still pending) request, withdraw a pending one, ask for the cancellation of an approved one with a
 * reason (the approver decides; hr cancels at once), upload a missing certificate, read the history.
 */
export function MyRequests({ requests, types, leaveDay, workSchedule, isHr, onResubmit }: MyRequestsProps) {
  const { t } = useTranslation("leave");
  const cancel = useCancelLeave();
  const [editing, setEditing] = useState<LeaveRequest | null>(null);
  const [withdrawing, setWithdrawing] = useState<LeaveRequest | null>(null);
  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null);
  const [uploading, setUploading] = useState<LeaveRequest | null>(null);
  const [historyOf, setHistoryOf] = useState<LeaveRequest | null>(null);

  return (
    <>
      <QueryState query={requests} isEmpty={(rows) => rows.length === 0} empty={t("mine.empty")}>
        {(rows) => (
          <LeaveRequestsTable
            requests={rows}
            testId="my-requests"
            showCertificate
            actions={(item) => (
              <div className="d-flex flex-wrap justify-content-end gap-1">
                {isOpen(item) && (
                  <Button
                    color={item.status === "returned" ? "primary" : "gray"}
                    className="btn-sm"
                    icon={biPencil}
                    onClick={() => setEditing(item)}
                  >
                    {item.status === "returned" ? t("form.resubmit") : t("mine.edit")}
                  </Button>
                )}
                {needsCertificate(item) && !item.certificate && (
                  <Button color="gray" className="btn-sm" icon={biUpload} onClick={() => setUploading(item)}>
                    {t("mine.certificateUpload")}
                  </Button>
                )}
                {(isOpen(item) || canAskCancellation(item)) && (
                  <Button
                    color="gray"
                    className="btn-sm"
                    icon={biXCircle}
                    onClick={() => (isOpen(item) ? setWithdrawing(item) : setCancelling(item))}
                    aria-label={t("mine.cancelLabel", { range: formatLeaveRange(item) })}
                  >
                    {t("mine.cancel")}
                  </Button>
                )}
                <Button
                  color="gray"
                  className="btn-sm"
                  icon={biClockHistory}
                  onClick={() => setHistoryOf(item)}
                  aria-label={t("history.openLabel", { range: formatLeaveRange(item) })}
                >
                  {t("history.open")}
                </Button>
              </div>
            )}
          />
        )}
      </QueryState>

      <EditLeaveModal
        request={editing}
        types={types}
        leaveDay={leaveDay}
        workSchedule={workSchedule}
        onClose={() => setEditing(null)}
        onSubmit={onResubmit}
      />
      <ConfirmModal
        show={withdrawing !== null}
        title={t("mine.cancelTitle")}
        confirmLabel={t("mine.cancel")}
        isBusy={cancel.isPending}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => {
          if (withdrawing) cancel.mutate({ id: withdrawing.id }, { onSettled: () => setWithdrawing(null) });
        }}
      >
        {withdrawing &&
          t("mine.cancelBody", { type: withdrawing.typeName, range: formatLeaveRange(withdrawing) })}
      </ConfirmModal>
      <NoteModal
        show={cancelling !== null}
        title={isHr ? t("mine.cancelApprovedHrTitle") : t("mine.cancelApprovedTitle")}
        label={t("mine.cancelReason")}
        isRequired
        requiredMessage={t("mine.cancelReasonRequired")}
        confirmLabel={isHr ? t("mine.cancel") : t("mine.cancelAsk")}
        isBusy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={(reason) => {
          if (cancelling)
            cancel.mutate({ id: cancelling.id, reason }, { onSuccess: () => setCancelling(null) });
        }}
      >
        {cancelling && (
          <>
            <p className="fw-semibold">
              {cancelling.typeName} · {formatLeaveRange(cancelling)}
            </p>
            <p>{isHr ? t("mine.cancelApprovedHrBody") : t("mine.cancelApprovedBody")}</p>
          </>
        )}
      </NoteModal>
      <CertificateUploadModal request={uploading} onClose={() => setUploading(null)} />
      <LeaveHistoryModal request={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
