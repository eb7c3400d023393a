// Starts the built Office server for the Playwright suite on a fresh embedded database.
//
//   node e2e/start-server.mjs <dataDir>
//
// Deletes <dataDir> (relative to e2e/), then runs apps/server/dist/server.js as a child process with
// DATA_DIR=<dataDir>; every other setting (PORT, OFFICE_JWT_ISSUER, SMTP_URL, ...) comes from the
// environment Playwright's `webServer` entry passes. Signals are forwarded so Playwright can stop it.
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const e2eDir = dirname(fileURLToPath(import.meta.url));
const serverEntry = resolve(e2eDir, "../apps/server/dist/server.js");
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
if (!existsSync(serverEntry)) {
  console.error(`${serverEntry} is missing: run \`npm run build\` at the repository root first`);
  process.exit(2);
}

rmSync(dataDir, { recursive: true, force: true });

// The e2e servers always run on their own embedded PGlite database, whatever the shell exports.
const env = { ...process.env, DATA_DIR: dataDir };
delete env.DATABASE_URL;
const child = spawn(process.execPath, [serverEntry], {
  cwd: resolve(e2eDir, ".."),
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
