// Smoke test of the built server on the Node that runs this script (issue 17): what differs between Node
// majors is native modules, fetch, crypto, streams and ESM loading, not business rules, so this boots
// apps/server/dist/server.js on an embedded PGlite database and, when TEST_DATABASE_URL is set, on a
// fresh PostgreSQL database, and on each:
//   migrates and seeds (PGlite WASM or node-postgres; argon2 hashes), signs in (argon2 verify, JWT HMAC),
//   reads the directory, writes a project comment, uploads a file as multipart and downloads it byte for
//   byte (streams, file-type's ESM sniffing), builds an .xlsx and a PDF report (exceljs; pdfmake in the
//   render worker thread, dist/pdf-render-worker.js), serves a calendar feed (ics) and the
//   brotli-compressed SPA, and stops cleanly on SIGTERM.
//
//   node scripts/node-smoke.mjs            (run `npm run build` first)
//
// OFFICE_SMOKE_SEEDED_DIR names a data directory already migrated and seeded by this build (the
// Playwright run's e2e/.data-seed; scripts/test-node-versions.sh passes it when it is there): the PGlite
// server then boots on a copy of it, migrating (nothing left to do) but not seeding again. Seeding is
// business logic, the same on every Node major; the PostgreSQL server still migrates and seeds its fresh
// database, so every major seeds once. Seeding PGlite took each major about 20 s of a core.
//
// Ends with the plain closing line "smoke: N passed, N failed"; exits 1 when a check failed.
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { copySeededDataDir } from "./seeded-data.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "apps/server/dist/server.js");
const START_TIMEOUT_MS = 240_000;
const results = { passed: 0, failed: 0 };

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Records one named check: `fn` throws to fail it. */
async function check(backend, name, fn) {
  try {
    const detail = await fn();
    results.passed++;
    console.log(`  ✓ [${backend}] ${name}${detail ? ` (${detail})` : ""}`);
  } catch (err) {
    results.failed++;
    console.log(`  ✗ [${backend}] ${name}: ${err instanceof Error ? err.message : err}`);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Runs one statement on the TEST_DATABASE_URL server (node-postgres, from the project's dependencies). */
async function adminQuery(base, statement) {
  const { default: pg } = await import(path.join(root, "node_modules/pg/lib/index.js"));
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Starts the built server; answers { origin, stop() } once `GET /api/clientConfig` answers 200. */
async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer in ${START_TIMEOUT_MS / 1000} s: ${stderr}`);
    }
    const ok = await fetch(`${origin}/api/clientConfig?tenant=demo`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    async stop() {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      const result = await exited;
      clearTimeout(timer);
      return { ...result, stderr };
    },
  };
}

/** The checks on one running server. */
async function exercise(backend, origin) {
  // Node's fetch cannot set Host, so tenant `demo` is reached as the default tenant of 127.0.0.1.
  let token = "";
  const call = async (method, url, { body, headers = {}, raw = false } = {}) => {
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body,
    });
    const buf = Buffer.from(await res.arrayBuffer());
    return {
      status: res.status,
      headers: res.headers,
      buf,
      json: () => (raw ? null : JSON.parse(buf.toString())),
    };
  };
  const json = (method, url, payload) =>
    call(method, url, { body: JSON.stringify(payload), headers: { "content-type": "application/json" } });

  await check(backend, "sign in (argon2, JWT)", async () => {
    const res = await json("POST", "/api/login2", { username: "admin", password: "demo1234" });
    assert(res.status === 200, `login2 → ${res.status} ${res.buf}`);
    token = res.json().access_token;
    assert(typeof token === "string" && token.split(".").length === 3, "no JWT in the answer");
    const wrong = await json("POST", "/api/login2", { username: "admin", password: "wrong-password" });
    assert(wrong.status === 401, `a wrong password → ${wrong.status}`);
  });

  let employeeId = 0;
  await check(backend, "read: the directory", async () => {
    const res = await call("GET", "/api/employee");
    assert(res.status === 200, `GET /api/employee → ${res.status}`);
    const rows = res.json();
    assert(Array.isArray(rows) && rows.length >= 50, `expected the demo staff, got ${rows.length}`);
    employeeId = rows[0].id;
    return `${rows.length} employees`;
  });

  await check(backend, "write: a project comment", async () => {
    const projects = (await call("GET", "/api/project")).json();
    const id = (projects.items ?? projects)[0]?.id;
    assert(id, "no demo project");
    const text = `Node ${process.version} smoke ${randomUUID()}`;
    const res = await json("POST", `/api/project/${id}/comment`, { text });
    assert(res.status === 200, `POST comment → ${res.status} ${res.buf}`);
    const list = (await call("GET", `/api/project/${id}/comment`)).json();
    assert(JSON.stringify(list).includes(text), "the comment is not in the thread");
  });

  await check(backend, "upload (multipart stream) and download byte for byte", async () => {
    const data = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(200_000)]);
    const name = `smoke-${randomUUID().slice(0, 8)}.pdf`;
    const form = new FormData();
    form.append(name, new Blob([data], { type: "application/pdf" }), name);
    const up = await call("PUT", `/api/employee/${employeeId}/files/upload`, { body: form });
    assert(up.status === 200, `upload → ${up.status} ${up.buf}`);
    const down = await json("POST", `/api/employee/${employeeId}/files`, { name });
    assert(down.status === 200, `download → ${down.status}`);
    assert(
      down.buf.equals(data),
      `downloaded ${down.buf.length} bytes differ from the ${data.length} uploaded`,
    );
    const bad = new FormData();
    bad.append("x.pdf", new Blob([Buffer.from("MZ not a pdf")]), "x.pdf");
    const refused = await call("PUT", `/api/employee/${employeeId}/files/upload`, { body: bad });
    assert(refused.status === 400, `a fake PDF → ${refused.status}`);
  });

  await check(backend, "reports: trip log .xlsx and PDF", async () => {
    const cars = (await call("GET", "/api/car")).json();
    const car = (cars.items ?? cars)[0];
    assert(car?.id, "no demo car");
    const d = new Date();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() - 1);
    const month = d.toISOString().slice(0, 7);
    const xlsx = await call("GET", `/report/car/${car.id}/distance?month=${month}`, { raw: true });
    assert(xlsx.status === 200, `xlsx → ${xlsx.status}`);
    assert(xlsx.buf.subarray(0, 2).toString() === "PK" && xlsx.buf.length > 2000, "not an .xlsx");
    const pdf = await call("GET", `/report/car/${car.id}/distance?month=${month}&format=pdf`, { raw: true });
    assert(pdf.status === 200, `pdf → ${pdf.status}`);
    assert(pdf.buf.subarray(0, 5).toString() === "%PDF-" && pdf.buf.length > 2000, "not a PDF");
    return `${xlsx.buf.length} + ${pdf.buf.length} bytes`;
  });

  await check(backend, "calendar feed (ics)", async () => {
    const link = (await call("POST", "/api/event/icsLink")).json();
    assert(typeof link.url === "string", "no feed link");
    const feed = await fetch(`${origin}${new URL(link.url).pathname}${new URL(link.url).search}`);
    const text = await feed.text();
    assert(feed.status === 200 && text.startsWith("BEGIN:VCALENDAR"), `feed → ${feed.status}`);
  });

  await check(backend, "the SPA and its script, brotli-compressed", async () => {
    const page = await fetch(`${origin}/bejelentkezes`);
    const html = await page.text();
    assert(page.status === 200 && html.includes('id="root"'), `GET /bejelentkezes → ${page.status}`);
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    assert(script, "index.html names no script");
    const res = await fetch(`${origin}${script}`, { headers: { "accept-encoding": "br" } });
    const js = await res.text(); // fetch decodes brotli itself
    const encoding = res.headers.get("content-encoding");
    assert(
      res.status === 200 && encoding === "br",
      `${script} → ${res.status}, content-encoding ${encoding}`,
    );
    assert(js.length > 1000, `${script} decoded to ${js.length} characters`);
  });
}

/** One backend: a fresh database, the server on it, the checks, a clean stop. */
async function runBackend(backend) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "office-smoke-"));
  const env = {
    DATA_DIR: dataDir,
    OFFICE_DEMO: "1",
    OFFICE_DEFAULT_TENANT: "demo",
    NODE_ENV: "test",
    OFFICE_JWT_SECRET: randomBytes(24).toString("hex"),
  };
  delete process.env.DATABASE_URL;
  const base = process.env.TEST_DATABASE_URL;
  const dbName = `office_smoke_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  if (backend === "postgres") {
    await adminQuery(base, `CREATE DATABASE ${dbName}`);
    const url = new URL(base);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  // The token secret comes from the environment, not from the seeded copy.
  const seeded = backend === "pglite" ? process.env.OFFICE_SMOKE_SEEDED_DIR : undefined;
  if (seeded) copySeededDataDir(seeded, dataDir);
  const started = performance.now();
  let server = null;
  try {
    const boot = seeded
      ? "boots on a copy of the seeded database and migrates"
      : "boots, migrates and seeds the demo data";
    await check(backend, boot, async () => {
      server = await startServer(env);
      return `${((performance.now() - started) / 1000).toFixed(1)} s`;
    });
    if (server) await exercise(backend, server.origin);
  } finally {
    if (server) {
      const s = server;
      await check(backend, "stops on SIGTERM with exit code 0", async () => {
        const { code, signal, stderr } = await s.stop();
        assert(code === 0, `exit ${code ?? signal}: ${stderr}`);
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (backend === "postgres") await adminQuery(base, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

if (!existsSync(serverEntry)) {
  console.error(`${serverEntry} is missing: run \`npm run build\` first`);
  process.exit(2);
}
console.log(`smoke test of the built server on Node ${process.version}`);
const backends = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
await Promise.all(backends.map((b) => runBackend(b)));
console.log(`smoke: ${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
