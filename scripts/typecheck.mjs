// `npm run typecheck` of a workspace: `node ../scripts/typecheck.mjs -p tsconfig.json` runs TypeScript 7's
// compiler (the native port, installed under the package alias `typescript-go`) with the given arguments
// in the current directory, and exits with its code.
//
// Why two TypeScripts: TypeScript 7 checks the same rules as 5.9 (it found the same nothing and the same
// errors on this repository) in about a third of the CPU time — 37 instead of 110 CPU-seconds for the four
// workspaces on this 2-core machine, the longest process of CI's first phase. The `typescript` package
// stays at 5.9 for typescript-eslint, which needs its JavaScript API, and for editors.
//
// The path is resolved here rather than taken from node_modules/.bin, where both packages claim the `tsc`
// link and whichever npm links last wins.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const manifest = createRequire(import.meta.url).resolve("typescript-go/package.json");
const tsc = path.join(path.dirname(manifest), "bin", "tsc");
const result = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
