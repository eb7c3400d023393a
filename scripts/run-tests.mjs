// `npm test`: every check of the project, in the order that fails fastest, with the seconds of each phase.
//
//   node scripts/run-tests.mjs [--only typecheck,lint,vitest,build,e2e]
//
// Phases: typecheck (one tsc per workspace), lint (eslint, prettier) and the production build, all side
// by side as separate processes; then Vitest (all projects, two workers; the server suites on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL); then Playwright on the build. A failing phase stops the run
// with its exit code.
//
// Each phase's seconds go to the tab-separated file OFFICE_PHASE_FILE (one "name<TAB>seconds<TAB>note"
// line each; the Vitest reporter scripts/vitest-phases.mjs adds the seconds of each Vitest project and
// backend), which `.ci/run` prints as its closing table. Without OFFICE_PHASE_FILE the table is printed
// here.
import { spawn } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printPhaseTable, recordPhase } from "./phase-table.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ownTable = !process.env.OFFICE_PHASE_FILE;
const phaseFile =
  process.env.OFFICE_PHASE_FILE ??
  path.join(mkdtempSync(path.join(tmpdir(), "office-phases-")), "phases.tsv");
process.env.OFFICE_PHASE_FILE = phaseFile;
const vitestPartsFile = `${phaseFile}.vitest`;

const onlyArg = process.argv.indexOf("--only");
const only = onlyArg > 0 ? new Set((process.argv[onlyArg + 1] ?? "").split(",")) : null;
const wanted = (name) => !only || only.has(name);

/**
 * Runs `command args` in the repository root. `quiet`: its output is kept and printed when it ends (so
 * that two phases side by side do not interleave). Answers { code, seconds }.
 */
function run(name, command, args, { quiet = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    if (quiet) {
      child.stdout.on("data", (d) => (output += d));
      child.stderr.on("data", (d) => (output += d));
    }
    child.on("close", (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      if (quiet) {
        process.stdout.write(`\n==> ${name} (${seconds.toFixed(0)} s)\n${output}`);
      }
      resolve({ code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

/**
 * Runs the phases of `list` side by side and records each (as parts of a `group` row with their wall time
 * when there are several), then calls `afterRecord`; exits with the first failure's code once all have ended.
 */
async function phases(list, group = "", afterRecord = () => {}) {
  const started = performance.now();
  const results = await Promise.all(
    list.map(async ([name, command, args]) => {
      if (list.length === 1) process.stdout.write(`\n==> ${name}\n`);
      return { name, ...(await run(name, command, args, { quiet: list.length > 1 })) };
    }),
  );
  if (list.length > 1) recordPhase(phaseFile, group, (performance.now() - started) / 1000, "side by side");
  for (const r of results) recordPhase(phaseFile, list.length > 1 ? `  ${r.name}` : r.name, r.seconds);
  afterRecord();
  const failed = results.find((r) => r.code !== 0);
  if (failed) finish(failed.code);
}

/** Appends the Vitest reporter's rows (each project and backend) under the "vitest" row. */
function appendVitestParts() {
  if (!existsSync(vitestPartsFile)) return;
  appendFileSync(phaseFile, readFileSync(vitestPartsFile, "utf8"));
}

/** Prints the table when nobody else will, and exits. */
function finish(code) {
  if (ownTable) printPhaseTable(phaseFile);
  process.exit(code);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
/** The workspaces with a `typecheck` script, which `npm run typecheck` runs one after the other. */
const rootPackage = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const TYPECHECKED = rootPackage.workspaces.filter(
  (dir) => JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8")).scripts?.typecheck,
);
const parallel = [];
// Every check of this group is its own process: the two cores stay busy until the group ends. As three
// sequences (typecheck's four tsc runs, eslint then prettier, the build) the longest, typecheck, ran
// alone at the end on one core, and the group took 96–123 s; its processes' CPU time is about 160 s.
if (wanted("typecheck")) {
  for (const dir of TYPECHECKED) {
    parallel.push([`typecheck ${dir}`, npm, ["run", "typecheck", "-w", dir]]);
  }
}
if (wanted("lint")) {
  parallel.push(["eslint", npm, ["run", "lint:eslint"]]);
  parallel.push(["prettier", npm, ["run", "lint:prettier"]]);
}
// Playwright needs the build only after Vitest.
if (wanted("build")) parallel.push(["build", npm, ["run", "build"]]);
if (parallel.length) await phases(parallel, ["typecheck", "lint", "build"].filter(wanted).join(" + "));
if (wanted("vitest")) {
  rmSync(vitestPartsFile, { force: true });
  process.env.OFFICE_VITEST_PHASE_FILE = vitestPartsFile;
  await phases(
    [["vitest", process.execPath, ["node_modules/vitest/vitest.mjs", "run"]]],
    "",
    appendVitestParts,
  );
}
if (wanted("e2e")) await phases([["playwright", npm, ["run", "test:e2e"]]]);
finish(0);
