import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { authed, backends, createTestApp, host, login, type TestApp } from "../../test/harness.ts";
import { startSmtpCapture } from "../../test/smtp-capture.ts";
import { fromBudapestParts } from "@office/shared/hu/budapest-time";
import { users } from "../auth/auth.table.ts";
import { mailOutbox } from "../mail/outbox.table.ts";
import { tenants } from "../tenants/tenants.table.ts";
import { notify } from "./notifications.service.ts";
import { runNotificationMail } from "./notification-mail.job.ts";

/**
 * Issue 23 §1 end to end: notifications are mailed through a real SMTP server started here (the
 * `smtp-server` package, as the e2e suite's sink) and read back with a real MIME parser (`mailparser`):
 * settings and their defaults, immediate mail with its links, HTML and unsubscribe headers, the
 * signed one-click unsubscribe, the daily digest at the user's hour, retry after an SMTP failure,
 * and one mail per notification when passes run at once.
 */

/** An instant when it is `hour` o'clock in Budapest on 2026-11-26. */
const atBudapestHour = (hour: number) =>
  fromBudapestParts({ year: 2026, month: 11, day: 26, hour, minute: 10, second: 0 });

describe.each(backends)("notification e-mail on %s", (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpCapture>>;
  let tenantId: number;
  const userIdOf: Record<string, number> = {};

  beforeAll(async () => {
    sink = await startSmtpCapture();
    t = await createTestApp(backend, {
      SMTP_URL: sink.url,
      OFFICE_BASE_DOMAIN: "office.example.hu",
    });
    await t.platform.database.withoutTenant(async (tx) => {
      const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, "demo"));
      tenantId = row?.id ?? 0;
    });
    await t.platform.database.withTenant(tenantId, async (tx) => {
      for (const u of await tx.select().from(users).where(eq(users.tenantId, tenantId)))
        userIdOf[u.username] = u.id;
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const send = (username: string, eventType: string, title: string, eventId: number | null = 7) =>
    t.platform.database.withTenant(tenantId, (tx) =>
      notify(tx, tenantId, [userIdOf[username] ?? 0], {
        eventType,
        eventId,
        title,
        description: `Leírás: ${title}\nmásodik sor <b>nem HTML</b>`,
      }),
    );
  const mailsTo = (username: string) =>
    sink.mails.filter((m) => m.to.includes(`${username}@demo.example.hu`));

  it("answers every type with its default and saves changes; bad input is a Hungarian 400", async () => {
    const token = await login(t, "demo", "pm");
    const get = await t.app.inject({
      method: "GET",
      url: "/api/notificationSettings",
      headers: authed("demo", token),
    });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toMatchObject({
      digestHour: 8,
      email: { leaveRequest: "immediate", projectMention: "immediate", projectComment: "digest" },
    });
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/notificationSettings",
      headers: authed("demo", token),
      payload: { email: { points: "off" }, digestHour: 7 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ digestHour: 7, email: { points: "off", leaveRequest: "immediate" } });
    for (const payload of [
      { email: { nincsIlyen: "off" } },
      { digestHour: 24 },
      { email: { points: "soha" } },
    ]) {
      const bad = await t.app.inject({
        method: "PUT",
        url: "/api/notificationSettings",
        headers: authed("demo", token),
        payload,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/[áéíóöőúüű]/);
    }
    const other = await login(t, "demo", "user");
    const theirs = await t.app.inject({
      method: "GET",
      url: "/api/notificationSettings",
      headers: authed("demo", other),
    });
    expect(theirs.json().digestHour).toBe(8);
  });

  it("mails an immediate notification once, Hungarian, HTML and text, links from configuration, one-click unsubscribe", async () => {
    await send("hr", "projectMention", "Megemlítettek: Alfa projekt");
    const first = await runNotificationMail(t.platform, atBudapestHour(3));
    expect(first.immediate).toBe(1);
    expect(first.delivered).toBeGreaterThanOrEqual(1);
    await runNotificationMail(t.platform, atBudapestHour(3));
    const mails = mailsTo("hr");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) throw new Error("no mail");
    expect(mail.subject).toBe("[Dunakanyar Mérnökiroda Kft.] Megemlítettek: Alfa projekt");
    expect(mail.text).toContain("második sor <b>nem HTML</b>");
    expect(mail.text).toContain("https://demo.office.example.hu/projektek/7");
    expect(mail.html).toContain("Dunakanyar Mérnökiroda Kft.");
    expect(mail.html).toContain("#1d4d34");
    expect(mail.html).toContain("&lt;b&gt;nem HTML&lt;/b&gt;");
    expect(mail.html).toContain('href="https://demo.office.example.hu/projektek/7"');
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const unsubUrl = (mail.headers["list-unsubscribe"] ?? "").replace(/[<>]/g, "");
    expect(unsubUrl).toMatch(
      /^https:\/\/demo\.office\.example\.hu\/api\/notificationSettings\/unsubscribe\?/,
    );

    const path = new URL(unsubUrl).pathname + new URL(unsubUrl).search;
    const page = await t.app.inject({ method: "GET", url: path, headers: host("demo") });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Leiratkozom");
    const stillOn = await t.app.inject({
      method: "GET",
      url: "/api/notificationSettings",
      headers: authed("demo", await login(t, "demo", "hr")),
    });
    expect(stillOn.json().email.projectMention).toBe("immediate"); // a GET changes nothing

    const forged = await t.app.inject({
      method: "POST",
      url: path.replace(/sig=[^&]+/, "sig=hamis"),
      headers: { ...host("demo"), "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(400);
    const otherTenant = await t.app.inject({
      method: "POST",
      url: path,
      headers: { ...host("beta"), "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(otherTenant.statusCode).toBe(400);
    const oneClick = await t.app.inject({
      method: "POST",
      url: path,
      headers: { ...host("demo"), "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain("Leiratkoztál");
    const after = await t.app.inject({
      method: "GET",
      url: "/api/notificationSettings",
      headers: authed("demo", await login(t, "demo", "hr")),
    });
    expect(after.json().email.projectMention).toBe("off");

    await send("hr", "projectMention", "Megemlítettek újra");
    expect((await runNotificationMail(t.platform, atBudapestHour(3))).immediate).toBe(0);
    expect(mailsTo("hr")).toHaveLength(1);
  });

  it("collects digest notifications into one mail a day at the user's hour, listing only the unseen", async () => {
    await send("user", "projectComment", "Új hozzászólás: Béta");
    await send("user", "points", "Pontot kaptál");
    await send("user", "projectComment", "Új hozzászólás: Gamma");
    // one of them is read in the app before the digest
    await t.platform.database.withTenant(tenantId, (tx) =>
      tx.execute(
        sql`update notifications set seen_at = now() where tenant_id = ${tenantId} and title = 'Új hozzászólás: Gamma'`,
      ),
    );
    expect((await runNotificationMail(t.platform, atBudapestHour(7))).digests).toBe(0);
    expect(mailsTo("user")).toHaveLength(0);
    expect((await runNotificationMail(t.platform, atBudapestHour(8))).digests).toBe(1);
    expect((await runNotificationMail(t.platform, atBudapestHour(8))).digests).toBe(0);
    const digests = mailsTo("user");
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    if (!digest) throw new Error("no digest");
    expect(digest.subject).toBe("[Dunakanyar Mérnökiroda Kft.] Napi összesítő: 2 olvasatlan értesítés");
    expect(digest.text).toContain("Új hozzászólás: Béta");
    expect(digest.text).toContain("Pontot kaptál");
    expect(digest.text).not.toContain("Gamma");
    expect(digest.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("sends a digest whose hour a pass missed at the next pass that day, and only one a day", async () => {
    const at = (day: number, hour: number) =>
      fromBudapestParts({ year: 2026, month: 12, day, hour, minute: 10, second: 0 });
    const digestsToHr = () => mailsTo("hr").filter((m) => m.subject.includes("Napi összesítő"));
    const before = digestsToHr().length;
    await send("hr", "projectComment", "Késő összesítő: Delta");
    expect((await runNotificationMail(t.platform, at(1, 7))).digests).toBe(0);
    // hr's hour is 8; no pass ran then (the app was down): the 11 o'clock pass sends it
    expect((await runNotificationMail(t.platform, at(1, 11))).digests).toBe(1);
    expect(digestsToHr()).toHaveLength(before + 1);
    expect(digestsToHr().at(-1)?.text).toContain("Késő összesítő: Delta");
    await send("hr", "projectComment", "Késő összesítő: Epszilon");
    expect((await runNotificationMail(t.platform, at(1, 12))).digests).toBe(0);
    expect((await runNotificationMail(t.platform, at(1, 23))).digests).toBe(0);
    expect((await runNotificationMail(t.platform, at(2, 8))).digests).toBe(1);
    const next = digestsToHr().at(-1);
    expect(next?.text).toContain("Késő összesítő: Epszilon");
    expect(next?.text).not.toContain("Delta");
  });

  it("keeps a mail SMTP refused and delivers it when its backoff has passed", async () => {
    sink.rejectNext(1);
    await send("admin", "leaveRequest", "Szabadságkérelem: Kiss Péter");
    const failed = await runNotificationMail(t.platform, atBudapestHour(3));
    expect(failed).toMatchObject({ immediate: 1, delivered: 0 });
    expect(mailsTo("admin")).toHaveLength(0);
    const [row] = await t.platform.database.withTenant(tenantId, (tx) =>
      tx
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.tenantId, tenantId),
            eq(mailOutbox.subject, "[Dunakanyar Mérnökiroda Kft.] Szabadságkérelem: Kiss Péter"),
          ),
        ),
    );
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row?.lastError).toContain("451");
    expect((await runNotificationMail(t.platform, atBudapestHour(3))).delivered).toBe(0); // backoff not over
    await t.platform.database.withTenant(tenantId, (tx) =>
      tx
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(mailOutbox.id, row?.id ?? 0)),
    );
    expect((await runNotificationMail(t.platform, atBudapestHour(3))).delivered).toBe(1);
    expect(mailsTo("admin")).toHaveLength(1);
  });

  it("mails each notification once when passes run at the same time", async () => {
    for (let i = 0; i < 5; i++) await send("pm", "resourceAllocation", `Beosztás ${i}`);
    const before = mailsTo("pm").length;
    await Promise.all([
      runNotificationMail(t.platform, atBudapestHour(3)),
      runNotificationMail(t.platform, atBudapestHour(3)),
      runNotificationMail(t.platform, atBudapestHour(3)),
    ]);
    await runNotificationMail(t.platform, atBudapestHour(3));
    const subjects = mailsTo("pm")
      .slice(before)
      .map((m) => m.subject);
    expect(subjects.sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `[Dunakanyar Mérnökiroda Kft.] Beosztás ${i}`),
    );
  });
});
