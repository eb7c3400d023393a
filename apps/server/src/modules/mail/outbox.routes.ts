import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  mailOutboxIdParamsSchema,
  mailOutboxItemSchema,
  mailOutboxListSchema,
  mailOutboxQuerySchema,
} from "@office/shared/mail/mail-outbox.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { listMailOutbox, retryMail } from "./outbox-admin.service.ts";

/**
 * The tenant's outgoing mail for its companyAdmin (issue 23 §1): `GET /api/mailOutbox?status=&page=`
 * and `POST /api/mailOutbox/{id}/retry` (see outbox-admin.service.ts).
 */
export const mailOutboxRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/mailOutbox",
    { schema: { querystring: mailOutboxQuerySchema, response: { 200: mailOutboxListSchema } } },
    (req) => listMailOutbox(platform, contextOf(req), req.query),
  );
  app.post(
    "/api/mailOutbox/:id/retry",
    { schema: { params: mailOutboxIdParamsSchema, response: { 200: mailOutboxItemSchema } } },
    (req) => retryMail(platform, contextOf(req), req.params.id),
  );
};
