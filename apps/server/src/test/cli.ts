import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const serverRoot = fileURLToPath(new URL("../..", import.meta.url));

/** What a CLI run printed and its exit code. */
export type CliRun = { code: number; stdout: string; stderr: string };

/** Runs `src/cli.ts` (through tsx's loader) with `args` and `env`: exit code and output (never throws). */
export async function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "src/cli.ts", ...args],
      { cwd: serverRoot, env },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}
