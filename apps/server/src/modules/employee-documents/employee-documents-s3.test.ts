import { existsSync } from "node:fs";
import path from "node:path";
import { DeleteObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORAGE_UNAVAILABLE_MESSAGE } from "../../platform/storage.ts";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { startTestS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { MINIMAL_PDF, multipartForm } from "./multipart-form.test-util.ts";

/**
 * The app built on S3 storage (issue 20 §1; `S3_BUCKET` and friends, the bucket on s3rver): an employee
 * document goes to the bucket and comes back byte for byte; a vanished object is a 404; a store outage
 * is a 503 with the Hungarian message on the download, the picture and the upload routes.
 */
describe.each(backends)("employee documents on S3 storage, %s", (backend) => {
  let s3: TestS3Server;
  let t: TestApp;
  let hr: string;
  let employeeId: number;
  beforeAll(async () => {
    s3 = await startTestS3Server("office-documents");
    t = await createTestApp(backend, s3.env);
    hr = await login(t, "demo", "hr");
    employeeId = decodeJwt(await login(t, "demo", "user")).employeeId as number;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  // A 3 MB PDF: the minimal document with a long comment before its end marker.
  const pdf = Buffer.concat([
    MINIMAL_PDF.subarray(0, MINIMAL_PDF.lastIndexOf("%%EOF")),
    Buffer.from(`%${"ő".repeat(1_500_000)}\n%%EOF\n`),
  ]);
  const upload = (data: Buffer) => {
    const body = multipartForm([
      { field: "name", value: "Munkaszerződés (S3)" },
      { field: "documentType", value: "munkaszerződés" },
      { field: "file", fileName: "szerződés.pdf", data, contentType: "application/pdf" },
    ]);
    return t.app.inject({
      method: "POST",
      url: `/api/employee/${employeeId}/document`,
      headers: { ...authed("demo", hr), ...body.headers },
      payload: body.payload,
    });
  };
  const download = (docId: number) =>
    t.app.inject({
      method: "GET",
      url: `/api/employee/${employeeId}/document/${docId}/download`,
      headers: authed("demo", hr),
    });
  const objectKeys = async (prefix: string) =>
    (
      await s3.client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: prefix }))
    ).Contents?.map((o) => o.Key ?? "") ?? [];

  it("uploads a document into the bucket under the tenant's prefix and downloads it byte for byte", async () => {
    const created = await upload(pdf);
    expect(created.statusCode).toBe(200);
    const doc = created.json();
    expect(doc.size).toBe(pdf.length);

    const prefix = `demo/employees/${employeeId}/documents/`;
    const keys = await objectKeys(prefix);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^demo\/employees\/\d+\/documents\/[0-9a-f-]{36}\.pdf$/);
    const onDisk = path.join(t.platform.config.dataDir, "files", keys[0] ?? "");
    expect(existsSync(onDisk)).toBe(false);

    const dl = await download(doc.id);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers["content-type"]).toBe("application/pdf");
    expect(dl.headers["content-length"]).toBe(String(pdf.length));
    expect(dl.rawPayload.equals(pdf)).toBe(true);
  });

  it("answers 404 when the object is gone from the bucket", async () => {
    const created = await upload(MINIMAL_PDF);
    expect(created.statusCode).toBe(200);
    const doc = created.json();
    const keys = await objectKeys(`demo/employees/${employeeId}/documents/`);
    for (const key of keys)
      await s3.client.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: key }));
    const dl = await download(doc.id);
    expect(dl.statusCode).toBe(404);
    expect(dl.json()).toEqual({ message: "A fájl nem található." });
  });

  it("answers 503 with the Hungarian message while the store is down, naming no host", async () => {
    const created = await upload(MINIMAL_PDF);
    expect(created.statusCode).toBe(200);
    const doc = created.json();
    await s3.stop();

    const dl = await download(doc.id);
    const picture = await t.app.inject({
      method: "GET",
      url: "/storage/demo/company/3f0c1d2e-0000-4000-8000-000000000009.png",
      headers: { host: "demo.localhost" },
    });
    const again = await upload(MINIMAL_PDF);
    for (const res of [dl, picture, again]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE });
      expect(res.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|\bat /);
    }
  });
});
