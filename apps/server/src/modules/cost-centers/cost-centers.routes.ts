import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  costCenterIdParamsSchema,
  costCenterInputSchema,
  costCenterSchema,
  listCostCentersQuerySchema,
} from "@office/shared/cost-centers/cost-centers.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import * as costCenters from "./cost-centers.service.ts";

/**
 * Issue 8 `GET/POST /api/costCenter`, `PUT/DELETE /api/costCenter/{id}`. DELETE answers 204 when the
 * cost centre was deleted, or 200 with it (`active: false`) when it is in use and was deactivated
 * instead; the header `x-office-outcome` says which (`deleted` | `deactivated`).
 */
export const costCenterRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/costCenter",
    { schema: { querystring: listCostCentersQuerySchema, response: { 200: z.array(costCenterSchema) } } },
    (req) => costCenters.listCostCenters(platform, contextOf(req), req.query),
  );
  app.post(
    "/api/costCenter",
    { schema: { body: costCenterInputSchema, response: { 200: costCenterSchema } } },
    (req) => costCenters.createCostCenter(platform, contextOf(req), req.body),
  );
  app.put(
    "/api/costCenter/:id",
    {
      schema: {
        params: costCenterIdParamsSchema,
        body: costCenterInputSchema,
        response: { 200: costCenterSchema },
      },
    },
    (req) => costCenters.updateCostCenter(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete(
    "/api/costCenter/:id",
    {
      schema: {
        params: costCenterIdParamsSchema,
        response: { 200: costCenterSchema, 204: z.null().describe("Deleted (nothing refers to it).") },
      },
    },
    async (req, reply) => {
      const { outcome, costCenter } = await costCenters.deleteCostCenter(
        platform,
        contextOf(req),
        req.params.id,
      );
      reply.header("x-office-outcome", outcome);
      if (outcome === "deleted") return reply.code(204).send(null);
      return costCenter;
    },
  );
};
