import { describe, expect, it } from "vitest";
import { requestHost, tenantSlugFromHost } from "./tenancy.ts";

describe("tenantSlugFromHost (DESIGN §3)", () => {
  it.each([
    ["demo.localhost:3000", "demo"],
    ["Demo.Localhost", "demo"],
    ["acme.example.hu", "acme"],
    ["acme-kft.office.hu:443", "acme-kft"],
    ["localhost:3000", "def"],
    ["127.0.0.1:3000", "def"],
    ["[::1]:3000", "def"],
  ])("%s → %s", (h, slug) => {
    expect(tenantSlugFromHost(h, "def")).toBe(slug);
  });
  it.each([[undefined], [""], ["-bad-.example.hu"], ["a_b.example.hu"]])("rejects %s", (h) => {
    expect(tenantSlugFromHost(h, "def")).toBeNull();
  });
});

describe("requestHost", () => {
  const headers = { host: "demo.localhost", "x-forwarded-host": "beta.localhost" };
  it("ignores X-Forwarded-Host unless the proxy is trusted", () => {
    expect(requestHost(headers, false)).toBe("demo.localhost");
    expect(requestHost(headers, true)).toBe("beta.localhost");
  });
  it("takes the first of a forwarded list", () => {
    expect(requestHost({ host: "x", "x-forwarded-host": "a.hu, b.hu" }, true)).toBe("a.hu");
  });
});
