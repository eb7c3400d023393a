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

/** The nginx configuration of README "Production", step 4, as committed. */
export const OFFICE_NGINX_CONF = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../../deploy/nginx/office.conf",
);

/** The nginx executable (Debian's package puts it in /usr/sbin, often not on a user's PATH), or null. */
export function findNginx(): string | null {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"];
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, "nginx");
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
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const found = text.match(new RegExp(pattern.source, "g")) ?? [];
  if (found.length !== 1) throw new Error(`office.conf: expected one ${pattern}, found ${found.length}`);
  return text.replace(pattern, replacement);
}

/**
 * The committed office.conf with only the addresses changed: the two upstream servers → `upstreams`, and
 * `listen 80` → `127.0.0.1:<port>`. Throws when the file no longer has that shape.
 */
export function renderOfficeConf(upstreams: [number, number], port: number): string {
  let conf = readFileSync(OFFICE_NGINX_CONF, "utf8");
  conf = replaceOnce(conf, /server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${upstreams[0]} `);
  conf = replaceOnce(conf, /server 127\.0\.0\.1:3002 /, `server 127.0.0.1:${upstreams[1]} `);
  return replaceOnce(conf, /listen 80;/, `listen 127.0.0.1:${port};`);
}

/** Where each proxied request went: `$upstream_addr` lists every instance tried, e.g. `a, b` on a retry. */
export type AccessLine = { source: string; method: string; uri: string; status: number; upstreams: string[] };

export type Nginx = {
  origin: string;
  /** The access log so far, oldest first. */
  accessLog: () => AccessLine[];
  /** nginx's error log (retries and refused connections show there). */
  errorLog: () => string;
  /** Stops nginx and removes its folder. */
  close: () => Promise<void>;
};

/**
 * Runs `binary` in the foreground (`daemon off`) with a main nginx.conf of its own in a temporary prefix
 * — pid, logs and temporary files there, one worker — that includes {@link renderOfficeConf}. The access
 * log records the upstream of each request. Resolves once nginx answers `GET /api/health` 200.
 */
export async function startNginx(binary: string, upstreams: [number, number], port: number): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), "office-nginx-"));
  // nginx's workers drop root for nobody: they must reach the folder and write request bodies in tmp/.
  chmodSync(prefix, 0o755);
  const tmp = path.join(prefix, "tmp");
  mkdirSync(tmp);
  chmodSync(tmp, 0o777);
  writeFileSync(path.join(prefix, "office.conf"), renderOfficeConf(upstreams, port));
  const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (kind) => `${kind}_temp_path ${tmp}/${kind};`,
  );
  const main = [
    "daemon off;",
    "worker_processes 1;",
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    "events { worker_connections 512; }",
    "http {",
    ...temps,
    "  log_format cluster '$remote_addr $request_method $request_uri $status \"$upstream_addr\"';",
    `  access_log ${prefix}/access.log cluster;`,
    `  include ${prefix}/office.conf;`,
    "}",
  ].join("\n");
  writeFileSync(path.join(prefix, "nginx.conf"), main);
  const args = ["-p", prefix, "-e", `${prefix}/error.log`, "-c", `${prefix}/nginx.conf`];
  const child = spawn(binary, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => (stderr += d.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const read = (file: string) => {
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
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}${read("error.log")}`);
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`nginx did not answer in 10 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const accessLog = () =>
    read("access.log")
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [source = "", method = "", uri = "", status = "0", ...rest] = line.split(" ");
        const upstreams = rest.join(" ").replaceAll('"', "").split(/,\s*/).filter(Boolean);
        return { source, method, uri, status: Number(status), upstreams };
      });
  return { origin, accessLog, errorLog: () => read("error.log"), close };
}
