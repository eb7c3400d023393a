import { useTranslation } from "react-i18next";
import { hasPermission } from "@office/shared/auth/permissions";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useEmployee } from "../../employees/api/get-employee";
import { AbsencesCard } from "../components/absences-card";
import { ApprovalsCard } from "../components/approvals-card";
import { ClockCard } from "../components/clock-card";
import { EventsCard } from "../components/events-card";
import { ExpiriesCard } from "../components/expiries-card";
import { HrChartsCard } from "../components/hr-charts-card";
import { LeaveBalanceCard } from "../components/leave-balance-card";
import { MyAssetsCard } from "../components/my-assets-card";
import { MyTasksCard } from "../components/my-tasks-card";
import { PointsCard } from "../components/points-card";
import { QuestionnairesCard } from "../components/questionnaires-card";
import { ReferenceDataCard } from "../components/reference-data-card";
import { CompanyCard, LatestNotificationsCard, ProfileCard } from "../components/profile-cards";

const CARD_COL = "col-12 col-md-6 col-xl-4";

/**
 * `/` Kezdőlap (SPEC route `home`; issue 11 §4, DESIGN §7): what needs me today. My leave balance, who is
 * away today and this week, my next programmes, what waits for my approval or acceptance, my open
 * project tasks (Feladataim), what expires this month (Lejáró határidők), my points
 * and rank, my assets and cars; for hr and companyAdmin the reference data not loaded yet (issue 22 §4) and the headcount and leave
 * charts; then my profile,
 * my latest notifications and my company. Every card makes its own single request as the page mounts
 * (the employee id comes from the signed-in token, so nothing waits for another call) and shows its own
 * loading, error and empty state; each card links to its screen.
 */
export function HomePage() {
  const { t } = useTranslation("home");
  useBreadcrumb([{ name: t("title"), url: "/" }]);
  const authUser = useAuthStore((s) => s.authUser);
  const isAdmin = hasPermission(authUser.role, "companyAdmin");
  const isHr = hasPermission(authUser.role, "hr") || isAdmin;
  const employee = useEmployee(authUser.employeeId);
  const year = Number(budapestDate(Date.now()).slice(0, 4));
  const name = employee.data?.name || authUser.displayName || authUser.username;

  return (
    <>
      <h1 className="h3 mb-1">{t("title")}</h1>
      <p className="text-body-secondary mb-3">{t("welcome", { name })}</p>
      <div className="row g-3">
        <div className={CARD_COL}>
          <ClockCard />
        </div>
        <div className={CARD_COL}>
          <LeaveBalanceCard employeeId={authUser.employeeId} year={year} />
        </div>
        <div className={CARD_COL}>
          <ApprovalsCard />
        </div>
        {isHr && (
          <div className={CARD_COL}>
            <ReferenceDataCard canOpenPage={isAdmin} />
          </div>
        )}
        <div className={CARD_COL}>
          <MyTasksCard />
        </div>
        <div className={CARD_COL}>
          <ExpiriesCard />
        </div>
        <div className={CARD_COL}>
          <PointsCard />
        </div>
        <div className={CARD_COL}>
          <AbsencesCard />
        </div>
        <div className={CARD_COL}>
          <EventsCard />
        </div>
        <div className={CARD_COL}>
          <MyAssetsCard />
        </div>
        <div className={CARD_COL}>
          <QuestionnairesCard />
        </div>
        {isHr && (
          <div className="col-12">
            <HrChartsCard />
          </div>
        )}
        <div className={CARD_COL}>
          <ProfileCard authUser={authUser} employee={employee} name={name} />
        </div>
        <div className={CARD_COL}>
          <LatestNotificationsCard />
        </div>
        <div className={CARD_COL}>
          <CompanyCard />
        </div>
      </div>
    </>
  );
}
