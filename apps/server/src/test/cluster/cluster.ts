import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { createPlatform } from "../../app/bootstrap.ts";
import { seedDemoData } from "../../demo/seed.ts";
import { cars } from "../../modules/fleet/fleet.table.ts";
import { todayInBudapest } from "../../modules/fleet/fleet-refs.ts";
import { loadConfig } from "../../platform/config.ts";
import { openDatabase, type Database } from "../../platform/db.ts";
import { rowsOf } from "../../platform/migrate.ts";
import { freshPostgres } from "../harness.ts";
import { freeLoopbackPort } from "../ports.ts";
import { runTemplates } from "../run-templates.ts";
import { startTestS3Server, type TestS3Server } from "../s3-server.ts";
import { buildServerBundle, startInstance, type Instance } from "./instance.ts";
import { startNginx, type Nginx } from "./nginx.ts";

/** The sign-in limit of the instances (calls a minute per client IP), low so that a test reaches it. */
export const CLUSTER_AUTH_RATE_LIMIT = 4;

/** The car whose MOT the test made due today before the instances started (their first job pass). */
export type DueCar = { tenantId: number; carId: number; today: string };

export type Cluster = {
  a: Instance;
  b: Instance;
  nginx: Nginx;
  s3: TestS3Server;
  /** The cluster's database, for the test's own reads (as the owner role). */
  database: Database;
  dueCar: DueCar;
  /** `office_job_runs_total` of `job` on an instance, by result (ok, skipped, failed). */
  jobRuns: (instance: Instance, job: string) => Promise<Record<string, number>>;
  close: () => Promise<void>;
};

/** A fresh PostgreSQL database with the demo data: a copy of the run's seeded template, or seeded here. */
async function seededDatabase(dataDir: string) {
  const template = (await runTemplates())?.postgres?.seeded;
  const pgdb = await freshPostgres(template);
  const database = await openDatabase({ databaseUrl: pgdb.url, dataDir });
  if (!template) {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, OFFICE_JWT_SECRET: "x".repeat(40) });
    const platform = await createPlatform(config, pino({ level: "silent" }), {
      database,
      mailer: { send: async () => {} },
    });
    await seedDemoData(platform);
  }
  return { ...pgdb, database };
}

/** Sets the MOT of a demo car that has had no reminder to today: the instances' first pass sends it. */
async function makeCarDue(database: Database): Promise<DueCar> {
  const [car] = await rowsOf<{ tenantId: number; carId: number }>(
    database.db.execute(sql`
      select c.tenant_id as "tenantId", c.id as "carId" from cars c join tenants t on t.id = c.tenant_id
      where t.slug = 'demo' and c.active and not exists (
        select 1 from fleet_notices n where n.tenant_id = c.tenant_id and n.subject = 'car:' || c.id)
      order by c.id limit 1`),
  );
  if (!car) throw new Error("the demo data has no car without reminders");
  const today = todayInBudapest();
  await database.withTenant(car.tenantId, (tx) =>
    tx
      .update(cars)
      .set({ motExpiry: today })
      .where(and(eq(cars.tenantId, car.tenantId), eq(cars.id, car.carId))),
  );
  return { ...car, today };
}

/** Reads an instance's Prometheus text and sums `office_job_runs_total` of `job` by result. */
async function readJobRuns(metricsPort: number, job: string): Promise<Record<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const runs: Record<string, number> = {};
  for (const line of text.split("\n")) {
    if (!line.startsWith("office_job_runs_total{") || !line.includes(`job="${job}"`)) continue;
    const result = /result="([^"]+)"/.exec(line)?.[1] ?? "?";
    runs[result] = (runs[result] ?? 0) + Number(line.split(" ").at(-1));
  }
  return runs;
}

/**
 * Issue 20 §5's cluster: the demo data on a PostgreSQL database of its own (a demo car due for its MOT
 * today), s3rver with a bucket, two server processes of the production bundle on them and on Redis
 * (`redisUrl`, keys under a prefix of this run), each on a port of its own with its own DATA_DIR and
 * metrics port, and nginx with deploy/nginx/office.conf in front. Everything stops in `close()`.
 */
export async function startCluster(nginxBinary: string, redisUrl: string): Promise<Cluster> {
  const dirs = [0, 1, 2].map(() => mkdtempSync(path.join(tmpdir(), "office-cluster-")));
  const [dbDir = "", dirA = "", dirB = ""] = dirs;
  const parts = await Promise.allSettled([
    seededDatabase(dbDir),
    startTestS3Server("office-cluster"),
    buildServerBundle(),
  ]);
  const [dbPart, s3Part, bundlePart] = parts;
  if (dbPart.status === "rejected" || s3Part.status === "rejected" || bundlePart.status === "rejected") {
    if (dbPart.status === "fulfilled") await dbPart.value.database.close().then(dbPart.value.drop);
    if (s3Part.status === "fulfilled") await s3Part.value.close();
    if (bundlePart.status === "fulfilled") bundlePart.value.remove();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    throw parts.find((p) => p.status === "rejected")?.reason;
  }
  const [db, s3, bundle] = [dbPart.value, s3Part.value, bundlePart.value];
  const taken = new Set<number>();
  const freePort = async (): Promise<number> => {
    for (;;) {
      const port = await freeLoopbackPort();
      if (taken.has(port)) continue;
      taken.add(port);
      return port;
    }
  };
  const [portA, portB, nginxPort, metricsA, metricsB] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  // What README "Production" lists for an instance; nothing of the test process's environment leaks in.
  const env = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    OFFICE_DEMO: "0",
    DATABASE_URL: db.url,
    OFFICE_JWT_SECRET: randomBytes(32).toString("hex"),
    TRUST_PROXY: "1",
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `office-cluster-${randomUUID()}:`,
    OFFICE_AUTH_RATE_LIMIT: String(CLUSTER_AUTH_RATE_LIMIT),
    LOG_LEVEL: "warn",
    ...s3.env,
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? "",
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? "",
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
  };
  const started: Instance[] = [];
  let nginx: Nginx | undefined;
  const close = async () => {
    await nginx?.close();
    await Promise.all(started.map((i) => i.stop()));
    await db.database.close();
    await db.drop();
    await s3.close();
    bundle.remove();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const dueCar = await makeCarDue(db.database);
    const start = (name: string, port: number, dataDir: string, metricsPort: number) =>
      startInstance(name, bundle.entry, port, {
        ...env,
        DATA_DIR: dataDir,
        METRICS_PORT: String(metricsPort),
      });
    const both = await Promise.allSettled([
      start("A", portA, dirA, metricsA),
      start("B", portB, dirB, metricsB),
    ]);
    for (const s of both) if (s.status === "fulfilled") started.push(s.value);
    const [a, b] = started;
    if (!a || !b) throw both.find((s) => s.status === "rejected")?.reason;
    nginx = await startNginx(nginxBinary, [portA, portB], nginxPort);
    const metricsOf = new Map([
      [a, metricsA],
      [b, metricsB],
    ]);
    const jobRuns = (instance: Instance, job: string) => readJobRuns(metricsOf.get(instance) ?? 0, job);
    return { a, b, nginx, s3, database: db.database, dueCar, jobRuns, close };
  } catch (err) {
    await close();
    throw err;
  }
}
