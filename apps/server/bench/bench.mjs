// `npm run bench` (after `npm run build`): measures, in one run on this machine,
//  - on PostgreSQL (BENCH_DATABASE_URL, or a database it creates and drops on 127.0.0.1:5432 when that
//    server answers) and on PGlite, at 20 and at 50 connections: bare Fastify hello-world (the baseline,
//    measured again in each block), GET /api/clientConfig, authenticated GET /api/notification,
//    authenticated GET /api/employee/{id} (a single-row read), the 2,000-row directory, GET /api/project
//    with 500 projects (issue 8; as projectManager, each project with members and a partner) and a programme
//    calendar month of 1,000 events (GET /api/event, issue 8), GET /api/resourceAllocation and
//    GET /api/resourcePlanner for 2,000 employees × a month (issue 9; ~2,400 allocations): req/s, p50,
//    p99, the ratio to bare Fastify in the same block, and SQL round trips per request (the server
//    counts them with OFFICE_COUNT_QUERIES=1 and answers over the IPC channel of this process);
//  - the attendance .xlsx export (own process each);
//  - the yearly resource cost .xlsx for 500 employees (own process);
//  - a month's timesheet for 2,000 employees with the year's entries behind it (issue 21; own process each,
//    PGlite and PostgreSQL; BENCH_TIMESHEET=0 skips it), and on PGlite the timesheet PDF of the most people
//    one may hold (TIMESHEET_PDF_MAX_PEOPLE, 500): seconds, peak RSS, the main thread's longest stall;
//  - the gzipped JS a first visit to /bejelentkezes loads (budget 150 KB) and the largest lazy route
//    chunk (a route's own code, budget 60 KB; shared library chunks such as chart.js and FullCalendar are
//    listed beside it), measured by loading the page in Debian's Chromium;
//  - the resource planner's scrolling with 200+ employees in the quarter view (planner-scroll.mjs; frame
//    intervals, goal p95 ≤ 34 ms and no frame over 100 ms; BENCH_PLANNER=0 skips it);
//  - issue 10/11 domains on demo servers of their own: a car's trip-log sheet with 2,000 trips (fleet.mjs),
//    (BENCH_FLEET=0 skips it), GET /api/asset with 5,000 assets (assets.mjs, BENCH_ASSETS=0 skips it), the points leaderboard with
//    2,000 employees (points.mjs, BENCH_POINTS=0 skips it);
//  - Lighthouse 12 on every SPEC §2 route (desktop preset) and the phone pages (mobile preset), goals
//    performance ≥ 0.95 / ≥ 0.90, accessibility 1.00, CLS < 0.02 (lighthouse.mjs; BENCH_ROUTES=… keeps
//    some pages, `node apps/server/bench/lighthouse.mjs --all` runs this part alone; BENCH_LIGHTHOUSE=0
//    skips it).
// Load goes only to 127.0.0.1 (Host header selects the tenant). BENCH_SECONDS shortens each load (10 s),
// BENCH_CONNECTIONS="20,50" sets the connection counts. Exits 1 when a size budget is broken or when the
// authenticated single-row read on PostgreSQL is below 0.15 of bare Fastify or its p99 at 50 connections is
// 20 ms or more (issue 20 §6).
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDist = process.env.BENCH_SERVER_DIST ?? path.resolve(here, "../dist/server.js");
const webDist = path.resolve(here, "../../web/dist");
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "20,50").split(",").map(Number);
const KB = 1024;
const BUDGET_FIRST_VISIT = 150 * KB;
const BUDGET_ROUTE_CHUNK = 60 * KB;
/** Issue 20 §6: an authenticated single-row read on PostgreSQL reaches this share of bare Fastify… */
const MIN_SINGLE_ROW_RATIO = 0.15;
/** …with a p99 under this many milliseconds at 50 connections. */
const P99_GOAL_MS = 20;
const LOCAL_PG = "postgres://postgres@127.0.0.1:5432/postgres";

function startProcess(args, env, readyText) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    let out = "";
    const timer = setTimeout(() => reject(new Error(`start timeout:\n${out}`)), 180_000);
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

/** Stops a child and waits for it to exit (the ports are reused by the next block). */
function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    if (child.connected) child.disconnect(); // the IPC channel would keep the server alive
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5000).unref();
  });
}

/** The server's database round trips so far (null when it does not count them). */
function roundTrips(child) {
  if (!child?.connected) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 2000);
    child.once("message", (m) => {
      clearTimeout(timer);
      resolve(typeof m?.roundTrips === "number" ? m.roundTrips : null);
    });
    child.send("office:roundTrips");
  });
}

/** The counter once the server is idle (requests still in flight when a load ends finish first). */
async function settledRoundTrips(server) {
  let last = await roundTrips(server);
  for (let i = 0; i < 50 && last !== null; i++) {
    await new Promise((r) => setTimeout(r, 200));
    const now = await roundTrips(server);
    if (now === last) break;
    last = now;
  }
  return last;
}

/** CPU ticks (user + system, 1/100 s) a process has used so far, from /proc; null off Linux. */
function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** CPU ticks of all PostgreSQL server processes on this machine (its backends serve the bench); null off Linux. */
function postgresTicks() {
  try {
    let ticks = 0;
    for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith("postgres")) ticks += cpuTicks(pid) ?? 0;
      } catch {
        // the process ended meanwhile
      }
    }
    return ticks;
  } catch {
    return null;
  }
}

/**
 * One load: req/s, p50/p99 (ms), SQL round trips per request, and the CPU time per request (ms) of the
 * Office server process and of the PostgreSQL server (all its processes; 0 on PGlite, which runs inside
 * the Office process). On 2 shared cores these CPU figures, not the latency, set the ceiling: the
 * load generator, Node and PostgreSQL take turns on the same cores.
 */
async function load(name, url, connections, headers = {}, server) {
  const before = await settledRoundTrips(server);
  const cpu0 = server ? cpuTicks(server.pid) : null;
  const pg0 = server ? postgresTicks() : null;
  const r = await autocannon({ url, headers, connections, duration: DURATION });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  const cpu1 = server ? cpuTicks(server.pid) : null;
  const pg1 = server ? postgresTicks() : null;
  const after = await settledRoundTrips(server);
  // Every request sent reaches the server, also those still in flight when autocannon stopped counting.
  const sent = r.requests.sent ?? r["2xx"] + r.non2xx;
  const trips = before === null || after === null || sent === 0 ? null : (after - before) / sent;
  // A PostgreSQL process that exits during the load takes its ticks along, so a negative sum means
  // "not measured", not a saving.
  const perRequest = (a, b) =>
    a === null || b === null || sent === 0 || b < a ? null : ((b - a) * 10) / sent;
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    trips,
    nodeCpuMs: perRequest(cpu0, cpu1),
    pgCpuMs: perRequest(pg0, pg1),
  };
}

/** A database of its own on the local PostgreSQL, or null when none answers there. */
async function localPostgres() {
  const admin = new pg.Client({ connectionString: LOCAL_PG, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `office_bench_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(LOCAL_PG);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: LOCAL_PG });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function signIn(base, username) {
  const res = await fetch(`${base}/api/login2`, {
    method: "POST",
    headers: { host: "demo.localhost", "content-type": "application/json" },
    body: JSON.stringify({ username, password: "demo1234" }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return (await res.json()).access_token;
}

/** 2,000 employees in the directory (issue 3 §5): added through the API as hr, 8 at a time. */
async function seedDirectory(base, hrToken) {
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
}

/** The programme calendar month of the bench (issue 8): topped up to 1,000 events through the API. */
const EVENT_MONTH = { start: "2027-03-01", end: "2027-03-31" };

async function seedEvents(base, token) {
  const headers = {
    host: "demo.localhost",
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
  };
  const query = `start=${EVENT_MONTH.start}&end=${EVENT_MONTH.end}`;
  const existing = (await (await fetch(`${base}/api/event?${query}`, { headers })).json()).length;
  const toAdd = Math.max(0, 1000 - existing);
  for (let i = 0; i < toAdd; i += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, toAdd - i) }, (_, k) => {
        const n = i + k;
        const day = String(1 + (n % 31)).padStart(2, "0");
        const hour = String(8 + (n % 9)).padStart(2, "0");
        return fetch(`${base}/api/event`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            title: `Teljesítmény program ${n + 1}`,
            location: "Budapest",
            start: `2027-03-${day}T${hour}:00`,
            end: `2027-03-${day}T${hour}:45`,
            attendeeIds: [],
          }),
        }).then((r) => {
          if (!r.ok) throw new Error(`seeding event ${n}: ${r.status}`);
        });
      }),
    );
  }
}

/**
 * 500 projects (issue 8 bench): the demo's ~20 plus synthetic ones added through the API as pm, 8 at a
 * time, each with a partner, a cost centre, a manager and three members from `GET /api/project/options`.
 */
async function seedProjects(base, pmToken) {
  const headers = {
    host: "demo.localhost",
    authorization: `Bearer ${pmToken}`,
    "content-type": "application/json",
  };
  const options = await (await fetch(`${base}/api/project/options`, { headers })).json();
  const existing = (await (await fetch(`${base}/api/project`, { headers })).json()).length;
  const toAdd = Math.max(0, 500 - existing);
  const pick = (list, i) => list[i % list.length].id;
  for (let i = 0; i < toAdd; i += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, toAdd - i) }, (_, k) => {
        const n = i + k;
        return fetch(`${base}/api/project`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            code: `BENCH-${String(n + 1).padStart(4, "0")}`,
            name: `Teljesítményteszt projekt ${n + 1}`,
            partnerId: pick(options.partners, n),
            status: ["planned", "active", "onHold", "closed"][n % 4],
            startDate: "2026-01-01",
            endDate: "2026-12-31",
            budget: 1_000_000 * ((n % 50) + 1),
            costCenterId: pick(options.costCenters, n),
            managerId: pick(options.employees, n),
            memberIds: [1, 2, 3].map((d) => pick(options.employees, n * 3 + d)),
            externalResourceIds: n % 3 === 0 ? [pick(options.externalResources, n)] : [],
            description: "Szintetikus projekt a méréshez.",
          }),
        }).then((r) => {
          if (!r.ok) throw new Error(`seeding project ${n}: ${r.status}`);
        });
      }),
    );
  }
}

/** The month the allocation bench reads (issue 9 §4): 2,000 employees × this month. */
const ALLOCATION_MONTH = { start: "2026-03-01", end: "2026-03-31" };

/**
 * One allocation per active employee for ALLOCATION_MONTH (issue 9 bench), added through the API as pm, 8
 * at a time, on an active project that spans the month; every fifth person gets a second, overlapping one
 * (over-allocation conflicts in the answer).
 */
async function seedAllocations(base, pmToken) {
  const headers = {
    host: "demo.localhost",
    authorization: `Bearer ${pmToken}`,
    "content-type": "application/json",
  };
  const existing = await (
    await fetch(
      `${base}/api/resourceAllocation?start=${ALLOCATION_MONTH.start}&end=${ALLOCATION_MONTH.end}`,
      { headers },
    )
  ).json();
  if (existing.length >= 2000) return;
  const projects = await (await fetch(`${base}/api/project`, { headers })).json();
  const project = projects.find(
    (p) =>
      p.status === "active" &&
      p.startDate <= ALLOCATION_MONTH.start &&
      (p.endDate === null || p.endDate >= ALLOCATION_MONTH.end),
  );
  if (!project) throw new Error("no active project spans the allocation month");
  const staff = await (await fetch(`${base}/api/employee?active=true`, { headers })).json();
  const jobs = staff.flatMap((e, i) => [
    { id: e.id, start: "2026-03-02", end: "2026-03-27", hoursPerDay: 6 },
    ...(i % 5 === 0 ? [{ id: e.id, start: "2026-03-16", end: "2026-03-20", hoursPerDay: 4 }] : []),
  ]);
  for (let i = 0; i < jobs.length; i += 8) {
    await Promise.all(
      jobs.slice(i, i + 8).map((job) =>
        fetch(`${base}/api/resourceAllocation`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            resourceType: "employee",
            resourceId: job.id,
            projectId: project.id,
            start: job.start,
            end: job.end,
            hoursPerDay: job.hoursPerDay,
            status: "confirmed",
            note: null,
          }),
        }).then((r) => {
          if (!r.ok) throw new Error(`seeding allocation for ${job.id}: ${r.status}`);
        }),
      ),
    );
  }
}

/**
 * One block: the Office server on `databaseUrl` (PGlite when undefined), measured at each connection
 * count against bare Fastify. Leaves the server running when `keep` (for the bundle measurement).
 */
/**
 * The ceiling PostgreSQL itself sets on this machine, without HTTP, Fastify or Drizzle: node-postgres
 * alone (pool of 8 in pipeline mode, `connections` concurrent workers, `DURATION` s) running the request
 * path of an authenticated GET — BEGIN + set_config(role, tenant) + the session check in one message
 * with the prepared single-row query pipelined behind it — (a) with COMMIT in the same write (one round
 * trip, as the server does since issue 20 §6) and (b) with COMMIT after the answers (two round trips,
 * as before), and (c) a bare `select 1`. Answers `{ oneTripPerSec, twoTripsPerSec, selectPerSec }`: how
 * far the app's authenticated read is from what the database can give at all on the same cores.
 */
async function measurePgCeiling(databaseUrl, connections) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8, pipeline: true });
  const run = async (step) => {
    let done = 0;
    const end = Date.now() + DURATION * 1000;
    const worker = async () => {
      while (Date.now() < end) {
        await step();
        done++;
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    return done / DURATION;
  };
  const request = (commitInSameWrite) => async () => {
    const c = await pool.connect();
    try {
      const opening = c.query(
        "BEGIN; select set_config('role', 'office_app', true), set_config('app.tenant_id', '1', true); " +
          "select exists (select 1 from sessions s join users u on u.tenant_id = s.tenant_id and u.id = s.user_id " +
          "where s.tenant_id = 1 and s.id = '00000000-0000-4000-8000-000000000000'::uuid and u.active)",
      );
      const row = c.query({
        name: "ceiling",
        text: "select * from employees where tenant_id = $1 and id = $2",
        values: [1, 1],
      });
      if (commitInSameWrite) {
        await Promise.all([opening, row, c.query("COMMIT")]);
      } else {
        await Promise.all([opening, row]);
        await c.query("COMMIT");
      }
    } finally {
      c.release();
    }
  };
  try {
    const oneTripPerSec = await run(request(true));
    const twoTripsPerSec = await run(request(false));
    const selectPerSec = await run(() => pool.query("select 1"));
    return { oneTripPerSec, twoTripsPerSec, selectPerSec };
  } finally {
    await pool.end();
  }
}

async function measureBackend(label, databaseUrl, children, keep) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "office-bench-"));
  const office = await startProcess(
    [serverDist],
    {
      PORT: "3912",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      OFFICE_COUNT_QUERIES: "1",
      DATABASE_URL: databaseUrl ?? "",
    },
    "Office fut",
  );
  children.push(office);
  const base = "http://127.0.0.1:3912";
  const token = await signIn(base, "user");
  await seedDirectory(base, await signIn(base, "hr"));
  await seedEvents(base, token);
  const pmToken = await signIn(base, "pm");
  await seedProjects(base, pmToken);
  await seedAllocations(base, pmToken);
  const user = { host: "demo.localhost", authorization: `Bearer ${token}` };
  const pm = { host: "demo.localhost", authorization: `Bearer ${pmToken}` };
  const rows = [];
  for (const connections of CONNECTIONS) {
    const bare = await load("bare Fastify hello world", "http://127.0.0.1:3911/", connections);
    const block = [
      bare,
      await load(
        "GET /api/clientConfig",
        `${base}/api/clientConfig?tenant=demo`,
        connections,
        { host: "demo.localhost" },
        office,
      ),
      await load(
        "GET /api/notification (authenticated)",
        `${base}/api/notification`,
        connections,
        user,
        office,
      ),
      await load(
        "GET /api/employee/1 (authenticated, one row)",
        `${base}/api/employee/1`,
        connections,
        user,
        office,
      ),
      await load(
        "GET /api/employee?active=true (2,000 rows)",
        `${base}/api/employee?active=true`,
        connections,
        user,
        office,
      ),
      await load(
        "GET /api/event (a month, 1,000 events)",
        `${base}/api/event?start=${EVENT_MONTH.start}&end=${EVENT_MONTH.end}`,
        connections,
        user,
        office,
      ),
      await load(
        "GET /api/project (500 projects, projectManager)",
        `${base}/api/project`,
        connections,
        pm,
        office,
      ),
      await load(
        "GET /api/resourceAllocation (2,000 employees × a month, projectManager)",
        `${base}/api/resourceAllocation?start=${ALLOCATION_MONTH.start}&end=${ALLOCATION_MONTH.end}`,
        connections,
        pm,
        office,
      ),
      await load(
        "GET /api/resourcePlanner (2,000 employees × a month, projectManager)",
        `${base}/api/resourcePlanner?start=${ALLOCATION_MONTH.start}&end=${ALLOCATION_MONTH.end}`,
        connections,
        pm,
        office,
      ),
    ];
    for (const r of block) rows.push({ ...r, connections, ratio: r.rps / bare.rps });
    if (databaseUrl) {
      const ceiling = await measurePgCeiling(databaseUrl, connections);
      for (const [name, rps] of [
        [
          "node-postgres alone: the same request in 1 round trip (pipelined), no HTTP (ceiling)",
          ceiling.oneTripPerSec,
        ],
        [
          "node-postgres alone: the same request in 2 round trips (COMMIT after the answers), no HTTP",
          ceiling.twoTripsPerSec,
        ],
        ["node-postgres alone: select 1, no HTTP (ceiling)", ceiling.selectPerSec],
      ])
        rows.push({
          name,
          rps,
          p50: "–",
          p99: "–",
          trips: null,
          nodeCpuMs: null,
          pgCpuMs: null,
          connections,
          ratio: rps / bare.rps,
        });
    }
  }
  console.log(`\n${label}: ${DURATION}s per row; ratio = req/s ÷ bare Fastify at the same connections\n`);
  console.log(
    "| endpoint | conns | req/s | p50 ms | p99 ms | ratio | round trips/req | Node CPU ms/req | PostgreSQL CPU ms/req |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  const fixed = (v, digits) => (v === null || v === undefined ? "–" : v.toFixed(digits));
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.ratio.toFixed(3)} | ${fixed(r.trips, 2)} | ${fixed(r.nodeCpuMs, 3)} | ${databaseUrl ? fixed(r.pgCpuMs, 3) : "–"} |`,
    );
  }
  if (!keep) {
    await stop(office);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, dataDir };
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
  // Route chunks are the lazy routes' own code (Vite manifest: dynamic entries); the shared library chunks
  // (codeSplitting groups in vite.config.ts: chart.js, FullCalendar, …) are reported beside them.
  const manifest = JSON.parse(readFileSync(path.join(webDist, ".vite", "manifest.json"), "utf8"));
  const routeFiles = new Set(
    Object.values(manifest)
      .filter((entry) => entry.isDynamicEntry)
      .map((entry) => path.basename(entry.file)),
  );
  const lazy = readdirSync(assets)
    .filter((f) => f.endsWith(".js") && !loaded.has(f))
    .map((f) => ({ f, size: gz(f) }))
    .sort((a, b) => b.size - a.size);
  const largest = lazy.find((c) => routeFiles.has(c.f)) ?? { f: "-", size: 0 };
  const libraries = lazy.filter((c) => !routeFiles.has(c.f) && c.size >= 20 * KB);
  return { firstVisit, files: loaded.size, largest, libraries };
}

/**
 * Runs `fn(opts)` of a bench module built into dist/ (`dist/<file>`) in a fresh Node process, so that its
 * memory and event-loop figures are its own; resolves with what it returned (printed as `RESULT<json>`).
 */
function runBenchModule(file, fn, opts) {
  const script = `import(${JSON.stringify(path.resolve(here, "../dist", file))}).then(async (m) => { const r = await m.${fn}(${JSON.stringify(opts)}); console.log("RESULT" + JSON.stringify(r)); })`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      cwd: path.resolve(here, ".."),
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", (code) => {
      const line = out.split("\n").find((l) => l.startsWith("RESULT"));
      if (code !== 0 || !line) reject(new Error(`${fn} bench failed (${code}): ${out}`));
      else resolve(JSON.parse(line.slice(6)));
    });
  });
}

/** The attendance .xlsx bench (issue 3), own process. */
const measureXlsx = (opts) =>
  runBenchModule("modules/reports/attendance-xlsx-bench.js", "measureAttendanceXlsx", opts);
/** The month timesheet bench (issue 21), own process. */
const measureTimesheet = (opts) =>
  runBenchModule("modules/working-time/timesheet-bench.js", "measureTimesheet", opts);
/** The yearly resource-cost .xlsx bench, own process. */
const measureResourceCostXlsx = (opts) =>
  runBenchModule("modules/reports/resource-cost-xlsx-bench.js", "measureResourceCostXlsx", opts);

const children = [];
const cleanups = [];
try {
  const bare = await startProcess([path.join(here, "bare-fastify.mjs")], {}, "READY");
  children.push(bare);
  let databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    const own = await localPostgres();
    if (own) {
      databaseUrl = own.url;
      cleanups.push(own.drop);
    }
  }
  if (databaseUrl) {
    const { rows } = await measureBackend("PostgreSQL", databaseUrl, children, false);
    const singleRow = rows.filter((r) => r.name.startsWith("GET /api/employee/1"));
    for (const r of singleRow) {
      const fastEnough = r.connections !== 50 || r.p99 < P99_GOAL_MS;
      const ok = r.ratio >= MIN_SINGLE_ROW_RATIO && fastEnough;
      console.log(
        `Single-row read at ${r.connections} connections: ratio ${r.ratio.toFixed(3)} (goal ≥ ${MIN_SINGLE_ROW_RATIO}), p99 ${r.p99} ms (goal < ${P99_GOAL_MS} at 50), ${r.trips?.toFixed(2) ?? "–"} round trips: ${ok ? "OK" : "BELOW GOAL"}`,
      );
      if (!ok) process.exitCode = 1;
    }
  } else {
    console.log("\nPostgreSQL: skipped (no BENCH_DATABASE_URL and nothing answers on 127.0.0.1:5432)");
  }
  const pglite = await measureBackend("PGlite", undefined, children, true);
  cleanups.push(async () => rmSync(pglite.dataDir, { recursive: true, force: true }));

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
  console.log(
    "\nYearly resource cost .xlsx (500 employees, computed + streamed; synthetic data, own process):\n",
  );
  console.log("| years | rows | seconds | peak RSS MiB | max event-loop delay ms | bytes |");
  console.log("|---:|---:|---:|---:|---:|---:|");
  {
    const r = await measureResourceCostXlsx({ employees: 500, fromYear: 2024, toYear: 2026 });
    console.log(
      `| ${r.years} | ${r.rows} | ${r.seconds.toFixed(2)} | ${r.peakRssMiB.toFixed(0)} | ${r.maxEventLoopDelayMs.toFixed(0)} | ${r.bytes} |`,
    );
  }
  // A month's timesheet for 2,000 employees (issue 21): computeRecords over the month with the year's
  // entries since January behind it, on PGlite and on PostgreSQL when there is one. BENCH_TIMESHEET=0 skips it.
  if (process.env.BENCH_TIMESHEET !== "0") {
    console.log(
      "\nMonth timesheet of 2,000 employees (2026-10, entries since 2026-01-01; own process each):\n",
    );
    console.log(
      "| backend | entries | seed s | open months: runs s | closing Jan–Sep s | Jan–Sep closed: runs s | peak RSS MiB |",
    );
    console.log("|---|---:|---:|---|---:|---|---:|");
    const pdfRows = [];
    for (const url of [undefined, ...(databaseUrl ? [databaseUrl] : [])]) {
      const r = await measureTimesheet({
        employees: 2000,
        month: "2026-10",
        historyFrom: "2026-01-01",
        databaseUrl: url,
        // The PDF of the most people one may hold (TIMESHEET_PDF_MAX_PEOPLE), once, on the first backend.
        pdf: url === undefined,
      });
      console.log(
        `| ${r.backend} | ${r.entries} | ${r.seedSeconds.toFixed(1)} | ${r.runs.map((s) => s.toFixed(2)).join(", ")} | ${r.closeSeconds.toFixed(1)} | ${r.closedRuns.map((s) => s.toFixed(2)).join(", ")} | ${r.peakRssMiB.toFixed(0)} |`,
      );
      if (r.pdf) pdfRows.push(r.pdf);
    }
    console.log("\nTimesheet PDF of a month (render worker; the process's peak RSS counts every thread):\n");
    console.log(
      "| people | pages | seconds | MB | RSS before MiB | peak RSS MiB | max event-loop delay ms |",
    );
    console.log("|---:|---:|---:|---:|---:|---:|---:|");
    for (const p of pdfRows) {
      console.log(
        `| ${p.people} | ${p.pages} | ${p.seconds.toFixed(1)} | ${(p.bytes / 1e6).toFixed(1)} | ${p.rssBeforeMiB.toFixed(0)} | ${p.peakRssMiB.toFixed(0)} | ${p.maxEventLoopDelayMs.toFixed(0)} |`,
      );
    }
  }
  const bundle = await measureBundle(3912);
  const okFirst = bundle.firstVisit <= BUDGET_FIRST_VISIT;
  const okChunk = bundle.largest.size <= BUDGET_ROUTE_CHUNK;
  console.log(
    `\nFirst visit to /bejelentkezes: ${bundle.files} JS files, ${(bundle.firstVisit / KB).toFixed(1)} KB gzipped (budget 150 KB) ${okFirst ? "OK" : "OVER BUDGET"}`,
  );
  console.log(
    `Largest lazy route chunk: ${bundle.largest.f}, ${(bundle.largest.size / KB).toFixed(1)} KB gzipped (budget 60 KB) ${okChunk ? "OK" : "OVER BUDGET"}`,
  );
  console.log(
    `Lazy library chunks over 20 KB (loaded only by the routes that use them; no budget): ${bundle.libraries.map((c) => `${c.f} ${(c.size / KB).toFixed(1)} KB`).join(", ") || "none"}\n`,
  );
  if (!okFirst || !okChunk) process.exitCode = 1;

  // [fleet] begin (issue 10)
  // The trip-log sheet of a car with 2,000 trips (.xlsx and PDF) on a demo server of its own. BENCH_FLEET=0 skips it.
  if (process.env.BENCH_FLEET !== "0") {
    const fleet = await import("./fleet.mjs");
    fleet.printFleet(await fleet.measureFleet({ trips: 2000 }));
  }
  // [fleet] end
  // [assets] begin (issue 10)
  // GET /api/asset with 5,000 assets (issue 10 §4) on demo servers of its own. BENCH_ASSETS=0 skips it.
  if (process.env.BENCH_ASSETS !== "0") {
    const assets = await import("./assets.mjs");
    const rows = await assets.measureAssetList({ port: 3341, seconds: DURATION, connections: CONNECTIONS });
    console.log(`\nGET /api/asset with ${assets.ASSET_TARGET} assets (issue 10 §4):\n`);
    console.log(assets.formatAssetList(rows));
  }
  // [assets] end
  // [applicants] begin (issue 11)
  // [applicants] end
  // [points] begin (issue 11)
  // The points leaderboard with 2,000 employees holding points, on a demo server of its own.
  // BENCH_POINTS=0 skips it.
  if (process.env.BENCH_POINTS !== "0") {
    const points = await import("./points.mjs");
    const pointsDir = mkdtempSync(path.join(tmpdir(), "office-bench-points-"));
    cleanups.push(async () => rmSync(pointsDir, { recursive: true, force: true }));
    children.push(await (await import("./lighthouse.mjs")).startServer(3941, pointsDir));
    console.log(`\n${points.formatLeaderboard(await points.measureLeaderboard({ port: 3941 }))}`);
  }
  // [points] end
  // [questionnaires] begin (issue 11)
  // [questionnaires] end
  // [other-report] begin (issue 11)
  // [other-report] end
  // [home] begin (issue 11)
  // The home page's card requests for admin, fired in parallel as the SPA does, 200 rounds, on a demo
  // server of its own: p50/p99 per card and the slowest card's p99. BENCH_HOME=0 skips it.
  if (process.env.BENCH_HOME !== "0") {
    const home = await import("./home.mjs");
    const homeDir = mkdtempSync(path.join(tmpdir(), "office-bench-home-"));
    cleanups.push(async () => rmSync(homeDir, { recursive: true, force: true }));
    children.push(await (await import("./lighthouse.mjs")).startServer(3951, homeDir));
    console.log(`\n${home.formatHome(await home.measureHome({ port: 3951, rounds: 200 }))}`);
  }
  // [home] end

  // The resource planner's scrolling (issue 9 §1) on a fresh demo server of its own. BENCH_PLANNER=0 skips it.
  if (process.env.BENCH_PLANNER !== "0") {
    const planner = await import("./planner-scroll.mjs");
    const plannerDir = mkdtempSync(path.join(tmpdir(), "office-bench-planner-"));
    cleanups.push(async () => rmSync(plannerDir, { recursive: true, force: true }));
    children.push(await (await import("./lighthouse.mjs")).startServer(3931, plannerDir));
    const result = await planner.measurePlannerScroll({ port: 3931 });
    console.log(`\n${planner.formatPlannerScroll(result)}`);
    if (!result.ok) process.exitCode = 1;
  }

  // Lighthouse 12 (issue 7 §7, issue 19 §6) on a fresh demo server of its own (the one above holds 2,000
  // extra employees). BENCH_LIGHTHOUSE=0 skips it.
  if (process.env.BENCH_LIGHTHOUSE !== "0") {
    const lh = await import("./lighthouse.mjs");
    const lhDir = mkdtempSync(path.join(tmpdir(), "office-bench-lh-"));
    cleanups.push(async () => rmSync(lhDir, { recursive: true, force: true }));
    children.push(await lh.startServer(3921, lhDir));
    const { rows, missed, transport } = await lh.runLighthouse({ port: 3921 });
    console.log(`\nLighthouse 12, Debian Chromium, cold first visit, ${lh.TRANSPORTS[transport]}:\n`);
    console.log(lh.formatLighthouse(rows));
    const audits = lh.formatFailedAudits(rows);
    if (audits) console.log(`\nAccessibility audits below 1:\n${audits}`);
    if (missed.length) {
      console.log(`\nLighthouse goals missed:\n- ${missed.join("\n- ")}`);
      process.exitCode = 1;
    } else
      console.log(
        "\nLighthouse goals met (performance ≥ 0.95 desktop / ≥ 0.90 mobile, accessibility 1.00, CLS < 0.02, first visit ≤ 200 KB).",
      );
  }
} finally {
  for (const c of children) await stop(c);
  for (const cleanup of cleanups) await cleanup().catch((e) => console.error(e));
}
