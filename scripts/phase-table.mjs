// The phase table of a test run (issue 17): `npm test` (scripts/run-tests.mjs), the Vitest reporter
// (scripts/vitest-phases.mjs) and `.ci/run` append one "name<TAB>seconds<TAB>note" line per phase to the
// file named by OFFICE_PHASE_FILE; this prints it aligned.
//
//   node scripts/phase-table.mjs <file>                            print the table
//   node scripts/phase-table.mjs record <name> <started> [note]    append a row to $OFFICE_PHASE_FILE:
//                                                                  <started> is `date +%s.%N` at its start
//
// A row whose name starts with spaces is a part of the row above it (the projects of a Vitest run, two
// phases that ran side by side); the closing "total" adds up the other rows.
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Appends one phase row (seconds with one decimal) to `file`. */
export function recordPhase(file, name, seconds, note = "") {
  appendFileSync(file, `${name}\t${seconds.toFixed(1)}\t${note}\n`);
}

/** Prints `file` as an aligned table with a closing "total" of its top-level rows. */
export function printPhaseTable(file) {
  const rows = existsSync(file)
    ? readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => line.split("\t"))
    : [];
  const total = rows.filter(([name]) => !name.startsWith(" ")).reduce((sum, [, s]) => sum + Number(s), 0);
  rows.push(["total", total.toFixed(1), `${(total / 60).toFixed(1)} min`]);
  const width = Math.max(5, ...rows.map(([name]) => name.length));
  console.log(`\n${"phase".padEnd(width)}  seconds  note`);
  for (const [name, seconds, note] of rows) {
    console.log(`${name.padEnd(width)}  ${String(seconds).padStart(7)}  ${note ?? ""}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [first, name, started, note = ""] = process.argv.slice(2);
  if (first === "record" && name && started) {
    const file = process.env.OFFICE_PHASE_FILE;
    if (file) recordPhase(file, name, Date.now() / 1000 - Number(started), note);
  } else if (first && first !== "record") {
    printPhaseTable(first);
  } else {
    console.error("usage: node scripts/phase-table.mjs <file> | record <name> <started> [note]");
    process.exit(2);
  }
}
