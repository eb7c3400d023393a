import { z } from "zod";
import { idParamsSchema } from "../http/common.contract.ts";

/**
 * SPEC §3 Notification. `createDateTime` and `seen` are ISO-8601 UTC timestamps; `seen` is absent
 * while unseen. `eventId` points at the thing the notification is about (a car id, a project id).
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  eventType: z.string(),
  eventId: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  createDateTime: z.string(),
  seen: z.string().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

export const notificationIdParamsSchema = idParamsSchema;

/** `PUT /api/notification/seen` ("Mind olvasott"): how many unseen notifications became seen. */
export const markAllSeenResultSchema = z.object({ updated: z.number().int().min(0) });
export type MarkAllSeenResult = z.infer<typeof markAllSeenResultSchema>;
