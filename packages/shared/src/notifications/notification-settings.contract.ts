import { z } from "zod";
import { EMAIL_DELIVERIES, NOTIFICATION_TYPES, type EmailDelivery } from "./notification-types.ts";

const deliverySchema = z.enum(EMAIL_DELIVERIES as [EmailDelivery, ...EmailDelivery[]], {
  error: "A kézbesítés módja „immediate”, „digest” vagy „off” lehet.",
});

/**
 * `GET /api/notificationSettings` (issue 23 §1): the caller's e-mail choice for every notification
 * type of the catalogue (defaults filled in) and the Budapest hour (0–23) of the daily digest.
 */
export const notificationSettingsSchema = z.object({
  email: z.record(z.string(), deliverySchema),
  digestHour: z.number().int().min(0).max(23),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const knownTypes = new Set(NOTIFICATION_TYPES.map((t) => t.type));

/**
 * `PUT /api/notificationSettings`: any subset of the types (others keep their value) and/or the digest
 * hour. An unknown type is refused (400), as is an hour outside 0–23.
 */
export const notificationSettingsInputSchema = z
  .object({
    email: z
      .record(z.string(), deliverySchema)
      .refine((m) => Object.keys(m).every((k) => knownTypes.has(k)), {
        message: "Ismeretlen értesítéstípus.",
      })
      .optional(),
    digestHour: z
      .number({ error: "Az összesítő órája 0 és 23 közötti egész szám." })
      .int({ error: "Az összesítő órája 0 és 23 közötti egész szám." })
      .min(0, { error: "Az összesítő órája 0 és 23 közötti egész szám." })
      .max(23, { error: "Az összesítő órája 0 és 23 közötti egész szám." })
      .optional(),
  })
  .strict();
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;

/** The query of the signed unsubscribe link (`…/notificationSettings/unsubscribe`). */
export const unsubscribeQuerySchema = z.object({
  user: z.coerce.number().int().positive().max(2_147_483_647),
  type: z.string().min(1).max(100),
  sig: z.string().min(1).max(200),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

/** The `type` of an unsubscribe link that turns off every type now delivered in the daily digest. */
export const DIGEST_UNSUBSCRIBE_TYPE = "digest";
