import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { createQueryClient } from "../lib/query/query-client";
import { authStore } from "../lib/auth/auth-store";
import { makeAuthPayload, makeTestToken } from "../test/tokens";
import { createRouteObjects } from "./routes";

/** Runs a route object's loader the way the router does (a GET of `url`). */
function runLoader(object: RouteObject | undefined, url: string): unknown {
  const loader = object?.loader;
  if (typeof loader !== "function") throw new Error("no loader");
  return loader({ request: new Request(url), params: {}, context: undefined } as LoaderFunctionArgs);
}

const byName = (objects: RouteObject[], name: string) => objects.find((o) => o.id === name);

afterEach(() => {
  authStore.getState().reset();
  vi.unstubAllGlobals();
});

describe("route prefetch loaders (issue 19 §6)", () => {
  it("are only added with a query client, and only to the routes that prefetch", () => {
    expect(createRouteObjects().some((o) => o.loader)).toBe(false);
    const objects = createRouteObjects(undefined, createQueryClient());
    expect(byName(objects, "home")?.loader).toBeTypeOf("function");
    expect(byName(objects, "employees")?.loader).toBeTypeOf("function");
    expect(byName(objects, "login")?.loader).toBeUndefined();
  });

  it("starts nothing for a signed-out visitor and returns at once", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const queryClient = createQueryClient();
    const home = byName(createRouteObjects(undefined, queryClient), "home");
    expect(runLoader(home, "http://demo.localhost/")).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the page's own queries in flight for a signed-in user, without waiting for them", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    authStore.getState().signIn(makeTestToken(makeAuthPayload()));
    const queryClient = createQueryClient();
    const employees = byName(createRouteObjects(undefined, queryClient), "employees");
    expect(runLoader(employees, "http://demo.localhost/munkatarsak?active=inactive")).toBeNull();
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey);
    expect(keys).toEqual([["employees", "list", { active: false }]]);
  });
});
