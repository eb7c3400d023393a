import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { QueryObserver } from "@tanstack/react-query";
import { createQueryClient, retriesOnMount } from "../lib/query/query-client";
import { HttpError } from "../lib/http/http-error";
import { employeesQueryOptions } from "../features/employees/api/list-employees";
import { PREFETCH_WAIT_MS } from "../lib/query/route-prefetch";
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

  it("starts nothing for a signed-out visitor and returns at once", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const queryClient = createQueryClient();
    const home = byName(createRouteObjects(undefined, queryClient), "home");
    await expect(runLoader(home, "http://demo.localhost/")).resolves.toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  /** Signs a user in with `fetch` answering as `answer`; returns a query client and its employees route. */
  function employeesRoute(answer: () => Promise<Response>) {
    vi.stubGlobal("fetch", vi.fn(answer));
    authStore.getState().signIn(makeTestToken(makeAuthPayload()));
    const queryClient = createQueryClient();
    return { queryClient, employees: byName(createRouteObjects(undefined, queryClient), "employees") };
  }
  const never = () => new Promise<Response>(() => {});

  it("puts the page's own queries in flight for a signed-in user at once", () => {
    const { queryClient, employees } = employeesRoute(never);
    void runLoader(employees, "http://demo.localhost/munkatarsak?active=inactive");
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey);
    expect(keys).toEqual([["employees", "list", { active: false }]]);
  });

  it("resolves once the page's queries have answered, so the page renders with its data", async () => {
    const { queryClient, employees } = employeesRoute(async () =>
      Response.json([{ id: 1, name: "Kiss Anna" }]),
    );
    await expect(runLoader(employees, "http://demo.localhost/munkatarsak")).resolves.toBeNull();
    const [query] = queryClient.getQueryCache().getAll();
    expect(query?.state.status).toBe("success");
  });

  it("resolves after PREFETCH_WAIT_MS when an answer is late; a failed answer does not fail it", async () => {
    vi.useFakeTimers();
    try {
      const { employees } = employeesRoute(never);
      let settled = false;
      const waiting = Promise.resolve(runLoader(employees, "http://demo.localhost/munkatarsak")).then(
        (value) => {
          settled = true;
          return value;
        },
      );
      await vi.advanceTimersByTimeAsync(PREFETCH_WAIT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(waiting).resolves.toBeNull();

      const refused = employeesRoute(async () =>
        Response.json({ message: "Nincs jogosultságod." }, { status: 403 }),
      );
      await expect(runLoader(refused.employees, "http://demo.localhost/munkatarsak")).resolves.toBeNull();
      expect(refused.queryClient.getQueryCache().getAll()[0]?.state.status).toBe("error");
    } finally {
      vi.useRealTimers();
    }
  });

  it("a page mounting on a prefetched 403 or 404 does not ask again; on another error it does", async () => {
    for (const [status, asks] of [
      [403, 1],
      [404, 1],
      [500, 2],
    ] as const) {
      const { queryClient, employees } = employeesRoute(async () =>
        Response.json({ message: "Nem sikerült." }, { status }),
      );
      await runLoader(employees, "http://demo.localhost/munkatarsak");
      // The page's hook: an observer of the same query, mounting on its error.
      const observer = new QueryObserver(queryClient, employeesQueryOptions(true));
      const unsubscribe = observer.subscribe(() => {});
      await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
      unsubscribe();
      expect(vi.mocked(fetch), `status ${status}`).toHaveBeenCalledTimes(asks);
    }
  });

  it("asks again on mount once a refusal is older than the data's fresh time", () => {
    const at = 1_000_000;
    const refused = { state: { error: new HttpError(403, "Nincs jogosultságod."), errorUpdatedAt: at } };
    const query = refused as unknown as Parameters<typeof retriesOnMount>[0];
    expect(retriesOnMount(query, at + 1_000)).toBe(false);
    expect(retriesOnMount(query, at + 31_000)).toBe(true);
  });

  it("runs again for another page, not when only the search changes on the same page", () => {
    const employees = byName(createRouteObjects(undefined, createQueryClient()), "employees");
    const check = (from: string, to: string) =>
      employees?.shouldRevalidate?.({
        currentUrl: new URL(from),
        currentParams: {},
        nextUrl: new URL(to),
        nextParams: {},
        defaultShouldRevalidate: true,
      } as Parameters<NonNullable<RouteObject["shouldRevalidate"]>>[0]);
    expect(
      check("http://demo.localhost/munkatarsak", "http://demo.localhost/munkatarsak?active=inactive"),
    ).toBe(false);
    expect(check("http://demo.localhost/szabadsagok", "http://demo.localhost/munkatarsak")).toBe(true);
  });

  /** Signs `role` in, runs the loader of the route named `name` for `url`, returns the queries started. */
  function prefetchedKeys(name: string, url: string, params: Record<string, string> = {}, role = ["hr"]) {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role })));
    const queryClient = createQueryClient();
    const loader = byName(createRouteObjects(undefined, queryClient), name)?.loader;
    if (typeof loader !== "function") throw new Error(`no loader for ${name}`);
    const args = { request: new Request(url), params, context: undefined } as LoaderFunctionArgs;
    void loader(args);
    return queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey);
  }

  it("starts the phone pages' queries: the car, its reminders and attachments; the driver", () => {
    expect(prefetchedKeys("car", "http://demo.localhost/autok/3", { id: "3" })).toEqual([
      ["fleet", "car", 3],
      ["fleet", "reminders", 3],
      ["attachments", "car", 3],
    ]);
    expect(prefetchedKeys("car", "http://demo.localhost/autok/x", { id: "x" })).toEqual([]);
    expect(prefetchedKeys("driver", "http://demo.localhost/autok/soforok/5", { id: "5" })).toEqual([
      ["fleet", "driver", 5],
    ]);
  });

  it("starts everything /pontok waits for, the reciprocal pairs only for hr and companyAdmin", () => {
    const common = [
      ["rewards", "balance"],
      ["rewards", "feed"],
      ["rewards", "redemptions", JSON.stringify({ mine: true })],
      ["rewards", "leaderboard", "month"],
      ["rewards", "products"],
      ["employees", "list", { active: true }],
    ];
    expect(prefetchedKeys("rewards", "http://demo.localhost/pontok", {}, [])).toEqual(common);
    expect(prefetchedKeys("rewards", "http://demo.localhost/pontok")).toEqual([
      ...common,
      ["rewards", "pairs"],
    ]);
  });

  it("starts the questionnaire to fill, or the box of the tab the page opens", () => {
    const url = "http://demo.localhost/kerdoivek";
    expect(prefetchedKeys("questionnaires", `${url}?kitoltes=4`)).toEqual([["questionnaires", "one", 4]]);
    expect(prefetchedKeys("questionnaires", `${url}?tab=sent`)).toEqual([["questionnaires", "box", "sent"]]);
    expect(prefetchedKeys("questionnaires", `${url}?tab=sent`, {}, [])).toEqual([
      ["questionnaires", "box", "toFill"],
    ]);
    expect(prefetchedKeys("questionnaires", `${url}?tab=templates`)).toEqual([
      ["questionnaires", "templates"],
    ]);
    expect(prefetchedKeys("questionnaires", `${url}?eredmeny=4`)).toEqual([]);
  });

  it("starts /szabadsagok's team calendar month and calendar feed with the page's own queries", () => {
    const keys = prefetchedKeys("holidays", "http://demo.localhost/szabadsagok");
    const now = new Date();
    const month = String(now.getMonth() + 1).padStart(2, "0");
    const lastDay = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
    expect(keys).toContainEqual([
      "leave",
      "list",
      "team",
      `${now.getFullYear()}-${month}-01`,
      `${now.getFullYear()}-${month}-${lastDay}`,
    ]);
    expect(keys).toContainEqual(["leave", "icsLink"]);
    expect(keys).toContainEqual(["leave", "absenceTypes"]);
  });
});
