// `npm run bench` (after `npm run build`): measures, in one run on this machine,
//  - bare Fastify hello-world req/s (the baseline),
//  - GET /api/clientConfig and authenticated GET /api/notification on the built Office server:
//    req/s, p50, p99 and the ratio to bare Fastify,
//  - the gzipped JS a first visit to /bejelentkezes loads (budget 150 KB) and the largest lazy route
//    chunk (budget 60 KB), measured by loading the page in Debian's Chromium.
// Database: PGlite in a fresh temp DATA_DIR, or PostgreSQL when BENCH_DATABASE_URL is set.
// Load goes only to 127.0.0.1 (Host header selects the tenant). Exits 1 when a size budget is broken.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDist = path.resolve(here, "../dist/server.js");
const webDist = path.resolve(here, "../../web/dist");
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const KB = 1024;
const BUDGET_FIRST_VISIT = 150 * KB;
const BUDGET_ROUTE_CHUNK = 60 * KB;

function startProcess(args, env, readyText) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    const timer = setTimeout(() => reject(new Error(`start timeout:\n${out}`)), 120_000);
    const onData = (d) => {
      out += d;
      if (out.includes(readyText)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`exited ${code}:\n${out}`)));
  });
}

async function load(name, url, headers = {}) {
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

async function measureBundle(port) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const page = await browser.newPage();
  const loaded = new Set();
  page.on("response", (res) => {
    const u = new URL(res.url());
    if (u.pathname.endsWith(".js")) loaded.add(path.basename(u.pathname));
  });
  await page.goto(`http://demo.localhost:${port}/bejelentkezes`, { waitUntil: "networkidle" });
  await browser.close();
  const assets = path.join(webDist, "assets");
  const gz = (f) => gzipSync(readFileSync(path.join(assets, f))).length;
  const firstVisit = [...loaded].reduce((sum, f) => sum + gz(f), 0);
  const chunks = readdirSync(assets).filter((f) => f.endsWith(".js") && !loaded.has(f));
  const largest = chunks.map((f) => ({ f, size: gz(f) })).sort((a, b) => b.size - a.size)[0] ?? {
    f: "-",
    size: 0,
  };
  return { firstVisit, files: loaded.size, largest };
}

/** Runs the attendance export bench (dist/modules/reports/attendance-xlsx-bench.js) in a fresh Node process. */
function measureXlsx(opts) {
  const script = `import(${JSON.stringify(path.resolve(here, "../dist/modules/reports/attendance-xlsx-bench.js"))}).then(async (m) => { const r = await m.measureAttendanceXlsx(${JSON.stringify(opts)}); console.log("RESULT" + JSON.stringify(r)); })`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      cwd: path.resolve(here, ".."),
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", (code) => {
      const line = out.split("\n").find((l) => l.startsWith("RESULT"));
      if (code !== 0 || !line) reject(new Error(`xlsx bench failed (${code}): ${out}`));
      else resolve(JSON.parse(line.slice(6)));
    });
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "office-bench-"));
const children = [];
try {
  const bare = await startProcess([path.join(here, "bare-fastify.mjs")], {}, "READY");
  children.push(bare);
  const office = await startProcess(
    [serverDist],
    {
      PORT: "3912",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
    "Office fut",
  );
  children.push(office);
  const base = "http://127.0.0.1:3912";
  const login = await fetch(`${base}/api/login2`, {
    method: "POST",
    headers: { host: "demo.localhost", "content-type": "application/json" },
    body: JSON.stringify({ username: "user", password: "demo1234" }),
  });
  const { access_token: token } = await login.json();

  const results = [];
  results.push(await load("bare Fastify hello world", "http://127.0.0.1:3911/"));
  results.push(
    await load("GET /api/clientConfig", `${base}/api/clientConfig?tenant=demo`, { host: "demo.localhost" }),
  );
  results.push(
    await load("GET /api/notification (authenticated)", `${base}/api/notification`, {
      host: "demo.localhost",
      authorization: `Bearer ${token}`,
    }),
  );
  // 2,000 employees in the directory (issue 3 §5): add them through the API as hr, 8 at a time.
  const hrLogin = await fetch(`${base}/api/login2`, {
    method: "POST",
    headers: { host: "demo.localhost", "content-type": "application/json" },
    body: JSON.stringify({ username: "hr", password: "demo1234" }),
  });
  const { access_token: hrToken } = await hrLogin.json();
  const hrHeaders = {
    host: "demo.localhost",
    authorization: `Bearer ${hrToken}`,
    "content-type": "application/json",
  };
  const existing = (await (await fetch(`${base}/api/employee`, { headers: hrHeaders })).json()).length;
  const toAdd = Math.max(0, 2000 - existing);
  for (let i = 0; i < toAdd; i += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, toAdd - i) }, (_, k) =>
        fetch(`${base}/api/employee`, {
          method: "POST",
          headers: hrHeaders,
          body: JSON.stringify({
            name: `Teljesítmény Teszt ${i + k + 1}`,
            employeeNumber: `B${String(i + k + 1).padStart(5, "0")}`,
            position: "Tesztelő",
            department: "Fejlesztés",
            employmentStart: "2020-01-01",
          }),
        }).then((r) => {
          if (!r.ok) throw new Error(`seeding employee ${i + k}: ${r.status}`);
        }),
      ),
    );
  }
  results.push(
    await load("GET /api/employee?active=true (2,000 employees)", `${base}/api/employee?active=true`, {
      host: "demo.localhost",
      authorization: `Bearer ${token}`,
    }),
  );
  const baseline = results[0].rps;
  console.log(
    `\nOffice benchmark — ${DURATION}s × ${CONNECTIONS} connections each, ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"}\n`,
  );
  console.log("| endpoint | req/s | p50 ms | p99 ms | ratio to bare Fastify |");
  console.log("|---|---:|---:|---:|---:|");
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / baseline).toFixed(3)} |`,
    );
  }
  console.log("\nAttendance .xlsx (500 employees, streamed; synthetic data, own process each):\n");
  console.log("| export | sheets | rows | seconds | peak RSS MiB | max event-loop delay ms | bytes |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const [label, end] of [
    ["1 month", "2026-01-31"],
    ["12 months", "2026-12-31"],
  ]) {
    const r = await measureXlsx({ employees: 500, start: "2026-01-01", end });
    console.log(
      `| ${label} | ${r.sheets} | ${r.rows} | ${r.seconds.toFixed(2)} | ${r.peakRssMiB.toFixed(0)} | ${r.maxEventLoopDelayMs.toFixed(0)} | ${r.bytes} |`,
    );
  }
  const bundle = await measureBundle(3912);
  const okFirst = bundle.firstVisit <= BUDGET_FIRST_VISIT;
  const okChunk = bundle.largest.size <= BUDGET_ROUTE_CHUNK;
  console.log(
    `\nFirst visit to /bejelentkezes: ${bundle.files} JS files, ${(bundle.firstVisit / KB).toFixed(1)} KB gzipped (budget 150 KB) ${okFirst ? "OK" : "OVER BUDGET"}`,
  );
  console.log(
    `Largest lazy route chunk: ${bundle.largest.f}, ${(bundle.largest.size / KB).toFixed(1)} KB gzipped (budget 60 KB) ${okChunk ? "OK" : "OVER BUDGET"}\n`,
  );
  if (!okFirst || !okChunk) process.exitCode = 1;
} finally {
  for (const c of children) c.kill("SIGTERM");
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500);
}
