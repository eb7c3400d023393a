import { useTranslation } from "react-i18next";
import { formatDays } from "@office/shared/hu/format";
import { QueryState } from "../../../components/page/query-state";
import { biCalendarCheck } from "../../../components/ui/icons";
import { useLeaveDay } from "../../leave/api/get-leave-day";
import { HomeCard } from "./home-card";

/**
 * Room the content keeps while loading and after, so the cards below do not move when the data arrives
 * (layout shift): the remaining days and the three lines under them at the xl width.
 */
const CONTENT_HEIGHT = "9rem";

/**
 * My leave this year (`GET /api/employee/{id}/leaveDay?year=`, Mt. 116–121. §): remaining working days
 * in large, then the entitlement, taken and pending days. Links to `/szabadsagok`.
 */
export function LeaveBalanceCard({ employeeId, year }: { employeeId: number; year: number }) {
  const { t } = useTranslation("home");
  const leaveDay = useLeaveDay(employeeId, year);
  return (
    <HomeCard
      id="leave"
      minContentHeight={CONTENT_HEIGHT}
      title={t("leave.title", { year })}
      icon={biCalendarCheck}
      link={{ to: "/szabadsagok", label: t("leave.link") }}
    >
      {employeeId > 0 ? (
        <QueryState query={leaveDay}>
          {(d) => (
            <>
              <div className="mb-2">
                <div className="text-body-secondary small">{t("leave.remaining")}</div>
                <div className="fs-2 fw-semibold" data-testid="home-leave-remaining">
                  {formatDays(d.remaining)}
                </div>
              </div>
              <dl className="row mb-0 small">
                <dt className="col-7 fw-normal text-body-secondary">{t("leave.entitlement")}</dt>
                <dd className="col-5 text-end mb-1">{formatDays(d.entitlement.total)}</dd>
                <dt className="col-7 fw-normal text-body-secondary">{t("leave.taken")}</dt>
                <dd className="col-5 text-end mb-1">{formatDays(d.taken)}</dd>
                <dt className="col-7 fw-normal text-body-secondary">{t("leave.pending")}</dt>
                <dd className="col-5 text-end mb-0">{formatDays(d.pending)}</dd>
              </dl>
              {d.problem && <p className="text-warning-emphasis small mt-2 mb-0">{d.problem}</p>}
            </>
          )}
        </QueryState>
      ) : (
        <p className="text-body-secondary mb-0">{t("noEmployee")}</p>
      )}
    </HomeCard>
  );
}
