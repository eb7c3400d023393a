import { readFileSync } from "node:fs";
import {
  OFFICE_NGINX_CONF,
  findExecutable,
  replaceOnce,
  startNginxProcess,
} from "../../../../../scripts/nginx-process.mjs";

/** The nginx executable (Debian's package puts it in /usr/sbin, often not on a user's PATH), or null. */
export function findNginx(): string | null {
  return findExecutable("nginx");
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
 * Runs `binary` in the foreground with {@link renderOfficeConf} (scripts/nginx-process.mjs: a temporary
 * prefix of its own, one worker). The access log records the upstream of each request. Resolves once
 * nginx answers `GET /api/health` 200.
 */
export async function startNginx(binary: string, upstreams: [number, number], port: number): Promise<Nginx> {
  const origin = `http://127.0.0.1:${port}`;
  const { read, close } = await startNginxProcess({
    binary,
    conf: () => renderOfficeConf(upstreams, port),
    httpLines: (prefix) => [
      "log_format cluster '$remote_addr $request_method $request_uri $status \"$upstream_addr\"';",
      `access_log ${prefix}/access.log cluster;`,
    ],
    healthy: () =>
      fetch(`${origin}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      ),
  });
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
