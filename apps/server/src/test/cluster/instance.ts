import { spawn, execFile, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/** apps/server, where `build.mjs` runs and the bundle's npm dependencies resolve from. */
const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
/** How long an instance may take to answer `GET /api/ready` with 200. */
const READY_TIMEOUT_MS = 60_000;

/**
 * Bundles the server with `build.mjs` (the production build, about 2 s) into a folder of its own under
 * `apps/server/node_modules/.cache`, where the bundle finds its npm dependencies as `dist/` does. The
 * Vitest phase of `npm test` runs before the build phase, so `dist/` may be missing or stale. Answers the
 * entry file and the function that removes the folder.
 */
export async function buildServerBundle(): Promise<{ entry: string; remove: () => void }> {
  const cache = path.join(SERVER_ROOT, "node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(path.join(cache, "office-cluster-"));
  await promisify(execFile)(process.execPath, ["build.mjs", path.relative(SERVER_ROOT, outdir)], {
    cwd: SERVER_ROOT,
  });
  return {
    entry: path.join(outdir, "server.js"),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

/** One running server process. */
export type Instance = {
  name: string;
  /** `http://127.0.0.1:<PORT>`. */
  origin: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it) once the process has ended. */
  exited: Promise<number | null>;
  /** The last 20 000 characters it wrote (stdout and stderr): its log, for a failing test's message. */
  output: () => string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code. */
  stop: (graceMs?: number) => Promise<number | null>;
};

/**
 * Starts `node <entry>` with exactly `env` (no variable of the test process leaks in) and resolves once
 * its `GET /api/ready` answers 200 — database, migrations and file store checked. Rejects with its log
 * when it exits or is not ready within {@link READY_TIMEOUT_MS}.
 */
export async function startInstance(
  name: string,
  entry: string,
  port: number,
  env: Record<string, string>,
): Promise<Instance> {
  const child = spawn(process.execPath, [entry], {
    cwd: SERVER_ROOT,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer) => (log = (log + chunk.toString("utf8")).slice(-20_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async (graceMs = 15_000) => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) {
      await stop(0);
      throw new Error(`${name} was not ready in ${READY_TIMEOUT_MS / 1000} s:\n${log}`);
    }
    const ready = await fetch(`${origin}/api/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { name, origin, port, child, exited, output: () => log, stop };
}
