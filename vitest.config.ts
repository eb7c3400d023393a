import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's order (by project name, then the files it has not timed yet or the slower ones first), with the
 * server project's files last: its global setup builds the database templates in the background
 * (apps/server/src/test/global-setup.ts), and the database-free shared and web files use the two workers
 * meanwhile instead of waiting for the build.
 */
class ServerLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => (f.project.name === "server" ? 1 : 0);
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Web test files that need a module graph of their own: they replace a module with `vi.mock` (which
 * would leak into, or be ignored by, files sharing the graph) or drive react-toastify's container, whose
 * state is module-global. They run isolated; every other web file runs without isolation.
 */
const WEB_ISOLATED = [
  "src/app/app-shell.test.tsx",
  "src/app/toaster.test.tsx",
  "src/app/toaster-options.test.tsx",
  "src/features/auth/routes/login.test.tsx",
  "src/features/company/routes/company-profile.test.tsx",
  "src/features/cost-centers/routes/list.test.tsx",
  "src/features/employees/components/account-tab.test.tsx",
  "src/features/employees/components/assets-and-login-link.test.tsx",
  "src/features/profile/components/password-change-form.test.tsx",
  "src/features/reports/components/resource-cost-series-view.test.tsx",
  "src/features/reports/components/hours-basis-control.test.tsx",
  "src/features/reports/routes/other-report.test.tsx",
];

/**
 * One Vitest run over every workspace: server/shared in Node, web in jsdom. Two workers (Vitest's
 * default on 2 cores is one): every server test file works on databases of its own, cloned from the
 * templates that the server project's global setup builds once (apps/server/src/test/templates.ts).
 */
export default defineConfig({
  test: {
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    sequence: { sequencer: ServerLastSequencer },
    // The seconds of each project and backend for `npm test`'s phase table (only with its variable set).
    reporters: ["default", "./scripts/vitest-phases.mjs"],
    projects: [
      {
        test: {
          name: "shared",
          root: "packages/shared",
          environment: "node",
          include: ["src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          environment: "node",
          include: ["src/**/*.test.ts"],
          globalSetup: ["src/test/global-setup.ts"],
          // A worker imports the app once for all its files instead of once per file (the imports were
          // a fifth of the server suites' time). Every file builds its own app and databases
          // (harness.ts) and restores what it changes (fake timers in afterEach), so nothing else is shared.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        // Without isolation a worker sets up jsdom and imports React, the router, i18n once for all its
        // files instead of once per file: the web suites took 128 s alone with isolation, 24 s without.
        // testing-library's cleanup and the localStorage reset run after every test (vitest.setup.ts).
        extends: "apps/web/vite.config.ts",
        test: {
          name: "web",
          root: "apps/web",
          isolate: false,
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, ...WEB_ISOLATED],
        },
      },
      {
        extends: "apps/web/vite.config.ts",
        test: { name: "web, isolated", root: "apps/web", include: WEB_ISOLATED },
      },
    ],
  },
});
