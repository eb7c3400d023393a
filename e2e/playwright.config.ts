import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import {
  MAIN_PORT,
  SMTP_HOST,
  SMTP_PORT,
  TEST_ENV_ISSUER,
  TEST_ENV_PORT,
  tenantOrigin,
} from "./support/env.ts";

const isCI = Boolean(process.env.CI);

/**
 * Debian's Chromium, never a downloaded one (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1): `CHROMIUM_PATH` if set,
 * else the headless shell of Debian's package `chromium-headless-shell` when installed, else
 * `/usr/bin/chromium`. The headless shell is the same Chromium build without the browser's window and UI
 * (what Playwright itself runs for headless Chromium); measured on this 2-core machine it ran the suite's
 * tests in half the time of `/usr/bin/chromium`'s headless mode, which starts the full browser with its
 * UI renderers for every context. `.ci/run` installs both packages.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
/** First start migrates and seeds a fresh embedded database; give it time on a slow 2-core machine. */
const SERVER_START_TIMEOUT_MS = 180_000;

/**
 * One id per run (the runner sets it; its workers, which load this file again, inherit it): the run's
 * servers seed one database and copy it (start-server.mjs) instead of each migrating and seeding its own.
 */
process.env.OFFICE_E2E_RUN ??= randomUUID();

/** Environment shared by both e2e servers. */
const serverEnv = {
  OFFICE_E2E_RUN: process.env.OFFICE_E2E_RUN,
  HOST: "127.0.0.1",
  OFFICE_DEMO: "1",
  OFFICE_DEFAULT_TENANT: "demo",
  SMTP_URL: `smtp://${SMTP_HOST}:${SMTP_PORT}`,
  // Every test signs in from 127.0.0.1; the production ceiling of 30 auth calls a minute per IP would
  // answer 429 to a busy run (the per-account login throttle stays as it is).
  OFFICE_AUTH_RATE_LIMIT: "1000",
  // Their stdout is ignored (below): no JSON line per request to format and throw away.
  LOG_LEVEL: "warn",
};

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: isCI,
  // Three workers on two cores (PLAYWRIGHT_WORKERS overrides): with two, the cores idled 13 % of the
  // run while a test waited for a page's calls, a mail job's tick or a quiet network; a third test fills
  // those gaps. The whole suite passed with three beside other work at a load average of 10.
  workers: Number(process.env.PLAYWRIGHT_WORKERS ?? 3),
  retries: isCI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Failures keep their screenshot and trace in test-results/ (`npx playwright show-trace …`).
  reporter: "list",
  globalSetup: "./support/global-setup.ts",
  use: {
    baseURL: tenantOrigin("demo", MAIN_PORT),
    browserName: "chromium",
    launchOptions: {
      executablePath: chromiumPath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    },
    locale: "hu-HU",
    timezoneId: "Europe/Budapest",
    // Issue 19: the suite runs at 1440 px on the desktop and at 390 × 844 on a phone (project `phone`).
    viewport: { width: 1440, height: 900 },
    // Bootstrap drops its transitions under reduced motion: axe then never measures a button or a modal
    // half-way through a fade (its colour-contrast check flaked on such frames on a busy 2-core run).
    reducedMotion: "reduce",
    // Tracing every test costs a quarter of the run on two cores: on CI only the retry of a failure is traced.
    trace: isCI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    // The service worker precaches the whole app shell (2 MB) in every new browser context: on two cores
    // that download and cache write slowed every desktop test. The desktop specs test the app, not the
    // worker; the phone project, which tests the installable app and offline entry, allows it.
    serviceWorkers: "block",
  },
  projects: [
    { name: "shell", testIgnore: [/hr-flows\.spec\.ts$/, /\.phone\.spec\.ts$/] },
    // The HR flows notify pm, hr and admin and add employees: they run after the shell specs, which
    // count those users' notifications, so that the two never overlap.
    { name: "hr-flows", testMatch: /hr-flows\.spec\.ts$/, dependencies: ["shell"] },
    // Issue 19 §5: the employee's daily jobs on a 390 × 844 touch phone (`*.phone.spec.ts`).
    {
      name: "phone",
      testMatch: /\.phone\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: "allow" },
    },
  ],
  webServer: [
    {
      command: "node start-server.mjs .data-main",
      url: `http://127.0.0.1:${MAIN_PORT}/api/clientConfig?tenant=demo`,
      env: { ...serverEnv, PORT: String(MAIN_PORT), OFFICE_JWT_ISSUER: "office" },
      reuseExistingServer: false,
      timeout: SERVER_START_TIMEOUT_MS,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node start-server.mjs .data-testenv",
      url: `http://127.0.0.1:${TEST_ENV_PORT}/api/clientConfig?tenant=demo`,
      env: { ...serverEnv, PORT: String(TEST_ENV_PORT), OFFICE_JWT_ISSUER: TEST_ENV_ISSUER },
      reuseExistingServer: false,
      timeout: SERVER_START_TIMEOUT_MS,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
