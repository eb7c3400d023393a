import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { loadConfig } from "../../platform/config.ts";
import { isLoopbackHost, mailLinkBase } from "../../platform/mail-links.ts";
import type { Tenant } from "../../platform/tenancy.ts";
import { backends, createTestApp, login, type TestApp } from "../../test/harness.ts";

const demo = { id: 1, slug: "demo", name: "Demo" } as Tenant;

describe("mailLinkBase", () => {
  const none = { publicUrl: undefined, baseDomain: undefined };
  it("prefers PUBLIC_URL, then the base domain, then a loopback origin; otherwise no link", () => {
    const origin = "http://demo.evil.example";
    expect(mailLinkBase({ ...none, publicUrl: "https://hr.example.hu/" }, { tenant: demo, origin })).toBe(
      "https://hr.example.hu",
    );
    expect(mailLinkBase({ ...none, baseDomain: "office.example.hu" }, { tenant: demo, origin })).toBe(
      "https://demo.office.example.hu",
    );
    expect(mailLinkBase(none, { tenant: demo, origin })).toBeNull();
    expect(mailLinkBase(none, { tenant: demo, origin: "http://demo.localhost:3000" })).toBe(
      "http://demo.localhost:3000",
    );
    for (const h of ["localhost", "demo.localhost", "127.0.0.1", "[::1]"])
      expect(isLoopbackHost(h)).toBe(true);
    for (const h of ["localhost.evil.example", "127.0.0.1.evil.example", "example.hu"])
      expect(isLoopbackHost(h)).toBe(false);
  });

  it("OFFICE_BASE_DOMAIN is validated: a host name, no scheme or path", () => {
    expect(loadConfig({ OFFICE_BASE_DOMAIN: "office.example.hu" }).baseDomain).toBe("office.example.hu");
    for (const bad of ["https://office.example.hu", "office.example.hu/x", "Office..hu", "-a.hu"]) {
      expect(() => loadConfig({ OFFICE_BASE_DOMAIN: bad })).toThrow(/OFFICE_BASE_DOMAIN/);
    }
  });
});

/** Issue 7 §5: `Host: demo.evil.example` never yields a mail pointing at evil.example. */
describe.each(backends)("links in mail on %s", (backend) => {
  for (const trustProxy of ["0", "1"]) {
    describe(`TRUST_PROXY=${trustProxy}`, () => {
      let t: TestApp;
      let hr: string;
      let userId: number;
      beforeAll(async () => {
        t = await createTestApp(backend, { TRUST_PROXY: trustProxy });
        hr = await login(t, "demo", "hr");
        userId = decodeJwt(await login(t, "demo", "user")).employeeId as number;
      });
      afterAll(async () => t?.close());

      const evilHeaders = (extra: Record<string, string> = {}) =>
        trustProxy === "1"
          ? { host: "demo.localhost", "x-forwarded-host": "demo.evil.example", ...extra }
          : { host: "demo.evil.example", ...extra };

      it("forgotPassword answers as always but sends no mail with a foreign host", async () => {
        const before = t.mails.length;
        const res = await t.app.inject({
          method: "POST",
          url: "/api/forgotPassword",
          headers: evilHeaders(),
          payload: { email: "user@demo.example.hu" },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().message).toMatch(/^Ha a megadott e-mail cím szerepel a rendszerben/);
        expect(t.mails.slice(before)).toEqual([]);
      });

      it("sendPassword refuses with a Hungarian 409 naming the missing setting", async () => {
        const res = await t.app.inject({
          method: "GET",
          url: `/api/employee/${userId}/sendPassword`,
          headers: evilHeaders({ authorization: `Bearer ${hr}` }),
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toMatch(/nincs beállítva az OFFICE_BASE_DOMAIN/);
      });

      it("with OFFICE_BASE_DOMAIN the link goes to https://<tenant>.<base domain>", async () => {
        t.platform.config.baseDomain = "office.example.hu";
        try {
          const before = t.mails.length;
          await t.app.inject({
            method: "POST",
            url: "/api/forgotPassword",
            headers: evilHeaders(),
            payload: { email: "hr@demo.example.hu" },
          });
          const sent = await t.app.inject({
            method: "GET",
            url: `/api/employee/${userId}/sendPassword`,
            headers: evilHeaders({ authorization: `Bearer ${hr}` }),
          });
          expect(sent.statusCode).toBe(200);
          const mails = t.mails.slice(before);
          expect(mails).toHaveLength(2);
          for (const mail of mails) {
            expect(mail.text).toContain("https://demo.office.example.hu/jelszo-visszaallitas?token=");
            expect(mail.text).not.toContain("evil.example");
          }
        } finally {
          t.platform.config.baseDomain = undefined;
        }
      });
    });
  }
});
