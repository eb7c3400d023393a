import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import { Button } from "../../../components/ui/button";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useEmployee } from "../../employees/api/get-employee";
import { ConfirmModal } from "../../employees/components/confirm-modal";
import { todayIso } from "../../employees/utils/format";
import { useLeaveDay } from "../api/get-leave-day";
import { useCancelLeave, useRequestLeave } from "../api/leave-actions";
import { useLeaveList } from "../api/list-leave";
import { ApprovalsInbox } from "../components/approvals-inbox";
import { IcsLinkCard } from "../components/ics-link-card";
import { LeaveBalanceCard } from "../components/leave-balance-card";
import { formatLeaveRange, leaveTypeLabel } from "../components/leave-format";
import { LeaveRequestForm } from "../components/leave-request-form";
import { LeaveRequestsTable } from "../components/leave-requests-table";
import { TeamCalendar } from "../components/team-calendar";
import "../i18n";
import { Icon } from "../../../components/ui/icon";
import { biTable, biXCircle } from "../../../components/ui/icons";

/** True when the requester may still withdraw it (the server has the last word). */
function isCancellable(request: LeaveRequest, today: string, isHr: boolean): boolean {
  if (request.status === "pending") return true;
  return request.status === "approved" && (isHr || request.startDate > today);
}

/**
 * `/szabadsagok` (SPEC route `holidays`): my balance with its entitlement lines, the request form with the
 * live working-day count, my requests (cancel), the approvals inbox when I have anything to decide, the
 * team absence calendar, my ICS feed; hr also gets the link to `/leave-report`.
 * Everything below the title appears together once the inbox, my requests and my balance have loaded
 * (a loading line until then), so the inbox arriving late cannot push the page down (layout shift).
 */
export function LeaveRequestsPage() {
  const { t } = useTranslation("leave");
  useBreadcrumb([{ name: t("list.title"), url: "/szabadsagok" }]);
  const employeeId = useAuthStore((s) => s.authUser.employeeId);
  const isHr = useAuthStore((s) => hasPermission(s.authUser.role, "hr"));
  const ownRecord = useEmployee(employeeId);
  const today = todayIso();
  const year = Number(today.slice(0, 4));
  const leaveDay = useLeaveDay(employeeId, year);
  const mine = useLeaveList("mine");
  const approvals = useLeaveList("approvals");
  const request = useRequestLeave(employeeId);
  const cancel = useCancelLeave();
  const [toCancel, setToCancel] = useState<LeaveRequest | null>(null);
  const hasEmployee = employeeId > 0;
  const isSettling = approvals.isPending || (hasEmployee && (mine.isPending || leaveDay.isPending));

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t("list.title")}</h1>
        {isHr && (
          <Link to="/leave-report" className="btn btn-outline-primary">
            <Icon icon={biTable} className="me-1" />
            {t("list.reportLink")}
          </Link>
        )}
      </div>

      {isSettling && (
        <p className="text-body-secondary" role="status">
          {t("common:loading")}
        </p>
      )}
      {/* Mounted while settling so the calendar and the ICS card start loading too; shown all at once. */}
      <div hidden={isSettling}>
        {approvals.data && approvals.data.length > 0 && (
          <div className="mb-3">
            <ApprovalsInbox requests={approvals.data} />
          </div>
        )}

        {!hasEmployee ? (
          <div className="alert alert-info">{t("list.noEmployee")}</div>
        ) : (
          <div className="row g-3 mb-3">
            <div className="col-12 col-xl-5">
              <LeaveBalanceCard
                title={t("balance.title", { year })}
                leaveDay={leaveDay.data}
                isLoading={leaveDay.isPending}
                isError={leaveDay.isError}
              />
            </div>
            <div className="col-12 col-xl-7">
              <section className="card h-100" aria-labelledby="leave-form-title">
                <div className="card-body">
                  <h2 id="leave-form-title" className="h5 card-title mb-3">
                    {t("form.title")}
                  </h2>
                  <LeaveRequestForm
                    leaveDay={leaveDay.data}
                    workSchedule={ownRecord.data?.workSchedule ?? "general"}
                    onSubmit={(input) => request.mutateAsync(input)}
                  />
                </div>
              </section>
            </div>
            <div className="col-12">
              <section className="card" aria-labelledby="my-requests-title">
                <div className="card-body">
                  <h2 id="my-requests-title" className="h5 card-title mb-3">
                    {t("mine.title", { year })}
                  </h2>
                  {mine.isPending ? (
                    <p className="text-body-secondary" role="status">
                      {t("common:loading")}
                    </p>
                  ) : mine.isError ? (
                    <p role="alert">{t("common:loadError")}</p>
                  ) : mine.data.length === 0 ? (
                    <p className="text-body-secondary mb-0">{t("mine.empty")}</p>
                  ) : (
                    <LeaveRequestsTable
                      requests={mine.data}
                      testId="my-requests"
                      actions={(item) =>
                        isCancellable(item, today, isHr) ? (
                          <Button
                            color="gray"
                            className="btn-sm"
                            icon={biXCircle}
                            onClick={() => setToCancel(item)}
                            aria-label={t("mine.cancelLabel", { range: formatLeaveRange(item) })}
                          >
                            {t("mine.cancel")}
                          </Button>
                        ) : null
                      }
                    />
                  )}
                </div>
              </section>
            </div>
          </div>
        )}

        <div className="row g-3">
          <div className="col-12 col-xxl-9">
            <TeamCalendar />
          </div>
          <div className="col-12 col-xxl-3">
            <IcsLinkCard />
          </div>
        </div>
      </div>

      <ConfirmModal
        show={toCancel !== null}
        title={t("mine.cancelTitle")}
        confirmLabel={t("mine.cancel")}
        isBusy={cancel.isPending}
        onCancel={() => setToCancel(null)}
        onConfirm={() => {
          if (toCancel) cancel.mutate(toCancel.id, { onSettled: () => setToCancel(null) });
        }}
      >
        {toCancel &&
          t("mine.cancelBody", {
            type: leaveTypeLabel(toCancel, t("requests.hiddenType")),
            range: formatLeaveRange(toCancel),
          })}
      </ConfirmModal>
    </>
  );
}
