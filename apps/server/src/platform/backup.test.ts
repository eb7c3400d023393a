import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_VERSION, createPlatform } from "../app/bootstrap.ts";
import { seedDemoData } from "../demo/seed.ts";
import { runCli } from "../test/cli.ts";
import { freshPostgres } from "../test/harness.ts";
import { runTemplates } from "../test/run-templates.ts";
import { copyTemplateFiles } from "../test/templates.ts";
import { backupDataDir } from "./backup.ts";
import { restoreDataDir } from "./backup-restore.ts";
import { loadConfig } from "./config.ts";
import { openDatabase, type Database } from "./db.ts";
import { rowsOf } from "./migrate.ts";
import { listFiles } from "./storage-migration.ts";
import { createLocalStorage } from "./storage.ts";

/** Files the tests add beside the demo seed's own; the marker's bytes are what the damage test flips. */
const MARKER = Buffer.from("office-backup-test marker: a contract's bytes".repeat(20));
const extraFiles: Record<string, Buffer> = {
  "demo/employees/1/documents/3f0c1d2e-0000-4000-8000-0000000000b1.pdf": MARKER,
  "demo/company/3f0c1d2e-0000-4000-8000-0000000000b2.png": randomBytes(4096),
  "beta/employee-files/2/3f0c1d2e-0000-4000-8000-0000000000b3.bin": randomBytes(3 * 1024 * 1024),
};

/** Migrates and seeds `database` (no template at hand); the platform generates `dataDir/jwt-secret`. */
async function seed(database: Database, dataDir: string): Promise<void> {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
  const platform = await createPlatform(config, pino({ level: "silent" }), {
    database,
    mailer: { send: async () => {} },
  });
  await seedDemoData(platform);
}

/** Adds {@link extraFiles} through the storage API, and a generated token secret. */
async function addFiles(dataDir: string): Promise<void> {
  const storage = createLocalStorage(path.join(dataDir, "files"));
  for (const [key, data] of Object.entries(extraFiles)) await storage.put(key, data);
  if (!existsSync(path.join(dataDir, "jwt-secret")))
    writeFileSync(path.join(dataDir, "jwt-secret"), "s".repeat(64));
}

/**
 * Every table of the app's schemas (`public`, `drizzle`), by name (`schema.table`): its row count and the
 * MD5 of all its rows as JSON text, sorted — equal for two databases exactly when they hold the same rows.
 * One query over all tables; the digest is taken in the database (carrying every row into the test as
 * text took most of this suite's time on PGlite).
 */
async function tableRows(database: Database): Promise<Record<string, { rows: number; md5: string }>> {
  const tables = await rowsOf<{ name: string }>(
    database.db.execute(sql`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`),
  );
  const perTable = tables.map(
    ({ name }) =>
      `select '${name}' as name, count(*)::int as rows, md5(coalesce(string_agg(to_jsonb(t)::text, E'\\n' order by to_jsonb(t)::text), '')) as md5 from ${name} t`,
  );
  const found = await rowsOf<{ name: string; rows: number; md5: string }>(
    database.db.execute(sql.raw(perTable.join(" union all "))),
  );
  return Object.fromEntries(found.map((t) => [t.name, { rows: t.rows, md5: t.md5 }]));
}

/** The rows of {@link tableRows} of the database `opts` opens. */
async function rowsOfDatabase(opts: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase(opts);
  try {
    return await tableRows(database);
  } finally {
    await database.close();
  }
}

/** SHA-256 of every stored file (by key) and of the token secret. */
async function fileHashes(dataDir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
  const root = path.join(dataDir, "files");
  for await (const key of listFiles(root)) hashes[key] = sha256(path.join(root, key));
  hashes["(jwt-secret)"] = sha256(path.join(dataDir, "jwt-secret"));
  return hashes;
}

/** The tables that must hold rows after the demo seed, so that an empty comparison cannot pass. */
function expectSeeded(rows: Record<string, { rows: number }>): void {
  expect(Object.keys(rows).length).toBeGreaterThan(30);
  expect(rows["public.tenants"]?.rows).toBe(2);
  expect(rows["drizzle.__drizzle_migrations"]?.rows).toBeGreaterThan(10);
  expect(Object.values(rows).reduce((n, r) => n + r.rows, 0)).toBeGreaterThan(200);
}

/** Issue 20 §7 on the embedded database: one archive of DATA_DIR, brought back whole into an empty one. */
describe("backup and restore of the embedded database", () => {
  let root = "";
  let source = "";
  let archive = "";
  const cliEnv = (dataDir: string) => ({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    S3_BUCKET: "",
  });

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "office-backup-"));
    source = path.join(root, "source");
    archive = path.join(root, "office.backup");
    const t = await runTemplates();
    if (t) {
      const { PGlite } = await import("@electric-sql/pglite");
      const loadDataDir = new Blob([readFileSync(t.pglite.seeded)]);
      mkdirSync(path.join(source, "pgdata"), { recursive: true });
      await (await PGlite.create(path.join(source, "pgdata"), { loadDataDir })).close();
      copyTemplateFiles(t.pglite.files, source);
    } else {
      const database = await openDatabase({ dataDir: source });
      await seed(database, source).finally(() => database.close());
    }
    await addFiles(source);
  });
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("the CLI backs up DATA_DIR, restore brings it into an empty one: every table's rows, every file's hash", async () => {
    const backup = await runCli(["backup", "--out", archive], cliEnv(source));
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const files = Number(/^Backed up the embedded database and (\d+) files \(/.exec(backup.stdout)?.[1]);
    expect(files).toBeGreaterThan(Object.keys(extraFiles).length);

    const target = path.join(root, "target");
    const config = { databaseUrl: undefined, dataDir: target, s3: undefined };
    const restored = await restoreDataDir({ config, from: archive });
    expect(restored).toMatchObject({
      database: "pglite",
      files,
      secretRestored: true,
      appVersion: APP_VERSION,
    });

    const before = await rowsOfDatabase({ dataDir: source });
    expectSeeded(before);
    expect(await rowsOfDatabase({ dataDir: target })).toEqual(before);
    const hashes = await fileHashes(source);
    expect(Object.keys(hashes)).toHaveLength(files + 1);
    expect(await fileHashes(target)).toEqual(hashes);
  });

  it("restore refuses a DATA_DIR that is not empty (CLI exit 1); backup one over a file and an open database", async () => {
    const refused = await runCli(["restore", "--from", archive], cliEnv(source));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `DATA_DIR (${source}) is not empty: it already has pgdata, files, jwt-secret.`,
    );

    const config = { databaseUrl: undefined, dataDir: source, s3: undefined };
    await expect(backupDataDir({ config, out: archive, appVersion: APP_VERSION })).rejects.toThrow(
      "already exists: a backup never overwrites a file",
    );

    const open = await openDatabase({ dataDir: source });
    try {
      const out = path.join(root, "while-open.backup");
      await expect(backupDataDir({ config, out, appVersion: APP_VERSION })).rejects.toThrow(
        "a server (or another process) has the embedded database open",
      );
      expect(existsSync(out) || existsSync(`${out}.partial`)).toBe(false);
    } finally {
      await open.close();
    }
  });

  it("refuses an archive with one flipped byte in a file (its SHA-256) and leaves DATA_DIR empty", async () => {
    const bytes = readFileSync(archive);
    const at = bytes.indexOf(MARKER);
    expect(at).toBeGreaterThan(0);
    bytes[at + 100] = (bytes[at + 100] ?? 0) ^ 0x01;
    const damaged = path.join(root, "damaged.backup");
    writeFileSync(damaged, bytes);

    const target = path.join(root, "target-of-damaged");
    const config = { databaseUrl: undefined, dataDir: target, s3: undefined };
    await expect(restoreDataDir({ config, from: damaged })).rejects.toThrow(
      `The archive is damaged: files/${Object.keys(extraFiles)[0]} has ${MARKER.length} bytes with SHA-256`,
    );
    expect(readdirSync(target)).toEqual([]);

    writeFileSync(damaged, bytes.subarray(0, bytes.length - 4096 * 3));
    await expect(restoreDataDir({ config, from: damaged })).rejects.toThrow(
      "is not a whole Office backup archive",
    );
    expect(readdirSync(target)).toEqual([]);
  });
});

const hasPgTools = ["pg_dump", "pg_restore"].every((tool) => spawnSync(tool, ["--version"]).status === 0);

/** Issue 20 §7 on PostgreSQL: pg_dump's custom format in the archive, pg_restore into an empty database. */
describe.skipIf(!process.env.TEST_DATABASE_URL || !hasPgTools)("backup and restore on PostgreSQL", () => {
  let root = "";
  let source = "";
  const dropped: (() => Promise<void>)[] = [];
  let sourceUrl = "";

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "office-backup-pg-"));
    source = path.join(root, "source");
    const t = await runTemplates();
    const db = await freshPostgres(t?.postgres?.seeded);
    dropped.push(db.drop);
    sourceUrl = db.url;
    if (t?.postgres) copyTemplateFiles(t.postgres.files, source);
    else {
      const database = await openDatabase({ databaseUrl: sourceUrl, dataDir: source });
      await seed(database, source).finally(() => database.close());
    }
    await addFiles(source);
  });
  afterAll(async () => {
    for (const drop of dropped) await drop().catch(() => {});
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("round trip: every table's rows and every file's hash; a database that is not empty is refused", async () => {
    const archive = path.join(root, "office.backup");
    const target = path.join(root, "target");
    const report = await backupDataDir({
      config: { databaseUrl: sourceUrl, dataDir: source, s3: undefined },
      out: archive,
      appVersion: APP_VERSION,
    });
    expect(report).toMatchObject({ database: "postgres", filesInBucket: false });

    const empty = await freshPostgres();
    dropped.push(empty.drop);
    const config = { databaseUrl: empty.url, dataDir: target, s3: undefined };
    expect(await restoreDataDir({ config, from: archive })).toMatchObject({
      database: "postgres",
      files: report.files,
    });

    const before = await rowsOfDatabase({ databaseUrl: sourceUrl, dataDir: source });
    expectSeeded(before);
    expect(await rowsOfDatabase({ databaseUrl: empty.url, dataDir: target })).toEqual(before);
    expect(await fileHashes(target)).toEqual(await fileHashes(source));

    const again = { ...config, dataDir: path.join(root, "again") };
    await expect(restoreDataDir({ config: again, from: archive })).rejects.toThrow(
      /of DATABASE_URL is not empty/,
    );
  });
});
