// What a copy of a seeded data directory (DATA_DIR) takes: the embedded database and the stored files,
// not the token secret (each server that boots on the copy makes or is given its own).
//
// Used by e2e/start-server.mjs (the Playwright servers start on the run's seeded database) and
// scripts/node-smoke.mjs (the Node 22/24 smoke test boots PGlite on that same database).
import { cpSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";

/** The parts of a DATA_DIR that a seeded copy takes. */
const SEEDED_PARTS = ["pgdata", "files"];

/** Copies the seeded parts of data directory `from` that exist into `to` (created when missing). */
export function copySeededDataDir(from, to) {
  mkdirSync(to, { recursive: true });
  for (const part of SEEDED_PARTS) {
    const source = path.join(from, part);
    if (existsSync(source)) cpSync(source, path.join(to, part), { recursive: true });
  }
}
