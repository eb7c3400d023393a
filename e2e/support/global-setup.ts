import { MAIL_LOG, SMTP_HOST, SMTP_PORT } from "./env.ts";
import { startSmtpSink } from "./smtp-sink.ts";

/**
 * Playwright global setup: starts the SMTP sink the e2e servers deliver to (their `SMTP_URL`), for the
 * whole run. Returns the teardown that stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stop = await startSmtpSink({ host: SMTP_HOST, port: SMTP_PORT, logFile: MAIL_LOG });
  return stop;
}
