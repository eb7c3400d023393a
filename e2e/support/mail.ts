import { existsSync, readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { MAIL_LOG } from "./env.ts";
import type { SunkMail } from "./smtp-sink.ts";

/** Every mail the SMTP sink received so far, oldest first. */
export function readMails(): SunkMail[] {
  if (!existsSync(MAIL_LOG)) return [];
  return readFileSync(MAIL_LOG, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as SunkMail);
}

/**
 * Waits (polling the sink's log, up to `timeoutMs`) for a mail to `to` received after `since`
 * (an ISO timestamp) whose subject contains `subject` (when given) and returns the newest one. Pass a
 * subject where other mail may reach the same address meanwhile (notification mail, invitations).
 */
export async function waitForMail(
  to: string,
  since: string,
  timeoutMs = 20_000,
  subject?: string,
): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(
      () => {
        found = readMails()
          .filter(
            (m) =>
              m.receivedAt >= since &&
              m.to.some((a) => a.toLowerCase() === to.toLowerCase()) &&
              (subject === undefined || m.subject.includes(subject)),
          )
          .at(-1);
        return found !== undefined;
      },
      { timeout: timeoutMs, message: `no mail to ${to} since ${since}` },
    )
    .toBe(true);
  if (!found) throw new Error("unreachable");
  return found;
}

/** The token of the password-reset link (`/jelszo-visszaallitas?token=…`) in a mail's text or HTML. */
export function resetLinkFrom(mail: SunkMail): { url: string; token: string } {
  const source = `${mail.text}\n${mail.html.replace(/&amp;/g, "&")}`;
  const match = /((?:https?:\/\/[^\s"'<>/]+)?\/jelszo-visszaallitas\?token=([A-Za-z0-9._~%-]+))/.exec(source);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in mail: ${source}`);
  return { url: match[1], token: decodeURIComponent(match[2]) };
}
