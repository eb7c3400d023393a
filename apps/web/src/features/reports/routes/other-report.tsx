import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  OTHER_REPORT_DATASETS,
  OTHER_REPORT_DEFAULT_MONTHS,
  OTHER_REPORT_MAX_MONTHS,
  OTHER_REPORT_ROLES,
  monthCount,
} from "@office/shared/reports/other-report.contract";
import { Button } from "../../../components/ui/button";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import type { MonthPeriod } from "../api/other-report";
import { OtherReportCard } from "../components/other-report-card";
import { PeriodInput } from "../components/report-shell";

/** `YYYY-MM` of today shifted by `delta` months. */
function monthFromNow(delta: number): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth() + delta, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
}

/**
 * `/other-report` Egyéb Kimutatások (issue 11 §4, DESIGN §7): one card per data set the user's roles may
 * read (OTHER_REPORT_ROLES; companyAdmin sees all), each loading its own `GET /api/report/other/{dataset}`
 * in parallel, with charts on SPEC §9's presets, a table alternative and its `.xlsx`. The period (months,
 * default the last 24) applies to the monthly data sets; age bands are taken on its last day.
 */
export function OtherReportPage() {
  const { t } = useTranslation("reports");
  useBreadcrumb([{ name: t("otherReport.title"), url: "/other-report" }]);
  const roles = useAuthStore((s) => s.authUser.role);
  const current = monthFromNow(0);
  const [period, setPeriod] = useState<MonthPeriod>(() => ({
    from: monthFromNow(-(OTHER_REPORT_DEFAULT_MONTHS - 1)),
    to: current,
  }));
  const datasets = OTHER_REPORT_DATASETS.filter(
    (d) => roles.includes("companyAdmin") || OTHER_REPORT_ROLES[d].some((r) => roles.includes(r)),
  );
  if (datasets.length === 0) {
    return (
      <>
        <h1 className="h3 mb-3">{t("otherReport.title")}</h1>
        <div className="alert alert-warning" role="alert">
          <h2 className="h5 alert-heading">{t("common:noPermission.title")}</h2>
          <p className="mb-0">{t("common:noPermission.description")}</p>
        </div>
      </>
    );
  }
  const handleFrom = (from: string) => {
    if (from > period.to || monthCount(from, period.to) > OTHER_REPORT_MAX_MONTHS) return;
    setPeriod({ ...period, from });
  };
  const handleTo = (to: string) => {
    if (to < period.from || to > current || monthCount(period.from, to) > OTHER_REPORT_MAX_MONTHS) return;
    setPeriod({ ...period, to });
  };
  return (
    <>
      <h1 className="h3 mb-3">{t("otherReport.title")}</h1>
      <div
        className="d-flex flex-wrap align-items-end gap-3 mb-2"
        role="group"
        aria-label={t("otherReport.period")}
      >
        <PeriodInput
          id="other-report-from"
          label={t("otherReport.from")}
          type="month"
          value={period.from}
          onChange={handleFrom}
        />
        <PeriodInput
          id="other-report-to"
          label={t("otherReport.to")}
          type="month"
          value={period.to}
          onChange={handleTo}
        />
        <Button
          color="secondary"
          className="btn-sm"
          onClick={() => setPeriod({ from: monthFromNow(-(OTHER_REPORT_DEFAULT_MONTHS - 1)), to: current })}
        >
          {t("otherReport.lastTwoYears")}
        </Button>
      </div>
      <p className="small text-body-secondary mb-3">{t("otherReport.privacy")}</p>
      <div className="row g-3">
        {datasets.map((dataset) => (
          <div key={dataset} className="col-12 col-xxl-6">
            <OtherReportCard dataset={dataset} period={period} />
          </div>
        ))}
      </div>
    </>
  );
}
