import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { decodeJwt } from "jose";
import pino from "pino";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app/app.ts";
import { createPlatform } from "../app/bootstrap.ts";
import type { Platform } from "../platform/platform.ts";
import { loadConfig } from "../platform/config.ts";
import { openDatabase, openMemoryDatabase, type Database } from "../platform/db.ts";
import type { MailMessage } from "../platform/mail.ts";
import { seedDemoData } from "../demo/seed.ts";
import {
  cloneName,
  createPostgresDatabase,
  linkTemplateFiles,
  runPrefixOf,
  urlOfDatabase,
  dropPostgresDatabase,
  openPgliteClone,
} from "./templates.ts";
import { runTemplates } from "./run-templates.ts";

/**
 * The backends of the cross-cutting suites (every route's access, malformed ids and bodies, tenancy and
 * row-level security, the session check, the demo seed, migrations): PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set. The fuzz suite runs on {@link backends} (see fuzz.test.ts).
 */
export const allBackends: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * The backend of a domain suite: PostgreSQL when TEST_DATABASE_URL is set, else PGlite;
 * `OFFICE_TEST_ALL_BACKENDS=1` runs them on both ({@link allBackends}).
 *
 * Why one is enough for a domain's rules: the SQL is the same on both, and PostgreSQL 15 is the stricter
 * of the two (PGlite is PostgreSQL 18); what differs between them is the driver layer (transactions,
 * pipelining, role and tenant settings, type parsing, how a database error reaches the error handler),
 * which the {@link allBackends} suites cover — the access-matrix suite calls every route on both, the
 * path-ids and input-errors suites send malformed input on both — and every domain runs on PGlite end to
 * end in the Playwright suite, whose servers use the embedded database. Running each domain suite on both
 * cost CI about four minutes of a 2-core machine (issue 17's budget).
 */
export const backends: ("pglite" | "postgres")[] =
  process.env.OFFICE_TEST_ALL_BACKENDS === "1"
    ? allBackends
    : process.env.TEST_DATABASE_URL
      ? ["postgres"]
      : ["pglite"];

/**
 * The backend of the suites whose subject is not the database (security headers, health, metrics, the
 * SPA, the rate-limit store, …): PostgreSQL when TEST_DATABASE_URL is set — a copy of its template is
 * ready in milliseconds, where a PGlite clone takes about two seconds to load — else PGlite.
 */
export const appBackend: "pglite" | "postgres" = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

export type TestApp = {
  app: FastifyInstance & { registeredRoutes: { method: string; url: string }[] };
  platform: Platform;
  /** Mails "sent" (the SMTP boundary is the only thing faked). */
  mails: MailMessage[];
  close(): Promise<void>;
};

/** Per template database: the name of a copy made ahead of time for this worker's next test app. */
const cloneAhead = new Map<string, Promise<string | null>>();

/**
 * A fresh PostgreSQL database on the TEST_DATABASE_URL server, a copy of the template database
 * `template` when given (else empty): its URL, and the function that drops it.
 *
 * Copies of the run's templates are made one ahead: taking one starts the next copy of the same
 * template, which the worker's next test file takes. `CREATE DATABASE … TEMPLATE` mostly waits on the
 * disk (half a second to a second each, a hundred-odd times a run), so the next copy is made while the
 * current file's tests use the CPU. A copy nobody took is dropped with the templates at the run's end
 * (its name starts with {@link cloneName}'s run prefix).
 *
 * Dropping such a copy does not wait either: `drop()` starts the `DROP DATABASE` (a third of a second
 * of disk work) and returns, so the file's `afterAll` ends at once; a drop that the worker's exit cuts
 * short leaves the copy to the same sweep at the run's end. Databases outside a run's templates are
 * dropped before `drop()` resolves.
 */
export async function freshPostgres(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL not set");
  const create = async (name: string) => {
    await createPostgresDatabase(base, name, template);
    return name;
  };
  // Taken (and the next one started) before any await: two apps created at once never get the same copy.
  const ahead = template ? cloneAhead.get(template) : undefined;
  const isRunCopy = template !== undefined && runPrefixOf(template) !== null;
  if (template && isRunCopy) {
    cloneAhead.set(
      template,
      create(cloneName(template)).catch(() => null),
    );
  }
  const name = (await ahead) ?? (await create(cloneName(template)));
  const dropNow = () => dropPostgresDatabase(base, name);
  const drop = isRunCopy ? async () => void dropNow().catch(() => {}) : dropNow;
  return { url: urlOfDatabase(base, name), drop };
}

/**
 * A fresh PostgreSQL database with the demo data for suites that build their own platforms on it (two
 * instances on one database): a copy of the run's seeded template, its stored files linked into `dataDir`
 * (`seeded: true`), or, without templates (a file run alone), an empty migrated-on-open database the
 * caller seeds with `seedDemoData` (`seeded: false`). `drop` as {@link freshPostgres}'s.
 */
export async function seededPostgres(
  dataDir: string,
): Promise<{ url: string; drop: () => Promise<void>; seeded: boolean }> {
  const template = (await runTemplates())?.postgres;
  const pgdb = await freshPostgres(template?.seeded);
  if (template) await linkTemplateFiles(template.files, dataDir);
  return { ...pgdb, seeded: Boolean(template) };
}

/**
 * Builds the real app on a fresh database of `backend`, migrated and seeded with the demo data
 * (tenants demo and beta); `seed: false` leaves it migrated only. The database is a clone of the run's
 * template (templates.ts) when the global setup made one, else migrated and seeded here. Mails are
 * captured instead of sent, unless `env.SMTP_URL` names an SMTP server (a test's own, issue 23): then
 * the real mailer and outbox deliver to it and `mails` stays empty. `env` overrides configuration.
 */
export async function createTestApp(
  backend: "pglite" | "postgres",
  env: Record<string, string> = {},
  opts: { seed?: boolean } = {},
): Promise<TestApp> {
  const seed = opts.seed !== false;
  const dataDir = mkdtempSync(path.join(tmpdir(), "office-test-"));
  const template = await runTemplates();
  const pair = backend === "postgres" ? template?.postgres : template?.pglite;
  let database: Database;
  let drop = async () => {};
  if (backend === "postgres") {
    const pgdb = await freshPostgres(pair ? (seed ? pair.seeded : pair.bare) : undefined);
    drop = pgdb.drop;
    database = await openDatabase({ databaseUrl: pgdb.url, dataDir });
  } else {
    database = pair ? await openPgliteClone(seed ? pair.seeded : pair.bare) : await openMemoryDatabase();
  }
  if (pair && seed) await linkTemplateFiles(pair.files, dataDir);
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    OFFICE_JWT_SECRET: "x".repeat(40),
    ...env,
  });
  const mails: MailMessage[] = [];
  const log = pino({ level: "silent" });
  const platform = await createPlatform(config, log, {
    database,
    ...(env.SMTP_URL ? {} : { mailer: { send: async (m: MailMessage) => void mails.push(m) } }),
  });
  if (seed && !pair) await seedDemoData(platform);
  const app = await buildApp(platform);
  await app.ready();
  return {
    app,
    platform,
    mails,
    async close() {
      await app.close();
      // A test may have closed the database itself already (the readiness probe without one).
      await database.close().catch(() => undefined);
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Host header of a tenant. */
export const host = (tenant: string) => ({ host: `${tenant}.localhost` });

/** Signs in through `POST /api/login2` and returns the access token (throws on failure). */
export async function login(
  t: TestApp,
  tenant: string,
  username: string,
  password = "demo1234",
): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/login2",
    headers: host(tenant),
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${tenant}/${username} → ${res.statusCode} ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

/** A signed-in demo user: the access token and the employee id its token carries. */
export type DemoSession = { token: string; employeeId: number };

/**
 * Signs in each of `usernames` on `tenant` (the demo password), one after another: a session per name,
 * e.g. `const { pm, user } = await signInAll(t, ["pm", "user"])`. Throws on a failed sign-in.
 */
export async function signInAll<const N extends string>(
  t: TestApp,
  usernames: readonly N[],
  tenant = "demo",
): Promise<Record<N, DemoSession>> {
  const sessions = {} as Record<N, DemoSession>;
  for (const name of usernames) {
    const token = await login(t, tenant, name);
    sessions[name] = { token, employeeId: decodeJwt(token).employeeId as number };
  }
  return sessions;
}

/** Headers for an authenticated call on `tenant`. */
export const authed = (tenant: string, token: string) => ({
  ...host(tenant),
  authorization: `Bearer ${token}`,
});

/**
 * Creates an employee on `tenant` through the API as `token` (hr): the `newEmployee` template with
 * `fields` over it. Answers the new id; throws when the API refuses.
 */
export async function createEmployeeViaApi(
  t: TestApp,
  token: string,
  fields: Record<string, unknown>,
  tenant = "demo",
): Promise<number> {
  const headers = authed(tenant, token);
  const template = (await t.app.inject({ method: "GET", url: "/api/employee/newEmployee", headers })).json();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/employee",
    headers,
    payload: { ...template, ...fields },
  });
  if (res.statusCode !== 200) throw new Error(`create employee → ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

/** A multipart body with one file part. */
export function multipart(
  field: string,
  fileName: string,
  data: Buffer,
  contentType = "application/octet-stream",
) {
  const boundary = `----office${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A valid 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Reopens the demo tenant's closed months: the demo closes every month before the current one (issue 21),
 * and a test that writes time entries into them, or compares planned figures, reopens them first.
 */
export async function reopenDemoMonths(t: TestApp): Promise<void> {
  const tenant = await t.platform.tenants.findBySlug("demo");
  if (!tenant) throw new Error("no demo tenant");
  await t.platform.database.withTenant(tenant.id, async (tx) => {
    await tx.execute(sql`delete from timesheet_closures where tenant_id = ${tenant.id}`);
    await tx.execute(sql`delete from timesheet_month_totals where tenant_id = ${tenant.id}`);
  });
}
