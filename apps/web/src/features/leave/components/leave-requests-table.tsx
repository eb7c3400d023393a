import type { ReactNode } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { LEAVE_STATUS_LABELS } from "@office/shared/leave/leave-labels";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import { formatDateTimeHu } from "../../employees/utils/format";
import { LEAVE_STATUS_BADGE, formatDayCount, formatLeaveDays, formatLeaveRange } from "./leave-format";
import { formatStepProgress } from "./leave-steps";
import { downloadCertificate } from "../api/download-certificate";
import { saveBlob } from "../../reports/utils/save-blob";
import { ProvisionalNote } from "./provisional-note";
import "../i18n";
import { ResponsiveTable } from "../../../components/page/responsive-table";

type LeaveRequestsTableProps = {
  requests: readonly LeaveRequest[];
  showEmployee?: boolean;
  showStatus?: boolean;
  /** Buttons of a row (cancel, approve, reject); the column is left out without it. */
  actions?: (request: LeaveRequest) => ReactNode;
  /** Show whether the certificate is uploaded (only the employee and hr see it, issue 22 §1). */
  showCertificate?: boolean;
  testId?: string;
};

/** "3 nap", or "2 óra" for a type measured in hours. */
export function formatRequestAmount(request: Pick<LeaveRequest, "unit" | "hours" | "workingDays">): string {
  return request.unit === "hour" && request.hours !== null
    ? `${formatDayCount(request.hours)} óra`
    : formatLeaveDays(request.workingDays);
}

/**
 * Leave requests: (employee,) type (`typeName`, as this viewer may see it), period (half day, the
 * provisional-count note), working days or hours, status with the approval steps ("Vezető ✓ · HR – vár")
 * and a pending cancellation, note with the approver's note (why it was returned or rejected) and the
 * certificate's state, row actions.
 */
export function LeaveRequestsTable({
  requests,
  showEmployee = false,
  showStatus = true,
  actions,
  showCertificate = false,
  testId,
}: LeaveRequestsTableProps) {
  const { t } = useTranslation("leave");
  return (
    <ResponsiveTable>
      <table className="table table-sm align-middle mb-0" data-testid={testId}>
        <thead>
          <tr>
            {showEmployee && <th scope="col">{t("requests.employee")}</th>}
            <th scope="col">{t("requests.type")}</th>
            <th scope="col">{t("requests.period")}</th>
            <th scope="col" className="text-end">
              {t("requests.days")}
            </th>
            {showStatus && <th scope="col">{t("requests.status")}</th>}
            <th scope="col">{t("requests.note")}</th>
            {actions && (
              <th scope="col" className="text-end">
                {t("requests.actions")}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <LeaveRequestRow
              key={request.id}
              request={request}
              showEmployee={showEmployee}
              showStatus={showStatus}
              actions={actions}
              showCertificate={showCertificate}
              t={t}
            />
          ))}
        </tbody>
      </table>
    </ResponsiveTable>
  );
}

type LeaveRequestRowProps = Required<Pick<LeaveRequestsTableProps, "showEmployee" | "showStatus">> &
  Pick<LeaveRequestsTableProps, "actions" | "showCertificate"> & {
    request: LeaveRequest;
    /** The table's `t` of the leave namespace (one i18n subscription per table, not per row). */
    t: TFunction<"leave">;
  };

/**
 * One row of {@link LeaveRequestsTable}. A component of its own so that React can pause between rows
 * while it renders a long list in a transition (issue 19 §6): rendered inline, the whole list was one
 * unit of work, a long task on a phone.
 */
function LeaveRequestRow({
  request,
  showEmployee,
  showStatus,
  actions,
  showCertificate,
}: LeaveRequestRowProps) {
  const { t } = useTranslation("leave");
  return (
    <tr>
      {showEmployee && <td className="fw-semibold">{request.employeeName}</td>}
      <td>{request.typeName}</td>
      <td className="text-nowrap">
        {formatLeaveRange(request)}
        {request.halfDay && (
          <span className="text-body-secondary">
            {" "}
            ({t(request.halfDay === "morning" ? "requests.halfDayMorning" : "requests.halfDayAfternoon")})
          </span>
        )}
        {request.provisionalCalendar && (
          <ProvisionalNote
            year={Number(request.endDate.slice(0, 4))}
            className="d-block text-wrap text-warning-emphasis"
          />
        )}
      </td>
      <td className="text-end text-nowrap">{formatRequestAmount(request)}</td>
      {showStatus && (
        <td>
          <span className={`badge ${LEAVE_STATUS_BADGE[request.status]}`}>
            {LEAVE_STATUS_LABELS[request.status]}
          </span>
          {request.cancellationRequested && (
            <span className="badge text-bg-warning ms-1">{t("requests.cancellationRequested")}</span>
          )}
          {request.status === "pending" && request.steps.length > 0 && (
            <div className="small text-body-secondary" data-testid="leave-steps">
              {formatStepProgress(request.steps)}
            </div>
          )}
          {request.status !== "pending" && request.decidedByName && request.decidedAt && (
            <div className="small text-body-secondary">
              {t("requests.decidedBy", {
                name: request.decidedByName,
                date: formatDateTimeHu(request.decidedAt),
              })}
            </div>
          )}
        </td>
      )}
      <td className="small text-break">
        {request.note}
        {request.decisionNote && (
          <div
            className={
              request.status === "returned" ? "text-info-emphasis fw-semibold" : "text-body-secondary"
            }
          >
            {t(request.status === "returned" ? "requests.returnNote" : "requests.decision")}:{" "}
            {request.decisionNote}
          </div>
        )}
        {request.cancellationRequested && request.cancellationReason && (
          <div className="text-body-secondary">
            {t("requests.cancellationReason")}: {request.cancellationReason}
          </div>
        )}
        {showCertificate && request.certificateRequired && (
          <div className={request.certificate ? "text-body-secondary" : "text-danger-emphasis"}>
            {request.certificate ? (
              <>
                {t("requests.certificateOnFile", { name: request.certificate.fileName })}{" "}
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 align-baseline"
                  onClick={() => {
                    const name = request.certificate?.fileName ?? "igazolas";
                    downloadCertificate(request.id)
                      .then((blob) => saveBlob(blob, name))
                      .catch(() => undefined);
                  }}
                >
                  {t("requests.certificateDownload")}
                </button>
              </>
            ) : (
              t("requests.certificateMissing")
            )}
          </div>
        )}
      </td>
      {actions && <td className="text-end">{actions(request)}</td>}
    </tr>
  );
}
