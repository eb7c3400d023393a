import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  markAllSeenResultSchema,
  notificationIdParamsSchema,
  notificationListSchema,
  notificationSchema,
} from "@office/shared/notifications/notifications.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import {
  listNotifications,
  markAllNotificationsSeen,
  markNotificationSeen,
} from "./notifications.service.ts";

export const notificationRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (
  app,
  { platform },
) => {
  app.get("/api/notification", { schema: { response: { 200: notificationListSchema } } }, (req) =>
    listNotifications(platform, contextOf(req)),
  );
  app.put("/api/notification/seen", { schema: { response: { 200: markAllSeenResultSchema } } }, (req) =>
    markAllNotificationsSeen(platform, contextOf(req)),
  );
  app.put(
    "/api/notification/:id/seen",
    { schema: { params: notificationIdParamsSchema, response: { 200: notificationSchema } } },
    (req) => markNotificationSeen(platform, contextOf(req), req.params.id),
  );
};
