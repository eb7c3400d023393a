import type { TestProject } from "vitest/node";
import { buildTestTemplates, dropTestTemplates, type TestTemplates } from "./templates.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated (and seeded) databases the server suites clone (see templates.ts). */
    officeTemplates: TestTemplates;
  }
}

/**
 * Vitest global setup of the server project: builds the PGlite and PostgreSQL templates once for the
 * run and hands their places to the test files (`inject("officeTemplates")`); the teardown drops them.
 * `OFFICE_TEST_TEMPLATES=0` builds none (a run of database-free files only), and every test app then
 * migrates and seeds its own database as before.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.OFFICE_TEST_TEMPLATES === "0") return async () => {};
  const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
  const started = performance.now();
  const templates = await buildTestTemplates(postgresUrl);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `server suites: templates built in ${seconds} s (${postgresUrl ? "PGlite and PostgreSQL" : "PGlite"})`,
  );
  project.provide("officeTemplates", templates);
  return () => dropTestTemplates(templates, postgresUrl);
}
