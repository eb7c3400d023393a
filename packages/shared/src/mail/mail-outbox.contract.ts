import { z } from "zod";
import { idParamSchema } from "../http/common.contract.ts";

/**
 * The tenant's outgoing mail as its companyAdmin sees it (issue 23 §1, "sending goes through the
 * outbox… never lost"): `GET /api/mailOutbox?status=&page=` lists the envelope of each mail — never its
 * body, which may hold a password-reset link — newest first, 50 a page, with the counts per status;
 * `POST /api/mailOutbox/{id}/retry` makes a waiting or failed mail due at once.
 *
 * Status of a mail: `sent` (SMTP accepted it), `waiting` (not tried yet, or SMTP not configured),
 * `failed` (SMTP refused it; retried with backoff), `expired` (unsent and older than the 3-day retry
 * window: no more attempts).
 */

export const MAIL_STATUSES = ["sent", "waiting", "failed", "expired"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Mails per page of the list. */
export const MAIL_OUTBOX_PAGE_SIZE = 50;

export const mailOutboxQuerySchema = z.object({
  status: z
    .enum(MAIL_STATUSES, { error: "Ismeretlen állapot: sent, waiting, failed vagy expired." })
    .optional(),
  page: z.coerce
    .number({ error: "Az oldalszám egész szám legyen." })
    .int("Az oldalszám egész szám legyen.")
    .min(1, "Az oldalszám legalább 1.")
    .max(100_000, "Az oldalszám túl nagy.")
    .optional(),
});
export type MailOutboxQuery = z.infer<typeof mailOutboxQuerySchema>;

export const mailOutboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** ISO instants. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The next delivery attempt (unsent mail within the retry window), else null. */
  nextAttemptAt: z.string().nullable(),
  attempts: z.number().int(),
  /** SMTP's last refusal, cut to 500 characters. */
  lastError: z.string().nullable(),
  /** An invitation or cancellation of a programme (iCalendar part). */
  isInvitation: z.boolean(),
});
export type MailOutboxItem = z.infer<typeof mailOutboxItemSchema>;

export const mailOutboxListSchema = z.object({
  items: z.array(mailOutboxItemSchema),
  /** Mails matching the status filter. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({
    sent: z.number().int(),
    waiting: z.number().int(),
    failed: z.number().int(),
    expired: z.number().int(),
  }),
  /** False: SMTP_URL is not set, mail stays in the outbox (and the server's log). */
  smtpConfigured: z.boolean(),
});
export type MailOutboxList = z.infer<typeof mailOutboxListSchema>;

export const mailOutboxIdParamsSchema = z.object({ id: idParamSchema });
