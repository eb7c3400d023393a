import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  deletePartnerResultSchema,
  exportPartnersQuerySchema,
  listPartnersQuerySchema,
  partnerDetailSchema,
  partnerIdParamsSchema,
  partnerInputSchema,
  partnerListItemSchema,
  similarPartnerSchema,
  similarPartnersQuerySchema,
} from "@office/shared/partners/partners.contract";
import { sortPartners } from "@office/shared/partners/partner-sort";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { XLSX_CONTENT_TYPE, attachment } from "../reports/xlsx-stream.ts";
import { buildPartnersXlsx } from "./partners-xlsx.ts";
import * as partners from "./partners.service.ts";
import * as writes from "./partners-write.service.ts";

/**
 * Partners (issue 8): `GET/POST /api/partner`, `GET/PUT/DELETE /api/partner/{id}`, the similar-partner
 * check `GET /api/partner/similar` and the list as `.xlsx`, `GET /api/partner/export`. Reads: any
 * signed-in user; writes: `projectManager` (access matrix and service).
 */
export const partnerRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/partner",
    { schema: { querystring: listPartnersQuerySchema, response: { 200: z.array(partnerListItemSchema) } } },
    (req) => partners.listPartners(platform, contextOf(req), req.query),
  );
  app.get(
    "/api/partner/similar",
    { schema: { querystring: similarPartnersQuerySchema, response: { 200: z.array(similarPartnerSchema) } } },
    (req) => partners.findSimilarPartners(platform, contextOf(req), req.query),
  );
  app.get(
    "/api/partner/export",
    { schema: { querystring: exportPartnersQuerySchema } },
    async (req, reply) => {
      const rows = await partners.listPartners(platform, contextOf(req), req.query);
      const file = await buildPartnersXlsx(sortPartners(rows, req.query.sort, req.query.dir));
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header("content-disposition", attachment("partnerek.xlsx"))
        .send(file);
    },
  );
  app.post(
    "/api/partner",
    { schema: { body: partnerInputSchema, response: { 200: partnerDetailSchema } } },
    (req) => writes.createPartner(platform, contextOf(req), req.body),
  );
  app.get(
    "/api/partner/:id",
    { schema: { params: partnerIdParamsSchema, response: { 200: partnerDetailSchema } } },
    (req) => partners.getPartner(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/partner/:id",
    {
      schema: {
        params: partnerIdParamsSchema,
        body: partnerInputSchema,
        response: { 200: partnerDetailSchema },
      },
    },
    (req) => writes.updatePartner(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete(
    "/api/partner/:id",
    { schema: { params: partnerIdParamsSchema, response: { 200: deletePartnerResultSchema } } },
    (req) => writes.deletePartner(platform, contextOf(req), req.params.id),
  );
};
