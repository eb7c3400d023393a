// Vitest reporter (issue 17): the busy seconds of each Vitest project, and of the server project per
// database backend, appended as indented rows of the phase table (scripts/phase-table.mjs) to the file
// named by OFFICE_VITEST_PHASE_FILE (`npm test` sets it). Nothing is written without that variable.
//
// Busy seconds are the time test files spent in a worker (collecting, setting up, their tests and hooks),
// added up: with two workers side by side they add up to about twice the run's wall time. The server's
// top-level suites are named "… on pglite" / "… on postgres" (harness.ts `backends`); their time, hooks
// included (the app and its database clone are built in beforeAll), goes to that backend; the rest of a
// server file (imports, database-free suites) to "server, no database".
import { appendFileSync } from "node:fs";
import { experimental_getRunnerTask } from "vitest/node";

/** The backend a top-level suite's name is about, if any. */
function backendOf(name) {
  if (/\bpglite\b/i.test(name)) return "pglite";
  if (/\bpostgres(ql)?\b/i.test(name)) return "postgres";
  return null;
}

export default class PhaseReporter {
  onTestRunEnd(testModules) {
    const file = process.env.OFFICE_VITEST_PHASE_FILE;
    if (!file) return;
    /** seconds and files by row name */
    const rows = new Map();
    const add = (name, ms, files = 0) => {
      const row = rows.get(name) ?? { ms: 0, files: 0 };
      row.ms += ms;
      row.files += files;
      rows.set(name, row);
    };
    for (const module of testModules) {
      const d = module.diagnostic();
      const total =
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      const project = module.project.name;
      if (project !== "server") {
        add(project, total, 1);
        continue;
      }
      let rest = total;
      for (const suite of module.children.suites()) {
        const backend = backendOf(suite.name);
        const ms = experimental_getRunnerTask(suite).result?.duration ?? 0;
        if (!backend) continue;
        add(`server on ${backend}`, ms);
        rest -= ms;
      }
      add("server, no database", Math.max(0, rest), 1);
    }
    const order = [
      "shared",
      "server on pglite",
      "server on postgres",
      "server, no database",
      "web",
      "web, isolated",
    ];
    const names = [...rows.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    const lines = names.map((name) => {
      const { ms, files } = rows.get(name);
      const note = name.startsWith("server on") ? "busy s, suites of that backend" : `busy s, ${files} files`;
      return `  vitest ${name}\t${(ms / 1000).toFixed(1)}\t${note}\n`;
    });
    appendFileSync(file, lines.join(""));
  }
}
