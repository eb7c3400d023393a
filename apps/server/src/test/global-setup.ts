import type { TestProject } from "vitest/node";
import { buildTestTemplates, dropTestTemplates, planTestTemplates, type TestTemplates } from "./templates.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * Where the migrated (and seeded) databases the server suites clone are, or will be: wait for them
     * with `runTemplates()` (run-templates.ts) before reading one.
     */
    officeTemplates: TestTemplates;
  }
}

/**
 * Vitest global setup of the server project: plans the PGlite and PostgreSQL templates, hands their
 * places to the test files at once (`inject("officeTemplates")`) and builds them in the background, so
 * that the run's first files (the web and shared projects, which the sequencer puts first, see
 * vitest.config.ts) use the CPU meanwhile; the server files wait for the build (`runTemplates()`). The
 * teardown waits for the build and drops the templates. `OFFICE_TEST_TEMPLATES=0` builds none (a run of
 * database-free files only), and every test app then migrates and seeds its own database as before.
 */
export default function setup(project: TestProject): () => Promise<void> {
  if (process.env.OFFICE_TEST_TEMPLATES === "0") return async () => {};
  const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
  const plan = planTestTemplates(postgresUrl);
  const started = performance.now();
  const build = buildTestTemplates(plan, postgresUrl).then(
    () => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `server suites: templates built in ${seconds} s (${postgresUrl ? "PGlite and PostgreSQL" : "PGlite"})`,
      );
    },
    (error: unknown) => {
      // The test files that wait for the templates fail with this error (the `failed` marker).
      console.error("server suites: building the test templates failed", error);
    },
  );
  project.provide("officeTemplates", plan);
  return async () => {
    await build;
    await dropTestTemplates(plan, postgresUrl);
  };
}
