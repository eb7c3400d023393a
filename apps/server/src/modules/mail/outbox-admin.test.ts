import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { MailOutboxList } from "@office/shared/mail/mail-outbox.contract";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { startSmtpCapture } from "../../test/smtp-capture.ts";
import { tenants } from "../tenants/tenants.table.ts";
import { enqueueMail } from "./outbox.repository.ts";
import { mailOutbox } from "./outbox.table.ts";

/**
 * The companyAdmin's view of the outgoing mail (issue 23 §1): envelopes with their status from a real
 * SMTP server's answers (sent, refused → failed, older than the retry window → expired, not tried →
 * waiting), filters and pages, "send it now", and the tenant boundary.
 */
describe.each(backends)("mail outbox view on %s", (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpCapture>>;
  const tenantIdOf: Record<string, number> = {};

  beforeAll(async () => {
    sink = await startSmtpCapture();
    t = await createTestApp(backend, { SMTP_URL: sink.url });
    await t.platform.database.withoutTenant(async (tx) => {
      for (const r of await tx.select({ id: tenants.id, slug: tenants.slug }).from(tenants))
        tenantIdOf[r.slug] = r.id;
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const queue = (slug: string, subject: string) => {
    const tenantId = tenantIdOf[slug] ?? 0;
    return t.platform.database.withTenant(tenantId, (tx) =>
      enqueueMail(tx, {
        tenantId,
        to: `${subject.length}@example.hu`,
        subject,
        text: "titkos link: https://x/reset?t=1",
      }),
    );
  };
  const idOf = async (slug: string, subject: string) => {
    const tenantId = tenantIdOf[slug] ?? 0;
    const [row] = await t.platform.database.withTenant(tenantId, (tx) =>
      tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.subject, subject))),
    );
    return row?.id ?? 0;
  };
  const call = async (method: "GET" | "POST", url: string, user = "admin", slug = "demo") =>
    t.app.inject({ method, url, headers: authed(slug, await login(t, slug, user)) });
  const mine = (list: MailOutboxList) => list.items.filter((i) => i.subject.startsWith("[Teszt]"));

  it("lists envelopes with their status, filters, pages, and sends a failed mail again on request", async () => {
    await queue("demo", "[Teszt] Elutasított");
    sink.rejectNext(1);
    await t.platform.mailer.deliverDue?.();
    await queue("demo", "[Teszt] Elküldött");
    await t.platform.mailer.deliverDue?.();
    await queue("demo", "[Teszt] Régi");
    await queue("demo", "[Teszt] Várakozó");
    await queue("beta", "[Teszt] Béta levele");
    const demoId = tenantIdOf.demo ?? 0;
    await t.platform.database.withTenant(demoId, async (tx) => {
      // "Régi" is 4 days old and never went out; "Várakozó" is not due yet (as if SMTP were busy)
      await tx
        .update(mailOutbox)
        .set({ createdAt: sql`now() - interval '4 days'` })
        .where(and(eq(mailOutbox.tenantId, demoId), eq(mailOutbox.subject, "[Teszt] Régi")));
      await tx
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
        .where(and(eq(mailOutbox.tenantId, demoId), eq(mailOutbox.subject, "[Teszt] Várakozó")));
    });

    const all = await call("GET", "/api/mailOutbox");
    expect(all.statusCode).toBe(200);
    const list = all.json<MailOutboxList>();
    expect(list.smtpConfigured).toBe(true);
    expect(Object.fromEntries(mine(list).map((i) => [i.subject, i.status]))).toEqual({
      "[Teszt] Várakozó": "waiting",
      "[Teszt] Régi": "expired",
      "[Teszt] Elküldött": "sent",
      "[Teszt] Elutasított": "failed",
    });
    expect(all.body).not.toContain("titkos link"); // never the body: it may hold a reset link
    const failed = mine(list).find((i) => i.status === "failed");
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed?.lastError).toMatch(/451/);
    expect(list.counts.failed).toBeGreaterThanOrEqual(1);
    expect(list.total).toBe(
      list.counts.sent + list.counts.waiting + list.counts.failed + list.counts.expired,
    );

    const onlyFailed = (await call("GET", "/api/mailOutbox?status=failed")).json<MailOutboxList>();
    expect(onlyFailed.items.every((i) => i.status === "failed")).toBe(true);
    expect(onlyFailed.total).toBe(onlyFailed.counts.failed);
    expect((await call("GET", "/api/mailOutbox?page=999")).json<MailOutboxList>().items).toEqual([]);

    // "send it now": due at once, then the delivery pass sends it
    const failedId = await idOf("demo", "[Teszt] Elutasított");
    const retried = await call("POST", `/api/mailOutbox/${failedId}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(Date.parse(retried.json().nextAttemptAt)).toBeLessThanOrEqual(Date.now() + 1000);
    await t.platform.mailer.deliverDue?.();
    expect(sink.mails.some((m) => m.subject === "[Teszt] Elutasított")).toBe(true);
    const after = (await call("GET", "/api/mailOutbox?status=sent")).json<MailOutboxList>();
    expect(
      mine(after)
        .map((i) => i.subject)
        .sort(),
    ).toEqual(["[Teszt] Elküldött", "[Teszt] Elutasított"]);

    const again = await call("POST", `/api/mailOutbox/${failedId}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Ez a levél már elment.");
    const old = await call("POST", `/api/mailOutbox/${await idOf("demo", "[Teszt] Régi")}/retry`);
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toMatch(/3 napnál régebbi/);
  });

  it("keeps each company's mail its own, for companyAdmin only, and answers bad input in Hungarian", async () => {
    const betaId = await idOf("beta", "[Teszt] Béta levele");
    expect(betaId).toBeGreaterThan(0);
    const demoList = (await call("GET", "/api/mailOutbox")).json<MailOutboxList>();
    expect(demoList.items.some((i) => i.subject === "[Teszt] Béta levele")).toBe(false);
    const betaList = (await call("GET", "/api/mailOutbox", "admin", "beta")).json<MailOutboxList>();
    expect(betaList.items.map((i) => i.subject)).toContain("[Teszt] Béta levele");
    // another company's id is unknown here
    const otherIds = demoList.items.map((i) => i.id);
    const foreign = Math.max(betaId, ...otherIds) + 1000;
    expect((await call("POST", `/api/mailOutbox/${foreign}/retry`)).statusCode).toBe(404);

    expect((await call("GET", "/api/mailOutbox", "hr")).statusCode).toBe(403);
    expect((await call("POST", `/api/mailOutbox/${betaId}/retry`, "user")).statusCode).toBe(403);
    const bad = await call("GET", "/api/mailOutbox?status=lost&page=0");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/Ismeretlen állapot|Az oldalszám legalább 1/);
  });
});
