/**
 * The shell's `data-testid`s, taken from the SPA itself so they cannot drift. Prefer role and label
 * selectors; these name the landmarks without a natural accessible name.
 */
import { TEST_IDS as SHELL_TEST_IDS, navGroupTestId } from "../../apps/web/src/app/layout/test-ids.ts";

export const TEST_IDS = {
  ...SHELL_TEST_IDS,
  /** `nav-group-<Hungarian label>`, e.g. `nav-group-HR`. */
  navGroup: navGroupTestId,
} as const;
