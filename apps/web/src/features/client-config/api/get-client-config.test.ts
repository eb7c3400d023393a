import { describe, expect, it } from "vitest";
import {
  DEFAULT_HEADER_COLOR,
  DEFAULT_LOGO_HEIGHT,
} from "@office/shared/client-config/client-config.contract";
import { getHostLabel } from "../../../lib/tenant/tenant";
import { FALLBACK_HEADER_COLOR, FALLBACK_LOGO_HEIGHT, withClientConfigDefaults } from "./get-client-config";

describe("tenant config fallbacks (SPEC §1/§3/§5)", () => {
  it("mirrors the contract's defaults", () => {
    expect(FALLBACK_LOGO_HEIGHT).toBe(DEFAULT_LOGO_HEIGHT);
    expect(FALLBACK_HEADER_COLOR).toBe(DEFAULT_HEADER_COLOR);
  });

  it("uses the host label when the configuration has no name", () => {
    expect(
      withClientConfigDefaults({ name: "", logoSrc: "", logoHeight: "", headerColor: "" }, "acme"),
    ).toEqual({
      name: "acme",
      logoSrc: "",
      logoHeight: "30px",
      headerColor: "#1d4d34",
    });
    expect(withClientConfigDefaults(undefined, "beta").name).toBe("beta");
  });

  it("keeps configured values", () => {
    const config = {
      name: "Béta Zrt.",
      logoSrc: "/storage/beta/logo.png",
      logoHeight: "40px",
      headerColor: "#123456",
    };
    expect(withClientConfigDefaults(config, "beta")).toEqual(config);
  });

  it("takes the first host label, lower-cased, as the tenant", () => {
    expect(getHostLabel("Demo.localhost")).toBe("demo");
    expect(getHostLabel("acme.example.hu")).toBe("acme");
    expect(getHostLabel("localhost")).toBe("localhost");
  });
});
