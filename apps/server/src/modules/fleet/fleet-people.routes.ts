import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "@office/shared/http/common.contract";
import { driverDetailSchema, driverInputSchema, driverSchema } from "@office/shared/fleet/drivers.contract";
import { fuelCardInputSchema, fuelCardSchema } from "@office/shared/fleet/fuel-cards.contract";
import {
  listRemindersQuerySchema,
  reminderDoneInputSchema,
  reminderSchema,
} from "@office/shared/fleet/reminders.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import * as driversService from "./drivers.service.ts";
import * as cards from "./fuel-cards.service.ts";
import * as reminders from "./reminders.service.ts";

const okSchema = z.object({ ok: z.literal(true) });

/** Drivers, fuel cards and reminders (issue 10 §1). */
export const fleetPeopleRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get("/api/driver", { schema: { response: { 200: z.array(driverSchema) } } }, (req) =>
    driversService.listDrivers(platform, contextOf(req)),
  );
  app.post(
    "/api/driver",
    { schema: { body: driverInputSchema, response: { 200: driverDetailSchema } } },
    (req) => driversService.createDriver(platform, contextOf(req), req.body),
  );
  app.get(
    "/api/driver/:id",
    { schema: { params: idParamsSchema, response: { 200: driverDetailSchema } } },
    (req) => driversService.getDriver(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/driver/:id",
    { schema: { params: idParamsSchema, body: driverInputSchema, response: { 200: driverDetailSchema } } },
    (req) => driversService.updateDriver(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete("/api/driver/:id", { schema: { params: idParamsSchema, response: { 200: okSchema } } }, (req) =>
    driversService.deleteDriver(platform, contextOf(req), req.params.id),
  );

  app.get("/api/fuelCard", { schema: { response: { 200: z.array(fuelCardSchema) } } }, (req) =>
    cards.listFuelCards(platform, contextOf(req)),
  );
  app.post(
    "/api/fuelCard",
    { schema: { body: fuelCardInputSchema, response: { 200: fuelCardSchema } } },
    (req) => cards.createFuelCard(platform, contextOf(req), req.body),
  );
  app.get(
    "/api/fuelCard/:id",
    { schema: { params: idParamsSchema, response: { 200: fuelCardSchema } } },
    (req) => cards.getFuelCard(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/fuelCard/:id",
    { schema: { params: idParamsSchema, body: fuelCardInputSchema, response: { 200: fuelCardSchema } } },
    (req) => cards.updateFuelCard(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete(
    "/api/fuelCard/:id",
    { schema: { params: idParamsSchema, response: { 200: okSchema } } },
    (req) => cards.deleteFuelCard(platform, contextOf(req), req.params.id),
  );

  app.get(
    "/api/car/:id/reminder",
    { schema: { params: idParamsSchema, response: { 200: z.array(reminderSchema) } } },
    (req) => reminders.listCarReminders(platform, contextOf(req), req.params.id),
  );
  app.get(
    "/api/fleetReminder",
    { schema: { querystring: listRemindersQuerySchema, response: { 200: z.array(reminderSchema) } } },
    (req) => reminders.listOpenReminders(platform, contextOf(req), req.query.withinDays),
  );
  app.put(
    "/api/fleetReminder/:id/done",
    { schema: { params: idParamsSchema, body: reminderDoneInputSchema, response: { 200: reminderSchema } } },
    (req) => reminders.markReminderDone(platform, contextOf(req), req.params.id, req.body),
  );
};
