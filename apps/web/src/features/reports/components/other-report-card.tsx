import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateHu, formatHuf } from "@office/shared/hu/format";
import {
  OTHER_REPORT_TITLES,
  OTHER_REPORT_UNIT_LABELS,
  otherReportFileName,
  type OtherReport,
  type OtherReportDataset,
  type OtherReportUnit,
} from "@office/shared/reports/other-report.contract";
import { LoadingLine, QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { biFileEarmarkSpreadsheet, biTable } from "../../../components/ui/icons";
import { downloadOtherReport, useOtherReport, type MonthPeriod } from "../api/other-report";
import { saveBlob } from "../utils/save-blob";
import { OTHER_REPORT_CARDS, type CardChart } from "./other-report-cards";
import { CategoryDoughnutChart, GroupedBarChart, SeriesLineChart } from "./report-charts";

/** A value with its unit in Hungarian ("12,5 nap", "1 234 567 Ft", "8,7 %"). */
export function formatOtherValue(value: number, unit: OtherReportUnit): string {
  if (unit === "huf") return formatHuf(value);
  const number = value.toLocaleString("hu-HU", { maximumFractionDigits: 1 });
  return `${number} ${OTHER_REPORT_UNIT_LABELS[unit]}`;
}

/** One chart of a card; hidden (null) values are gaps, not zeros. */
function CardChartView({ report, chart, title }: { report: OtherReport; chart: CardChart; title: string }) {
  const series = report.series.filter((s) => !chart.series || chart.series.includes(s.key));
  const labels = report.rows.map((r) => r.label);
  if (chart.kind === "doughnut") {
    const values = series[0]?.values.map((v) => v ?? 0) ?? [];
    return <CategoryDoughnutChart title={title} labels={labels} values={values} />;
  }
  const chartSeries = series.map((s) => ({
    label: `${s.label} (${OTHER_REPORT_UNIT_LABELS[s.unit]})`,
    values: s.values.map((v) => v ?? Number.NaN),
  }));
  const integerTicks = series.every((s) => s.values.every((v) => v === null || Number.isInteger(v)));
  if (chart.kind === "line")
    return <SeriesLineChart title={title} labels={labels} series={chartSeries} integerTicks={integerTicks} />;
  return (
    <GroupedBarChart
      title={title}
      labels={labels}
      series={chartSeries}
      stacked={chart.kind === "stackedBar"}
      integerTicks={integerTicks}
    />
  );
}

/** The data set as a table (the charts' accessible alternative): rows × series, hidden values as "–". */
function CardTable({ report, id, isVisible }: { report: OtherReport; id: string; isVisible: boolean }) {
  const { t } = useTranslation("reports");
  return (
    <div
      id={id}
      className={isVisible ? "table-responsive mt-3" : "visually-hidden"}
      {...(isVisible ? { role: "region", "aria-label": report.title, tabIndex: 0 } : {})}
    >
      <table className="table table-sm table-hover align-middle mb-0">
        <caption className="visually-hidden">{report.title}</caption>
        <thead>
          <tr>
            <th scope="col">{report.rowHeader}</th>
            {report.series.map((s) => (
              <th key={s.key} scope="col" className="text-end">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row, i) => (
            <tr key={row.key}>
              <th scope="row" className="fw-normal text-nowrap">
                {row.label}
              </th>
              {report.series.map((s) => {
                const value = s.values[i];
                return (
                  <td key={s.key} className="text-end text-nowrap">
                    {value === null || value === undefined ? (
                      <span title={t("otherReport.hidden")}>
                        <span aria-hidden="true">–</span>
                        <span className="visually-hidden">{t("otherReport.hidden")}</span>
                      </span>
                    ) : (
                      formatOtherValue(value, s.unit)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A card of Egyéb Kimutatások (issue 11 §4): heading, the "Táblázat" toggle, the `.xlsx` download, then
 * under QueryState the data set's charts (OTHER_REPORT_CARDS), its table (visually hidden until toggled,
 * so screen readers always have it) and the server's notes (privacy merges, rules).
 */
export function OtherReportCard({ dataset, period }: { dataset: OtherReportDataset; period: MonthPeriod }) {
  const { t } = useTranslation("reports");
  const id = useId();
  const query = useOtherReport(dataset, period);
  const [isTableShown, setIsTableShown] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const title = OTHER_REPORT_TITLES[dataset];
  const config = OTHER_REPORT_CARDS[dataset];
  const handleDownload = async (): Promise<void> => {
    if (!query.data) return;
    setIsDownloading(true);
    try {
      saveBlob(await downloadOtherReport(dataset, period), otherReportFileName(query.data));
    } catch {
      // the HTTP layer showed the server's message
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <section className="card h-100" aria-labelledby={`${id}-title`} data-testid={`other-report-${dataset}`}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 id={`${id}-title`} className="h6 mb-0 me-auto">
          {title}
        </h2>
        <Button
          color="secondary"
          className="btn-sm"
          icon={biTable}
          aria-expanded={isTableShown}
          aria-controls={`${id}-table`}
          onClick={() => setIsTableShown((shown) => !shown)}
        >
          {t("otherReport.table")}
        </Button>
        <Button
          color="success"
          className="btn-sm"
          icon={biFileEarmarkSpreadsheet}
          onClick={() => void handleDownload()}
          disabled={isDownloading || !query.data}
          aria-label={t("otherReport.downloadOf", { title })}
        >
          .xlsx
        </Button>
      </div>
      <div className="card-body">
        <p className="small text-body-secondary mb-2">
          {t(`otherReport.descriptions.${dataset}`)}
          {query.data?.asOf && ` ${t("otherReport.asOf", { date: formatDateHu(query.data.asOf) })}`}
        </p>
        <QueryState
          query={query}
          isEmpty={(r) => r.rows.length === 0 || r.series.length === 0}
          empty={t("otherReport.empty")}
          // The charts' height (report-charts: 18rem) is kept while the data loads: the cards below do
          // not move when it arrives.
          loading={
            <div style={{ minHeight: "18rem" }}>
              <LoadingLine />
            </div>
          }
        >
          {(report) => (
            <>
              <div className={config.charts.length > 1 ? "row g-2" : undefined}>
                {config.charts.map((chart, i) => (
                  <div
                    key={chart.kind + String(i)}
                    className={config.charts.length > 1 ? "col-md-6" : undefined}
                  >
                    <CardChartView report={report} chart={chart} title={title} />
                  </div>
                ))}
              </div>
              <CardTable report={report} id={`${id}-table`} isVisible={isTableShown} />
              {report.notes.length > 0 && (
                <ul className="small text-body-secondary mt-2 mb-0 ps-3">
                  {report.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
