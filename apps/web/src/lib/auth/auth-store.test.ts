import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeAuthPayload, makeTestToken } from "../../test/tokens";
import {
  AUTH_USER_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  authStore,
  selectIsAuthenticated,
  startAuthSync,
} from "./auth-store";
import { DEFAULT_AUTH_USER, decodeJwtPayload, getTokenExpiry, toAuthUser } from "./jwt";

beforeEach(() => authStore.getState().reset());

describe("jwt helpers", () => {
  it("decodes a base64url payload with Hungarian text", () => {
    const token = makeTestToken({ displayName: "Őze Árpád", exp: 42 });
    expect(decodeJwtPayload(token)).toEqual({ displayName: "Őze Árpád", exp: 42 });
    expect(getTokenExpiry(token)).toBe(42);
  });

  it("rejects malformed tokens", () => {
    expect(decodeJwtPayload("")).toBeNull();
    expect(decodeJwtPayload("abc")).toBeNull();
    expect(decodeJwtPayload("a.!!!.c")).toBeNull();
    expect(getTokenExpiry("nope")).toBe(0);
  });

  it("fills SPEC §3 defaults for missing or mistyped fields", () => {
    expect(toAuthUser(null)).toEqual(DEFAULT_AUTH_USER);
    expect(toAuthUser({ role: ["hr", 5], exp: "soon", username: "anna" })).toEqual({
      ...DEFAULT_AUTH_USER,
      role: ["hr"],
      username: "anna",
    });
    expect(DEFAULT_AUTH_USER).toEqual({
      aud: "",
      appVersion: "",
      resourceId: 0,
      role: [],
      displayName: "",
      iss: "",
      company: "",
      employeeId: 0,
      exp: 0,
      username: "",
      tenantId: "",
    });
  });
});

describe("auth store (SPEC §4)", () => {
  it("signIn stores the token and the decoded user under 'token' and 'authUser'", () => {
    const payload = makeAuthPayload();
    const token = makeTestToken(payload);
    authStore.getState().signIn(token);
    expect(selectIsAuthenticated(authStore.getState())).toBe(true);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(TOKEN_STORAGE_KEY).toBe("token");
    expect(AUTH_USER_STORAGE_KEY).toBe("authUser");
    const stored = JSON.parse(window.localStorage.getItem(AUTH_USER_STORAGE_KEY) ?? "{}") as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ username: "anna", employeeId: 7, role: ["hr"], tenantId: "demo" });
    expect(stored).not.toHaveProperty("sid");
  });

  it("setProfileUrl changes only profileUrl", () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload()));
    const before = authStore.getState().authUser;
    authStore.getState().setProfileUrl("/storage/demo/employees/7/a.png");
    expect(authStore.getState().authUser).toEqual({
      ...before,
      profileUrl: "/storage/demo/employees/7/a.png",
    });
  });

  it("replaceToken (refresh) keeps the profileUrl", () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload()));
    authStore.getState().setProfileUrl("/p.png");
    const renewed = makeTestToken(makeAuthPayload({ exp: 9_999_999_999 }));
    authStore.getState().replaceToken(renewed);
    expect(authStore.getState().token).toBe(renewed);
    expect(authStore.getState().authUser).toMatchObject({ exp: 9_999_999_999, profileUrl: "/p.png" });
  });

  it("reset (logout) restores the defaults and clears the token", () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload()));
    authStore.getState().reset();
    expect(authStore.getState().token).toBe("");
    expect(authStore.getState().authUser).toEqual(DEFAULT_AUTH_USER);
    expect(selectIsAuthenticated(authStore.getState())).toBe(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("");
    expect(JSON.parse(window.localStorage.getItem(AUTH_USER_STORAGE_KEY) ?? "null")).toEqual(
      DEFAULT_AUTH_USER,
    );
  });
});

describe("signed-in hint cookie (issue 19 §6)", () => {
  it("is set while a token is held and removed with it, and carries no credential", () => {
    const token = makeTestToken(makeAuthPayload({ username: "anna" }));
    authStore.getState().signIn(token);
    expect(document.cookie).toMatch(/(^|; )office_signed_in=1(;|$)/);
    expect(document.cookie).not.toContain(token);
    authStore.getState().replaceToken(makeTestToken(makeAuthPayload({ username: "anna", exp: 99 })));
    expect(document.cookie).toMatch(/(^|; )office_signed_in=1(;|$)/);
    authStore.getState().reset();
    expect(document.cookie).not.toContain("office_signed_in");
  });
});

describe("cross-tab sync (SPEC §4)", () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it("takes over a login and a logout done in another tab", () => {
    stop = startAuthSync();
    const token = makeTestToken(makeAuthPayload({ username: "peter" }));
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    window.localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(toAuthUser(decodeJwtPayload(token))));
    window.dispatchEvent(new StorageEvent("storage", { key: TOKEN_STORAGE_KEY }));
    expect(authStore.getState().token).toBe(token);
    expect(authStore.getState().authUser.username).toBe("peter");

    window.localStorage.setItem(TOKEN_STORAGE_KEY, "");
    window.localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(DEFAULT_AUTH_USER));
    window.dispatchEvent(new StorageEvent("storage", { key: AUTH_USER_STORAGE_KEY }));
    expect(selectIsAuthenticated(authStore.getState())).toBe(false);
  });

  it("ignores other keys and reacts to a cleared storage", () => {
    stop = startAuthSync();
    authStore.getState().signIn(makeTestToken(makeAuthPayload()));
    window.dispatchEvent(new StorageEvent("storage", { key: "colorScheme" }));
    expect(selectIsAuthenticated(authStore.getState())).toBe(true);
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(selectIsAuthenticated(authStore.getState())).toBe(false);
    expect(authStore.getState().authUser).toEqual(DEFAULT_AUTH_USER);
  });
});
