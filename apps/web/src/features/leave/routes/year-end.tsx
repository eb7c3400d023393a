import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import { formatDeadlineHu } from "@office/shared/hu/leave-carry-over";
import type { LeaveYearEnd, LeaveYearEndSettings } from "@office/shared/leave/leave-year-end.contract";
import { Button } from "../../../components/ui/button";
import { Switch } from "../../../components/ui/switch";
import { QueryState } from "../../../components/page/query-state";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import {
  useLeaveYearEnd,
  useLeaveYearEndSettings,
  useRunLeaveYearEnd,
  useUpdateLeaveYearEndSettings,
} from "../api/leave-year-end";
import { formatDayCount, formatLeaveDays } from "../components/leave-format";
import { YearSelect } from "../components/year-select";
import "../i18n";

const dateTime = new Intl.DateTimeFormat("hu-HU", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Budapest",
});

/**
 * `/szabadsag-evvege` (hr, companyAdmin; issue 22 §3): the leave year-end of a year from `GET
 * /api/leaveYearEnd` — when it ran and, per employee, the unused days, what carried over (deadline and
 * paragraph of Mt. 123. §), what is not carried and what is paid out (Mt. 125. §) — the carried leave
 * lapsing within 30 days, the employer's decisions of Mt. 123. § (5)–(6), and an on-demand run for an
 * ended year. Linked from `/leave-report`; no side-nav item (SPEC §2).
 */
export function LeaveYearEndPage() {
  const { t } = useTranslation("leave");
  useBreadcrumb([
    { name: t("list.title"), url: "/szabadsagok" },
    { name: t("report.title"), url: "/leave-report" },
    { name: t("yearEnd.title"), url: "/szabadsag-evvege" },
  ]);
  const isHr = useAuthStore((s) => hasPermission(s.authUser.role, "hr"));
  const currentYear = new Date().getFullYear();
  const [year, setYear] = useState(currentYear - 1);
  const report = useLeaveYearEnd(year);
  return (
    <>
      <h1 className="h3 mb-3">{t("yearEnd.title")}</h1>
      <p className="text-body-secondary">{t("yearEnd.intro")}</p>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <YearSelect label={t("yearEnd.year")} value={year} onChange={setYear} />
      </div>
      <QueryState query={report}>
        {(data) => <YearEndReport data={data} canRun={isHr} currentYear={currentYear} />}
      </QueryState>
      <SettingsCard canEdit={isHr} />
    </>
  );
}

function YearEndReport({
  data,
  canRun,
  currentYear,
}: {
  data: LeaveYearEnd;
  canRun: boolean;
  currentYear: number;
}) {
  const { t } = useTranslation("leave");
  const run = useRunLeaveYearEnd();
  const rows = [...(data.run?.rows ?? [])].sort((a, b) => a.name.localeCompare(b.name, "hu"));
  const sum = (key: "unusedDays" | "lapsedDays" | "paidOutDays") => rows.reduce((s, r) => s + r[key], 0);
  return (
    <>
      <section className="mb-4" aria-labelledby="year-end-lapse-title">
        <h2 id="year-end-lapse-title" className="h5">
          {t("yearEnd.lapseSoonTitle")}
        </h2>
        {data.lapseSoon.length === 0 ? (
          <p className="text-body-secondary">{t("yearEnd.lapseSoonEmpty")}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm align-middle" data-testid="lapse-soon-table">
              <thead>
                <tr>
                  <th scope="col">{t("yearEnd.name")}</th>
                  <th scope="col">{t("yearEnd.fromYear")}</th>
                  <th scope="col">{t("yearEnd.deadline")}</th>
                  <th scope="col" className="text-end">
                    {t("yearEnd.days")}
                  </th>
                  <th scope="col" className="text-end">
                    {t("yearEnd.used")}
                  </th>
                  <th scope="col" className="text-end">
                    {t("yearEnd.remaining")}
                  </th>
                  <th scope="col">{t("yearEnd.rule")}</th>
                </tr>
              </thead>
              <tbody>
                {data.lapseSoon.map((r) => (
                  <tr key={`${r.employeeId}-${r.fromYear}-${r.rule}`}>
                    <td>
                      <Link to={`/munkatarsak/${r.employeeId}?tab=szabadsag`}>{r.name}</Link>
                    </td>
                    <td>{r.fromYear}</td>
                    <td className="text-nowrap">{formatDeadlineHu(r.deadline)}</td>
                    <td className="text-end">{formatDayCount(r.days)}</td>
                    <td className="text-end">{formatDayCount(r.usedDays)}</td>
                    <td className="text-end fw-semibold">{formatDayCount(r.remainingDays)}</td>
                    <td className="small">{r.ruleText}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="mb-4" aria-labelledby="year-end-rows-title">
        <h2 id="year-end-rows-title" className="h5">
          {t("yearEnd.rowsTitle")}
        </h2>
        {!data.run ? (
          <div className="d-flex flex-wrap align-items-center gap-3">
            <p className="mb-0">
              {data.year >= currentYear
                ? t("yearEnd.notEnded", { year: data.year, next: data.year + 1 })
                : t("yearEnd.notRun", { year: data.year })}
            </p>
            {canRun && data.year < currentYear && (
              <Button color="primary" onClick={() => run.mutate(data.year)} disabled={run.isPending}>
                {t("yearEnd.runNow")}
              </Button>
            )}
          </div>
        ) : (
          <>
            <p className="small text-body-secondary" data-testid="year-end-ran">
              {t("yearEnd.ranAt", {
                at: dateTime.format(new Date(data.run.finishedAt ?? data.run.startedAt)),
                by: data.run.startedByName ?? t("yearEnd.byJob"),
              })}
            </p>
            {rows.length === 0 ? (
              <p className="text-body-secondary">{t("yearEnd.noRows")}</p>
            ) : (
              <div className="table-responsive">
                <table className="table table-sm align-middle" data-testid="year-end-table">
                  <thead>
                    <tr>
                      <th scope="col">{t("yearEnd.name")}</th>
                      <th scope="col">{t("yearEnd.department")}</th>
                      <th scope="col" className="text-end">
                        {t("yearEnd.unused")}
                      </th>
                      <th scope="col">{t("yearEnd.carried")}</th>
                      <th scope="col" className="text-end">
                        {t("yearEnd.lapsed")}
                      </th>
                      <th scope="col" className="text-end">
                        {t("yearEnd.paidOut")}
                      </th>
                      <th scope="col">{t("yearEnd.explanation")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.employeeId}>
                        <td>
                          <Link to={`/munkatarsak/${r.employeeId}?tab=szabadsag`}>{r.name}</Link>
                        </td>
                        <td>{r.department ?? ""}</td>
                        <td className="text-end">{formatDayCount(r.unusedDays)}</td>
                        <td className="small">
                          {r.carried.map((c) => (
                            <div key={c.rule}>
                              {formatLeaveDays(c.days)}, {formatDeadlineHu(c.deadline)} – {c.ruleText}
                            </div>
                          ))}
                          {r.manualCarryOverDays > 0 && (
                            <div className="text-body-secondary">
                              {t("yearEnd.manual", { days: formatLeaveDays(r.manualCarryOverDays) })}
                            </div>
                          )}
                        </td>
                        <td className={`text-end${r.lapsedDays > 0 ? " text-danger-emphasis" : ""}`}>
                          {formatDayCount(r.lapsedDays)}
                        </td>
                        <td className="text-end">{formatDayCount(r.paidOutDays)}</td>
                        <td className="small text-body-secondary">{r.problem ?? r.explanation}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={2}>
                        {t("yearEnd.totals")}
                      </th>
                      <td className="text-end fw-semibold">{formatDayCount(sum("unusedDays"))}</td>
                      <td className="fw-semibold">
                        {formatLeaveDays(
                          rows.reduce((s, r) => s + r.carried.reduce((a, c) => a + c.days, 0), 0),
                        )}
                      </td>
                      <td className="text-end fw-semibold">{formatDayCount(sum("lapsedDays"))}</td>
                      <td className="text-end fw-semibold">{formatDayCount(sum("paidOutDays"))}</td>
                      <td />
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
            <p className="small text-body-secondary">{t("yearEnd.lapsedNote")}</p>
          </>
        )}
      </section>
    </>
  );
}

function SettingsCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation("leave");
  const settings = useLeaveYearEndSettings();
  const update = useUpdateLeaveYearEndSettings();
  const [draft, setDraft] = useState<LeaveYearEndSettings | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(settings.data);
  }, [settings.data]);
  return (
    <section className="card" aria-labelledby="year-end-settings-title">
      <div className="card-body">
        <h2 id="year-end-settings-title" className="h5 card-title">
          {t("yearEnd.settingsTitle")}
        </h2>
        <QueryState query={settings}>
          {() =>
            draft && (
              <>
                <Switch
                  className="mb-2"
                  value={draft.collectiveAgreementQuarter}
                  onChange={(value) => setDraft({ ...draft, collectiveAgreementQuarter: value })}
                  label={t("yearEnd.collectiveAgreementQuarter")}
                  disabled={!canEdit}
                />
                <Switch
                  className="mb-2"
                  value={draft.ageExtraAgreement}
                  onChange={(value) => setDraft({ ...draft, ageExtraAgreement: value })}
                  label={t("yearEnd.ageExtraAgreement")}
                  disabled={!canEdit}
                />
                <p className="small text-body-secondary">{t("yearEnd.settingsNote")}</p>
                {canEdit && (
                  <Button color="primary" onClick={() => update.mutate(draft)} disabled={update.isPending}>
                    {t("yearEnd.save")}
                  </Button>
                )}
              </>
            )
          }
        </QueryState>
      </div>
    </section>
  );
}
