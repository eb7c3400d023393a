import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { startTestS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { MINIMAL_PDF, multipartForm } from "../employee-documents/multipart-form.test-util.ts";

/**
 * Attachments on S3 storage (issue 23 §4, "stored through the file store, S3 when configured"): an
 * asset's invoice goes to the bucket under the tenant's prefix, comes back byte for byte, and its
 * delete removes the object.
 */
describe.each(backends)("attachments on S3 storage, %s", (backend) => {
  let s3: TestS3Server;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    s3 = await startTestS3Server("office-attachments");
    t = await createTestApp(backend, s3.env);
    admin = await login(t, "demo", "admin");
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const objectKeys = async (prefix: string) =>
    (
      await s3.client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: prefix }))
    ).Contents?.map((o) => o.Key ?? "") ?? [];

  it("uploads into the bucket, downloads the same bytes, deletes the object", async () => {
    const assets = (
      await t.app.inject({ method: "GET", url: "/api/asset", headers: authed("demo", admin) })
    ).json() as { id: number; attachmentCount: number }[];
    const assetId = assets.find((a) => a.attachmentCount === 0)?.id ?? 0; // not one with the demo's files
    const body = multipartForm([
      { field: "file", fileName: "garancia.pdf", data: MINIMAL_PDF, contentType: "application/pdf" },
    ]);
    const created = await t.app.inject({
      method: "POST",
      url: `/api/asset/${assetId}/attachment`,
      headers: { ...authed("demo", admin), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(200);
    const att = created.json() as { id: number };
    const prefix = `demo/attachments/asset/${assetId}/`;
    const keys = await objectKeys(prefix);
    expect(keys).toEqual([expect.stringMatching(/^demo\/attachments\/asset\/\d+\/[0-9a-f-]{36}\.pdf$/)]);

    const dl = await t.app.inject({
      method: "GET",
      url: `/api/asset/${assetId}/attachment/${att.id}`,
      headers: authed("demo", admin),
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers["content-type"]).toBe("application/pdf");
    expect(dl.rawPayload.equals(MINIMAL_PDF)).toBe(true);

    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/asset/${assetId}/attachment/${att.id}`,
      headers: authed("demo", admin),
    });
    expect(del.statusCode).toBe(204);
    expect(await objectKeys(prefix)).toEqual([]);
  });
});
