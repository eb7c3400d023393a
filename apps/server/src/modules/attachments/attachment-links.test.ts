import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  attachmentSchema,
  ATTACHMENT_LINK_MAX_VALID_S,
} from "@office/shared/attachments/attachment.contract";
import { authed, backends, createTestApp, host, login, type TestApp } from "../../test/harness.ts";
import { MINIMAL_PDF, multipartForm } from "../employee-documents/multipart-form.test-util.ts";
import { linkExpiry } from "./attachment-links.ts";

describe.each(backends)("signed attachment download links on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let partnerId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t, "demo", "admin");
    partnerId = ((await get(admin, "/api/partner")).json() as { id: number }[])[0]?.id ?? 0;
  });
  afterAll(async () => t?.close());

  function get(token: string | null, url: string, tenant = "demo") {
    const headers = token ? authed(tenant, token) : host(tenant);
    return t.app.inject({ method: "GET", url, headers });
  }
  const upload = async () => {
    const body = multipartForm([{ field: "file", fileName: "ajánlat.pdf", data: MINIMAL_PDF }]);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/partner/${partnerId}/attachment`,
      headers: { ...authed("demo", admin), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return attachmentSchema.parse(res.json());
  };
  /** A link of the attachment signed with the server's secret for any `expires` (a forged-time check). */
  const signedFor = (id: number, expires: number) =>
    `/api/attachmentFile/${id}?expires=${expires}&signature=${t.platform.tokens.hmac(`attachment-file:1:${id}:${expires}`)}`;

  it("the list's link downloads the file without the token, as the download route does", async () => {
    const att = await upload();
    expect(att.downloadUrl).toMatch(
      new RegExp(`^/api/attachmentFile/${att.id}\\?expires=\\d+&signature=[\\w-]+$`),
    );
    const expires = Number(/expires=(\d+)/.exec(att.downloadUrl)?.[1]);
    const nowS = Date.now() / 1000;
    expect(expires - nowS).toBeGreaterThan(15 * 60 - 5);
    expect(expires - nowS).toBeLessThanOrEqual(ATTACHMENT_LINK_MAX_VALID_S);
    const listed = (await get(admin, `/api/partner/${partnerId}/attachment`)).json() as { id: number }[];
    expect(listed.map((a) => a.id)).toContain(att.id);

    const dl = await get(null, att.downloadUrl);
    expect(dl.statusCode, dl.body).toBe(200);
    expect(dl.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    expect(dl.headers["content-type"]).toBe("application/pdf");
    expect(dl.headers["content-disposition"]).toMatch(/^attachment; /);
    expect(dl.headers["x-content-type-options"]).toBe("nosniff");
    expect(dl.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
  });

  it("refuses a changed, expired, too long, other tenant's or other file's link; a deleted file is 404", async () => {
    const att = await upload();
    const other = await upload();
    const refused = async (url: string, tenant = "demo") => {
      const res = await get(null, url, tenant);
      expect(res.statusCode, url).toBe(403);
      expect((res.json() as { message: string }).message).toMatch(/letöltési link érvénytelen vagy lejárt/);
    };
    const sig = /signature=([\w-]+)/.exec(att.downloadUrl)?.[1] ?? "";
    await refused(att.downloadUrl.replace(/signature=.*/, `signature=${sig.slice(1)}A`));
    await refused(att.downloadUrl.replace(`/attachmentFile/${att.id}?`, `/attachmentFile/${other.id}?`));
    await refused(att.downloadUrl.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 300}`));
    await refused(att.downloadUrl, "beta"); // beta's Host: signed for demo only
    const nowS = Math.floor(Date.now() / 1000);
    await refused(signedFor(att.id, nowS - 1));
    await refused(signedFor(att.id, nowS + ATTACHMENT_LINK_MAX_VALID_S + 60));
    expect((await get(null, signedFor(att.id, linkExpiry(nowS)))).statusCode).toBe(200);

    for (const bad of ["?expires=x&signature=a", "?signature=a", "?expires=1"])
      expect((await get(null, `/api/attachmentFile/${att.id}${bad}`)).statusCode).toBe(400);

    const gone = await t.app.inject({
      method: "DELETE",
      url: `/api/partner/${partnerId}/attachment/${att.id}`,
      headers: authed("demo", admin),
    });
    expect(gone.statusCode).toBe(204);
    expect((await get(null, att.downloadUrl)).statusCode).toBe(404);
  });
});
