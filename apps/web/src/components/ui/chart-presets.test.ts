import { describe, expect, it } from "vitest";
import type { ScriptableScaleContext } from "chart.js";
import {
  CHART_LOCALE,
  CHART_PRESETS,
  CHART_PRIMARY_COLOR,
  CHART_PRIMARY_FILL,
  CHART_SCATTER_BORDER_COLOR,
  CHART_TICK_COLOR,
  hideZeroGridLine,
} from "./chart-presets";
import { BREAKPOINTS, UI_KIT } from "./ui-constants";

const tickContext = (value: number) => ({ tick: { value } }) as unknown as ScriptableScaleContext;

describe("chart presets (SPEC §9)", () => {
  it("uses the SPEC colours", () => {
    expect(CHART_PRIMARY_COLOR).toBe("rgb(66, 133, 244)");
    expect(CHART_PRIMARY_FILL).toBe("rgba(66, 133, 244, 0.5)");
    expect(CHART_TICK_COLOR).toBe("rgba(0, 0, 0, 0.5)");
    expect(CHART_SCATTER_BORDER_COLOR).toBe("red");
  });

  it("formats every chart's numbers in Hungarian (issue 19 §1)", () => {
    expect(CHART_LOCALE).toBe("hu-HU");
    for (const preset of Object.values(CHART_PRESETS)) expect(preset.options.locale).toBe("hu-HU");
    const format = new Intl.NumberFormat(CHART_LOCALE);
    expect(format.format(100_000_000).replaceAll("\u00a0", " ")).toBe("100 000 000");
  });

  it("covers the eight chart types", () => {
    expect(Object.keys(CHART_PRESETS).sort()).toEqual(
      ["bar", "bubble", "doughnut", "line", "pie", "polarArea", "radar", "scatter"].sort(),
    );
  });

  it("line: primary, border width 2, straight, no fill", () => {
    expect(CHART_PRESETS.line.dataset).toMatchObject({
      borderColor: CHART_PRIMARY_COLOR,
      borderWidth: 2,
      tension: 0,
      fill: false,
    });
  });

  it.each(["polarArea", "radar", "scatter", "bubble"] as const)("%s: half-transparent area fill", (type) => {
    expect(CHART_PRESETS[type].dataset.backgroundColor).toBe(CHART_PRIMARY_FILL);
  });

  it.each(["line", "bar", "pie", "doughnut"] as const)("%s: primary colour", (type) => {
    expect(CHART_PRESETS[type].dataset.backgroundColor).toBe(CHART_PRIMARY_COLOR);
  });

  it("scatter: red border", () => {
    expect(CHART_PRESETS.scatter.dataset.borderColor).toBe("red");
  });

  it.each(["line", "bar", "scatter"] as const)(
    "%s: responsive, legend, index tooltip without intersect, axes as SPEC",
    (type) => {
      const options = CHART_PRESETS[type].options;
      expect(options.responsive).toBe(true);
      expect(options.plugins?.legend?.display).toBe(true);
      expect(options.plugins?.tooltip).toMatchObject({ mode: "index", intersect: false });
      const scales = options.scales as Record<string, Record<string, unknown>>;
      expect(scales.x).toMatchObject({
        stacked: false,
        grid: { display: false },
        ticks: { color: CHART_TICK_COLOR },
      });
      expect(scales.y).toMatchObject({
        stacked: false,
        border: { dash: [4, 4] },
        ticks: { color: CHART_TICK_COLOR },
      });
    },
  );

  it("bar hides the Y grid line at zero", () => {
    const y = (CHART_PRESETS.bar.options.scales as Record<string, { grid: { lineWidth: unknown } }>).y;
    expect(y?.grid.lineWidth).toBe(hideZeroGridLine);
    expect(hideZeroGridLine(tickContext(0))).toBe(0);
    expect(hideZeroGridLine(tickContext(10))).toBe(1);
  });
});

describe("UI kit defaults (SPEC §9)", () => {
  it("matches the SPEC values", () => {
    expect(UI_KIT).toEqual({
      modalAnimationMs: 400,
      collapseAnimationMs: 300,
      tooltipMaxWidthPx: 276,
      popoverMaxWidthPx: 276,
    });
    expect(Object.values(BREAKPOINTS)).toEqual([576, 768, 992, 1200, 1400]);
  });
});
