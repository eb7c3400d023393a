import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLeaveDay } from "../api/get-leave-day";
import { DeputyCard } from "./deputy-card";
import { useEmployeeLeave } from "../api/list-leave";
import { LeaveBalanceCard } from "./leave-balance-card";
import { LeaveDayAdjustForm } from "./leave-day-adjust-form";
import { LeaveRequestsTable } from "./leave-requests-table";
import { YearSelect } from "./year-select";
import "../i18n";

type EmployeeLeaveTabProps = { employeeId: number; canEdit: boolean };

/**
 * Szabadság tab of an employee: the year's leaveDay with its entitlement lines, the requests of that year,
 * and for hr the adjustment / carry-over form and the employee's stand-in (issue 22 §2).
 */
export function EmployeeLeaveTab({ employeeId, canEdit }: EmployeeLeaveTabProps) {
  const { t } = useTranslation("leave");
  const [year, setYear] = useState(() => new Date().getFullYear());
  const leaveDay = useLeaveDay(employeeId, year);
  const requests = useEmployeeLeave(employeeId, `${year}-01-01`, `${year}-12-31`);
  return (
    <div className="row g-3">
      <div className="col-12 col-xl-7">
        <LeaveBalanceCard
          title={t("balance.titleOf", { year })}
          leaveDay={leaveDay.data}
          isLoading={leaveDay.isPending}
          isError={leaveDay.isError}
          isExpanded
        >
          <YearSelect label={t("balance.year")} value={year} onChange={setYear} />
        </LeaveBalanceCard>
      </div>
      <div className="col-12 col-xl-5">
        {canEdit && leaveDay.data && (
          <LeaveDayAdjustForm
            key={`${employeeId}-${year}`}
            employeeId={employeeId}
            leaveDay={leaveDay.data}
          />
        )}
        {canEdit && (
          <div className="mt-3">
            <DeputyCard employeeId={employeeId} isSelf={false} />
          </div>
        )}
      </div>
      <div className="col-12">
        <h2 className="h6">{t("requests.title", { year })}</h2>
        {requests.isPending ? (
          <p className="text-body-secondary" role="status">
            {t("common:loading")}
          </p>
        ) : requests.isError ? (
          <p role="alert">{t("common:loadError")}</p>
        ) : requests.data.length === 0 ? (
          <p className="text-body-secondary">{t("requests.empty")}</p>
        ) : (
          <LeaveRequestsTable
            requests={requests.data}
            showCertificate={canEdit}
            testId="employee-leave-requests"
          />
        )}
      </div>
    </div>
  );
}
