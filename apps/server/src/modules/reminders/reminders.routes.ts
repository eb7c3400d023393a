import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  expiriesListSchema,
  expiriesQuerySchema,
  homeExpiriesSchema,
  reminderSettingsInputSchema,
  reminderSettingsSchema,
} from "@office/shared/reminders/reminders.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { listMyExpiries } from "./expiries-list.service.ts";
import { getHomeExpiries } from "./home-expiries.service.ts";
import { getReminderSettings, updateReminderSettings } from "./reminder-settings.ts";

/**
 * Expiry reminders (issue 23 §2): the tenant's thresholds `GET/PUT /api/reminderSettings` (companyAdmin,
 * hr), the home page's list `GET /api/home/expiries` and the full list `GET /api/expiries?horizon=&kind=`
 * (everyone signed in, about their own things and what their role manages).
 */
export const reminderRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get("/api/reminderSettings", { schema: { response: { 200: reminderSettingsSchema } } }, (req) =>
    getReminderSettings(platform, contextOf(req)),
  );
  app.put(
    "/api/reminderSettings",
    { schema: { body: reminderSettingsInputSchema, response: { 200: reminderSettingsSchema } } },
    (req) => updateReminderSettings(platform, contextOf(req), req.body),
  );
  app.get("/api/home/expiries", { schema: { response: { 200: homeExpiriesSchema } } }, (req) =>
    getHomeExpiries(platform, contextOf(req)),
  );
  app.get(
    "/api/expiries",
    { schema: { querystring: expiriesQuerySchema, response: { 200: expiriesListSchema } } },
    (req) => listMyExpiries(platform, contextOf(req), req.query),
  );
};
