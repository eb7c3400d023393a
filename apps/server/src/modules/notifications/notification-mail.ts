import escapeHtml from "escape-html";
import { DIGEST_UNSUBSCRIBE_TYPE } from "@office/shared/notifications/notification-settings.contract";
import { notificationTypeInfo } from "@office/shared/notifications/notification-types";
import { formatInstantDateTimeHu } from "@office/shared/hu/format";
import type { MailMessage } from "../../platform/mail.ts";

/**
 * The e-mails of notifications (issue 23 §1): Hungarian, a plain-text part and an HTML part, headed
 * with the tenant's name in its header colour, a link to the exact page, and a one-click unsubscribe
 * of that type (RFC 2369 `List-Unsubscribe` with the signed link, RFC 8058 `List-Unsubscribe-Post`).
 * Links are built on `base`, which comes from configuration (`tenantLinkBase`); with no base the mail
 * has no links and no unsubscribe headers.
 */

/** What a mail needs to know of the tenant. */
export type MailTenant = { id: number; name: string; headerColor: string };

/** One notification as mailed. */
export type MailedNotification = {
  eventType: string;
  eventId: number | null;
  title: string;
  description: string;
  createdAt: Date;
};

/** Builds the signed unsubscribe URL of `type` for the recipient (null without a link base). */
export type UnsubscribeUrl = (type: string) => string | null;

/** A hex colour safe to put into a style attribute (the tenant's; else the product's green). */
const safeColour = (c: string) => (/^#[0-9a-fA-F]{3,8}$/.test(c) ? c : "#1d4d34");

const linkOf = (base: string | null, n: Pick<MailedNotification, "eventType" | "eventId">) =>
  base === null ? null : `${base}${notificationTypeInfo(n.eventType).path(n.eventId)}`;

function layout(tenant: MailTenant, bodyHtml: string, footerHtml: string): string {
  const colour = safeColour(tenant.headerColor);
  return `<!doctype html><html lang="hu"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2328">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:16px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:6px;overflow:hidden">
<tr><td style="background:${colour};color:#ffffff;padding:14px 20px;font-size:18px;font-weight:bold">${escapeHtml(tenant.name || "Office")}</td></tr>
<tr><td style="padding:20px;font-size:15px;line-height:1.5">${bodyHtml}</td></tr>
<tr><td style="padding:12px 20px;border-top:1px solid #e5e7eb;font-size:12px;color:#57606a">${footerHtml}</td></tr>
</table></td></tr></table></body></html>`;
}

const button = (href: string, label: string, colour: string) =>
  `<p style="margin:20px 0 4px"><a href="${escapeHtml(href)}" style="display:inline-block;background:${safeColour(colour)};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px;font-weight:bold">${escapeHtml(label)}</a></p>`;

const paragraphs = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");

function unsubscribeParts(url: string | null, what: string, settingsUrl: string | null) {
  const headers: Record<string, string> = url
    ? { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    : {};
  const html = [
    url
      ? `<a href="${escapeHtml(url)}" style="color:#57606a">Leiratkozás</a> erről: ${escapeHtml(what)}.`
      : "",
    settingsUrl
      ? `Az összes e-mail-értesítésedet a <a href="${escapeHtml(settingsUrl)}" style="color:#57606a">profilodban</a> állíthatod be.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
  const text = [
    url ? `Leiratkozás erről (${what}): ${url}` : "",
    settingsUrl ? `E-mail-értesítések beállítása: ${settingsUrl}` : "",
  ]
    .filter(Boolean)
    .join("\n");
  return { headers, html, text };
}

/** The mail of one notification, sent at once (the type's delivery is `immediate`). */
export function immediateMail(opts: {
  tenant: MailTenant;
  to: string;
  base: string | null;
  notification: MailedNotification;
  unsubscribeUrl: UnsubscribeUrl;
}): MailMessage {
  const { tenant, to, base, notification: n } = opts;
  const info = notificationTypeInfo(n.eventType);
  const link = linkOf(base, n);
  const settingsUrl = base === null ? null : `${base}/profil#ertesitesek`;
  const unsub = unsubscribeParts(opts.unsubscribeUrl(n.eventType), `„${info.label}”`, settingsUrl);
  const text = [
    n.title,
    "",
    n.description,
    "",
    link ? `Megnyitás: ${link}` : "",
    "",
    "--",
    `${tenant.name || "Office"} · ${info.label}`,
    unsub.text,
  ]
    .filter((line, i, all) => !(line === "" && all[i - 1] === ""))
    .join("\n")
    .trim();
  const body =
    `<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(n.title)}</h1>` +
    (n.description ? `<p style="margin:0">${paragraphs(n.description)}</p>` : "") +
    (link ? button(link, "Megnyitás az Office-ban", tenant.headerColor) : "");
  return {
    tenantId: tenant.id,
    to,
    subject: `[${tenant.name || "Office"}] ${n.title}`,
    text,
    html: layout(tenant, body, `${escapeHtml(info.label)}. ${unsub.html}`),
    headers: unsub.headers,
  };
}

/** The daily digest: every unseen notification whose delivery is `digest`, grouped by type. */
export function digestMail(opts: {
  tenant: MailTenant;
  to: string;
  base: string | null;
  notifications: readonly MailedNotification[];
  unsubscribeUrl: UnsubscribeUrl;
}): MailMessage {
  const { tenant, to, base, notifications } = opts;
  const groups = new Map<string, MailedNotification[]>();
  for (const n of notifications) {
    const label = notificationTypeInfo(n.eventType).label;
    groups.set(label, [...(groups.get(label) ?? []), n]);
  }
  const settingsUrl = base === null ? null : `${base}/profil#ertesitesek`;
  const unsub = unsubscribeParts(
    opts.unsubscribeUrl(DIGEST_UNSUBSCRIBE_TYPE),
    "a napi összesítő",
    settingsUrl,
  );
  const count = notifications.length;
  const textLines = [`${count} olvasatlan értesítésed van.`, ""];
  let bodyHtml = `<h1 style="font-size:18px;margin:0 0 12px">Napi összesítő</h1><p style="margin:0 0 12px">${count} olvasatlan értesítésed van.</p>`;
  for (const [label, items] of groups) {
    textLines.push(`${label}:`);
    bodyHtml += `<h2 style="font-size:15px;margin:16px 0 6px">${escapeHtml(label)}</h2><ul style="margin:0;padding-left:20px">`;
    for (const n of items) {
      const link = linkOf(base, n);
      const when = formatInstantDateTimeHu(n.createdAt);
      textLines.push(`- ${n.title} (${when})${link ? ` – ${link}` : ""}`);
      const title = link
        ? `<a href="${escapeHtml(link)}" style="color:#0b57d0">${escapeHtml(n.title)}</a>`
        : escapeHtml(n.title);
      bodyHtml += `<li style="margin:0 0 6px">${title} <span style="color:#57606a">(${escapeHtml(when)})</span>${
        n.description ? `<br><span style="color:#57606a">${paragraphs(n.description)}</span>` : ""
      }</li>`;
    }
    bodyHtml += "</ul>";
    textLines.push("");
  }
  if (base) {
    textLines.push(`Megnyitás: ${base}/`);
    bodyHtml += button(`${base}/`, "Office megnyitása", tenant.headerColor);
  }
  textLines.push("--", `${tenant.name || "Office"} · napi összesítő`, unsub.text);
  return {
    tenantId: tenant.id,
    to,
    subject: `[${tenant.name || "Office"}] Napi összesítő: ${count} olvasatlan értesítés`,
    text: textLines.join("\n").trim(),
    html: layout(tenant, bodyHtml, `Napi összesítő. ${unsub.html}`),
    headers: unsub.headers,
  };
}
