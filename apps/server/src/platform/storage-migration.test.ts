import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../test/cli.ts";
import { startTestS3Server, type TestS3Server } from "../test/s3-server.ts";
import { createLocalStorage } from "./storage.ts";
import { migrateFilesToBucket, type FileOutcome } from "./storage-migration.ts";
import { createS3Storage } from "./storage-s3.ts";

/** `migrate-files` (issue 20 §1): DATA_DIR/files → the bucket, verified, repeatable. */
describe("migrate-files", () => {
  let s3: TestS3Server;
  let dataDir: string;
  const files: Record<string, Buffer> = {
    "demo/employees/7/documents/3f0c1d2e-0000-4000-8000-000000000001.pdf": Buffer.from("%PDF-1.4 szerződés"),
    "demo/company/3f0c1d2e-0000-4000-8000-000000000002.png": randomBytes(2048),
    "beta/employee-files/3/3f0c1d2e-0000-4000-8000-000000000003.bin": randomBytes(5 * 1024 * 1024),
  };
  beforeAll(async () => {
    s3 = await startTestS3Server("office-migration");
    dataDir = mkdtempSync(path.join(tmpdir(), "office-migrate-"));
    const local = createLocalStorage(path.join(dataDir, "files"));
    for (const [key, data] of Object.entries(files)) await local.put(key, data);
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const migrate = (onFile?: (o: FileOutcome) => void) =>
    migrateFilesToBucket({
      root: path.join(dataDir, "files"),
      client: s3.client,
      bucket: s3.config.bucket,
      onFile,
    });

  it("copies every local file to the bucket under its key, verified; a second run copies nothing", async () => {
    const outcomes: FileOutcome[] = [];
    expect(await migrate((o) => outcomes.push(o))).toEqual({ copied: 3, skipped: 0, failed: [] });
    expect(outcomes.map((o) => o.key).sort()).toEqual(Object.keys(files).sort());
    const bucket = createS3Storage(s3.client, s3.config.bucket);
    for (const [key, data] of Object.entries(files))
      expect((await bucket.get(key))?.equals(data), key).toBe(true);

    expect(await migrate()).toEqual({ copied: 0, skipped: 3, failed: [] });
  });

  it("copies again an object whose bytes differ (same size), and one that is missing", async () => {
    const bucket = createS3Storage(s3.client, s3.config.bucket);
    const [changedKey, changed] = Object.entries(files)[1] ?? ["", Buffer.alloc(0)];
    const [goneKey] = Object.entries(files)[0] ?? [""];
    await bucket.put(changedKey, randomBytes(changed.length));
    await bucket.delete(goneKey);
    expect(await migrate()).toEqual({ copied: 2, skipped: 1, failed: [] });
    expect((await bucket.get(changedKey))?.equals(changed)).toBe(true);
  });

  it("the CLI reports copied / skipped / failed and exits 1 on a failure", async () => {
    const env = { ...process.env, DATA_DIR: dataDir, ...s3.env, OFFICE_JWT_SECRET: "x".repeat(40) };
    const ok = await runCli(["migrate-files"], env);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain("copied 0, skipped 3 (already in the bucket), failed 0");

    // A file that is no app storage key (no tenant folder) is not copied and fails the run.
    mkdirSync(path.join(dataDir, "files"), { recursive: true });
    writeFileSync(path.join(dataDir, "files", "stray file.txt"), "?");
    const failed = await runCli(["migrate-files"], env);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain("failed  stray file.txt: not an app storage key; not copied");
    expect(failed.stdout).toContain("copied 0, skipped 3 (already in the bucket), failed 1");

    const noBucket = await runCli(["migrate-files"], { ...env, S3_BUCKET: "" });
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toContain("S3_BUCKET is not set");
  });

  it("reports every file as failed when the store is down", async () => {
    await s3.stop();
    const report = await migrate();
    expect(report.copied + report.skipped).toBe(0);
    expect(report.failed.map((f) => f.key)).toHaveLength(4);
  });
});
