import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { Bar, Line, Pie } from "react-chartjs-2";
import { CHART_PRESETS, type ChartDatasetPreset } from "../../../components/ui/chart-presets";
import { useThemeStore } from "../../../lib/theme/theme-store";

ChartJS.register(BarElement, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** Colours of the second and later series (the first one is SPEC §9's primary colour). */
const SERIES_COLORS = [
  "rgb(253, 126, 20)",
  "rgb(220, 53, 69)",
  "rgb(25, 135, 84)",
  "rgb(111, 66, 193)",
] as const;

/** One series of a report chart: a label and one value per chart label. */
export type ChartSeries = { label: string; values: readonly number[] };

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

type ChartProps = { title: string; labels: readonly string[]; series: readonly ChartSeries[] };

/**
 * A bar chart with SPEC §9's bar preset (legend, index tooltip, no X grid, dashed Y grid without the zero
 * line): one group per label, one bar per series. `title` is the accessible name of the canvas.
 */
export function GroupedBarChart({ title, labels, series }: ChartProps) {
  const preset = CHART_PRESETS.bar;
  return (
    <div style={{ position: "relative", height: "18rem" }}>
      <Bar
        aria-label={title}
        role="img"
        data={{ labels: [...labels], datasets: datasetsOf(preset.dataset, series) }}
        options={{ ...preset.options, maintainAspectRatio: false }}
      />
    </div>
  );
}

/**
 * A line chart with SPEC §9's line preset (legend, index tooltip, straight lines without fill): one line
 * per series over `labels` (months or years). `title` is the accessible name of the canvas.
 */
export function SeriesLineChart({ title, labels, series }: ChartProps) {
  const preset = CHART_PRESETS.line;
  return (
    <div style={{ position: "relative", height: "18rem" }}>
      <Line
        aria-label={title}
        role="img"
        data={{ labels: [...labels], datasets: datasetsOf(preset.dataset, series) }}
        options={{ ...preset.options, maintainAspectRatio: false }}
      />
    </div>
  );
}

ChartJS.register(ArcElement);

/** Slice colours of a pie: SPEC §9's primary colour first, then SERIES_COLORS, then greys. */
const PIE_COLORS = [
  CHART_PRESETS.pie.dataset.backgroundColor ?? "rgb(66, 133, 244)",
  ...SERIES_COLORS,
  "rgb(108, 117, 125)",
  "rgb(13, 202, 240)",
  "rgb(255, 193, 7)",
];

/**
 * A pie chart on SPEC §9's pie preset: one slice per label (`values` in label order), legend shown.
 * Added for the questionnaire results (issue 11 §2). `title` is the accessible name of the canvas.
 */
export function SharePieChart({
  title,
  labels,
  values,
}: {
  title: string;
  labels: readonly string[];
  values: readonly number[];
}) {
  const preset = CHART_PRESETS.pie;
  // legend text in the page's text colour, so it stays readable in the dark scheme
  const legendColor = useThemeStore((s) =>
    s.scheme === "dark" ? "rgba(255, 255, 255, 0.85)" : "rgba(0, 0, 0, 0.7)",
  );
  return (
    <div style={{ position: "relative", height: "16rem" }}>
      <Pie
        aria-label={title}
        role="img"
        data={{
          labels: [...labels],
          datasets: [
            {
              ...preset.dataset,
              label: title,
              data: [...values],
              backgroundColor: labels.map((_, i) => PIE_COLORS[i % PIE_COLORS.length] ?? "gray"),
            },
          ],
        }}
        options={{
          ...preset.options,
          maintainAspectRatio: false,
          plugins: { legend: { display: true, position: "bottom", labels: { color: legendColor } } },
        }}
      />
    </div>
  );
}
