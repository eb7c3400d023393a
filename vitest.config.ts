import { defineConfig } from "vitest/config";

/**
 * One Vitest run over every workspace: server/shared in Node, web in jsdom. Two workers (Vitest's
 * default on 2 cores is one): every server test file works on databases of its own, cloned from the
 * templates that the server project's global setup builds once (apps/server/src/test/templates.ts).
 */
export default defineConfig({
  test: {
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
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
      "apps/web/vite.config.ts",
    ],
  },
});
