// Bundles the server (and @office/shared from source) into dist/ with esbuild; npm dependencies stay
// external. Copies the SQL migrations and brand assets beside the bundle.
//
//   node build.mjs [outdir]      outdir (default dist) is emptied first; the cluster test builds into a
//                                folder of its own under node_modules/.cache (apps/server/src/test/cluster)
import { build } from "esbuild";
import { cpSync, readFileSync, rmSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((d) => d !== "@office/shared");

const outdir = process.argv[2] ?? "dist";
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [
    "src/server.ts",
    "src/cli.ts",
    "src/modules/reports/attendance-xlsx-bench.ts",
    "src/modules/reports/resource-cost-xlsx-bench.ts",
    "src/modules/working-time/timesheet-bench.ts",
    // The PDF render worker (pdf.ts starts it in a worker thread): dist/pdf-render-worker.js.
    { in: "src/modules/assets/pdf-render-worker.ts", out: "pdf-render-worker" },
  ],
  outdir,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: "warning",
});
cpSync("src/db/migrations", `${outdir}/migrations`, { recursive: true });
cpSync("assets/brand", `${outdir}/brand`, { recursive: true });
console.log(`server built → apps/server/${outdir}`);
