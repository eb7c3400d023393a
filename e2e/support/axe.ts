import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { networkQuiet } from "./navigate.ts";

/** One serious or critical axe violation, summarised for a readable test failure. */
export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

/** The colour-dependent axe rules: all that a switch of the colour scheme can change (see below). */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Makes sure axe-core is in the page's current document, evaluating its source (half a megabyte) only once
 * per document: @axe-core/playwright's builder evaluates it twice on every check, which took 1.5 s of each
 * check on a busy two-core run, while a route loop that navigates inside the app keeps one document for
 * all its checks. Answers the source the builder should evaluate then: a no-op.
 */
async function ensureAxe(page: Page): Promise<string> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!present) await page.evaluate(AXE_SOURCE);
  return ";";
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Waits until the page has settled: no request for 500 ms (Playwright's `networkidle` of the document, or,
 * after a navigation inside the app, of the calls that navigation made), and no finite animation running
 * (a modal half-way through its fade-in reads as a contrast failure).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await networkQuiet(page);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * The serious and critical axe violations of `page` once it has {@link settled}.
 *
 * Rules: axe's defaults (WCAG 2.x A/AA and best practices); `nameMismatch` adds
 * `label-content-name-mismatch` (WCAG 2.5.3; experimental in axe, Lighthouse runs it); `colourOnly` runs
 * only the colour-dependent rules. `exclude` leaves out repetitive parts of the page (a CSS selector, or
 * several). axe processes the nodes of its violations only (`resultTypes`): the passing nodes of a large
 * table are not serialised back, which made a check of a long list take seconds. Asserts that axe ran its
 * rules at all (more than ten passed; every colour rule with `colourOnly`).
 */
export async function seriousViolations(
  page: Page,
  opts: { nameMismatch?: boolean; colourOnly?: boolean; exclude?: string | readonly string[] } = {},
): Promise<AxeFinding[]> {
  await settled(page);
  // Legacy mode runs axe inside the page itself: the default opens a blank page per check to merge the
  // results of cross-origin frames (about 0.6 s each on two cores), and the app has no such frames.
  const builder = new AxeBuilder({ page, axeSource: await ensureAxe(page) }).setLegacyMode(true).options({
    resultTypes: ["violations"],
    ...(opts.nameMismatch && !opts.colourOnly
      ? { rules: { "label-content-name-mismatch": { enabled: true } } }
      : {}),
  });
  if (opts.colourOnly) builder.withRules(COLOUR_RULES);
  for (const selector of [opts.exclude ?? []].flat()) builder.exclude(selector);
  const results = await builder.analyze();
  const ran = results.passes.length + results.violations.length + results.incomplete.length;
  if (opts.colourOnly) expect(ran, "axe ran the colour rules").toBeGreaterThan(0);
  else expect(results.passes.length, "axe ran its rules").toBeGreaterThan(10);
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? "",
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 10),
    }));
}

/**
 * {@link seriousViolations} of the page as it is, in the light and then the dark scheme: the browser's
 * preferred scheme is switched in place (`emulateMedia`) and the app, with no stored choice, follows it
 * (theme-store `followSystemScheme`), so one page load serves both checks. Leaves the page light.
 *
 * The dark pass runs only the colour rules: the scheme switch changes colours only (the CSS custom
 * properties under `html.dark-mode` and the charts' palette; the top bar's theme item swaps its label,
 * which is in a closed menu), so every rule on structure, names and roles would repeat the light pass's
 * answer at the cost of a whole axe run.
 */
export async function seriousViolationsInBothSchemes(
  page: Page,
  opts: { nameMismatch?: boolean; exclude?: string | readonly string[] } = {},
): Promise<{ light: AxeFinding[]; dark: AxeFinding[] }> {
  const html = page.locator("html");
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).not.toHaveClass(DARK);
  const light = await seriousViolations(page, opts);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html, "the app follows the system's dark scheme").toHaveClass(DARK);
  const dark = await seriousViolations(page, { ...opts, colourOnly: true });
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).not.toHaveClass(DARK);
  return { light, dark };
}

/** Asserts that {@link seriousViolationsInBothSchemes} finds nothing in either scheme. */
export async function expectNoSeriousViolationsInBothSchemes(
  page: Page,
  opts: { nameMismatch?: boolean; exclude?: string | readonly string[] } = {},
): Promise<void> {
  expect(await seriousViolationsInBothSchemes(page, opts)).toEqual({ light: [], dark: [] });
}

const DARK = /(^|\s)dark-mode(\s|$)/;
