import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "@office/shared/http/common.contract";
import {
  SERVICE_INVOICE_MAX_BYTES,
  carServiceListSchema,
  carServiceParamsSchema,
  carServiceSchema,
} from "@office/shared/fleet/car-services.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { readDocumentUploads, sendAttachment, type UploadExchange } from "../../platform/uploads.ts";
import * as services from "./car-services.service.ts";

/** The invoice upload: one file part, ≤ 10 MiB, checked by content. */
const invoiceParts = (exchange: UploadExchange) =>
  readDocumentUploads(exchange, {
    maxFileBytes: SERVICE_INVOICE_MAX_BYTES,
    maxFiles: 1,
    nameFrom: "filename",
  });

/**
 * A car's service log (issue 23 §2): `GET/POST /api/car/{id}/service`, `PUT/DELETE
 * /api/car/{id}/service/{serviceId}` (multipart with an optional `file` invoice), `GET
 * /api/car/{id}/service/{serviceId}/invoice`. Access: matrix + car read / fleetManager in the service.
 */
export const carServiceRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/car/:id/service",
    { schema: { params: idParamsSchema, response: { 200: carServiceListSchema } } },
    (req) => services.listServices(platform, contextOf(req), req.params.id),
  );
  app.post(
    "/api/car/:id/service",
    {
      schema: {
        params: idParamsSchema,
        consumes: ["multipart/form-data"],
        response: { 200: carServiceSchema },
      },
    },
    (req, reply) =>
      services.createService(platform, contextOf(req), req.params.id, invoiceParts({ req, reply })),
  );
  app.put(
    "/api/car/:id/service/:serviceId",
    {
      schema: {
        params: carServiceParamsSchema,
        consumes: ["multipart/form-data"],
        response: { 200: carServiceSchema },
      },
    },
    (req, reply) =>
      services.updateService(
        platform,
        contextOf(req),
        req.params.id,
        req.params.serviceId,
        invoiceParts({ req, reply }),
      ),
  );
  app.delete(
    "/api/car/:id/service/:serviceId",
    { schema: { params: carServiceParamsSchema } },
    async (req, reply) => {
      await services.deleteService(platform, contextOf(req), req.params.id, req.params.serviceId);
      return reply.code(204).send();
    },
  );
  app.get(
    "/api/car/:id/service/:serviceId/invoice",
    { schema: { params: carServiceParamsSchema } },
    async (req, reply) =>
      sendAttachment(
        reply,
        await services.getServiceInvoice(platform, contextOf(req), req.params.id, req.params.serviceId),
      ),
  );
};
