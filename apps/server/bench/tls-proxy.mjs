// The production transport for the Lighthouse bench: deploy/nginx/office.conf, the nginx configuration of
// README "Production" step 4, with TLS and HTTP/2 on its listen line as that step tells an operator to add
// (`listen 443 ssl http2;` with their certificate), in front of one running Office server.
//
// Why the bench measures through it: browsers speak HTTP/2 only over TLS, and over HTTP/1.1 Chromium opens
// at most six connections to a host, so the home page's ~40 scripts and calls queue in rounds of six.
// Lighthouse's simulated slow-4G network charges each round its 150 ms round trip; behind nginx they share
// one HTTP/2 connection, as they do for every user of a deployment that follows README.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import https from "node:https";
import path from "node:path";
import {
  OFFICE_NGINX_CONF,
  findExecutable,
  replaceOnce,
  startNginxProcess,
} from "../../../scripts/nginx-process.mjs";

/** Why the TLS proxy cannot run here (nginx or openssl missing), or null when it can. */
export function tlsProxyUnavailable() {
  const missing = ["nginx", "openssl"].filter((name) => !findExecutable(name));
  return missing.length ? `${missing.join(" and ")} not found` : null;
}

/**
 * The committed office.conf with its two upstream servers → the one server on `upstreamPort`, and
 * `listen 80;` → TLS and HTTP/2 on 127.0.0.1:`port` with the given certificate. nginx 1.22 (Debian 12)
 * takes `http2` on the listen line; from 1.25.1 on it is the directive `http2 on;`.
 */
function renderTlsConf(upstreamPort, port, cert, key) {
  let conf = readFileSync(OFFICE_NGINX_CONF, "utf8");
  conf = replaceOnce(conf, /server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${upstreamPort} `);
  conf = replaceOnce(conf, /\s*server 127\.0\.0\.1:3002 [^\n]*\n/, "\n");
  return replaceOnce(
    conf,
    /listen 80;/,
    `listen 127.0.0.1:${port} ssl http2;\n    ssl_certificate ${cert};\n    ssl_certificate_key ${key};`,
  );
}

/**
 * Starts nginx (scripts/nginx-process.mjs) with {@link renderTlsConf} in front of the Office server on
 * 127.0.0.1:`upstreamPort`, on 127.0.0.1:`port`, with a self-signed certificate for `*.localhost` made by
 * openssl in nginx's prefix (the browser runs with `--ignore-certificate-errors`). Resolves once
 * `GET /api/health` answers 200 through it, to `{ origin, close }`: `origin` is
 * `https://demo.localhost:<port>` (Chromium resolves *.localhost to loopback); `close()` stops nginx and
 * removes its folder. Throws when nginx or openssl is missing or nginx does not answer in 10 s.
 */
export async function startTlsProxy(upstreamPort, port) {
  const nginx = findExecutable("nginx");
  const openssl = findExecutable("openssl");
  if (!nginx || !openssl) throw new Error(`TLS proxy: ${tlsProxyUnavailable()}`);
  const { close } = await startNginxProcess({
    binary: nginx,
    conf: (prefix) => {
      const cert = path.join(prefix, "cert.pem");
      const key = path.join(prefix, "key.pem");
      const made = spawnSync(openssl, [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=demo.localhost"],
        ...["-addext", "subjectAltName=DNS:*.localhost,DNS:demo.localhost", "-keyout", key, "-out", cert],
      ]);
      if (made.status !== 0) throw new Error(`openssl: ${made.stderr?.toString("utf8")}`);
      return renderTlsConf(upstreamPort, port, cert, key);
    },
    httpLines: () => ["access_log off;"],
    healthy: () => healthy(port),
  });
  return { origin: `https://demo.localhost:${port}`, close };
}

/**
 * Whether `GET /api/health` through the proxy on `port` answers 200 within a second (the certificate is
 * not checked).
 */
function healthy(port) {
  return new Promise((resolve) => {
    const req = https.get(
      {
        host: "127.0.0.1",
        port,
        path: "/api/health",
        servername: "demo.localhost",
        rejectUnauthorized: false,
        timeout: 1000,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(false));
  });
}
