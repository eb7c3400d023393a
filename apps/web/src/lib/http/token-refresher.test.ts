import { describe, expect, it, vi } from "vitest";
import { TOKEN_REFRESH_WINDOW_SECONDS as CONTRACT_WINDOW } from "@office/shared/auth/auth.contract";
import { makeTestToken } from "../../test/tokens";
import { TOKEN_REFRESH_WINDOW_SECONDS } from "../auth/auth-constants";
import { createTokenRefresher, needsRefresh } from "./token-refresher";

const NOW = 1_750_000_000_000;

describe("needsRefresh (SPEC §4: within 1 day or expired)", () => {
  it("uses the contract's 1-day window", () => {
    expect(TOKEN_REFRESH_WINDOW_SECONDS).toBe(CONTRACT_WINDOW);
    expect(TOKEN_REFRESH_WINDOW_SECONDS).toBe(86_400);
  });

  it.each([
    ["expired", -100, true],
    ["expiring in an hour", 3600, true],
    ["expiring in exactly a day", 86_400, true],
    ["expiring in a day and a minute", 86_460, false],
    ["expiring in a week", 7 * 86_400, false],
  ])("%s → %s", (_label, expiresIn, expected) => {
    expect(needsRefresh(makeTestToken({ exp: NOW / 1000 + expiresIn }), NOW)).toBe(expected);
  });

  it("never refreshes an empty token", () => {
    expect(needsRefresh("", NOW)).toBe(false);
  });
});

describe("createTokenRefresher", () => {
  it("stores the new token and shares one request between callers", async () => {
    let token = makeTestToken({ exp: NOW / 1000 + 10 });
    const renewed = makeTestToken({ exp: NOW / 1000 + 7 * 86_400 });
    const requestRefresh = vi.fn(() => Promise.resolve(renewed));
    const refresher = createTokenRefresher({
      getToken: () => token,
      storeToken: (t) => {
        token = t;
      },
      requestRefresh,
      now: () => NOW,
    });
    await Promise.all([refresher.ensureFreshToken(), refresher.ensureFreshToken()]);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(token).toBe(renewed);
    await refresher.ensureFreshToken();
    expect(requestRefresh).toHaveBeenCalledTimes(1);
  });

  it("swallows a failed refresh (the HTTP layer already reacted)", async () => {
    const refresher = createTokenRefresher({
      getToken: () => makeTestToken({ exp: NOW / 1000 }),
      storeToken: vi.fn(),
      requestRefresh: () => Promise.reject(new Error("network")),
      now: () => NOW,
    });
    await expect(refresher.ensureFreshToken()).resolves.toBeUndefined();
  });
});
