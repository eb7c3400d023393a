import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "@office/shared/http/common.contract";
import {
  carDetailSchema,
  carInputSchema,
  carListItemSchema,
  deleteResultSchema,
  listCarsQuerySchema,
} from "@office/shared/fleet/cars.contract";
import {
  closeMonthQuerySchema,
  closedMonthSchema,
  listTripsQuerySchema,
  tripInputSchema,
  tripParamsSchema,
  tripReportQuerySchema,
  tripSchema,
} from "@office/shared/fleet/trips.contract";
import {
  fuelFillSavedSchema,
  fuelInputSchema,
  fuelListSchema,
  fuelParamsSchema,
} from "@office/shared/fleet/fuel.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { XLSX_CONTENT_TYPE, attachment } from "../reports/xlsx-stream.ts";
import * as carsService from "./cars.service.ts";
import * as fuel from "./fuel.service.ts";
import * as trips from "./trips.service.ts";
import { buildCarsXlsx } from "./cars-xlsx.ts";
import { servicesForExport } from "./car-services.service.ts";
import { buildTripLogPdf, buildTripLogXlsx, loadTripLog } from "./trip-report.ts";

/**
 * Cars, the trip log, fuel fills and the trip-log sheet (issue 10 §1). Access: the matrix admits every
 * signed-in user to reads and trip/fill writes (the services narrow to the car's driver), fleetManager to
 * car writes and month closing.
 */
export const fleetCarRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/car",
    { schema: { querystring: listCarsQuerySchema, response: { 200: z.array(carListItemSchema) } } },
    (req) => carsService.listCars(platform, contextOf(req), req.query),
  );
  app.get("/api/car/export", { schema: { querystring: listCarsQuerySchema } }, async (req, reply) => {
    const rows = await carsService.listCars(platform, contextOf(req), req.query);
    const services = await servicesForExport(
      platform,
      contextOf(req),
      rows.map((r) => r.id),
    );
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header("content-disposition", attachment("autok.xlsx"))
      .send(await buildCarsXlsx(rows, services));
  });
  app.post("/api/car", { schema: { body: carInputSchema, response: { 200: carDetailSchema } } }, (req) =>
    carsService.createCar(platform, contextOf(req), req.body),
  );
  app.get("/api/car/:id", { schema: { params: idParamsSchema, response: { 200: carDetailSchema } } }, (req) =>
    carsService.getCar(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/car/:id",
    { schema: { params: idParamsSchema, body: carInputSchema, response: { 200: carDetailSchema } } },
    (req) => carsService.updateCar(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete(
    "/api/car/:id",
    { schema: { params: idParamsSchema, response: { 200: deleteResultSchema } } },
    (req) => carsService.deleteCar(platform, contextOf(req), req.params.id),
  );

  app.get(
    "/api/car/:id/distance",
    {
      schema: {
        params: idParamsSchema,
        querystring: listTripsQuerySchema,
        response: { 200: z.array(tripSchema) },
      },
    },
    (req) => trips.listTrips(platform, contextOf(req), req.params.id, req.query.month),
  );
  app.post(
    "/api/car/:id/distance",
    { schema: { params: idParamsSchema, body: tripInputSchema, response: { 200: tripSchema } } },
    (req) => trips.createTrip(platform, contextOf(req), req.params.id, req.body),
  );
  app.put(
    "/api/car/:id/distance/close",
    {
      schema: {
        params: idParamsSchema,
        querystring: closeMonthQuerySchema,
        response: { 200: closedMonthSchema },
      },
    },
    (req) => trips.closeMonth(platform, contextOf(req), req.params.id, req.query.month),
  );
  app.put(
    "/api/car/:id/distance/:tripId",
    { schema: { params: tripParamsSchema, body: tripInputSchema, response: { 200: tripSchema } } },
    (req) => trips.updateTrip(platform, contextOf(req), req.params.id, req.params.tripId, req.body),
  );
  app.delete(
    "/api/car/:id/distance/:tripId",
    { schema: { params: tripParamsSchema, response: { 200: z.object({ odometerKm: z.number().int() }) } } },
    (req) => trips.deleteTrip(platform, contextOf(req), req.params.id, req.params.tripId),
  );

  app.get(
    "/api/car/:id/fuel",
    { schema: { params: idParamsSchema, response: { 200: fuelListSchema } } },
    (req) => fuel.listFuel(platform, contextOf(req), req.params.id),
  );
  app.post(
    "/api/car/:id/fuel",
    { schema: { params: idParamsSchema, body: fuelInputSchema, response: { 200: fuelFillSavedSchema } } },
    (req) => fuel.createFuel(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete(
    "/api/car/:id/fuel/:fuelId",
    { schema: { params: fuelParamsSchema, response: { 200: z.object({ ok: z.literal(true) }) } } },
    (req) => fuel.deleteFuel(platform, contextOf(req), req.params.id, req.params.fuelId),
  );

  app.get(
    "/report/car/:id/distance",
    { schema: { params: idParamsSchema, querystring: tripReportQuerySchema } },
    async (req, reply) => {
      const log = await loadTripLog(platform, contextOf(req), req.params.id, req.query.month);
      const wantsPdf =
        req.query.format === "pdf" ||
        (!req.query.format && (req.headers.accept ?? "").includes("application/pdf"));
      const base = `utnyilvantartas-${log.car.plate}-${log.month}`;
      if (wantsPdf)
        return reply
          .type("application/pdf")
          .header("content-disposition", attachment(`${base}.pdf`))
          .send(await buildTripLogPdf(log));
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header("content-disposition", attachment(`${base}.xlsx`))
        .send(await buildTripLogXlsx(log));
    },
  );
};
