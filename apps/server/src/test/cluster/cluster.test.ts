import { randomUUID } from "node:crypto";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MINIMAL_PDF, multipartForm } from "../../modules/employee-documents/multipart-form.test-util.ts";
import { rowsOf } from "../../platform/migrate.ts";
import { call, closeAgents, signIn } from "./http.ts";
import { CLUSTER_AUTH_RATE_LIMIT, startCluster, type Cluster } from "./cluster.ts";
import { runLoad } from "./load.ts";
import { findNginx } from "./nginx.ts";

/**
 * Issue 20 §5, the cluster tested: two server processes of the production bundle on one PostgreSQL
 * database, Redis and an S3-protocol store, behind nginx running deploy/nginx/office.conf, every check
 * through nginx (and, to prove a request crossed over, straight to one instance). Needs TEST_DATABASE_URL,
 * TEST_REDIS_URL and nginx (`.ci/run` provides all three); in CI a missing nginx fails the suite.
 */
const nginxBinary = findNginx();
const redisUrl = process.env.TEST_REDIS_URL;
const isMissingNginxInCi = Boolean(process.env.CI) && !nginxBinary && Boolean(process.env.TEST_DATABASE_URL);
const skipReason = !process.env.TEST_DATABASE_URL
  ? "TEST_DATABASE_URL is not set"
  : !redisUrl
    ? "TEST_REDIS_URL is not set"
    : !nginxBinary
      ? "nginx is not installed (apt-get install nginx)"
      : null;
if (skipReason && !isMissingNginxInCi) console.warn(`cluster test skipped: ${skipReason}`);

if (isMissingNginxInCi) {
  describe("the cluster behind nginx, in CI", () => {
    it("needs nginx", () => {
      throw new Error("nginx is not installed: .ci/run installs Debian's package (apt-get install nginx)");
    });
  });
}

describe.skipIf(skipReason !== null)(
  `the cluster behind nginx${skipReason ? ` (${skipReason})` : ""}`,
  () => {
    let cluster: Cluster;
    let hr: string;
    let employeeId: number;
    /**
     * The upstream ports of the nginx access log lines of `source` for `uri`, oldest first, once there are
     * `count` of them: nginx writes a request's line after its answer has gone out, so on a busy machine
     * the last line may come a moment after the client has the response.
     */
    const upstreamsOf = async (source: string, uri: string, count: number) => {
      const lines = () => cluster.nginx.accessLog().filter((l) => l.source === source && l.uri === uri);
      await expect.poll(() => lines().length, { timeout: 5000 }).toBeGreaterThanOrEqual(count);
      return lines().map((l) => l.upstreams.map((u) => Number(u.split(":").at(-1))));
    };

    beforeAll(async () => {
      cluster = await startCluster(nginxBinary ?? "", redisUrl ?? "");
      hr = await signIn(cluster.a.origin, "hr");
      const staff = await call(cluster.a.origin, "GET", "/api/employee", { token: hr });
      employeeId = staff.json<{ id: number }[]>()[0]?.id ?? 0;
    });
    afterAll(async () => {
      closeAgents();
      await cluster?.close();
    });

    it("a document uploaded through one instance downloads through the other", async () => {
      const { a, b, nginx, s3 } = cluster;
      // 1 MB: more than nginx keeps in memory, so the body goes through its temporary file.
      const pdf = Buffer.concat([
        MINIMAL_PDF.subarray(0, MINIMAL_PDF.lastIndexOf("%%EOF")),
        Buffer.from(`%${"x".repeat(1_000_000)}\n%%EOF\n`),
      ]);
      const upload = async (origin: string) => {
        const form = multipartForm([
          { field: "name", value: `Fürt ${randomUUID()}` },
          { field: "file", fileName: "fürt.pdf", data: pdf, contentType: "application/pdf" },
        ]);
        const res = await call(origin, "POST", `/api/employee/${employeeId}/document`, {
          token: hr,
          body: form.payload,
          headers: form.headers,
        });
        expect(res.status, res.body.toString()).toBe(200);
        return res.json<{ id: number }>().id;
      };
      const download = (origin: string, id: number) =>
        call(origin, "GET", `/api/employee/${employeeId}/document/${id}/download`, { token: hr });

      const viaA = await upload(a.origin);
      const fromB = await download(b.origin, viaA);
      expect(fromB.status).toBe(200);
      expect(fromB.body.equals(pdf)).toBe(true);

      const viaNginx = await upload(nginx.origin);
      const downloads = [await download(nginx.origin, viaNginx), await download(nginx.origin, viaNginx)];
      expect(downloads.map((d) => d.status)).toEqual([200, 200]);
      expect(downloads.every((d) => d.body.equals(pdf))).toBe(true);
      // round robin: the two downloads came from both instances
      const served = await upstreamsOf(
        "127.0.0.1",
        `/api/employee/${employeeId}/document/${viaNginx}/download`,
        downloads.length,
      );
      expect(new Set(served.flat())).toEqual(new Set([a.port, b.port]));
      // the bytes live in the bucket, not on an instance's disk
      const listed = await s3.client.send(
        new ListObjectsV2Command({
          Bucket: s3.config.bucket,
          Prefix: `demo/employees/${employeeId}/documents/`,
        }),
      );
      expect(listed.Contents?.map((o) => o.Size)).toEqual([pdf.length, pdf.length]);
    });

    it("a sign-out on one instance makes the token 401 on the other", async () => {
      const { a, b, nginx } = cluster;
      const token = await signIn(nginx.origin, "pm");
      const me = (origin: string) => call(origin, "GET", "/api/notification", { token });
      expect([(await me(a.origin)).status, (await me(b.origin)).status]).toEqual([200, 200]);
      expect((await call(a.origin, "POST", "/api/logout", { token })).status).toBe(204);
      expect((await me(b.origin)).status).toBe(401);
      // through nginx, on both instances in turn
      expect([(await me(nginx.origin)).status, (await me(nginx.origin)).status]).toEqual([401, 401]);
    });

    it(`the sign-in limit (${CLUSTER_AUTH_RATE_LIMIT} a minute) holds across both instances`, async () => {
      const from = "127.0.0.2";
      const attempt = () =>
        call(cluster.nginx.origin, "POST", "/api/login2", {
          from,
          json: { username: `senki-${randomUUID().slice(0, 8)}`, password: "nem-ez-a-jelszo" },
        });
      const statuses: number[] = [];
      for (let i = 0; i < CLUSTER_AUTH_RATE_LIMIT + 2; i++) statuses.push((await attempt()).status);
      expect(statuses).toEqual([...Array<number>(CLUSTER_AUTH_RATE_LIMIT).fill(401), 429, 429]);
      // The refusals came from both instances, after calls that both instances had counted.
      const served = (await upstreamsOf(from, "/api/login2", statuses.length)).map((u) => u.at(-1));
      const counted = served.slice(0, CLUSTER_AUTH_RATE_LIMIT);
      expect(counted.filter((p) => p === cluster.a.port)).toHaveLength(CLUSTER_AUTH_RATE_LIMIT / 2);
      expect(new Set(served.slice(CLUSTER_AUTH_RATE_LIMIT))).toEqual(
        new Set([cluster.a.port, cluster.b.port]),
      );
    });

    it("both instances' job passes send each reminder once", async () => {
      const { a, b, database, dueCar } = cluster;
      // Both instances ran the fleet reminder pass at start (one may have skipped it: the other held its lock).
      const deadline = Date.now() + 20_000;
      let runs = [await cluster.jobRuns(a, "fleet reminders"), await cluster.jobRuns(b, "fleet reminders")];
      const total = (r: Record<string, number>) => (r.ok ?? 0) + (r.skipped ?? 0) + (r.failed ?? 0);
      while (runs.some((r) => total(r) === 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        runs = [await cluster.jobRuns(a, "fleet reminders"), await cluster.jobRuns(b, "fleet reminders")];
      }
      expect(runs.map((r) => r.failed ?? 0)).toEqual([0, 0]);
      expect(runs.map(total)).toEqual([1, 1]);

      const perUser = await rowsOf<{ userId: number; n: number }>(
        database.db.execute(sql`
        select user_id as "userId", count(*)::int as n from notifications
        where tenant_id = ${dueCar.tenantId} and event_type = 'carReminder' and event_id = ${dueCar.carId}
        group by user_id`),
      );
      expect(perUser.length).toBeGreaterThan(0);
      expect(perUser.filter((u) => u.n !== 1)).toEqual([]);
      const [stages] = await rowsOf<{ n: number }>(
        database.db.execute(sql`
        select count(*)::int as n from fleet_reminder_stages s join fleet_reminders r
          on r.tenant_id = s.tenant_id and r.id = s.reminder_id
        where r.tenant_id = ${dueCar.tenantId} and r.subject_type = 'car' and r.subject_id = ${dueCar.carId}
          and r.kind = 'mot' and r.due_date = ${dueCar.today}`),
      );
      expect(stages?.n).toBe(1);
    });

    it("a SIGTERM to one instance during 10 s of reads and writes fails no request", async () => {
      const { a, nginx, database } = cluster;
      const from = "127.0.0.3";
      const admin = await signIn(nginx.origin, "admin", from);
      const projects = await call(nginx.origin, "GET", "/api/project", { token: admin, from });
      const list = projects.json<{ id: number }[] | { items: { id: number }[] }>();
      const projectId = (Array.isArray(list) ? list : list.items)[0]?.id ?? 0;
      const run = randomUUID().slice(0, 8);
      const written: string[] = [];
      let sigtermAtMs = 0;
      const records = await runLoad(
        10_000,
        6,
        async (send, worker, i) => {
          await send("GET /api/employee", () =>
            call(nginx.origin, "GET", "/api/employee", { token: admin, from }),
          );
          const text = `fürt ${run} ${worker}-${i}`;
          const res = await send("POST comment", () =>
            call(nginx.origin, "POST", `/api/project/${projectId}/comment`, {
              token: admin,
              from,
              json: { text },
            }),
          );
          if (res?.status === 200) written.push(text);
        },
        (elapsedMs) => {
          if (elapsedMs >= 3_000 && sigtermAtMs === 0) {
            sigtermAtMs = elapsedMs;
            a.child.kill("SIGTERM");
          }
        },
      );
      const failed = records.filter((r) => r.status !== 200);
      expect(failed, `${nginx.errorLog()}\n--- A:\n${a.output()}`).toEqual([]);
      // A finished its requests in flight and exited 0 while the load went on (the grace is 10 s).
      expect(a.child.exitCode, a.output()).toBe(0);
      expect(records.length).toBeGreaterThan(200);
      expect(records.filter((r) => r.atMs > sigtermAtMs + 1_000).length).toBeGreaterThan(50);
      // Both instances had taken the load before the SIGTERM.
      const firstTries = nginx
        .accessLog()
        .filter((l) => l.source === from)
        .map((l) => Number(l.upstreams[0]?.split(":").at(-1)));
      expect(new Set(firstTries)).toEqual(new Set([a.port, cluster.b.port]));

      // Every comment answered 200 was written exactly once: no retry ran a POST twice.
      const rows = await rowsOf<{ text: string; n: number }>(
        database.db.execute(sql`
        select text, count(*)::int as n from project_comments where text like ${`fürt ${run} %`} group by text`),
      );
      expect(rows.filter((r) => r.n !== 1)).toEqual([]);
      expect(rows.map((r) => r.text).sort()).toEqual([...written].sort());
      const retried = nginx.accessLog().filter((l) => l.source === from && l.upstreams.length > 1).length;
      console.log(
        `cluster load: ${records.length} requests, SIGTERM at ${(sigtermAtMs / 1000).toFixed(1)} s, ` +
          `${retried} retried on the other instance, 0 failed`,
      );
    });
  },
);
