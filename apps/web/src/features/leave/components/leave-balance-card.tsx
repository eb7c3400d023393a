import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDays } from "@office/shared/hu/format";
import { formatDeadlineHu } from "@office/shared/hu/format";
import type { LeaveDay } from "@office/shared/leave/leave.contract";
import "../i18n";
import "./leave.css";

type LeaveBalanceCardProps = {
  title: string;
  leaveDay: LeaveDay | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Shows the entitlement lines open (else folded under "Miből áll össze a keret?"). */
  isExpanded?: boolean;
  /** Extra content under the figures (year picker, link). */
  children?: ReactNode;
};

/**
 * A year's leave balance: entitlement, taken, pending and remaining working days, and the entitlement
 * explained line by line (Mt. 116–121. §, HR adjustment, carry-over) so the user sees why they have N days.
 */
export function LeaveBalanceCard({
  title,
  leaveDay,
  isLoading,
  isError,
  isExpanded = false,
  children,
}: LeaveBalanceCardProps) {
  const { t } = useTranslation("leave");
  return (
    <section className="card h-100" aria-labelledby="leave-balance-title" aria-busy={isLoading}>
      <div className="card-body">
        <h2 id="leave-balance-title" className="h5 card-title mb-3">
          {title}
        </h2>
        {isLoading ? (
          // As tall as the figures it stands for: they take its place without moving what follows (CLS).
          <p className="text-body-secondary leave-balance-loading mb-3" role="status">
            {t("common:loading")}
          </p>
        ) : isError || !leaveDay ? (
          <p role="alert">{t("common:loadError")}</p>
        ) : (
          <>
            <dl className="row g-2 mb-3 text-center" data-testid="leave-balance">
              <Figure label={t("balance.entitlement")} days={leaveDay.entitlement.total} />
              <Figure label={t("balance.taken")} days={leaveDay.taken} />
              <Figure label={t("balance.pending")} days={leaveDay.pending} />
              <Figure label={t("balance.remaining")} days={leaveDay.remaining} isStrong />
            </dl>
            {leaveDay.carryOver && (
              <p className="small mb-2" data-testid="leave-carry-over">
                {t("balance.carryOver", {
                  days: formatDays(leaveDay.carryOver.days),
                  deadline: formatDeadlineHu(leaveDay.carryOver.deadline),
                })}
                {leaveDay.carryOver.lapsedDays > 0 &&
                  ` (${t("balance.carryOverLapsed", { days: formatDays(leaveDay.carryOver.lapsedDays) })})`}
              </p>
            )}
            {leaveDay.problem && (
              <div className="alert alert-warning py-2" role="alert">
                {t("balance.problem", { problem: leaveDay.problem })}
              </div>
            )}
            {leaveDay.entitlement.lines.length > 0 && (
              <details open={isExpanded} className="mb-2">
                <summary className="mb-2">{t("balance.lines")}</summary>
                <table className="table table-sm mb-0" data-testid="entitlement-lines">
                  <thead>
                    <tr>
                      <th scope="col">{t("balance.line")}</th>
                      <th scope="col" className="text-end">
                        {t("balance.days")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {leaveDay.entitlement.lines.map((line, index) => (
                      <tr key={`${line.code}-${index}`}>
                        <td>{line.label}</td>
                        <td className="text-end text-nowrap">{formatSigned(line.days)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">{t("balance.total")}</th>
                      <td className="text-end text-nowrap fw-semibold">
                        {formatDays(leaveDay.entitlement.total)}
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </details>
            )}
            {leaveDay.fatherLeaveTaken > 0 && (
              <p className="small text-body-secondary mb-2">
                {t("balance.fatherLeave", { days: formatDays(leaveDay.fatherLeaveTaken) })}
              </p>
            )}
          </>
        )}
        {children}
      </div>
    </section>
  );
}

/** "+2 nap" for additions, "−3 nap" for deductions (pro-rating, negative adjustment). */
function formatSigned(days: number): string {
  if (days > 0) return `+${formatDays(days)}`;
  if (days < 0) return `−${formatDays(-days)}`;
  return formatDays(days);
}

const bg = (isStrong: boolean) => (isStrong ? "bg-primary-subtle" : "bg-body-tertiary");

function Figure({ label, days, isStrong = false }: { label: string; days: number; isStrong?: boolean }) {
  return (
    // One <div> between <dl> and <dt>/<dd> is all HTML allows (axe "definition-list"), so the column
    // itself groups the pair and the two halves draw the box.
    <div className="col-6 col-sm-3">
      <dt className={`small fw-normal text-body-secondary rounded-top px-2 pt-2 mb-0 ${bg(isStrong)}`}>
        {label}
      </dt>
      <dd
        className={`rounded-bottom px-2 pb-2 mb-0 ${bg(isStrong)} ${isStrong ? "fs-4 fw-semibold" : "fs-5"}`}
      >
        {formatDays(days)}
      </dd>
    </div>
  );
}
