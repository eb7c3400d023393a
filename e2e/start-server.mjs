// Starts the built Office server for the Playwright suite on a fresh embedded database.
//
//   node e2e/start-server.mjs <dataDir>
//
// Deletes <dataDir> (relative to e2e/), then runs apps/server/dist/server.js as a child process with
// DATA_DIR=<dataDir>; every other setting (PORT, OFFICE_JWT_ISSUER, SMTP_URL, ...) comes from the
// environment Playwright's `webServer` entry passes. Signals are forwarded so Playwright can stop it.
//
// Seeded once per run: with OFFICE_E2E_RUN set (playwright.config.ts sets one id per run), the servers
// of that run share one migrated and seeded database. The first of them to claim the run
// (`.data-seed-claim-<run>`, created exclusively) builds it in e2e/.data-seed with the CLI's `seed-demo`;
// the others wait for its marker; then each copies it into its own <dataDir> (its own token secret is
// generated at start). Migrating and seeding took about 25 s of one core per server; two servers seeding
// side by side on two cores held the suite's first test back by almost a minute (issue 19's CI budget).
// Without OFFICE_E2E_RUN the server migrates and seeds its empty <dataDir> itself, as before.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { copySeededDataDir } from "../scripts/seeded-data.mjs";

const e2eDir = dirname(fileURLToPath(import.meta.url));
const serverEntry = resolve(e2eDir, "../apps/server/dist/server.js");
const cliEntry = resolve(e2eDir, "../apps/server/dist/cli.js");
const dataArg = process.argv[2];
if (!dataArg) {
  console.error("usage: node e2e/start-server.mjs <dataDir>");
  process.exit(2);
}
const dataDir = resolve(e2eDir, dataArg);
if (!dataDir.startsWith(e2eDir + "/") || !/\/\.data-[a-z0-9-]+$/.test(dataDir)) {
  console.error(`refusing to delete ${dataDir}: expected e2e/.data-<name>`);
  process.exit(2);
}
for (const entry of [serverEntry, cliEntry]) {
  if (!existsSync(entry)) {
    console.error(`${entry} is missing: run \`npm run build\` at the repository root first`);
    process.exit(2);
  }
}

// The e2e servers always run on their own embedded PGlite database, whatever the shell exports.
const env = { ...process.env, DATA_DIR: dataDir };
delete env.DATABASE_URL;

/** The child process of the moment (the seeding CLI, then the server), for the forwarded signals. */
let child = null;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => (child ? child.kill(signal) : process.exit(1)));
}

/** Runs `node <entry>` with `childEnv`, its output inherited; resolves with the exit code. */
function runNode(entry, args, childEnv) {
  child = spawn(process.execPath, [entry, ...args], {
    cwd: resolve(e2eDir, ".."),
    env: childEnv,
    stdio: "inherit",
  });
  return new Promise((done) => child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0))));
}

/** How long a server of the run waits for another one's seeding before it gives up. */
const SEED_WAIT_MS = 170_000;

/**
 * The run's seeded data directory (e2e/.data-seed), built by whichever server of run `run` claims it
 * first; the others wait for its marker. Exits the process when the seeding fails or never ends.
 */
async function sharedSeed(run) {
  const seedDir = resolve(e2eDir, ".data-seed");
  const marker = join(seedDir, `.ready-${run}`);
  const claim = `.data-seed-claim-${run}`;
  let mine = false;
  try {
    writeFileSync(join(e2eDir, claim), String(process.pid), { flag: "wx" });
    mine = true;
  } catch (err) {
    if (err.code !== "EEXIST") throw err;
  }
  if (mine) {
    for (const name of readdirSync(e2eDir)) {
      if (name.startsWith(".data-seed-claim-") && name !== claim) rmSync(join(e2eDir, name), { force: true });
    }
    rmSync(seedDir, { recursive: true, force: true });
    const code = await runNode(cliEntry, ["seed-demo"], { ...env, DATA_DIR: seedDir });
    if (code !== 0) {
      console.error(`seeding the e2e database failed (exit ${code})`);
      process.exit(1);
    }
    writeFileSync(marker, "");
  } else {
    const deadline = Date.now() + SEED_WAIT_MS;
    while (!existsSync(marker)) {
      if (Date.now() > deadline) {
        console.error(`no seeded e2e database in ${seedDir} after ${SEED_WAIT_MS / 1000} s`);
        process.exit(1);
      }
      await sleep(200);
    }
  }
  return seedDir;
}

rmSync(dataDir, { recursive: true, force: true });
const run = process.env.OFFICE_E2E_RUN;
if (run) {
  copySeededDataDir(await sharedSeed(run), dataDir);
}

const code = await runNode(serverEntry, [], env);
process.exit(code);
