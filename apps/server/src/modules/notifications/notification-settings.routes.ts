import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import escapeHtml from "escape-html";
import {
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  unsubscribeQuerySchema,
  type UnsubscribeQuery,
} from "@office/shared/notifications/notification-settings.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import {
  getNotificationSettings,
  isValidUnsubscribe,
  putNotificationSettings,
  unsubscribe,
} from "./notification-settings.service.ts";

/** A small Hungarian HTML page (the unsubscribe link opens in a browser, without the SPA). */
function page(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="hu"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#1f2328;line-height:1.5}button{font:inherit;padding:10px 18px;border:0;border-radius:4px;background:#1d4d34;color:#fff;cursor:pointer}</style>
</head><body><h1 style="font-size:22px">${escapeHtml(title)}</h1>${bodyHtml}</body></html>`;
}

const INVALID_LINK = page(
  "A leiratkozási link érvénytelen",
  "<p>A link hibás vagy elavult. Az e-mail-értesítéseidet bejelentkezés után a profilodban állíthatod be.</p>",
);

/**
 * Issue 23 §1: `GET/PUT /api/notificationSettings` (the caller's e-mail choices) and the signed
 * unsubscribe link of the mails, which needs no sign-in: `GET …/unsubscribe` shows a page with one
 * button (a GET changes nothing, so mail scanners that open links do not unsubscribe anyone), and
 * `POST …/unsubscribe` — that button, or the mail client's RFC 8058 one-click POST
 * (`List-Unsubscribe=One-Click`, form-encoded) — turns the type off. An invalid link answers 400 with
 * a Hungarian page.
 */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (
  app,
  { platform },
) => {
  // RFC 8058's POST is application/x-www-form-urlencoded; its body carries nothing this route needs.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );
  const html = (reply: { header: (k: string, v: string) => unknown }) =>
    reply.header(
      "content-security-policy",
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    );

  app.get("/api/notificationSettings", { schema: { response: { 200: notificationSettingsSchema } } }, (req) =>
    getNotificationSettings(platform, contextOf(req)),
  );
  app.put(
    "/api/notificationSettings",
    { schema: { body: notificationSettingsInputSchema, response: { 200: notificationSettingsSchema } } },
    (req) => putNotificationSettings(platform, contextOf(req), req.body),
  );

  const queryOf = (raw: unknown): UnsubscribeQuery | null => {
    const parsed = unsubscribeQuerySchema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  };

  app.get("/api/notificationSettings/unsubscribe", async (req, reply) => {
    html(reply);
    const q = queryOf(req.query);
    const tenantId = contextOf(req).tenant.id;
    if (!q || !isValidUnsubscribe(platform, tenantId, q.user, q.type, q.sig)) {
      return reply.code(400).type("text/html; charset=utf-8").send(INVALID_LINK);
    }
    const action = `?user=${q.user}&type=${encodeURIComponent(q.type)}&sig=${encodeURIComponent(q.sig)}`;
    return reply.type("text/html; charset=utf-8").send(
      page(
        "Leiratkozás az e-mail-értesítésről",
        `<p>Ha leiratkozol, ezt az értesítést ezentúl nem kapod meg e-mailben; az Office-ban továbbra is látod.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Leiratkozom</button></form>`,
      ),
    );
  });

  app.post("/api/notificationSettings/unsubscribe", async (req, reply) => {
    html(reply);
    const q = queryOf(req.query);
    const what = q ? await unsubscribe(platform, contextOf(req).tenant.id, q) : null;
    if (!what) return reply.code(400).type("text/html; charset=utf-8").send(INVALID_LINK);
    return reply
      .type("text/html; charset=utf-8")
      .send(
        page(
          "Leiratkoztál",
          `<p>Erről ezentúl nem küldünk e-mailt: ${escapeHtml(what)}. Az értesítések az Office-ban továbbra is megjelennek; a beállításaidat a profilodban bármikor módosíthatod.</p>`,
        ),
      );
  });
};
