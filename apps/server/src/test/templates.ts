import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pino from "pino";
import { createPlatform } from "../app/bootstrap.ts";
import { loadConfig } from "../platform/config.ts";
import { openDatabase, openMemoryDatabase, type Database } from "../platform/db.ts";
import { listFiles } from "../platform/storage-migration.ts";
import { seedDemoData } from "../demo/seed.ts";

/**
 * Migrate once and copy (issue 17): the server suites' databases are cloned from templates that the
 * Vitest global setup builds once per run, instead of every test file replaying all migrations and the
 * demo seed (about 7 s of a 2-core machine per PGlite app, 4 s per PostgreSQL one).
 *
 * - PGlite: the data directory of a migrated database (`bare`) and of a migrated and seeded one
 *   (`seeded`) as uncompressed tarballs (`dumpDataDir`), loaded with `PGlite.create({ loadDataDir })`.
 * - PostgreSQL (only when `TEST_DATABASE_URL` is set): two template databases on that server, cloned
 *   with `CREATE DATABASE … TEMPLATE …` (a file copy inside PostgreSQL).
 * - The demo seed also stores files (documents, CVs) under `<dataDir>/files`: each seeded template keeps
 *   its own copy, which a clone gets copied into its data directory.
 *
 * A clone is the same as a fresh migrate + seed made at the moment the run began (the demo data is
 * placed relative to `Date.now()`), so a test that needs the seed at a faked date must seed itself.
 */
export type TestTemplates = {
  /** The folder holding every file below; removed by the teardown. */
  root: string;
  pglite: TemplatePair<string>;
  postgres: TemplatePair<string> | null;
};

/**
 * `bare`: migrated only; `seeded`: migrated and seeded; `bareDir` / `seededDir`: the data directories
 * their platforms were built on; `files`: the seeded data dir's files (what a clone gets copied).
 */
type TemplatePair<T> = { bare: T; seeded: T; bareDir: string; seededDir: string; files: string };

/** The data directories of a template pair named `name` under `root` (see {@link TemplatePair}). */
function pairDirs(root: string, name: string): Pick<TemplatePair<string>, "bareDir" | "seededDir" | "files"> {
  const seededDir = path.join(root, `${name}-seeded`);
  return { bareDir: path.join(root, `${name}-bare`), seededDir, files: path.join(seededDir, "files") };
}

/** Builds a platform on `database` (migrating it) and, when `seed`, creates the demo data. */
async function prepare(database: Database, dataDir: string, seed: boolean): Promise<void> {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, OFFICE_JWT_SECRET: "x".repeat(40) });
  const platform = await createPlatform(config, pino({ level: "silent" }), {
    database,
    mailer: { send: async () => {} },
  });
  if (seed) await seedDemoData(platform);
}

/**
 * A PGlite template, written as the tarball `file`; `dataDir` receives the seed's files. `from`: a
 * template tarball to start from (the seeded template starts from the migrated one instead of replaying
 * every migration).
 */
async function buildPgliteTemplate(file: string, seed: boolean, dataDir: string, from?: string) {
  const database = from ? await openPgliteClone(from) : await openMemoryDatabase();
  try {
    await prepare(database, dataDir, seed);
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error("PGlite database cannot dump its data directory");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** The admin connection's URL of `database` on the TEST_DATABASE_URL server. */
export function urlOfDatabase(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the TEST_DATABASE_URL server's maintenance connection; answers its rows. */
export async function adminQuery<R extends Record<string, unknown> = Record<string, unknown>>(
  base: string,
  statement: string,
  params: unknown[] = [],
): Promise<R[]> {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    return (await admin.query<R>(statement, params)).rows;
  } finally {
    await admin.end();
  }
}

/**
 * A PostgreSQL template database: its name. Nobody stays connected to it (a clone needs that). `from`: a
 * template database to copy first (the seeded template starts from the migrated one).
 */
async function buildPostgresTemplate(
  base: string,
  name: string,
  seed: boolean,
  dataDir: string,
  from?: string,
) {
  const database = await openDatabase({
    databaseUrl: await createPostgresDatabase(base, name, from),
    dataDir,
  });
  try {
    await prepare(database, dataDir, seed);
  } finally {
    await database.close();
  }
  return name;
}

/**
 * Where the run's templates will be (a fresh folder under the system's temp dir, PostgreSQL template
 * names with a new stamp when `postgresUrl` is given), before any is built: the global setup hands these
 * to the test files at once and builds them meanwhile ({@link buildTestTemplates}).
 */
export function planTestTemplates(postgresUrl: string | undefined): TestTemplates {
  const root = mkdtempSync(path.join(tmpdir(), "office-templates-"));
  const stamp = randomUUID().replaceAll("-", "").slice(0, 12);
  return {
    root,
    pglite: {
      bare: path.join(root, "pglite-bare.tar"),
      seeded: path.join(root, "pglite-seeded.tar"),
      ...pairDirs(root, "pglite"),
    },
    postgres: postgresUrl
      ? {
          bare: `${TEMPLATE_PREFIX}bare_${stamp}`,
          seeded: `${TEMPLATE_PREFIX}seed_${stamp}`,
          ...pairDirs(root, "pg"),
        }
      : null,
  };
}

/** The marker files of {@link buildTestTemplates}: every template built, or the build's error message. */
const READY = "ready";
const FAILED = "failed";

/**
 * Builds every template of `plan` (the PGlite pair, and the PostgreSQL pair when `postgresUrl` is given),
 * then writes the `ready` marker into `plan.root`. The four are built two at a time (PGlite works in this
 * process, PostgreSQL in its own). When a migration or the seed fails it drops what was built, writes the
 * error into the `failed` marker (every test file waiting in {@link awaitTestTemplates} then throws it)
 * and throws it.
 */
export async function buildTestTemplates(
  plan: TestTemplates,
  postgresUrl: string | undefined,
): Promise<void> {
  const { root, pglite: lite, postgres: pg } = plan;
  for (const pair of [lite, pg]) {
    if (pair) for (const dir of [pair.bareDir, pair.seededDir]) mkdirSync(dir, { recursive: true });
  }
  // The seeded templates start from the migrated ones: the migrations run once per backend.
  const pglite = (async () => {
    await buildPgliteTemplate(lite.bare, false, lite.bareDir);
    await buildPgliteTemplate(lite.seeded, true, lite.seededDir, lite.bare);
  })();
  const postgres =
    postgresUrl && pg
      ? (async () => {
          await buildPostgresTemplate(postgresUrl, pg.bare, false, pg.bareDir);
          await buildPostgresTemplate(postgresUrl, pg.seeded, true, pg.seededDir, pg.bare);
        })()
      : Promise.resolve();
  const failure = (await Promise.allSettled([pglite, postgres])).find((r) => r.status === "rejected");
  if (failure) {
    const error: unknown = failure.reason;
    await dropTestTemplates(plan, postgresUrl);
    mkdirSync(root, { recursive: true });
    writeFileSync(
      path.join(root, FAILED),
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
    throw error;
  }
  writeFileSync(path.join(root, READY), "");
}

/**
 * Waits until the templates of `plan` are built (the global setup builds them while the first, database-
 * free, test files run): answers `plan`, or throws the build's error. Polls the marker files every 100 ms,
 * for at most `timeoutMs` (the build takes about 25 s on a busy 2-core machine).
 */
export async function awaitTestTemplates(plan: TestTemplates, timeoutMs = 230_000): Promise<TestTemplates> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(path.join(plan.root, READY))) return plan;
    const failed = path.join(plan.root, FAILED);
    if (existsSync(failed)) throw new Error(`test templates not built: ${readFileSync(failed, "utf8")}`);
    if (Date.now() > deadline) throw new Error(`test templates not built within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The names of the PostgreSQL templates: `office_tpl_bare_<stamp>`, `office_tpl_seed_<stamp>`. */
const TEMPLATE_PREFIX = "office_tpl_";

/** The run's prefix of the copies of a template (`office_t_<stamp>_`), or null for another database. */
export function runPrefixOf(template: string): string | null {
  const stamp = new RegExp(`^${TEMPLATE_PREFIX}(?:bare|seed)_([0-9a-f]{12})$`).exec(template)?.[1];
  return stamp ? `office_t_${stamp}_` : null;
}

/** A new database name: under the run's prefix when `template` is one of the run's templates. */
export function cloneName(template?: string): string {
  const id = randomUUID().replaceAll("-", "").slice(0, 16);
  return `${(template && runPrefixOf(template)) || "office_t_"}${id}`;
}

/**
 * Removes the template folder and drops the PostgreSQL templates, and every copy of them still there
 * (those made ahead that no test took, see harness.ts `freshPostgres`). Never throws.
 */
export async function dropTestTemplates(t: TestTemplates, postgresUrl: string | undefined): Promise<void> {
  rmSync(t.root, { recursive: true, force: true });
  if (!postgresUrl || !t.postgres) return;
  // The templates first: dropping one waits for a copy still being made of it, which the sweep then finds.
  for (const name of [t.postgres.bare, t.postgres.seeded]) {
    await dropPostgresDatabase(postgresUrl, name).catch(() => {});
  }
  const prefix = runPrefixOf(t.postgres.seeded);
  if (!prefix) return;
  // Left-over copies only (the templates, what must go, are gone already): a failure here is ignored.
  const copies = await adminQuery<{ datname: string }>(
    postgresUrl,
    "select datname from pg_database where starts_with(datname, $1)",
    [prefix],
  ).catch(() => []);
  for (const { datname } of copies) await dropPostgresDatabase(postgresUrl, datname).catch(() => {});
}

/** An in-memory PGlite database loaded from a template tarball. */
export async function openPgliteClone(tarball: string): Promise<Database> {
  return openMemoryDatabase({ loadDataDir: new Blob([readFileSync(tarball)]) });
}

/**
 * Creates the database `name` on the server of `base` (a TEST_DATABASE_URL), empty or, with `template`,
 * a copy of that template database. Answers its connection URL.
 */
export async function createPostgresDatabase(base: string, name: string, template?: string): Promise<string> {
  await adminQuery(
    base,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  return urlOfDatabase(base, name);
}

/** Drops the database `name` on the server of `base`, ending its connections. */
export async function dropPostgresDatabase(base: string, name: string): Promise<void> {
  await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Copies a seeded template's stored files into `dataDir/files` (nothing when it stored none). */
export function copyTemplateFiles(files: string, dataDir: string): void {
  if (existsSync(files)) cpSync(files, path.join(dataDir, "files"), { recursive: true });
}

/**
 * Gives `dataDir/files` a seeded template's stored files (the store's `listFiles`) as hard links (the
 * demo's ~370 files: ~20 ms against ~75–350 ms for a copy, on every test app). Safe because the local
 * store never writes a stored file in place (`put` renames a new file over the key, storage.ts) and a
 * delete only unlinks the copy's name. Falls back to {@link copyTemplateFiles} where links cannot be made
 * (another file system).
 */
export async function linkTemplateFiles(files: string, dataDir: string): Promise<void> {
  if (!existsSync(files)) return;
  const target = path.join(dataDir, "files");
  try {
    for await (const key of listFiles(files)) {
      const to = path.join(target, key);
      mkdirSync(path.dirname(to), { recursive: true });
      linkSync(path.join(files, key), to);
    }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== "EXDEV" && code !== "EPERM" && code !== "ENOTSUP") throw err;
    rmSync(target, { recursive: true, force: true });
    copyTemplateFiles(files, dataDir);
  }
}
