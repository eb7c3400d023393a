// Fleet bench (issue 10 §4): the monthly trip-log sheet of one car with 2,000 trips, as .xlsx and as PDF —
// seconds per request and the server's peak RSS. Starts its own demo server (PGlite) on BENCH_FLEET_PORT
// (default 3240), records the trips through the API (each one checked for odometer continuity under the
// car's lock, so this also times the write path), then downloads the sheets.
// Run alone: `node apps/server/bench/fleet.mjs` after `npm run build`; `npm run bench` calls measureFleet().
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loginToken, startServer } from "./lighthouse.mjs";

const ORIGIN = "http://demo.localhost";

/** A Linux process's resident set (`VmRSS`) or its peak so far (`VmHWM`) in MiB, or null elsewhere. */
function rssMiB(pid, field = "VmHWM") {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

async function call(port, token, method, url, body) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      host: "demo.localhost",
      authorization: `Bearer ${token}`,
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

/**
 * Measures the trip-log sheet of a car with `trips` trips in one month. Returns
 * `{ trips, insertSeconds, xlsx: { seconds, bytes }, pdf: { seconds, bytes }, rssBeforeMiB, peakBeforeMiB,
 * peakRssMiB }` — the server's resident set just before the downloads, its peak before them (start-up,
 * demo seed, recording) and its peak after them.
 */
export async function measureFleet({
  trips = 2000,
  port = Number(process.env.BENCH_FLEET_PORT ?? 3240),
} = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "office-fleet-bench-"));
  const server = await startServer(port, dataDir);
  try {
    const { token } = await loginToken(ORIGIN, port, "admin");
    const drivers = await (await call(port, token, "GET", "/api/driver")).json();
    const driverId = drivers[0].id;
    const car = await (
      await call(port, token, "POST", "/api/car", {
        plate: "BEN-200",
        make: "Škoda",
        model: "Octavia",
        fuelType: "diesel",
        odometerKm: 10000,
        ownership: "company",
        driverId,
      })
    ).json();
    const month = "2026-01";
    let km = 10000;
    const t0 = performance.now();
    for (let i = 0; i < trips; i++) {
      const day = String(1 + Math.floor((i * 31) / trips)).padStart(2, "0");
      const distance = 5 + (i % 40);
      await call(port, token, "POST", `/api/car/${car.id}/distance`, {
        date: `${month}-${day}`,
        driverId,
        from: "Budapest",
        to: ["Győr", "Vác", "Szolnok", "Kecskemét"][i % 4],
        purpose: "Ügyféltárgyalás – bench",
        startKm: km,
        endKm: km + distance,
        private: i % 17 === 0,
      });
      km += distance;
    }
    const insertSeconds = (performance.now() - t0) / 1000;
    const download = async (format) => {
      const start = performance.now();
      const res = await call(
        port,
        token,
        "GET",
        `/report/car/${car.id}/distance?month=${month}&format=${format}`,
      );
      const bytes = (await res.arrayBuffer()).byteLength;
      return { seconds: (performance.now() - start) / 1000, bytes };
    };
    const before = { rss: rssMiB(server.pid, "VmRSS"), peak: rssMiB(server.pid) };
    await download("xlsx"); // warm-up
    const xlsx = await download("xlsx");
    const pdf = await download("pdf");
    return {
      trips,
      insertSeconds,
      xlsx,
      pdf,
      rssBeforeMiB: before.rss,
      peakBeforeMiB: before.peak,
      peakRssMiB: rssMiB(server.pid),
    };
  } finally {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mib = (v) => (v === null ? "n/a" : v.toFixed(0));

/** Prints the result as the bench's Markdown table. */
export function printFleet(r) {
  console.log(`\nFleet trip-log sheet (one car, ${r.trips} trips in one month, demo server on PGlite):\n`);
  console.log(
    "| recording the trips (s) | .xlsx s | .xlsx bytes | PDF s | PDF bytes | RSS before MiB | peak before MiB | peak after MiB |",
  );
  console.log("|---:|---:|---:|---:|---:|---:|---:|---:|");
  console.log(
    `| ${r.insertSeconds.toFixed(1)} | ${r.xlsx.seconds.toFixed(2)} | ${r.xlsx.bytes} | ${r.pdf.seconds.toFixed(2)} | ${r.pdf.bytes} | ${mib(r.rssBeforeMiB)} | ${mib(r.peakBeforeMiB)} | ${mib(r.peakRssMiB)} |`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  printFleet(await measureFleet({ trips: Number(process.env.BENCH_FLEET_TRIPS ?? 2000) }));
}
