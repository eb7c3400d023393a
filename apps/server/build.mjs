// Bundles the server (and @office/shared from source) into dist/ with esbuild; npm dependencies stay
// external. Copies the SQL migrations and brand assets beside the bundle.
import { build } from "esbuild";
import { cpSync, readFileSync, rmSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((d) => d !== "@office/shared");

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: [
    "src/server.ts",
    "src/cli.ts",
    "src/modules/reports/attendance-xlsx-bench.ts",
    "src/modules/reports/resource-cost-xlsx-bench.ts",
  ],
  outdir: "dist",
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
cpSync("src/db/migrations", "dist/migrations", { recursive: true });
cpSync("assets/brand", "dist/brand", { recursive: true });
console.log("server built → apps/server/dist");
