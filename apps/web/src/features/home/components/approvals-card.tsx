import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateHu, formatDays } from "@office/shared/hu/format";
import { QueryState } from "../../../components/page/query-state";
import { biClipboardCheck } from "../../../components/ui/icons";
import { useHomeApprovals } from "../api/home-api";
import { HomeCard } from "./home-card";

/**
 * Room the content keeps while loading and after, so the cards below do not move when the data arrives
 * (layout shift): five leave requests and the "és még N" line at the xl width.
 */
const CONTENT_HEIGHT = "15rem";

/**
 * What waits for me (`GET /api/home/approvals`): leave requests I decide (the footer links to the inbox
 * on `/szabadsagok`) and asset handover protocols sent to me to accept (linked to `/eszkoz-atadas`).
 */
export function ApprovalsCard() {
  const { t } = useTranslation("home");
  const approvals = useHomeApprovals();
  return (
    <HomeCard
      id="approvals"
      minContentHeight={CONTENT_HEIGHT}
      title={t("approvals.title")}
      icon={biClipboardCheck}
      link={{ to: "/szabadsagok", label: t("approvals.leaveLink") }}
    >
      <QueryState
        query={approvals}
        isEmpty={(d) => d.leave.count === 0 && d.handovers.count === 0}
        empty={t("approvals.empty")}
      >
        {(d) => (
          <>
            {d.leave.count > 0 && (
              <div className="mb-3">
                <h3 className="h6 mb-1">
                  {t("approvals.leave")} <span className="badge text-bg-warning">{d.leave.count}</span>
                </h3>
                <ul className="list-unstyled small mb-1">
                  {d.leave.items.map((r) => (
                    <li key={r.id} className="py-1 border-bottom">
                      <span className="fw-semibold">{r.employeeName}</span>
                      <span className="text-body-secondary">
                        {" · "}
                        {r.typeName}
                        {r.cancellationRequested ? " (visszavonási kérelem)" : ""} ·{" "}
                        {formatDateHu(r.startDate)} · {formatDays(r.workingDays)}
                      </span>
                    </li>
                  ))}
                </ul>
                {d.leave.count > d.leave.items.length && (
                  <div className="small text-body-secondary">
                    {t("approvals.more", { count: d.leave.count - d.leave.items.length })}
                  </div>
                )}
              </div>
            )}
            {d.handovers.count > 0 && (
              <div>
                <h3 className="h6 mb-1">
                  {t("approvals.handovers")}{" "}
                  <span className="badge text-bg-warning">{d.handovers.count}</span>
                </h3>
                <ul className="list-unstyled small mb-1">
                  {d.handovers.items.map((h) => (
                    <li key={h.id} className="py-1 border-bottom">
                      {t("approvals.handoverItem", { date: formatDateHu(h.date), count: h.itemCount })}
                      {h.fromName && (
                        <span className="text-body-secondary">
                          {" · "}
                          {t("approvals.handoverFrom", { name: h.fromName })}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
                <Link to="/eszkoz-atadas" className="btn btn-outline-primary btn-sm mt-1">
                  {t("approvals.handoverLink")}
                </Link>
              </div>
            )}
          </>
        )}
      </QueryState>
    </HomeCard>
  );
}
