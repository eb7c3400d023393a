import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  allocationIdParamsSchema,
  allocationInputSchema,
  allocationLoadQuerySchema,
  allocationLoadSchema,
  allocationPreviewQuerySchema,
  allocationPreviewSchema,
  allocationQuerySchema,
  allocationSchema,
  copyWeekInputSchema,
} from "@office/shared/resource-planning/allocations.contract";
import { plannerQuerySchema, plannerSchema } from "@office/shared/resource-planning/planner.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import * as allocations from "./resource-allocations.service.ts";
import { getPlanner } from "./resource-planner.service.ts";
import { previewAllocation } from "./allocation-preview.service.ts";
import { getWeeklyLoad } from "./weekly-load.service.ts";

/**
 * Issue 9 §1: `GET/POST /api/resourceAllocation`, `PUT/DELETE /api/resourceAllocation/{id}`,
 * `POST /api/resourceAllocation/copyWeek`, `GET /api/resourceAllocation/preview` (issue 19 §4), `GET /api/resourceAllocation/load` (issue 21 §4) and `GET /api/resourcePlanner` (see the services for the rules).
 */
export const resourcePlanningRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (
  app,
  { platform },
) => {
  app.get(
    "/api/resourceAllocation",
    { schema: { querystring: allocationQuerySchema, response: { 200: z.array(allocationSchema) } } },
    (req) => allocations.listAllocations(platform, contextOf(req), req.query),
  );
  app.post(
    "/api/resourceAllocation",
    { schema: { body: allocationInputSchema, response: { 200: allocationSchema } } },
    (req) => allocations.createAllocation(platform, contextOf(req), req.body),
  );
  app.get(
    "/api/resourceAllocation/preview",
    { schema: { querystring: allocationPreviewQuerySchema, response: { 200: allocationPreviewSchema } } },
    (req) => previewAllocation(platform, contextOf(req), req.query),
  );
  app.get(
    "/api/resourceAllocation/load",
    { schema: { querystring: allocationLoadQuerySchema, response: { 200: allocationLoadSchema } } },
    (req) => getWeeklyLoad(platform, contextOf(req), req.query),
  );
  app.post(
    "/api/resourceAllocation/copyWeek",
    { schema: { body: copyWeekInputSchema, response: { 200: z.array(allocationSchema) } } },
    (req) => allocations.copyWeek(platform, contextOf(req), req.body),
  );
  app.put(
    "/api/resourceAllocation/:id",
    {
      schema: {
        params: allocationIdParamsSchema,
        body: allocationInputSchema,
        response: { 200: allocationSchema },
      },
    },
    (req) => allocations.updateAllocation(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete(
    "/api/resourceAllocation/:id",
    { schema: { params: allocationIdParamsSchema, response: { 204: z.null().describe("Deleted.") } } },
    async (req, reply) => {
      await allocations.deleteAllocation(platform, contextOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  app.get(
    "/api/resourcePlanner",
    { schema: { querystring: plannerQuerySchema, response: { 200: plannerSchema } } },
    (req) => getPlanner(platform, contextOf(req), req.query),
  );
};
