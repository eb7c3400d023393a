import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import type { LeaveRequest, LeaveRequestInput } from "@office/shared/leave/leave.contract";
import { QueryState } from "../../../components/page/query-state";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { isHttpError } from "../../../lib/http/http-error";
import { showToast } from "../../../lib/toast/toast-store";
import { useEmployee } from "../../employees/api/get-employee";
import { todayIso } from "../../employees/utils/format";
import { useAbsenceTypes } from "../api/absence-types";
import { useLeaveDay } from "../api/get-leave-day";
import { useRequestLeave, useUpdateLeave, useUploadLeaveCertificate } from "../api/leave-actions";
import { useLeaveList } from "../api/list-leave";
import { ApprovalsInbox } from "../components/approvals-inbox";
import { IcsLinkCard } from "../components/ics-link-card";
import { LeaveBalanceCard } from "../components/leave-balance-card";
import { LeaveRequestForm } from "../components/leave-request-form";
import { MyRequests } from "../components/my-requests";
import { TeamCalendar } from "../components/team-calendar";
import "../i18n";
import { Icon } from "../../../components/ui/icon";
import { biGear, biTable } from "../../../components/ui/icons";

/**
 * `/szabadsagok` (SPEC route `holidays`): my balance with its entitlement lines, the request form (the
 * tenant's absence types, issue 22 §1) with the live working-day count, my requests (change and resubmit,
 * withdraw or ask for a cancellation, certificate, history), the approvals inbox when I have anything to
 * decide, the team absence calendar, my ICS feed; hr also gets the links to `/leave-report` and
 * `/tavollet-tipusok`.
 * Everything below the title appears together once the inbox, my requests and my balance have loaded
 * (a loading line until then), so the inbox arriving late cannot push the page down (layout shift).
 */
export function LeaveRequestsPage() {
  const { t } = useTranslation("leave");
  useBreadcrumb([{ name: t("list.title"), url: "/szabadsagok" }]);
  const employeeId = useAuthStore((s) => s.authUser.employeeId);
  const isHr = useAuthStore((s) => hasPermission(s.authUser.role, "hr"));
  const ownRecord = useEmployee(employeeId);
  const year = Number(todayIso().slice(0, 4));
  const leaveDay = useLeaveDay(employeeId, year);
  const mine = useLeaveList("mine");
  const approvals = useLeaveList("approvals");
  const types = useAbsenceTypes();
  const request = useRequestLeave(employeeId);
  const update = useUpdateLeave();
  const upload = useUploadLeaveCertificate();
  const hasEmployee = employeeId > 0;
  const isSettling = approvals.isPending || (hasEmployee && (mine.isPending || leaveDay.isPending));
  const workSchedule = ownRecord.data?.workSchedule ?? "general";

  /** Uploads the certificate of a saved request; a failure leaves the request standing (its row offers the upload again). */
  const uploadCertificate = async (saved: LeaveRequest, certificate: File | null): Promise<void> => {
    if (!certificate) return;
    try {
      await upload.mutateAsync({ id: saved.id, file: certificate });
    } catch (error) {
      if (isHttpError(error)) showToast("danger", t("form.certificateFailed"));
    }
  };
  const submitNew = async (input: LeaveRequestInput, certificate: File | null): Promise<void> => {
    await uploadCertificate(await request.mutateAsync(input), certificate);
  };
  const resubmit = async (
    item: LeaveRequest,
    input: LeaveRequestInput,
    certificate: File | null,
  ): Promise<void> => {
    await uploadCertificate(await update.mutateAsync({ id: item.id, input }), certificate);
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t("list.title")}</h1>
        {isHr && (
          <Link to="/tavollet-tipusok" className="btn btn-outline-primary">
            <Icon icon={biGear} className="me-1" />
            {t("list.typesLink")}
          </Link>
        )}
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
                  <QueryState
                    query={types}
                    isEmpty={(rows) => !rows.some((type) => type.active)}
                    empty={t("form.typesEmpty")}
                  >
                    {(rows) => (
                      <LeaveRequestForm
                        types={rows}
                        leaveDay={leaveDay.data}
                        workSchedule={workSchedule}
                        onSubmit={submitNew}
                      />
                    )}
                  </QueryState>
                </div>
              </section>
            </div>
            <div className="col-12">
              <section className="card" aria-labelledby="my-requests-title">
                <div className="card-body">
                  <h2 id="my-requests-title" className="h5 card-title mb-3">
                    {t("mine.title", { year })}
                  </h2>
                  <MyRequests
                    requests={mine}
                    types={types.data ?? []}
                    leaveDay={leaveDay.data}
                    workSchedule={workSchedule}
                    isHr={isHr}
                    onResubmit={resubmit}
                  />
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
    </>
  );
}
