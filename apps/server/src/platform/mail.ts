import type { FastifyBaseLogger } from "fastify";

/**
 * One mail. `text` is the plain-text part (always); `html` the HTML alternative; `headers` extra
 * headers (e.g. `List-Unsubscribe`, RFC 8058); `icalEvent` an iCalendar part (RFC 6047 iMIP:
 * `method` REQUEST or CANCEL and the VCALENDAR text), which nodemailer sends as
 * `text/calendar; method=…` so that Outlook and Google Calendar offer accept / decline.
 */
export type MailMessage = {
  tenantId: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  icalEvent?: { method: "REQUEST" | "CANCEL"; content: string };
};

/** Sends mail (DESIGN §2): every message goes to the outbox table; SMTP delivers it when configured. */
export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * Where mail is kept before and after delivery (the mail module's outbox table): `add` stores a
 * message and answers its id, `markSent` records a delivery.
 */
export type MailOutbox = {
  add(message: MailMessage): Promise<number | undefined>;
  markSent(tenantId: number, id: number): Promise<void>;
};

/**
 * The mailer. With `smtpUrl` it delivers through nodemailer and marks the outbox row sent; without it
 * the outbox row and a log line (with the text, since the log is then the only way to see it) are all.
 * Delivery failures are logged, never thrown to the caller (the row stays unsent).
 */
export function createMailer(opts: {
  outbox: MailOutbox;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Log the text of unsent mail (not in production: it may contain reset links). */
  logBodies: boolean;
}): Mailer {
  let transport: { sendMail(m: object): Promise<unknown> } | undefined;
  return {
    async send(message) {
      const id = await opts.outbox.add(message);
      if (!opts.smtpUrl) {
        // Outside production the log is how a local run shows the mail (DESIGN §2); in production the
        // text may hold a reset link, which is a secret, so only the envelope is logged.
        const mail = opts.logBodies
          ? { to: message.to, subject: message.subject, text: message.text }
          : { to: message.to, subject: message.subject };
        opts.log.info({ mail }, "mail (no SMTP_URL; outbox only)");
        return;
      }
      try {
        if (!transport) {
          const nodemailer = await import("nodemailer");
          transport = nodemailer.createTransport(opts.smtpUrl);
        }
        await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
          ...(message.icalEvent
            ? { icalEvent: { method: message.icalEvent.method, content: message.icalEvent.content } }
            : {}),
        });
        if (id !== undefined) await opts.outbox.markSent(message.tenantId, id);
      } catch (err) {
        opts.log.error(
          { err: err instanceof Error ? err.message : String(err), to: message.to },
          "mail delivery failed",
        );
      }
    },
  };
}
