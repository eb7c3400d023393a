import { describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../test/render";
import { makeTestToken } from "../../test/tokens";
import {
  FALLBACK_ERROR_MESSAGE,
  SUCCESS_MESSAGE,
  buildUrl,
  createHttpClient,
  type HttpClientDeps,
} from "./http-client";
import { HttpError } from "./http-error";
import { createTokenRefresher } from "./token-refresher";

const NOW = Date.UTC(2025, 5, 2, 12, 0, 0);
const DAY = 24 * 60 * 60;

type Setup = {
  token?: string;
  responses?: Response[] | ((url: string) => Response | Promise<Response>);
  responseType?: "json" | "blob";
  baseUrl?: string;
};

function setup({ token = "", responses = [], responseType = "json", baseUrl = "/api" }: Setup = {}) {
  const state = { token };
  const queue = Array.isArray(responses) ? [...responses] : null;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    if (typeof responses === "function") return responses(String(input));
    const next = queue?.shift();
    if (!next) throw new Error(`unexpected fetch ${String(input)}`);
    return next;
  });
  const showToast = vi.fn<HttpClientDeps["showToast"]>();
  const handleUnauthorized = vi.fn(() => {
    state.token = "";
  });
  const refresher = createTokenRefresher({
    getToken: () => state.token,
    storeToken: (t) => {
      state.token = t;
    },
    requestRefresh: () => client.get<{ access_token: string }>("/tokenRefresh").then((a) => a.access_token),
    now: () => NOW,
  });
  const client = createHttpClient<unknown>(
    { baseUrl, responseType },
    { getToken: () => state.token, handleUnauthorized, showToast, refresher, fetch: fetchMock },
  );
  const headerOf = (call: number, name: string): string | null => {
    const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
    return new Headers(init?.headers).get(name);
  };
  return { client, fetchMock, showToast, handleUnauthorized, state, headerOf };
}

const freshToken = makeTestToken({ exp: NOW / 1000 + 7 * DAY, username: "anna" });

describe("buildUrl", () => {
  it("joins base, path and the defined query values", () => {
    expect(buildUrl("/api", "/employee", { active: true, skip: undefined })).toBe(
      "/api/employee?active=true",
    );
    expect(buildUrl("/report", "/attendance/download")).toBe("/report/attendance/download");
  });
});

describe("http client: request shape (SPEC §7)", () => {
  it("sends credentials, JSON and the bearer token when authenticated", async () => {
    const { client, fetchMock, headerOf } = setup({
      token: freshToken,
      responses: [jsonResponse({ id: 1 })],
    });
    await expect(client.post("/employee", { name: "X" })).resolves.toEqual({ id: 1 });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/employee");
    expect(init.credentials).toBe("include");
    expect(init.method).toBe("POST");
    expect(init.body).toBe(JSON.stringify({ name: "X" }));
    expect(headerOf(0, "authorization")).toBe(`Bearer ${freshToken}`);
    expect(headerOf(0, "content-type")).toBe("application/json");
  });

  it("sends no authorization header when signed out", async () => {
    const { client, headerOf } = setup({ responses: [jsonResponse({ name: "Demo" })] });
    await client.get("/clientConfig", { query: { tenant: "demo" } });
    expect(headerOf(0, "authorization")).toBeNull();
  });

  it("passes FormData through untouched (multipart)", async () => {
    const { client, fetchMock, headerOf } = setup({
      token: freshToken,
      responses: [jsonResponse({ id: 7 })],
    });
    const form = new FormData();
    form.append("file", new Blob(["x"]), "a.png");
    await client.put("/employee/7/profilepicture", form);
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).body).toBe(form);
    expect(headerOf(0, "content-type")).toBeNull();
  });

  it("the report client answers blobs", async () => {
    const { client } = setup({
      baseUrl: "/report",
      responseType: "blob",
      responses: [new Response("xlsx-bytes", { status: 200 })],
    });
    const blob = await client.get<Blob>("/attendance/download", {
      query: { start: "2025-01-01", end: "2025-01-31" },
    });
    expect(typeof blob.text).toBe("function");
    expect(await blob.text()).toBe("xlsx-bytes");
  });
});

describe("http client: token refresh before each call (SPEC §4)", () => {
  it("refreshes first when the token expires within 1 day, then uses the new token", async () => {
    const expiring = makeTestToken({ exp: NOW / 1000 + DAY - 60 });
    const renewed = makeTestToken({ exp: NOW / 1000 + 7 * DAY });
    const { client, fetchMock, headerOf, state } = setup({
      token: expiring,
      responses: [jsonResponse({ access_token: renewed }), jsonResponse([])],
    });
    await client.get("/notification");
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(["/api/tokenRefresh", "/api/notification"]);
    expect(headerOf(0, "authorization")).toBe(`Bearer ${expiring}`);
    expect(headerOf(1, "authorization")).toBe(`Bearer ${renewed}`);
    expect(state.token).toBe(renewed);
  });

  it("refreshes an already expired token", async () => {
    const expired = makeTestToken({ exp: NOW / 1000 - 10 });
    const renewed = makeTestToken({ exp: NOW / 1000 + 7 * DAY });
    const { client, fetchMock } = setup({
      token: expired,
      responses: [jsonResponse({ access_token: renewed }), jsonResponse({})],
    });
    await client.get("/company");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/tokenRefresh");
  });

  it("does not refresh a token valid for more than a day, nor without a token", async () => {
    const { client, fetchMock } = setup({ token: freshToken, responses: [jsonResponse([])] });
    await client.get("/notification");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const signedOut = setup({ responses: [jsonResponse({})] });
    await signedOut.client.get("/clientConfig");
    expect(signedOut.fetchMock).toHaveBeenCalledTimes(1);
  });

  it("never refreshes before the refresh call itself", async () => {
    const expiring = makeTestToken({ exp: NOW / 1000 + 60 });
    const { client, fetchMock } = setup({
      token: expiring,
      responses: [jsonResponse({ access_token: "x.y.z" })],
    });
    await client.get("/tokenRefresh");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/tokenRefresh");
  });

  it("shares one refresh between concurrent calls", async () => {
    const expiring = makeTestToken({ exp: NOW / 1000 + 60 });
    const renewed = makeTestToken({ exp: NOW / 1000 + 7 * DAY });
    const { client, fetchMock } = setup({
      token: expiring,
      responses: (url) =>
        url.endsWith("/tokenRefresh") ? jsonResponse({ access_token: renewed }) : jsonResponse({}),
    });
    await Promise.all([client.get("/a"), client.get("/b"), client.get("/c")]);
    expect(fetchMock.mock.calls.filter((c) => String(c[0]).endsWith("/tokenRefresh"))).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("stops without a second call when the refresh ends the session (401)", async () => {
    const expiring = makeTestToken({ exp: NOW / 1000 + 60 });
    const { client, fetchMock, handleUnauthorized, showToast } = setup({
      token: expiring,
      responses: [jsonResponse({ message: "A munkamenet lejárt." }, 401)],
    });
    await expect(client.get("/employee/7")).rejects.toBeInstanceOf(HttpError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(handleUnauthorized).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledTimes(1);
  });
});

describe("http client: 401 rule (SPEC §4/§8)", () => {
  it("clears the session and goes to login on a 401 elsewhere", async () => {
    const { client, handleUnauthorized } = setup({
      token: freshToken,
      responses: [jsonResponse({ message: "x" }, 401)],
    });
    await expect(client.get("/employee/7")).rejects.toMatchObject({ status: 401 });
    expect(handleUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each(["/login2", "/notification", "/notification/5/seen"])(
    "does not redirect on a 401 of %s",
    async (path) => {
      const { client, handleUnauthorized } = setup({
        token: freshToken,
        responses: [jsonResponse({ message: "x" }, 401)],
      });
      await expect(client.post(path)).rejects.toMatchObject({ status: 401 });
      expect(handleUnauthorized).not.toHaveBeenCalled();
    },
  );

  it("does not redirect on other failures", async () => {
    const { client, handleUnauthorized } = setup({
      token: freshToken,
      responses: [jsonResponse({ message: "x" }, 403)],
    });
    await expect(client.get("/company")).rejects.toMatchObject({ status: 403 });
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });
});

describe("http client: toasts (SPEC §8)", () => {
  it("shows the JSON body's message in a danger toast", async () => {
    const { client, showToast } = setup({
      token: freshToken,
      responses: [jsonResponse({ message: "A munkatárs nem található." }, 404)],
    });
    await expect(client.get("/employee/99")).rejects.toMatchObject({ message: "A munkatárs nem található." });
    expect(showToast).toHaveBeenCalledWith("danger", "A munkatárs nem található.");
  });

  it("shows the raw body text when it is not JSON", async () => {
    const { client, showToast } = setup({ responses: [new Response("Bad Gateway", { status: 502 })] });
    await expect(client.get("/x")).rejects.toBeInstanceOf(HttpError);
    expect(showToast).toHaveBeenCalledWith("danger", "Bad Gateway");
  });

  it("falls back to 'Valami hiba tortent' for an empty body", async () => {
    const { client, showToast } = setup({ responses: [new Response("", { status: 500 })] });
    await expect(client.get("/x")).rejects.toBeInstanceOf(HttpError);
    expect(FALLBACK_ERROR_MESSAGE).toBe("Valami hiba tortent");
    expect(showToast).toHaveBeenCalledWith("danger", "Valami hiba tortent");
  });

  it("shows no toast at all for /login calls", async () => {
    const failed = setup({
      responses: [jsonResponse({ message: "Hibás felhasználónév vagy jelszó." }, 401)],
    });
    await expect(failed.client.post("/login2", { username: "a", password: "b" })).rejects.toMatchObject({
      status: 401,
      message: "Hibás felhasználónév vagy jelszó.",
    });
    expect(failed.showToast).not.toHaveBeenCalled();
    const ok = setup({ responses: [jsonResponse({ access_token: "a.b.c" })] });
    await ok.client.post("/login2", { username: "a", password: "b" });
    expect(ok.showToast).not.toHaveBeenCalled();
  });

  it("still shows the danger toast for a failed /notification call", async () => {
    const { client, showToast } = setup({
      token: freshToken,
      responses: [jsonResponse({ message: "Hiba" }, 500)],
    });
    await expect(client.get("/notification")).rejects.toBeInstanceOf(HttpError);
    expect(showToast).toHaveBeenCalledWith("danger", "Hiba");
  });

  it.each([
    ["post", "/employee"],
    ["put", "/employee/7"],
    ["delete", "/employee/7"],
  ] as const)("shows 'Sikeres mentés' after a successful %s", async (method, path) => {
    const { client, showToast } = setup({
      token: freshToken,
      responses: [new Response(null, { status: 204 })],
    });
    await client[method](path);
    expect(SUCCESS_MESSAGE).toBe("Sikeres mentés");
    expect(showToast).toHaveBeenCalledWith("success", "Sikeres mentés");
  });

  it("puts what happened under 'Sikeres mentés' (issue 19 §1), also from the answer", async () => {
    const { client, showToast } = setup({
      token: freshToken,
      responses: [jsonResponse({ id: 1 }), jsonResponse({ outcome: "deactivated" })],
    });
    await client.post("/project", {}, { successMessage: "A projekt létrejött." });
    expect(showToast).toHaveBeenLastCalledWith("success", "Sikeres mentés", "A projekt létrejött.");
    await client.delete<{ outcome: string }>("/partner/3", {
      successMessage: (answer) =>
        answer.outcome === "deleted" ? "A partner törölve." : "A partner inaktiválva.",
    });
    expect(showToast).toHaveBeenLastCalledWith("success", "Sikeres mentés", "A partner inaktiválva.");
  });

  it("leaves a forbidden JSON GET to the page: no toast, the 403 is thrown (issue 19 §2)", async () => {
    const { client, showToast } = setup({
      token: freshToken,
      responses: [
        jsonResponse({ message: "Nincs jogosultságod." }, 403),
        jsonResponse({ message: "Nincs jogosultságod." }, 403),
      ],
    });
    await expect(client.get("/applicant")).rejects.toMatchObject({ status: 403 });
    expect(showToast).not.toHaveBeenCalled();
    // A forbidden write still says so.
    await expect(client.post("/applicant", {})).rejects.toMatchObject({ status: 403 });
    expect(showToast).toHaveBeenCalledWith("danger", "Nincs jogosultságod.");
  });

  it("still toasts a forbidden download (blob answer): no page would show it", async () => {
    const { client, showToast } = setup({
      token: freshToken,
      responseType: "blob",
      baseUrl: "/report",
      responses: [jsonResponse({ message: "Nincs jogosultságod." }, 403)],
    });
    await expect(client.get("/annual")).rejects.toMatchObject({ status: 403 });
    expect(showToast).toHaveBeenCalledWith("danger", "Nincs jogosultságod.");
  });

  it("shows no success toast for GET, /login or /notification", async () => {
    const { client, showToast } = setup({
      token: freshToken,
      responses: [jsonResponse({}), jsonResponse({ id: 1 }), jsonResponse({ access_token: "a.b.c" })],
    });
    await client.get("/employee/7");
    await client.put("/notification/1/seen");
    await client.post("/login2", {});
    expect(showToast).not.toHaveBeenCalled();
  });

  it("adds nothing on network errors or cancellations", async () => {
    const { client, showToast, handleUnauthorized } = setup({
      token: freshToken,
      responses: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await expect(client.post("/employee", {})).rejects.toBeInstanceOf(TypeError);
    const aborted = setup({
      token: freshToken,
      responses: () => Promise.reject(new DOMException("Aborted", "AbortError")),
    });
    await expect(aborted.client.get("/employee/7")).rejects.toMatchObject({ name: "AbortError" });
    expect(showToast).not.toHaveBeenCalled();
    expect(aborted.showToast).not.toHaveBeenCalled();
    expect(handleUnauthorized).not.toHaveBeenCalled();
  });

  it("keeps the server's field messages on the error", async () => {
    const { client } = setup({
      token: freshToken,
      responses: [
        jsonResponse({ message: "Hibás adatok.", fieldErrors: { name: "Add meg a cég nevét." } }, 400),
      ],
    });
    await expect(client.put("/company", {})).rejects.toMatchObject({
      status: 400,
      fieldErrors: { name: "Add meg a cég nevét." },
    });
  });
});
