import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The e2e/ folder. */
export const E2E_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The main server: every shell test runs here. `E2E_MAIN_PORT` (and `E2E_TEST_ENV_PORT`, `E2E_SMTP_PORT`)
 * move the servers so that two checkouts can run their suites side by side.
 */
export const MAIN_PORT = Number(process.env.E2E_MAIN_PORT ?? 3100);
/**
 * The second server: issuer `office-TEST` (test environment). Tests that change a demo user's password
 * also run here, so they can never end a session another test is using on the main server.
 */
export const TEST_ENV_PORT = Number(process.env.E2E_TEST_ENV_PORT ?? MAIN_PORT + 1);
export const TEST_ENV_ISSUER = "office-TEST";

/** The SMTP sink both servers send their mail to (started by global-setup.ts). */
export const SMTP_HOST = "127.0.0.1";
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const MAIL_LOG = resolve(E2E_DIR, ".data-mail/mail.log");

/** Origin of a tenant on one of the e2e servers, e.g. `http://demo.localhost:3100`. */
export function tenantOrigin(tenant: string, port: number = MAIN_PORT): string {
  return `http://${tenant}.localhost:${port}`;
}

/** DESIGN §10 demo users (all with {@link DEMO_PASSWORD}). */
export type DemoUser = "admin" | "hr" | "pm" | "user";
export const DEMO_PASSWORD = "demo1234";
/** The e-mail address of the demo user `user` on tenant `demo`. */
export const DEMO_USER_EMAIL = "user@demo.example.hu";
