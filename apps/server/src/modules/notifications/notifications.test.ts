import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  notificationListSchema,
  type Notification,
} from "@office/shared/notifications/notifications.contract";
import { authed, backends, createTestApp, host, login, type TestApp } from "../../test/harness.ts";
import { rowsOf } from "../../platform/migrate.ts";
import { notify } from "./notifications.service.ts";

describe.each(backends)("notifications on %s", (backend) => {
  let t: TestApp;
  let token: string;
  const list = async (tok = token) =>
    notificationListSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/notification", headers: authed("demo", tok) })).json(),
    );
  beforeAll(async () => {
    t = await createTestApp(backend);
    token = await login(t, "demo", "user");
  });
  afterAll(async () => t?.close());

  it("GET /api/notification: own notifications, newest first, seen only when seen", async () => {
    const items = await list();
    // the demo's four, plus one per demo questionnaire sent to `user` (issue 11 §2)
    expect(items.filter((n) => n.title !== "Új kérdőív").length).toBe(4);
    expect(items.filter((n) => n.title === "Új kérdőív").length).toBe(3);
    const times = items.map((n) => Date.parse(n.createDateTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // issue 10: the demo's car notification is the fleet reminder job's, about the car `user` drives
    const car = items.find((n) => n.description.includes("UJ-FL-001 rendszámú autó"));
    expect(car?.eventId).toBeGreaterThan(0);
    expect(car && "seen" in car).toBe(false);
    expect(items.find((n) => n.title === "Új hozzászólás")).toMatchObject({ eventId: 2 });
    expect(items.find((n) => n.title === "Üdvözlünk az Office-ban")?.seen).toBeTruthy();
    expect(items.some((n) => n.description.includes("\n"))).toBe(true);
  });

  it("PUT /api/notification/{id}/seen marks it seen once and keeps the first time", async () => {
    const target = (await list()).find((n) => !n.seen) as Notification;
    const first = await t.app.inject({
      method: "PUT",
      url: `/api/notification/${target.id}/seen`,
      headers: authed("demo", token),
    });
    expect(first.statusCode).toBe(200);
    const seen = first.json().seen as string;
    expect(Date.now() - Date.parse(seen)).toBeLessThan(60_000);
    const again = await t.app.inject({
      method: "PUT",
      url: `/api/notification/${target.id}/seen`,
      headers: authed("demo", token),
    });
    expect(again.json().seen).toBe(seen);
    expect((await list()).find((n) => n.id === target.id)?.seen).toBe(seen);
  });

  it("another user's notification → 404; a malformed id → 400", async () => {
    const hr = await login(t, "demo", "hr");
    const hrItem = (await list(hr))[0] as Notification;
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/notification/${hrItem.id}/seen`,
      headers: authed("demo", token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Az értesítés nem található.");
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/notification/abc/seen",
      headers: authed("demo", token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it("notify() delivers to the named users inside the caller's transaction", async () => {
    const [row] = await rowsOf<{ tenant_id: number; id: number }>(
      t.platform.database.db.execute(
        sql`select tenant_id, id from users where username = 'user' and tenant_id = (select id from tenants where slug = 'demo')`,
      ),
    );
    const tenantId = row?.tenant_id ?? 0;
    await t.platform.database.withTenant(tenantId, (tx) =>
      notify(tx, tenantId, [row?.id ?? 0], {
        eventType: "projectComment",
        eventId: 7,
        title: "Új hozzászólás",
        description: "Első sor\nMásodik sor",
      }),
    );
    const newest = (await list())[0];
    expect(newest).toMatchObject({
      title: "Új hozzászólás",
      eventId: 7,
      description: "Első sor\nMásodik sor",
    });
    expect(newest?.seen).toBeUndefined();
  });
  it("PUT /api/notification/seen marks every unseen one of the caller seen, no one else's", async () => {
    const hr = await login(t, "demo", "hr");
    const hrUnseenBefore = (await list(hr)).filter((n) => !n.seen).length;
    const mine = await list();
    const unseen = mine.filter((n) => !n.seen).length;
    const alreadySeen = mine.find((n) => n.seen) as Notification;
    expect(unseen).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/notification/seen",
      headers: authed("demo", token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: unseen });
    const after = await list();
    expect(after.every((n) => n.seen)).toBe(true);
    // the ones seen earlier keep their first time
    expect(after.find((n) => n.id === alreadySeen.id)?.seen).toBe(alreadySeen.seen);
    expect((await list(hr)).filter((n) => !n.seen).length).toBe(hrUnseenBefore);
    const again = await t.app.inject({
      method: "PUT",
      url: "/api/notification/seen",
      headers: authed("demo", token),
    });
    expect(again.json()).toEqual({ updated: 0 });
    const anonymous = await t.app.inject({
      method: "PUT",
      url: "/api/notification/seen",
      headers: host("demo"),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
