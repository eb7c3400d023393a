import type { AddressInfo } from "node:net";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { createMailer, type Mailer } from "../platform/mail.ts";

/** One message the capture server received, decoded: envelope recipients and the text parts. */
export type CapturedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The `text/calendar` part (iMIP), "" when none, and its `method` parameter. */
  calendar: string;
  calendarMethod: string;
};

type Headers = Map<string, string>;

function splitEntity(raw: string): { headers: Headers; body: string } {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const headers: Headers = new Map();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? "" : normalised.slice(end + 2) };
}

function decodeQuotedPrintable(text: string): string {
  const s = text.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const hex = s.slice(i + 1, i + 3);
    if (s[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(s[i] ?? "", "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(body: string, encoding: string): string {
  if (encoding.toLowerCase() === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding.toLowerCase() === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _c: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function walk(headers: Headers, body: string, out: CapturedMail): void {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      const entity = splitEntity(part.replace(/^\n/, ""));
      walk(entity.headers, entity.body, out);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get("content-transfer-encoding") ?? "7bit");
  if (/^text\/calendar/i.test(type)) {
    // nodemailer sends the iMIP part twice (alternative and attachment): keep the first.
    if (!out.calendar) {
      out.calendar = decoded;
      out.calendarMethod = /method=("?)([A-Z]+)\1/i.exec(type)?.[2] ?? "";
    }
  } else if (/^text\/html/i.test(type)) out.html += decoded;
  else if (/^text\//i.test(type)) out.text += decoded;
}

/** Decodes a raw message (nodemailer output) into {@link CapturedMail}. */
export function parseCapturedMail(raw: string, to: string[]): CapturedMail {
  const { headers, body } = splitEntity(raw);
  const out: CapturedMail = {
    to,
    subject: decodeWords(headers.get("subject") ?? ""),
    text: "",
    html: "",
    calendar: "",
    calendarMethod: "",
  };
  walk(headers, body, out);
  return out;
}

/**
 * A real SMTP server on a free loopback port for integration tests, and a real mailer (nodemailer,
 * `createMailer`) that delivers to it. `waitFor(n)` polls until at least `n` mails arrived (mail may be
 * delivered after the request answered, e.g. by an outbox job) or fails after `timeoutMs`.
 */
export async function startSmtpCapture(): Promise<{
  url: string;
  mails: CapturedMail[];
  mailer: Mailer;
  waitFor: (count: number, timeoutMs?: number) => Promise<CapturedMail[]>;
  close: () => Promise<void>;
}> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("error", callback);
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        mails.push(parseCapturedMail(Buffer.concat(chunks).toString("utf8"), to));
        callback();
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
    outbox: { add: async () => undefined, markSent: async () => {} },
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
  return { url, mails, mailer, waitFor, close: () => new Promise<void>((r) => server.close(() => r())) };
}
