// Screenshots of the home page `/` (issue 11 §4) as one demo account, light and dark:
// `node apps/server/bench/home-shots.mjs <out-dir> [port] [username]` (defaults 3935, user). Starts the
// built server on its own port and PGlite dir like screenshots.mjs (which signs in as admin only) and
// saves <out-dir>/<scheme>-home-<username>.png (full page, 1280 px wide).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { loginToken, startServer } from "./lighthouse.mjs";

const outDir = path.resolve(process.argv[2] ?? "screenshots");
const port = Number(process.argv[3] ?? 3935);
const username = process.argv[4] ?? "user";
const origin = `http://demo.localhost:${port}`;

mkdirSync(outDir, { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), "office-home-shots-"));
const server = await startServer(port, dataDir);
let browser;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const session = await loginToken(origin, port, username);
  for (const scheme of ["light", "dark"]) {
    const context = await browser.newContext({
      colorScheme: scheme,
      locale: "hu-HU",
      timezoneId: "Europe/Budapest",
      viewport: { width: 1280, height: 800 },
      storageState: {
        cookies: [],
        origins: [
          {
            origin,
            localStorage: [
              { name: "token", value: session.token },
              { name: "authUser", value: JSON.stringify(session.authUser) },
            ],
          },
        ],
      },
    });
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: "networkidle" });
    await page.waitForTimeout(Number(process.env.SHOT_WAIT_MS ?? 1500));
    await page.screenshot({ path: path.join(outDir, `${scheme}-home-${username}.png`), fullPage: true });
    await context.close();
  }
  console.log(`screenshots → ${outDir}`);
} finally {
  await browser?.close();
  server.kill("SIGTERM");
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500);
}
