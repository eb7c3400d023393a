import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/** One serious or critical axe violation, summarised for a readable test failure. */
export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

/**
 * The serious and critical axe violations of `page` once it has settled (no request for 500 ms, no
 * finite animation running: a modal half-way through its fade-in reads as a contrast failure).
 *
 * Rules: axe's defaults (WCAG 2.x A/AA and best practices); `nameMismatch` adds
 * `label-content-name-mismatch` (WCAG 2.5.3; experimental in axe, Lighthouse runs it). `exclude` leaves out
 * repetitive parts of the page (a CSS selector, or several). axe processes the nodes of its violations only
 * (`resultTypes`): the passing nodes of a large table are not serialised back, which made a check of a
 * long list take seconds. Asserts that axe ran its rules at all (more than ten passed).
 */
export async function seriousViolations(
  page: Page,
  opts: { nameMismatch?: boolean; exclude?: string | readonly string[] } = {},
): Promise<AxeFinding[]> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  // Legacy mode runs axe inside the page itself: the default opens a blank page per check to merge the
  // results of cross-origin frames (about 0.6 s each on two cores), and the app has no such frames.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({
    resultTypes: ["violations"],
    ...(opts.nameMismatch ? { rules: { "label-content-name-mismatch": { enabled: true } } } : {}),
  });
  for (const selector of [opts.exclude ?? []].flat()) builder.exclude(selector);
  const results = await builder.analyze();
  expect(results.passes.length, "axe ran its rules").toBeGreaterThan(10);
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
  const dark = await seriousViolations(page, opts);
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
