import Tab from "react-bootstrap/Tab";
import Tabs from "react-bootstrap/Tabs";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { QueryState } from "../../../components/page/query-state";
import { Icon } from "../../../components/ui/icon";
import { biTable } from "../../../components/ui/icons";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useTimeRecord } from "../api/time-entries";
import { useTimesheetOverview } from "../api/timesheet";
import { ClockPanel } from "../components/clock-panel";
import { MonthView } from "../components/month-view";
import { WeekView } from "../components/week-view";
import { WorkSchedulePanel } from "../components/work-schedule-panel";
import { monthOf, weekStartOf } from "../utils/time-format";
import "../components/working-time.css";
import "../i18n";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/**
 * `/munkaido` (own) and `/munkaido/:employeeId` (a report's or, for hr, anyone's; the server answers 403
 * otherwise and the page shows the usual "Nincs jogosultságod" panel): the clock (own page only), the
 * "Hét" week grid and the "Hónap" month sheet; for hr on someone's page their "Munkarend". The tab, week
 * and month live in the URL (`?nezet=honap&honap=2026-11`, `?het=2026-11-23`).
 */
export function MyTimePage() {
  const { t } = useTranslation("working-time");
  const authUser = useAuthStore((s) => s.authUser);
  const isHr = hasPermission(authUser.role, "hr");
  const param = useParams().employeeId;
  const employeeId = param ? Number(param) : authUser.employeeId;
  const isOwn = employeeId === authUser.employeeId;
  const [params, setParams] = useSearchParams();
  const today = budapestDate(Date.now());
  const tab = params.get("nezet") === "honap" ? "month" : "week";
  const weekParam = params.get("het") ?? "";
  const monday = ISO_DATE.test(weekParam) ? weekStartOf(weekParam) : weekStartOf(today);
  const monthParam = params.get("honap") ?? "";
  const month = MONTH.test(monthParam) ? monthParam : monthOf(today);
  const probe = useTimeRecord(employeeId, today, today);
  const overview = useTimesheetOverview(monthOf(today));
  const canOverview = isHr || (overview.data?.employees.length ?? 0) > 1;
  const name = probe.data?.employeeName ?? "";
  const title = isOwn || name === "" ? t("page.title") : t("page.titleOf", { name });
  useBreadcrumb(
    isOwn
      ? [{ name: t("page.title"), url: "/munkaido" }]
      : [
          { name: t("overview.title"), url: "/munkaido-attekintes" },
          { name, url: `/munkaido/${employeeId}` },
        ],
  );

  const set = (changes: Record<string, string | null>): void => {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) copy.delete(key);
          else copy.set(key, value);
        }
        return copy;
      },
      { replace: true },
    );
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        {canOverview && (
          <Link to="/munkaido-attekintes" className="btn btn-outline-primary">
            <Icon icon={biTable} className="me-1" />
            {t("page.overview")}
          </Link>
        )}
      </div>
      <QueryState query={probe}>
        {() => (
          <>
            {isOwn && (
              <section className="card mb-3" aria-labelledby="wt-clock-title">
                <div className="card-body">
                  <h2 id="wt-clock-title" className="h5 card-title">
                    {t("clock.title")}
                  </h2>
                  <ClockPanel />
                </div>
              </section>
            )}
            {isHr && !isOwn && <WorkSchedulePanel employeeId={employeeId} />}
            <Tabs
              id="wt-tabs"
              activeKey={tab}
              onSelect={(key) => set({ nezet: key === "month" ? "honap" : null })}
              className="mb-3"
              mountOnEnter
            >
              <Tab eventKey="week" title={t("page.week")}>
                <WeekView
                  employeeId={employeeId}
                  monday={monday}
                  today={today}
                  onWeekChange={(next) => set({ het: next === weekStartOf(today) ? null : next })}
                />
              </Tab>
              <Tab eventKey="month" title={t("page.month")}>
                <MonthView
                  employeeId={employeeId}
                  month={month}
                  onMonthChange={(next) => set({ honap: next })}
                />
              </Tab>
            </Tabs>
          </>
        )}
      </QueryState>
    </>
  );
}
