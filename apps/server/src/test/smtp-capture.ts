import type { AddressInfo } from "node:net";
import pino from "pino";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { createMailer, type Mailer } from "../platform/mail.ts";

/** One message the capture server received, decoded by `mailparser`: envelope recipients and parts. */
export type CapturedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The `text/calendar` part (iMIP), "" when none, and its `method` parameter. */
  calendar: string;
  calendarMethod: string;
  /** The raw value of every top-level header, by lower-case name (e.g. `list-unsubscribe`). */
  headers: Record<string, string>;
};

/** Decodes a raw message (nodemailer output) with `mailparser` into {@link CapturedMail}. */
export async function parseCapturedMail(raw: Buffer, to: string[]): Promise<CapturedMail> {
  const parsed = await simpleParser(raw);
  // nodemailer sends the iMIP part twice (alternative and application/ics attachment): keep text/calendar.
  const calendar = parsed.attachments.find((a) => a.contentType === "text/calendar");
  const type = calendar?.headers.get("content-type") as { params?: Record<string, string> } | undefined;
  return {
    to,
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    calendar: calendar ? calendar.content.toString("utf8") : "",
    calendarMethod: (type?.params?.method ?? "").toUpperCase(),
    headers: Object.fromEntries(
      parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(":") + 1).trim()]),
    ),
  };
}

/**
 * A real SMTP server on a free loopback port for integration tests (the `smtp-server` package, as the
 * e2e suite's sink), and a real mailer (nodemailer, `createMailer`, without an outbox) that delivers to
 * it. `waitFor(n)` polls until at least `n` mails arrived (mail may be delivered after the request
 * answered, e.g. by an outbox job) or fails after `timeoutMs`; `rejectNext(n)` makes the next `n`
 * deliveries fail with a temporary SMTP error (451), as a mail server that is down would.
 */
export async function startSmtpCapture(): Promise<{
  url: string;
  mails: CapturedMail[];
  mailer: Mailer;
  waitFor: (count: number, timeoutMs?: number) => Promise<CapturedMail[]>;
  rejectNext: (count: number) => void;
  close: () => Promise<void>;
}> {
  const mails: CapturedMail[] = [];
  let rejecting = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("error", callback);
      stream.on("end", () => {
        if (rejecting > 0) {
          rejecting -= 1;
          callback(Object.assign(new Error("451 Átmeneti hiba, próbáld később"), { responseCode: 451 }));
          return;
        }
        const to = session.envelope.rcptTo.map((r) => r.address);
        parseCapturedMail(Buffer.concat(chunks), to).then((mail) => {
          mails.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  const mailer = createMailer({
    outbox: {
      add: async () => undefined,
      markSent: async () => {},
      markFailed: async () => {},
      claimDue: async () => [],
    },
    smtpUrl: url,
    from: "Office <office@example.test>",
    log: pino({ level: "silent" }),
    logBodies: false,
  });
  const waitFor = async (count: number, timeoutMs = 5000) => {
    const until = Date.now() + timeoutMs;
    while (mails.length < count) {
      if (Date.now() > until) throw new Error(`expected ${count} mails, got ${mails.length}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return mails;
  };
  return {
    url,
    mails,
    mailer,
    waitFor,
    rejectNext: (count) => {
      rejecting = count;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
