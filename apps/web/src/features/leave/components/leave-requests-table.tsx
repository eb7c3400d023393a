import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LEAVE_STATUS_LABELS } from "@office/shared/leave/leave-labels";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import { formatDateTimeHu } from "../../employees/utils/format";
import { LEAVE_STATUS_BADGE, formatLeaveDays, formatLeaveRange, leaveTypeLabel } from "./leave-format";
import "../i18n";
import { ResponsiveTable } from "../../../components/page/responsive-table";

type LeaveRequestsTableProps = {
  requests: readonly LeaveRequest[];
  showEmployee?: boolean;
  showStatus?: boolean;
  /** Buttons of a row (cancel, approve, reject); the column is left out without it. */
  actions?: (request: LeaveRequest) => ReactNode;
  testId?: string;
};

/** Leave requests: (employee,) type, period, working days, status, note and decision, row actions. */
export function LeaveRequestsTable({
  requests,
  showEmployee = false,
  showStatus = true,
  actions,
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
            <tr key={request.id}>
              {showEmployee && <td className="fw-semibold">{request.employeeName}</td>}
              <td>{leaveTypeLabel(request, t("requests.hiddenType"))}</td>
              <td className="text-nowrap">
                {formatLeaveRange(request)}
                {request.halfDay && (
                  <span className="text-body-secondary">
                    {" "}
                    (
                    {t(
                      request.halfDay === "morning" ? "requests.halfDayMorning" : "requests.halfDayAfternoon",
                    )}
                    )
                  </span>
                )}
              </td>
              <td className="text-end text-nowrap">{formatLeaveDays(request.workingDays)}</td>
              {showStatus && (
                <td>
                  <span className={`badge ${LEAVE_STATUS_BADGE[request.status]}`}>
                    {LEAVE_STATUS_LABELS[request.status]}
                  </span>
                  {request.decidedByName && request.decidedAt && (
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
                  <div className="text-body-secondary">
                    {t("requests.decision")}: {request.decisionNote}
                  </div>
                )}
              </td>
              {actions && <td className="text-end text-nowrap">{actions(request)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </ResponsiveTable>
  );
}
