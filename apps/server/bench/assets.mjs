// Issue 10 §4 bench: `GET /api/asset` with 5,000 assets in the tenant (the whole register in one answer,
// as /eszkozok and the export load it), req/s, p50 and p99 with autocannon, on PGlite and — when one
// answers on 127.0.0.1:5432 — PostgreSQL. Called from bench.mjs (marker `assets`); runnable alone after
// `npm run build`: `node apps/server/bench/assets.mjs [port]`.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

const here = path.dirname(fileURLToPath(import.meta.url));
const LOCAL_PG = "postgres://postgres@127.0.0.1:5432/postgres";
export const ASSET_TARGET = 5000;

function startServer(port, dataDir, databaseUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve(here, "../dist/server.js")], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        OFFICE_DEMO: "1",
        DATABASE_URL: databaseUrl,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server start timeout:\n${out}`)), 180_000);
    const onData = (d) => {
      out += d;
      if (out.includes("Office fut")) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
}

async function signIn(base) {
  const res = await fetch(`${base}/api/login2`, {
    method: "POST",
    headers: { host: "demo.localhost", "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "demo1234" }),
  });
  if (!res.ok) throw new Error(`login: ${res.status}`);
  return (await res.json()).access_token;
}

/** Tops the demo register up to {@link ASSET_TARGET} assets through `POST /api/asset`, 8 at a time. */
async function seedAssets(base, token) {
  const headers = {
    host: "demo.localhost",
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
  };
  const list = await fetch(`${base}/api/asset`, { headers });
  const have = (await list.json()).length;
  const missing = Math.max(0, ASSET_TARGET - have);
  const categories = ["Laptop", "Monitor", "Mobiltelefon", "Bútor", "Szerszám"];
  for (let i = 0; i < missing; i += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, missing - i) }, async (_, k) => {
        const n = i + k;
        const res = await fetch(`${base}/api/asset`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            inventoryNumber: `BENCH-${String(n).padStart(5, "0")}`,
            name: `Bench eszköz ${n}`,
            category: categories[n % categories.length],
            serialNumber: `SN${n}`,
            valueHuf: 10_000 + n,
            location: `Raktár ${n % 7}`,
            purchaseDate: "2025-03-01",
          }),
        });
        if (!res.ok) throw new Error(`POST /api/asset: ${res.status} ${await res.text()}`);
      }),
    );
  }
  return have + missing;
}

async function localPostgres() {
  const admin = new pg.Client({ connectionString: LOCAL_PG, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `office_bench_assets_${randomUUID().replaceAll("-", "").slice(0, 10)}`;
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

/**
 * Measures `GET /api/asset` (5,000 rows, as an asset manager) for each backend at the given connection
 * counts for `seconds` each. Returns rows `{ backend, assets, connections, rps, p50, p99, bytes }`.
 */
export async function measureAssetList({ port = 3341, seconds = 10, connections = [20, 50] } = {}) {
  const rows = [];
  const pgDb = await localPostgres();
  const backends = [["PGlite", ""], ...(pgDb ? [["PostgreSQL", pgDb.url]] : [])];
  try {
    for (const [label, databaseUrl] of backends) {
      const dir = mkdtempSync(path.join(tmpdir(), "office-bench-assets-"));
      const child = await startServer(port, dir, databaseUrl);
      try {
        const base = `http://127.0.0.1:${port}`;
        const token = await signIn(base);
        const assets = await seedAssets(base, token);
        const headers = { host: "demo.localhost", authorization: `Bearer ${token}` };
        const sample = await fetch(`${base}/api/asset`, { headers });
        const bytes = (await sample.arrayBuffer()).byteLength;
        for (const c of connections) {
          const r = await autocannon({
            url: `${base}/api/asset`,
            headers,
            connections: c,
            duration: seconds,
          });
          if (r.non2xx > 0 || r.errors > 0)
            throw new Error(`GET /api/asset: ${r.non2xx} non-2xx, ${r.errors} errors`);
          rows.push({
            backend: label,
            assets,
            connections: c,
            rps: r.requests.average,
            p50: r.latency.p50,
            p99: r.latency.p99,
            bytes,
          });
        }
      } finally {
        child.kill("SIGTERM");
        await new Promise((r) => setTimeout(r, 500));
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await pgDb?.drop();
  }
  return rows;
}

/** The rows as a Markdown table. */
export function formatAssetList(rows) {
  const lines = [
    "| backend | assets | connections | req/s | p50 ms | p99 ms | body KB |",
    "|---|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.backend} | ${r.assets} | ${r.connections} | ${r.rps.toFixed(1)} | ${r.p50} | ${r.p99} | ${(r.bytes / 1024).toFixed(0)} |`,
    );
  }
  return lines.join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const port = Number(process.argv[2] ?? 3341);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const rows = await measureAssetList({ port, seconds });
  console.log(`\nGET /api/asset with ${ASSET_TARGET} assets (issue 10 §4):\n`);
  console.log(formatAssetList(rows));
}
