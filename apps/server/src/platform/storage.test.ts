import { createHash, randomBytes } from "node:crypto";
import { linkSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Server, type TestS3Server } from "../test/s3-server.ts";
import { AppError } from "./errors.ts";
import {
  createLocalStorage,
  isPartialWrite,
  STORAGE_UNAVAILABLE_MESSAGE,
  type FileStorage,
} from "./storage.ts";
import { listFiles } from "./storage-migration.ts";
import { createS3Client, createS3Storage } from "./storage-s3.ts";
import { freeLoopbackPort } from "../test/ports.ts";

/**
 * The storage contract (issue 20 §1), the same cases against both backends: the local disk and a real
 * S3-protocol server (s3rver) reached through @aws-sdk/client-s3.
 */
type Backend = { name: string; start(): Promise<{ storage: FileStorage; close(): Promise<void> }> };

const backends: Backend[] = [
  {
    name: "local disk",
    async start() {
      const root = mkdtempSync(path.join(tmpdir(), "office-storage-"));
      return { storage: createLocalStorage(root), close: async () => rmSync(root, { recursive: true }) };
    },
  },
  {
    name: "S3 (s3rver)",
    async start() {
      const server = await startTestS3Server("contract-suite");
      return { storage: createS3Storage(server.client, server.config.bucket), close: () => server.close() };
    },
  },
];

const UNSAFE_KEYS = [
  "",
  "demo",
  "../demo/x.pdf",
  "demo/../beta/x.pdf",
  "demo/./x.pdf",
  "demo/employees/..",
  "/demo/x.pdf",
  "Demo/x.pdf",
  "demo/a b.pdf",
  "demo//x.pdf",
  "demo/x.pdf\n",
];

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

async function readAll(body: AsyncIterable<Buffer>): Promise<{ data: Buffer; chunks: number[] }> {
  const parts: Buffer[] = [];
  for await (const chunk of body) parts.push(chunk);
  return { data: Buffer.concat(parts), chunks: parts.map((c) => c.length) };
}

describe.each(backends)("file storage on $name", (backend) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await backend.start());
  });
  afterAll(async () => close());

  it("put, get, open and delete a file; a missing key is null on get and open", async () => {
    const key = "demo/employees/7/3f0c1d2e-0000-4000-8000-000000000001.pdf";
    const data = Buffer.from("%PDF-1.4 egy kis dokumentum ő ű\n");
    await storage.put(key, data);
    expect(await storage.get(key)).toEqual(data);
    const opened = await storage.open(key);
    if (!opened) throw new Error("not stored");
    expect(opened.size).toBe(data.length);
    expect((await readAll(opened.body)).data).toEqual(data);

    const replaced = Buffer.from("második változat");
    await storage.put(key, replaced);
    expect(await storage.get(key)).toEqual(replaced);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    await storage.delete(key); // deleting a missing file is no error
    expect(await storage.get("beta/never/stored.png")).toBeNull();
    expect(await storage.open("beta/never/stored.png")).toBeNull();
  });

  it("rejects unsafe keys on every call", async () => {
    for (const key of UNSAFE_KEYS) {
      await expect(storage.put(key, Buffer.from("x")), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.open(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/unsafe storage key/);
    }
  });

  it("streams a 20 MB file in many small chunks, byte for byte", async () => {
    const key = "demo/employee-files/9/large.bin";
    const data = randomBytes(20 * 1024 * 1024);
    await storage.put(key, data);
    const opened = await storage.open(key);
    if (!opened) throw new Error("not stored");
    expect(opened.size).toBe(data.length);
    const { data: read, chunks } = await readAll(opened.body);
    expect(sha256(read)).toBe(sha256(data));
    // Read as it arrives: hundreds of chunks, none near the file's size.
    expect(chunks.length).toBeGreaterThan(20);
    expect(Math.max(...chunks)).toBeLessThanOrEqual(1024 * 1024);
    await storage.delete(key);
  });
});

describe("S3 storage", () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startTestS3Server("layout-suite");
  });
  afterAll(async () => server.close());

  it("keeps the app's tenant-prefixed key as the object key", async () => {
    const storage = createS3Storage(server.client, server.config.bucket);
    const key = "demo/company/3f0c1d2e-0000-4000-8000-000000000002.png";
    await storage.put(key, Buffer.from("kép"));
    const head = await server.client.send(new HeadObjectCommand({ Bucket: server.config.bucket, Key: key }));
    expect(head.ContentLength).toBe(Buffer.byteLength("kép"));
  });

  it("a connection dropped in the middle of a file fails the stream with the 503 error", async () => {
    const storage = createS3Storage(server.client, server.config.bucket);
    const key = "demo/employee-files/9/dropped.bin";
    await storage.put(key, randomBytes(20 * 1024 * 1024));
    const opened = await storage.open(key);
    if (!opened) throw new Error("not stored");
    let received = 0;
    const read = (async () => {
      for await (const chunk of opened.body) {
        if (received === 0) server.dropConnections();
        received += (chunk as Buffer).length;
      }
    })();
    await expect(read).rejects.toMatchObject({ statusCode: 503, message: STORAGE_UNAVAILABLE_MESSAGE });
    expect(received).toBeLessThan(20 * 1024 * 1024);
  });

  it("answers 503 with the Hungarian message when the store is down, and never names the host", async () => {
    const storage = createS3Storage(server.client, server.config.bucket);
    const key = "demo/company/3f0c1d2e-0000-4000-8000-000000000003.png";
    await storage.put(key, Buffer.from("kép"));
    await server.stop();
    for (const call of [
      () => storage.get(key),
      () => storage.open(key),
      () => storage.put(key, Buffer.from("x")),
      () => storage.delete(key),
    ]) {
      const err = await call().then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ statusCode: 503, message: STORAGE_UNAVAILABLE_MESSAGE });
      expect((err as AppError).message).not.toMatch(/127\.0\.0\.1|localhost/);
    }
  });

  it("answers 503 for a closed port too; an unsafe key is refused before any call", async () => {
    const port = await freeLoopbackPort();
    const client = createS3Client({
      bucket: "nowhere",
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      forcePathStyle: true,
    });
    try {
      const storage = createS3Storage(client, "nowhere");
      await expect(storage.open("demo/company/x.png")).rejects.toMatchObject({
        statusCode: 503,
        message: STORAGE_UNAVAILABLE_MESSAGE,
      });
      await expect(storage.open("demo/../x.png")).rejects.toThrow(/unsafe storage key/);
    } finally {
      client.destroy();
    }
  });
});

describe("local disk storage", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "office-storage-local-"));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("replaces a stored file by renaming a new one over it: never in place, no partial file left", async () => {
    const storage = createLocalStorage(root);
    const key = "demo/employees/1/documents/a.pdf";
    await storage.put(key, Buffer.from("old bytes"));
    // A hard link to the stored file (as the test harness makes from its templates) keeps its bytes.
    const linked = path.join(root, "linked.pdf");
    linkSync(path.join(root, key), linked);
    await storage.put(key, Buffer.from("new bytes"));
    expect((await storage.get(key))?.toString()).toBe("new bytes");
    expect(readFileSync(linked, "utf8")).toBe("old bytes");
    expect(readdirSync(path.dirname(path.join(root, key)))).toEqual(["a.pdf"]);
  });

  it("a failed write leaves the stored file as it was and no partial file", async () => {
    const storage = createLocalStorage(root);
    const key = "demo/employees/2/documents/b.pdf";
    await storage.put(key, Buffer.from("kept"));
    // The key's name taken by a directory on the next write: the rename fails after the data was written.
    const other = "demo/employees/2/documents/c.pdf";
    mkdirSync(path.join(root, other));
    await expect(storage.put(other, Buffer.from("lost"))).rejects.toThrow();
    expect((await storage.get(key))?.toString()).toBe("kept");
    expect(readdirSync(path.dirname(path.join(root, key))).sort()).toEqual(["b.pdf", "c.pdf"]);
  });

  it("listings (file migration, backup) skip a partial write a killed process left", async () => {
    const dir = path.join(root, "demo", "employees", "3");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "d.pdf"), "whole");
    writeFileSync(path.join(dir, ".d.pdf.0123456789ab.part"), "half");
    expect(isPartialWrite(".d.pdf.0123456789ab.part")).toBe(true);
    expect(isPartialWrite("d.pdf")).toBe(false);
    const keys: string[] = [];
    for await (const key of listFiles(path.join(root, "demo", "employees"))) keys.push(key);
    expect(keys.filter((k) => k.startsWith("3/"))).toEqual(["3/d.pdf"]);
  });
});
