import { appendFileSync, mkdirSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { SMTPServer } from "smtp-server";
import { parseMail } from "./mime.ts";

/** One received message, as a JSON line of the mail log. */
export type SunkMail = {
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
};

/**
 * Starts an SMTP sink on `host:port` that accepts every message (no auth, no TLS) and appends it,
 * decoded, to `logFile` as one JSON line. The log file is deleted first. Resolves once listening;
 * the returned function stops the sink.
 */
export async function startSmtpSink(opts: {
  host: string;
  port: number;
  logFile: string;
}): Promise<() => Promise<void>> {
  rmSync(opts.logFile, { force: true });
  mkdirSync(dirname(opts.logFile), { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const parsed = parseMail(Buffer.concat(chunks).toString("utf8"));
        const mail: SunkMail = {
          receivedAt: new Date().toISOString(),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parsed,
        };
        appendFileSync(opts.logFile, JSON.stringify(mail) + "\n");
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
