import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "@office/shared/http/common.contract";
import {
  calendarSettingsSchema,
  eventFeedQuerySchema,
  eventOccurrenceInputSchema,
  eventOccurrenceParamsSchema,
  eventDetailQuerySchema,
  eventIcsLinkSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventOccurrenceListSchema,
  eventSchema,
  rsvpInputSchema,
} from "@office/shared/events/events.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import {
  calendarFeed,
  eventIcs,
  getIcsLink,
  regenerateIcsLink,
  revokeIcsLink,
} from "./events-feed.service.ts";
import { listEvents } from "./events-list.service.ts";
import { getCalendarSettings, saveCalendarSettings } from "./calendar-settings.service.ts";
import { cancelOccurrence, updateOccurrence } from "./events-occurrence.service.ts";
import { cancelEvent, createEvent, getEvent, updateEvent } from "./events.service.ts";
import { answerEvent } from "./events-rsvp.service.ts";

/**
 * Programme calendar (issue 8, `/naptar`): events, RSVP (for the series or one occurrence, issue 23 §3),
 * `.ics` download and the personal feed.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/event",
    { schema: { querystring: eventListQuerySchema, response: { 200: eventOccurrenceListSchema } } },
    (req) => listEvents(platform, contextOf(req), req.query),
  );
  app.post("/api/event", { schema: { body: eventInputSchema, response: { 200: eventSchema } } }, (req) =>
    createEvent(platform, contextOf(req), req.body, req.log),
  );
  app.get("/api/event/icsLink", { schema: { response: { 200: eventIcsLinkSchema } } }, (req) =>
    getIcsLink(platform, contextOf(req)),
  );
  app.post("/api/event/icsLink", { schema: { response: { 200: eventIcsLinkSchema } } }, (req) =>
    regenerateIcsLink(platform, contextOf(req)),
  );
  app.delete("/api/event/icsLink", { schema: { response: { 200: eventIcsLinkSchema } } }, (req) =>
    revokeIcsLink(platform, contextOf(req)),
  );
  app.get(
    "/api/event/calendar.ics",
    { schema: { querystring: eventFeedQuerySchema, hide: true } },
    async (req, reply) => {
      const body = await calendarFeed(platform, contextOf(req), req.query.token);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="programnaptar.ics"')
        .send(body);
    },
  );
  app.get(
    "/api/event/:id",
    {
      schema: { params: idParamsSchema, querystring: eventDetailQuerySchema, response: { 200: eventSchema } },
    },
    (req) => getEvent(platform, contextOf(req), req.params.id, req.query.occurrenceDate),
  );
  app.put(
    "/api/event/:id",
    { schema: { params: idParamsSchema, body: eventInputSchema, response: { 200: eventSchema } } },
    (req) => updateEvent(platform, contextOf(req), req.params.id, req.body, req.log),
  );
  app.delete(
    "/api/event/:id",
    { schema: { params: idParamsSchema, response: { 200: eventSchema } } },
    (req) => cancelEvent(platform, contextOf(req), req.params.id, req.log),
  );
  app.put(
    "/api/event/:id/occurrence/:date",
    {
      schema: {
        params: eventOccurrenceParamsSchema,
        body: eventOccurrenceInputSchema,
        response: { 200: eventSchema },
      },
    },
    (req) => updateOccurrence(platform, contextOf(req), req.params.id, req.params.date, req.body, req.log),
  );
  app.delete(
    "/api/event/:id/occurrence/:date",
    { schema: { params: eventOccurrenceParamsSchema, response: { 200: eventSchema } } },
    (req) => cancelOccurrence(platform, contextOf(req), req.params.id, req.params.date, req.log),
  );
  app.get("/api/calendarSettings", { schema: { response: { 200: calendarSettingsSchema } } }, (req) =>
    getCalendarSettings(platform, contextOf(req)),
  );
  app.put(
    "/api/calendarSettings",
    { schema: { body: calendarSettingsSchema, response: { 200: calendarSettingsSchema } } },
    (req) => saveCalendarSettings(platform, contextOf(req), req.body),
  );
  app.put(
    "/api/event/:id/rsvp",
    { schema: { params: idParamsSchema, body: rsvpInputSchema, response: { 200: eventSchema } } },
    (req) => answerEvent(platform, contextOf(req), req.params.id, req.body.rsvp, req.body.occurrenceDate),
  );
  app.get("/api/event/:id/ics", { schema: { params: idParamsSchema } }, async (req, reply) => {
    const { body, fileName } = await eventIcs(platform, contextOf(req), req.params.id);
    return reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .send(body);
  });
};
