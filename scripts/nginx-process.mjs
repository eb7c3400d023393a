// One nginx process of our own, in the foreground, for the tests and benches that put
// deploy/nginx/office.conf (README "Production" step 4) in front of Office servers: the cluster test
// (apps/server/src/test/cluster/nginx.ts) and the Lighthouse bench's TLS proxy
// (apps/server/bench/tls-proxy.mjs). Types: nginx-process.d.mts.
import { spawn } from "node:child_process";
import {
  accessSync,
  chmodSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** deploy/nginx/office.conf, the configuration README's Production section tells operators to run. */
export const OFFICE_NGINX_CONF = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../deploy/nginx/office.conf",
);

/** `name` on PATH or in the sbin folders (Debian puts nginx in /usr/sbin, often not on PATH), or null. */
export function findExecutable(name) {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"];
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

/** Replaces the one match of `pattern` in `text`; throws when it matches not exactly once. */
export function replaceOnce(text, pattern, replacement) {
  const found = text.match(new RegExp(pattern.source, "g")) ?? [];
  if (found.length !== 1) throw new Error(`office.conf: expected one ${pattern}, found ${found.length}`);
  return text.replace(pattern, replacement);
}

/**
 * Runs `binary` in the foreground (`daemon off`) in a temporary prefix of its own — pid, logs and
 * temporary files there, one worker — with a main nginx.conf whose `http` block holds `httpLines(prefix)`
 * and includes `conf(prefix)` (the site configuration, written as `office.conf` there; `conf` gets the prefix
 * for files it places there, such as a certificate). Resolves once `healthy()` answers true, to
 * `{ prefix, read, close }`: `read(file)` a file of the prefix ("" when missing), `close()` stops nginx
 * and removes the prefix. Throws with nginx's stderr and error log when it exits or is not healthy in 10 s.
 */
export async function startNginxProcess({ binary, conf, httpLines = () => [], healthy }) {
  const prefix = mkdtempSync(path.join(tmpdir(), "office-nginx-"));
  // nginx's workers drop root for nobody: they must reach the folder and write request bodies in tmp/.
  chmodSync(prefix, 0o755);
  const tmp = path.join(prefix, "tmp");
  mkdirSync(tmp);
  chmodSync(tmp, 0o777);
  try {
    writeFileSync(path.join(prefix, "office.conf"), conf(prefix));
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (kind) => `  ${kind}_temp_path ${tmp}/${kind};`,
  );
  const main = [
    "daemon off;",
    "worker_processes 1;",
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    "events { worker_connections 512; }",
    "http {",
    ...temps,
    ...httpLines(prefix).map((line) => `  ${line}`),
    `  include ${prefix}/office.conf;`,
    "}",
  ].join("\n");
  writeFileSync(path.join(prefix, "nginx.conf"), main);
  const args = ["-p", prefix, "-e", `${prefix}/error.log`, "-c", `${prefix}/nginx.conf`];
  const child = spawn(binary, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d.toString("utf8")));
  const exited = new Promise((resolve) => child.once("exit", () => resolve()));
  const read = (file) => {
    try {
      return readFileSync(path.join(prefix, file), "utf8");
    } catch {
      return "";
    }
  };
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`nginx exited: ${stderr}${read("error.log")}`);
    }
    if (await healthy()) break;
    if (Date.now() > deadline) {
      const log = read("error.log");
      await close();
      throw new Error(`nginx did not answer in 10 s: ${stderr}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { prefix, read, close };
}
