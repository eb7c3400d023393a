import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_HEADER_COLOR,
  DEFAULT_LOGO_HEIGHT,
} from "@office/shared/client-config/client-config.contract";
import { getHostLabel } from "../../../lib/tenant/tenant";
import {
  FALLBACK_HEADER_COLOR,
  FALLBACK_LOGO_HEIGHT,
  clientConfigQueryOptions,
  useClientConfig,
  withClientConfigDefaults,
} from "./get-client-config";

afterEach(() => vi.unstubAllGlobals());

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

describe("clientConfig query", () => {
  it("asks once for an unknown tenant: the shell mounting after a failed prefetch does not ask again", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: "Nincs ilyen cég." }), {
          status: 404,
          headers: { "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.prefetchQuery(clientConfigQueryOptions(getHostLabel()));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useClientConfig(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.config.name).toBe(getHostLabel());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
