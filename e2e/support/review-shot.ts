import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/**
 * A screenshot for a person to look at, which no test compares: taken only when `E2E_SCREENSHOTS` names a
 * folder (`E2E_SCREENSHOTS=/tmp/shots npm run test:e2e`), as `<folder>/<name>.png`, full page unless
 * `fullPage: false`. A CI run skips them: a full-page shot of a long list costs about a second of a busy core.
 */
export async function reviewShot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: opts.fullPage ?? true });
}
