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

/** A message as the outbox keeps it: its tenant-scoped id and how often delivery failed so far. */
export type OutboxMail = MailMessage & { id: number; attempts: number };

/**
 * Sends mail (DESIGN §2, issue 23 §1): every message goes to the outbox table first; SMTP delivers it
 * when configured. `deliverDue` (the delivery job) retries what failed, once its backoff has passed;
 * a mailer without it (the tests' capturing one) has nothing to retry.
 */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  deliverDue?(): Promise<number>;
  /**
   * Told of a message another transaction put into the outbox (`enqueueMail`) once that transaction has
   * committed: without SMTP it is logged as `send` logs what it cannot deliver (so a local run shows
   * notification mail too); with SMTP nothing happens here, `deliverDue` sends it.
   */
  noteQueued?(message: MailMessage): void;
};

/**
 * Where mail is kept before and after delivery (the mail module's outbox table): `add` stores a
 * message, claimed by this sender for {@link MAIL_CLAIM_SECONDS}, and answers its id; `markSent`
 * records a delivery, `markFailed` a failure with the next try `retryInSeconds` later; `claimDue`
 * claims up to `limit` unsent rows whose next try is due (moving it {@link MAIL_CLAIM_SECONDS} on, so
 * no other instance takes them meanwhile).
 */
export type MailOutbox = {
  add(message: MailMessage): Promise<number | undefined>;
  markSent(tenantId: number, id: number): Promise<void>;
  markFailed(tenantId: number, id: number, error: string, retryInSeconds: number): Promise<void>;
  claimDue(limit: number): Promise<OutboxMail[]>;
};

/** How long a sender owns an outbox row while it delivers it, s (SMTP's own timeouts are shorter). */
export const MAIL_CLAIM_SECONDS = 300;

/**
 * Seconds to wait before the next try after `attempts` failed deliveries: 1, 2, 4 … minutes, at most
 * 6 hours. Nothing is given up: a row stays in the outbox until SMTP accepts it.
 */
export function mailRetryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 6 * 3600);
}

/** How many due rows one delivery pass sends at most. */
const DELIVERY_BATCH = 200;

/**
 * The mailer. With `smtpUrl` it delivers through nodemailer and marks the outbox row sent; without it
 * the outbox row and a log line (with the text, since the log is then the only way to see it) are all.
 * A failed delivery is logged and left in the outbox for `deliverDue` with exponential backoff
 * ({@link mailRetryDelaySeconds}); it is never thrown to the caller.
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
  const deliver = async (message: MailMessage, id: number | undefined, attempts: number) => {
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
      return true;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const retryInSeconds = mailRetryDelaySeconds(attempts + 1);
      opts.log.error({ err: error, to: message.to, retryInSeconds }, "mail delivery failed");
      if (id !== undefined) await opts.outbox.markFailed(message.tenantId, id, error, retryInSeconds);
      return false;
    }
  };
  // Outside production the log is how a local run shows the mail (DESIGN §2); in production the text may
  // hold a reset link, which is a secret, so only the envelope is logged.
  const logUndelivered = (message: MailMessage) => {
    const mail = opts.logBodies
      ? { to: message.to, subject: message.subject, text: message.text }
      : { to: message.to, subject: message.subject };
    opts.log.info({ mail }, "mail (no SMTP_URL; outbox only)");
  };
  return {
    async send(message) {
      const id = await opts.outbox.add(message);
      if (!opts.smtpUrl) {
        logUndelivered(message);
        return;
      }
      await deliver(message, id, 0);
    },
    noteQueued(message) {
      if (!opts.smtpUrl) logUndelivered(message);
    },
    async deliverDue() {
      if (!opts.smtpUrl) return 0;
      let sent = 0;
      for (const row of await opts.outbox.claimDue(DELIVERY_BATCH)) {
        if (await deliver(row, row.id, row.attempts)) sent += 1;
      }
      return sent;
    },
  };
}
