/**
 * Bench of the home page `/` (issue 11 §5): the requests the SPA fires for `admin` when the page
 * mounts (one per card, all at once), repeated `rounds` times one round after another, on a demo server
 * of its own (PGlite). Reports p50 / p99 per card, the slowest card's p99 and the whole round's (the
 * page's data ready) p50 / p99.
 * Run alone: `node apps/server/bench/home.mjs [port] [rounds]` after `npm run build`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

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

/** Today in Budapest as YYYY-MM-DD, plus `days`. */
function budapestDay(days = 0) {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Budapest" }).format(d);
}

/** The page's card requests for a signed-in caller (the SPA's own URLs). */
export function homeRequests(employeeId, isHr) {
  const today = budapestDay();
  return [
    ["profile", `/api/employee/${employeeId}`],
    ["leave balance", `/api/employee/${employeeId}/leaveDay?year=${today.slice(0, 4)}`],
    ["approvals", "/api/home/approvals"],
    ["points", "/api/home/points"],
    ["absences", "/api/home/absences"],
    ["events", `/api/event?start=${today}&end=${budapestDay(30)}`],
    ["my assets", "/api/home/myAssets"],
    ["notifications", "/api/notification"],
    ...(isHr ? [["hr charts", "/api/home/hrCharts"]] : []),
  ];
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * Measures on `port` (a running demo server): `rounds` rounds of the admin's home page requests, each
 * round all in parallel. Answers `{ rounds, rows: [{ name, p50, p99 }], slowest, page: { p50, p99 } }` in ms.
 */
export async function measureHome({ port, rounds = 200, username = "admin" }) {
  const base = `http://127.0.0.1:${port}`;
  const token = await signIn(base, username);
  const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8"));
  const roles = claims.role ?? [];
  const requests = homeRequests(claims.employeeId, roles.includes("hr") || roles.includes("companyAdmin"));
  const headers = { host: HOST, authorization: `Bearer ${token}` };
  const times = new Map(requests.map(([name]) => [name, []]));
  const page = [];
  const once = async (name, url) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${url}`, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.get(name).push(performance.now() - t0);
  };
  for (let i = 0; i < 10; i++) await Promise.all(requests.map(([n, u]) => once(n, u))); // warm-up
  for (const list of times.values()) list.length = 0;
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await Promise.all(requests.map(([n, u]) => once(n, u)));
    page.push(performance.now() - t0);
  }
  const rows = [...times.entries()].map(([name, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      name,
      url: requests.find(([n]) => n === name)?.[1],
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
    };
  });
  const slowest = rows.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const sortedPage = [...page].sort((a, b) => a - b);
  return { rounds, rows, slowest, page: { p50: quantile(sortedPage, 0.5), p99: quantile(sortedPage, 0.99) } };
}

/** A Markdown table and the summary lines. */
export function formatHome({ rounds, rows, slowest, page }) {
  return [
    `Home page / for admin: ${rows.length} card requests fired in parallel, ${rounds} rounds (PGlite):`,
    "",
    "| card | request | p50 ms | p99 ms |",
    "|---|---|---:|---:|",
    ...rows.map((r) => `| ${r.name} | ${r.url} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`),
    "",
    `Slowest card: ${slowest.name}, p99 ${slowest.p99.toFixed(1)} ms; whole page's data: p50 ${page.p50.toFixed(1)} ms, p99 ${page.p99.toFixed(1)} ms`,
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 3951);
  const rounds = Number(process.argv[3] ?? 200);
  const dir = mkdtempSync(path.join(tmpdir(), "office-bench-home-"));
  const child = await (await import("./lighthouse.mjs")).startServer(port, dir);
  try {
    console.log(formatHome(await measureHome({ port, rounds })));
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
