/**
 * Bench of the points game (issue 11 §5): `GET /api/points/leaderboard` (month, year, all) with 2,000
 * employees who all hold points, on a demo server of its own (PGlite; the demo already holds a year
 * of thanks among its ~80 employees). The 2,000 employees are added through the API as hr and each
 * gets an award (today) and, for every fifth, a thanks from a colleague, so every period ranks
 * 2,000 earners. Reports requests/s, p50 and p99 at 20 connections.
 * Run alone: `node apps/server/bench/points.mjs [port]` after `npm run build`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const HOST = "demo.localhost";

async function signIn(base, username) {
  const res = await fetch(`${base}/api/login2`, {
    method: "POST",
    headers: { host: HOST, "content-type": "application/json" },
    body: JSON.stringify({ username, password: "demo1234" }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return (await res.json()).access_token;
}

async function post(base, token, url, body) {
  const res = await fetch(`${base}${url}`, {
    method: "POST",
    headers: { host: HOST, authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** 2,000 employees, each with points: 8 requests at a time through the API. */
async function seed(base, hr) {
  const headers = { host: HOST, authorization: `Bearer ${hr}` };
  const existing = await (await fetch(`${base}/api/employee`, { headers })).json();
  const ids = existing.map((e) => e.id);
  for (let i = ids.length; i < 2000; i += 8) {
    const batch = Array.from({ length: Math.min(8, 2000 - i) }, (_, k) =>
      post(base, hr, "/api/employee", {
        name: `Pontverseny Teszt ${i + k + 1}`,
        employeeNumber: `P${String(i + k + 1).padStart(5, "0")}`,
        position: "Tesztelő",
        department: "Fejlesztés",
        employmentStart: "2020-01-01",
      }).then((e) => ids.push(e.id)),
    );
    await Promise.all(batch);
  }
  for (let i = 0; i < ids.length; i += 8) {
    await Promise.all(
      ids.slice(i, i + 8).map((employeeId, k) =>
        post(base, hr, "/api/points/award", {
          employeeId,
          kind: "award",
          points: 1 + ((i + k) % 97),
          reason: "Teljesítménymérés jutalompontja",
        }),
      ),
    );
  }
  return ids.length;
}

/**
 * Measures the leaderboard on `port` (a running demo server). Answers rows of
 * `{ name, rps, p50, p99 }`.
 */
export async function measureLeaderboard({ port, connections = 20, duration = 10 }) {
  const base = `http://127.0.0.1:${port}`;
  const hr = await signIn(base, "hr");
  const employees = await seed(base, hr);
  const user = await signIn(base, "user");
  const rows = [];
  for (const period of ["month", "year", "all"]) {
    const r = await autocannon({
      url: `${base}/api/points/leaderboard?period=${period}`,
      headers: { host: HOST, authorization: `Bearer ${user}` },
      connections,
      duration,
    });
    if (r.non2xx > 0) throw new Error(`leaderboard ${period}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    rows.push({
      name: `GET /api/points/leaderboard?period=${period}`,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors,
    });
  }
  return { employees, rows };
}

/** One line per measured row. */
export function formatLeaderboard({ employees, rows }) {
  return [
    `Points leaderboard with ${employees} employees (PGlite, 20 connections):`,
    ...rows.map(
      (r) =>
        `  ${r.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} socket errors/timeouts`,
    ),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 3541);
  const dir = mkdtempSync(path.join(tmpdir(), "office-bench-points-"));
  const child = await (await import("./lighthouse.mjs")).startServer(port, dir);
  try {
    console.log(formatLeaderboard(await measureLeaderboard({ port })));
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
