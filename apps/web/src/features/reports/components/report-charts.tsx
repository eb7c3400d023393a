import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  LineElement,
  type Plugin,
  PointElement,
  Tooltip,
} from "chart.js";
import { Bar, Doughnut, Line } from "react-chartjs-2";
import {
  CHART_LOCALE,
  CHART_PRESETS,
  CHART_TICK_COLOR,
  type ChartDatasetPreset,
} from "../../../components/ui/chart-presets";
import { useThemeStore } from "../../../lib/theme/theme-store";

ChartJS.register(
  ArcElement,
  BarElement,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);
// A chart built without a preset still formats its numbers in Hungarian.
ChartJS.defaults.locale = CHART_LOCALE;
// Charts are drawn once, not animated in for a second: the animation redrew every chart about 60 times
// on load, which on a 2-core machine was the largest main-thread cost of the home page (issue 19 §6:
// Lighthouse's total blocking time), and reports are read, not watched.
ChartJS.defaults.animation = false;

/**
 * Writes the drawn tick labels of the x and y axes onto the canvas (`data-x-ticks`, `data-y-ticks`, joined
 * by " | "), so that a browser test can read what the axes show (issue 19 §1: Hungarian numbers and dates).
 */
const tickLabelsPlugin: Plugin = {
  id: "officeTickLabels",
  afterUpdate(chart) {
    for (const axis of ["x", "y"] as const) {
      const scale = chart.scales[axis];
      if (scale)
        chart.canvas.dataset[`${axis}Ticks`] = scale.ticks.map((tick) => String(tick.label)).join(" | ");
    }
  },
};
ChartJS.register(tickLabelsPlugin);

/** Colours of the second and later series (the first one is SPEC §9's primary colour). */
const SERIES_COLORS = [
  "rgb(253, 126, 20)",
  "rgb(220, 53, 69)",
  "rgb(25, 135, 84)",
  "rgb(111, 66, 193)",
  "rgb(32, 201, 151)",
  "rgb(214, 51, 132)",
  "rgb(255, 193, 7)",
  "rgb(13, 202, 240)",
  "rgb(141, 110, 99)",
  "rgb(108, 117, 125)",
] as const;

/**
 * Colours that differ in the dark scheme: SPEC §9's tick colour (black at 50 %) would vanish on the dark
 * background, so ticks, legend text and grid lines turn light there; light mode keeps SPEC §9 as it is.
 */
function useChartTheme() {
  const isDark = useThemeStore((s) => s.scheme) === "dark";
  return {
    tick: isDark ? "rgba(255, 255, 255, 0.65)" : CHART_TICK_COLOR,
    text: isDark ? "rgb(222, 226, 230)" : "rgb(33, 37, 41)",
    grid: isDark ? "rgba(255, 255, 255, 0.15)" : "rgba(0, 0, 0, 0.1)",
    border: isDark ? "rgb(33, 37, 41)" : "rgb(255, 255, 255)",
  };
}

/** SPEC §9 preset options of a line or bar chart with the scheme's colours and, optionally, stacked axes. */
function themedOptions<T extends "bar" | "line">(
  preset: NonNullable<ChartOptions<T>>,
  theme: ReturnType<typeof useChartTheme>,
  stacked = false,
  integerTicks = false,
): ChartOptions<T> {
  const scales = preset.scales as ChartOptions<"bar">["scales"];
  const x = scales?.x;
  const y = scales?.y;
  return {
    ...preset,
    maintainAspectRatio: false,
    plugins: { ...preset.plugins, legend: { display: true, labels: { color: theme.text } } },
    scales: {
      x: { ...x, stacked, ticks: { color: theme.tick } },
      y: {
        ...y,
        stacked,
        ticks: { color: theme.tick, ...(integerTicks ? { precision: 0 } : {}) },
        grid: { ...y?.grid, color: theme.grid },
      },
    },
  } as ChartOptions<T>;
}

/** One series of a report chart: a label and one value per chart label (null = no value: a gap). */
export type ChartSeries = { label: string; values: readonly (number | null)[] };

/** The datasets of `series` on a SPEC §9 preset: the first in the primary colour, the rest in SERIES_COLORS. */
function datasetsOf(preset: ChartDatasetPreset, series: readonly ChartSeries[]) {
  return series.map((s, i) => {
    const color =
      i === 0
        ? (preset.borderColor ?? preset.backgroundColor)
        : SERIES_COLORS[(i - 1) % SERIES_COLORS.length];
    return { ...preset, label: s.label, data: [...s.values], backgroundColor: color, borderColor: color };
  });
}

type ChartProps = {
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Whole-number Y ticks only (counts of people, pieces). */
  integerTicks?: boolean;
};

/**
 * A bar chart with SPEC §9's bar preset (legend, index tooltip, no X grid, dashed Y grid without the zero
 * line): one group per label, one bar per series; with `stacked` the series stack in one bar per label
 * (SPEC §9: axes are not stacked by default). `title` is the accessible name of the canvas.
 */
export function GroupedBarChart({
  title,
  labels,
  series,
  stacked = false,
  integerTicks = false,
}: ChartProps & { stacked?: boolean }) {
  const preset = CHART_PRESETS.bar;
  const theme = useChartTheme();
  return (
    <div style={{ position: "relative", height: "18rem" }}>
      <Bar
        aria-label={title}
        role="img"
        data={{ labels: [...labels], datasets: datasetsOf(preset.dataset, series) }}
        options={themedOptions(preset.options, theme, stacked, integerTicks)}
      />
    </div>
  );
}

/**
 * A line chart with SPEC §9's line preset (legend, index tooltip, straight lines without fill): one line
 * per series over `labels` (months or years). `title` is the accessible name of the canvas.
 */
export function SeriesLineChart({ title, labels, series, integerTicks = false }: ChartProps) {
  const preset = CHART_PRESETS.line;
  const theme = useChartTheme();
  return (
    <div style={{ position: "relative", height: "18rem" }}>
      <Line
        aria-label={title}
        role="img"
        data={{ labels: [...labels], datasets: datasetsOf(preset.dataset, series) }}
        options={themedOptions(preset.options, theme, false, integerTicks)}
      />
    </div>
  );
}

/**
 * A doughnut (or, with `kind="pie"`, pie) chart with SPEC §9's preset: one slice per label, the first in
 * the primary colour and the rest in SERIES_COLORS, legend beside it. `title` is the accessible name.
 */
export function CategoryDoughnutChart({
  title,
  labels,
  values,
  kind = "doughnut",
  legendPosition = "right",
}: {
  title: string;
  labels: readonly string[];
  values: readonly number[];
  kind?: "doughnut" | "pie";
  /** Where the legend goes: beside the chart (default) or below it (narrow cards). */
  legendPosition?: "right" | "bottom";
}) {
  const preset = CHART_PRESETS[kind];
  const theme = useChartTheme();
  const colors = labels.map((_, i) =>
    i === 0 ? (preset.dataset.backgroundColor ?? "") : SERIES_COLORS[(i - 1) % SERIES_COLORS.length],
  );
  return (
    <div style={{ position: "relative", height: "18rem" }}>
      <Doughnut
        aria-label={title}
        role="img"
        data={{
          labels: [...labels],
          datasets: [
            { data: [...values], backgroundColor: colors, borderColor: theme.border, borderWidth: 2 },
          ],
        }}
        options={{
          ...(preset.options as object),
          responsive: true,
          maintainAspectRatio: false,
          cutout: kind === "pie" ? 0 : "50%",
          plugins: { legend: { display: true, position: legendPosition, labels: { color: theme.text } } },
        }}
      />
    </div>
  );
}
