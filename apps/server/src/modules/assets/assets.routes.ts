import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { employeeAssetSchema, employeeAssetsQuerySchema } from "@office/shared/assets/assets.contract";
import { employeeIdParamsSchema } from "@office/shared/employees/employees.contract";
import type { Platform } from "../../app/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import * as assets from "./assets.service.ts";

/** SPEC §7 `GET /employee/{id}/asset?active=` (the assets screens come with the assets domain). */
export const assetRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/employee/:id/asset",
    {
      schema: {
        params: employeeIdParamsSchema,
        querystring: employeeAssetsQuerySchema,
        response: { 200: z.array(employeeAssetSchema) },
      },
    },
    (req) => assets.listEmployeeAssets(platform, contextOf(req), req.params.id, req.query.active),
  );
};
