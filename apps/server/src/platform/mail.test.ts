import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createMailer, type MailMessage, type MailOutbox } from "./mail.ts";

/** The outbox kept in memory (the real one is a table; here only what the mailer asks of it). */
function memoryOutbox(): MailOutbox & { rows: MailMessage[] } {
  const rows: MailMessage[] = [];
  return {
    rows,
    async add(message) {
      rows.push(message);
      return rows.length;
    },
    async markSent() {},
    async markFailed() {},
    async claimDue() {
      return [];
    },
  };
}

/** A pino logger whose lines land in `lines` (parsed). */
function capturingLog() {
  const lines: { msg: string; mail?: Record<string, string> }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString("utf8")));
      done();
    },
  });
  return { log: pino({ level: "info" }, stream), lines };
}

const message: MailMessage = {
  tenantId: 1,
  to: "kiss.peter@example.hu",
  subject: "[Demo Kft.] Szabadságkérelem: Kiss Péter",
  text: "Kiss Péter szabadságot kér.",
};

describe("mailer without SMTP_URL", () => {
  it("logs what it sends and what the notification job queued, with the text only outside production", async () => {
    const outbox = memoryOutbox();
    const dev = capturingLog();
    const mailer = createMailer({
      outbox,
      smtpUrl: undefined,
      from: "office@x.hu",
      log: dev.log,
      logBodies: true,
    });
    await mailer.send(message);
    mailer.noteQueued?.({ ...message, subject: "[Demo Kft.] Napi összesítő: 2 olvasatlan értesítés" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(outbox.rows).toHaveLength(1); // noteQueued only logs: the job has put it into the outbox
    expect(dev.lines.map((l) => [l.msg, l.mail?.subject, l.mail?.text])).toEqual([
      ["mail (no SMTP_URL; outbox only)", message.subject, message.text],
      ["mail (no SMTP_URL; outbox only)", "[Demo Kft.] Napi összesítő: 2 olvasatlan értesítés", message.text],
    ]);

    const prod = capturingLog();
    const quiet = createMailer({
      outbox,
      smtpUrl: undefined,
      from: "office@x.hu",
      log: prod.log,
      logBodies: false,
    });
    quiet.noteQueued?.(message);
    await new Promise((resolve) => setImmediate(resolve));
    expect(prod.lines[0]?.mail).toEqual({ to: message.to, subject: message.subject });
  });

  it("logs nothing for queued mail when SMTP delivers it", async () => {
    const withSmtp = capturingLog();
    const mailer = createMailer({
      outbox: memoryOutbox(),
      smtpUrl: "smtp://127.0.0.1:1",
      from: "office@x.hu",
      log: withSmtp.log,
      logBodies: true,
    });
    mailer.noteQueued?.(message);
    await new Promise((resolve) => setImmediate(resolve));
    expect(withSmtp.lines).toEqual([]);
  });
});
