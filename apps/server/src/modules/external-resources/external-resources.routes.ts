import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  externalResourceDetailSchema,
  externalResourceIdParamsSchema,
  externalResourceInputSchema,
  externalResourceListItemSchema,
  listExternalResourcesQuerySchema,
} from "@office/shared/external-resources/external-resources.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { XLSX_CONTENT_TYPE, attachment } from "../reports/xlsx-stream.ts";
import { writeExternalResourcesXlsx } from "./external-resources-xlsx.ts";
import * as resources from "./external-resources.service.ts";

/**
 * Issue 8 `GET/POST /api/externalResource`, `GET/PUT/DELETE /api/externalResource/{id}`. DELETE answers
 * 204 when the contractor was deleted, or 200 with them (`active: false`) when they are on a project and
 * were deactivated instead; the header `x-office-outcome` says which (`deleted` | `deactivated`).
 * `GET /report/externalResource?search=&active=` is the list as `.xlsx` (rate columns only for those
 * who may see rates).
 */
export const externalResourceRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (
  app,
  { platform },
) => {
  app.get(
    "/api/externalResource",
    {
      schema: {
        querystring: listExternalResourcesQuerySchema,
        response: { 200: z.array(externalResourceListItemSchema) },
      },
    },
    (req) => resources.listExternalResources(platform, contextOf(req), req.query),
  );
  app.get(
    "/report/externalResource",
    { schema: { querystring: listExternalResourcesQuerySchema } },
    async (req, reply) => {
      const ctx = contextOf(req);
      const rows = await resources.listExternalResources(platform, ctx, req.query);
      const data = await writeExternalResourcesXlsx(rows, resources.canSeeRates(ctx));
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header("content-disposition", attachment("kulso-eroforrasok.xlsx"))
        .send(data);
    },
  );
  app.post(
    "/api/externalResource",
    { schema: { body: externalResourceInputSchema, response: { 200: externalResourceDetailSchema } } },
    (req) => resources.createExternalResource(platform, contextOf(req), req.body),
  );
  app.get(
    "/api/externalResource/:id",
    { schema: { params: externalResourceIdParamsSchema, response: { 200: externalResourceDetailSchema } } },
    (req) => resources.getExternalResource(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/externalResource/:id",
    {
      schema: {
        params: externalResourceIdParamsSchema,
        body: externalResourceInputSchema,
        response: { 200: externalResourceDetailSchema },
      },
    },
    (req) => resources.updateExternalResource(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete(
    "/api/externalResource/:id",
    {
      schema: {
        params: externalResourceIdParamsSchema,
        response: {
          200: externalResourceDetailSchema,
          204: z.null().describe("Deleted (nothing refers to it)."),
        },
      },
    },
    async (req, reply) => {
      const { outcome, resource } = await resources.deleteExternalResource(
        platform,
        contextOf(req),
        req.params.id,
      );
      reply.header("x-office-outcome", outcome);
      if (outcome === "deleted" || !resource) return reply.code(204).send(null);
      return resource;
    },
  );
};
