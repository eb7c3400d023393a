import type { ChartOptions, ChartType, ScriptableScaleContext } from "chart.js";

/** SPEC §9: the charts' primary colour. */
export const CHART_PRIMARY_COLOR = "rgb(66, 133, 244)";
/** SPEC §9: the half-transparent area fill of polarArea, radar, scatter and bubble. */
export const CHART_PRIMARY_FILL = "rgba(66, 133, 244, 0.5)";
/** SPEC §9: tick colour, black at 50 % opacity. */
export const CHART_TICK_COLOR = "rgba(0, 0, 0, 0.5)";
/** SPEC §9: the scatter border colour. */
export const CHART_SCATTER_BORDER_COLOR = "red";
/**
 * Issue 19 §1: the locale Chart.js formats tick and tooltip numbers with (`Intl.NumberFormat`): "100 000 000"
 * and "6,5", never "100,000,000", whatever the browser's language. Every preset carries it.
 */
export const CHART_LOCALE = "hu-HU";
/** Dash pattern of the Y grid lines (px on, px off). */
export const CHART_GRID_DASH = [4, 4];

/** Dataset defaults of a chart type (merged under the caller's dataset). */
export type ChartDatasetPreset = {
  backgroundColor?: string;
  borderColor?: string;
  borderWidth?: number;
  tension?: number;
  fill?: boolean;
};

export type ChartPreset<T extends ChartType> = { dataset: ChartDatasetPreset; options: ChartOptions<T> };

/** SPEC §9: bar charts hide the Y grid line at zero. */
export function hideZeroGridLine(context: ScriptableScaleContext): number {
  return context.tick.value === 0 ? 0 : 1;
}

const responsiveWithLegendAndIndexTooltip = {
  locale: CHART_LOCALE,
  responsive: true,
  plugins: { legend: { display: true }, tooltip: { mode: "index", intersect: false } },
} as const;

const xAxis = { stacked: false, grid: { display: false }, ticks: { color: CHART_TICK_COLOR } } as const;
const yAxis = {
  stacked: false,
  grid: { display: true },
  border: { dash: CHART_GRID_DASH },
  ticks: { color: CHART_TICK_COLOR },
} as const;

/**
 * SPEC §9 chart presets by type. Only types are imported from chart.js, so the presets cost nothing
 * until a (lazy) chart route loads chart.js itself.
 */
export const CHART_PRESETS: { [T in ChartType]: ChartPreset<T> } = {
  line: {
    dataset: {
      borderColor: CHART_PRIMARY_COLOR,
      backgroundColor: CHART_PRIMARY_COLOR,
      borderWidth: 2,
      tension: 0,
      fill: false,
    },
    options: { ...responsiveWithLegendAndIndexTooltip, scales: { x: xAxis, y: yAxis } },
  },
  bar: {
    dataset: { backgroundColor: CHART_PRIMARY_COLOR, borderColor: CHART_PRIMARY_COLOR },
    options: {
      ...responsiveWithLegendAndIndexTooltip,
      scales: { x: xAxis, y: { ...yAxis, grid: { display: true, lineWidth: hideZeroGridLine } } },
    },
  },
  pie: { dataset: { backgroundColor: CHART_PRIMARY_COLOR }, options: { locale: CHART_LOCALE } },
  doughnut: { dataset: { backgroundColor: CHART_PRIMARY_COLOR }, options: { locale: CHART_LOCALE } },
  polarArea: {
    dataset: { backgroundColor: CHART_PRIMARY_FILL, borderColor: CHART_PRIMARY_COLOR },
    options: { locale: CHART_LOCALE },
  },
  radar: {
    dataset: { backgroundColor: CHART_PRIMARY_FILL, borderColor: CHART_PRIMARY_COLOR },
    options: { locale: CHART_LOCALE },
  },
  scatter: {
    dataset: { backgroundColor: CHART_PRIMARY_FILL, borderColor: CHART_SCATTER_BORDER_COLOR },
    options: { ...responsiveWithLegendAndIndexTooltip, scales: { x: xAxis, y: yAxis } },
  },
  bubble: {
    dataset: { backgroundColor: CHART_PRIMARY_FILL, borderColor: CHART_PRIMARY_COLOR },
    options: { locale: CHART_LOCALE },
  },
};
