import { useTranslation } from "react-i18next";
import type { HomeHrCharts } from "@office/shared/home/home.contract";
import { GroupedBarChart } from "../../reports/components/report-charts";

const monthFormat = new Intl.DateTimeFormat("hu-HU", { month: "short", timeZone: "UTC" });

/**
 * Axis labels of `YYYY-MM` months: the short month name ("márc."), with the year before it on the first
 * month and on every January ("2026. jan."), so twelve labels fit a half-width chart unrotated.
 */
export function formatMonthLabels(months: readonly string[]): string[] {
  return months.map((month, i) => {
    const name = monthFormat.format(new Date(`${month}-01T00:00:00Z`));
    return i === 0 || month.endsWith("-01") ? `${month.slice(0, 4)}. ${name}` : name;
  });
}

/**
 * The hr charts of the home page (SPEC §9 bar preset via the report charts, so both start at zero; the report charts
 * recolour ticks and grid for the dark scheme): headcount at
 * each month's end and the approved leave working days per month by type. Loaded lazily (chart.js),
 * so users without hr never download it; the data arrives from the page's own request.
 */
export function HomeHrChartsView({ data }: { data: HomeHrCharts }) {
  const { t } = useTranslation("home");
  const labels = formatMonthLabels(data.months);
  return (
    <div className="row g-3">
      <div className="col-12 col-lg-6">
        <h3 className="h6">{t("charts.headcount")}</h3>
        <GroupedBarChart
          title={t("charts.headcount")}
          labels={labels}
          series={[{ label: t("charts.headcountSeries"), values: data.headcount }]}
          integerTicks
        />
      </div>
      <div className="col-12 col-lg-6">
        <h3 className="h6">{t("charts.leave")}</h3>
        <GroupedBarChart
          title={t("charts.leave")}
          labels={labels}
          series={[
            { label: t("charts.szabadsag"), values: data.leaveDays.szabadsag },
            { label: t("charts.betegszabadsag"), values: data.leaveDays.betegszabadsag },
            { label: t("charts.other"), values: data.leaveDays.other },
          ]}
        />
      </div>
    </div>
  );
}
