import type { OtherReportDataset } from "@office/shared/reports/other-report.contract";

/** A chart of a card: its kind and which series it draws (all when `series` is absent). */
export type CardChart = {
  kind: "bar" | "stackedBar" | "line" | "doughnut";
  series?: readonly string[];
};

/**
 * How the page draws each data set (issue 11 §4, SPEC §9 presets): stacked bars where the parts make a
 * whole (headcount by department, leave by type, business + private km), joiners/leavers as bars with
 * turnover % as a line beside them, age bands as bars, asset value as a doughnut, points as bars.
 * `monthly` data sets follow the page's period; the others are a snapshot. Adding a data set to the page
 * is one entry here (plus its Hungarian description in `reports.json` → `otherReport.descriptions`).
 */
export const OTHER_REPORT_CARDS: Readonly<
  Record<OtherReportDataset, { charts: readonly CardChart[]; monthly: boolean }>
> = {
  headcount: { charts: [{ kind: "stackedBar" }], monthly: true },
  turnover: {
    charts: [
      { kind: "bar", series: ["joiners", "leavers"] },
      { kind: "line", series: ["turnoverPercent"] },
    ],
    monthly: true,
  },
  ageBands: { charts: [{ kind: "bar" }], monthly: false },
  leave: { charts: [{ kind: "stackedBar" }], monthly: true },
  assetValue: { charts: [{ kind: "doughnut", series: ["valueHuf"] }], monthly: false },
  carKm: { charts: [{ kind: "stackedBar" }], monthly: true },
  points: { charts: [{ kind: "bar", series: ["points"] }], monthly: true },
  questionnaireResponses: {
    charts: [
      { kind: "bar", series: ["asked", "answered"] },
      { kind: "line", series: ["responseRate"] },
    ],
    monthly: true,
  },
};
