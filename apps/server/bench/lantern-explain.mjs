// Explains one Lighthouse run's simulated phone metrics: rebuilds Lighthouse's Lantern simulation from a
// run that `LIGHTHOUSE_DUMP=<dir> node apps/server/bench/lighthouse.mjs` wrote (report, trace and
// devtools log) and prints what the simulated FCP waited for and which tasks made the blocking time.
//
//   node apps/server/bench/lantern-explain.mjs <dir>/<name>-<preset>
//
// Prints, in simulated milliseconds (the mobile preset: 150 ms round trips, 1.6 Mbit/s, 4× CPU):
// - FCP's optimistic and pessimistic graph, node by node (start, end, then a request's priority,
//   initiator, type, KB and URL, or a main-thread task's observed ms and its main events). Lantern's FCP
//   keeps the render-blocking requests (High scripts, VeryHigh stylesheets) that ended before the observed
//   FCP and the first parse, layout and paint tasks: on these pages it is the bytes of every chunk the page
//   needs, at the simulated throughput (measured 2026-12-02, issue 19 §6).
// - FCP, LCP and TBT as Lighthouse computes them from that run.
// - The main-thread tasks of the time-to-interactive simulations of 40 ms and more: where each ran in the
//   simulation, its observed start, what it depends on and the URLs its events name. The blocking time
//   is every such task's part over 50 ms between the simulated FCP and TTI.
// Uses Lighthouse's own computed artifacts (lighthouse/core/computed/metrics/lantern-*.js), so the figures
// are those of the report; nothing is measured again.
import { readFileSync } from "node:fs";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";

const base = process.argv[2];
if (!base) {
  console.error("usage: node apps/server/bench/lantern-explain.mjs <dump dir>/<name>-<preset>");
  process.exit(2);
}
const read = (suffix) => JSON.parse(readFileSync(`${base}${suffix}`, "utf8"));
const lhr = read(".json");
const settings = lhr.configSettings;
const url = lhr.finalDisplayedUrl;
const data = {
  trace: read(".trace.json"),
  devtoolsLog: read(".devtoolslog.json"),
  gatherContext: { gatherMode: "navigation" },
  settings,
  simulator: null,
  URL: { requestedUrl: url, mainDocumentUrl: url, finalDisplayedUrl: url },
  SourceMaps: [],
};
const context = { computedCache: new Map(), settings };
const ms = (n) => n.toFixed(0).padStart(6);
const shortUrl = (u) => u.replace(/^https?:\/\/[^/]+/, "");

/** One graph node as a line: a request's priority, initiator, type, size and URL, or a task's events. */
function describe(node, rootStart) {
  if (node.type === "network") {
    const r = node.request;
    return `${r.priority} ${node.initiatorType} ${r.resourceType} ${(r.transferSize / 1024).toFixed(1)} KB ${shortUrl(r.url)}`;
  }
  const events = [...new Set(node.childEvents.map((e) => e.name))]
    .filter((n) => /Evaluate|Layout|Paint|Parse|Timer|Function|evaluateModule/.test(n))
    .slice(0, 5);
  const observed = (node.endTime - node.startTime) / 1000;
  return `task ${observed.toFixed(1)} ms observed at ${((node.startTime - rootStart) / 1000).toFixed(0)} ms: ${events.join(", ")}`;
}

function printEstimate(label, estimate) {
  console.log(`\n== ${label}: ${estimate.timeInMs.toFixed(0)} ms`);
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  const rootStart = rows[0]?.[0].startTime ?? 0;
  for (const [node, t] of rows)
    console.log(`${ms(t.startTime)} ${ms(t.endTime)}  ${describe(node, rootStart)}`);
}

const fcp = await LanternFirstContentfulPaint.request(data, context);
printEstimate("FCP, optimistic graph", fcp.optimisticEstimate);
printEstimate("FCP, pessimistic graph", fcp.pessimisticEstimate);
const lcp = await LanternLargestContentfulPaint.request(data, context);
const tbt = await LanternTotalBlockingTime.request(data, context);
console.log(
  `\nFCP ${fcp.timing.toFixed(0)} ms, LCP ${lcp.timing.toFixed(0)} ms, TBT ${tbt.timing.toFixed(0)} ms`,
);

const tti = await LanternInteractive.request(data, context);
for (const [label, estimate] of [
  ["optimistic", tti.optimisticEstimate],
  ["pessimistic", tti.pessimisticEstimate],
]) {
  console.log(
    `\n== main-thread tasks ≥ 40 ms, ${label} TTI simulation (TTI ${estimate.timeInMs.toFixed(0)} ms)`,
  );
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  const rootStart = rows[0]?.[0].startTime ?? 0;
  for (const [node, t] of rows) {
    if (node.type !== "cpu" || t.duration < 40) continue;
    const deps = node
      .getDependencies()
      .map((d) => (d.type === "network" ? shortUrl(d.request.url) : "task"))
      .join(" ");
    const urls = [...new Set(node.childEvents.map((e) => e.args?.data?.url).filter(Boolean))].map(shortUrl);
    console.log(
      `${ms(t.startTime)} ${ms(t.duration)}  observed at ${((node.startTime - rootStart) / 1000).toFixed(0)} ms; after: ${deps}; names: ${urls.slice(0, 8).join(" ")}${urls.length > 8 ? " …" : ""}`,
    );
  }
}
