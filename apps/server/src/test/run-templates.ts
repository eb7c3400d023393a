import { inject } from "vitest";
import { awaitTestTemplates, type TestTemplates } from "./templates.ts";

/**
 * The run's templates (global-setup.ts) once they are built, or null when this file runs without that
 * setup (a single file outside the server project, `OFFICE_TEST_TEMPLATES=0`). Throws the build's error
 * when building them failed. For test files and their helpers only (it reads Vitest's provided context).
 */
export async function runTemplates(): Promise<TestTemplates | null> {
  let plan: TestTemplates | undefined;
  try {
    plan = inject("officeTemplates");
  } catch {
    return null;
  }
  return plan ? awaitTestTemplates(plan) : null;
}
