import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "@office/shared/http/common.contract";
import {
  listProductsQuerySchema,
  listRedemptionsQuerySchema,
  productDeleteResultSchema,
  productInputSchema,
  productSchema,
  redemptionDecisionInputSchema,
  redemptionSchema,
} from "@office/shared/points/products.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { readImageUpload } from "../../platform/uploads.ts";
import * as shop from "./shop.service.ts";

/** Product picture limit, bytes. */
export const PRODUCT_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The rewards shop (issue 11 §3): `GET/POST /api/product`, `GET/PUT/DELETE /api/product/{id}`,
 * `PUT /api/product/{id}/picture`, `POST /api/product/{id}/redeem`, `GET /api/redemption`,
 * `PUT /api/redemption/{id}/fulfil|reject|cancel`.
 */
export const shopRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/product",
    { schema: { querystring: listProductsQuerySchema, response: { 200: z.array(productSchema) } } },
    (req) => shop.listProducts(platform, contextOf(req), req.query.active),
  );
  app.post(
    "/api/product",
    { schema: { body: productInputSchema, response: { 200: productSchema } } },
    (req) => shop.createProduct(platform, contextOf(req), req.body),
  );
  app.get(
    "/api/product/:id",
    { schema: { params: idParamsSchema, response: { 200: productSchema } } },
    (req) => shop.getProduct(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/product/:id",
    { schema: { params: idParamsSchema, body: productInputSchema, response: { 200: productSchema } } },
    (req) => shop.updateProduct(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete(
    "/api/product/:id",
    { schema: { params: idParamsSchema, response: { 200: productDeleteResultSchema } } },
    (req) => shop.deleteProduct(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/product/:id/picture",
    { schema: { params: idParamsSchema, response: { 200: productSchema } } },
    async (req, reply) =>
      shop.setProductPicture(
        platform,
        contextOf(req),
        req.params.id,
        await readImageUpload({ req, reply }, "file", PRODUCT_PICTURE_MAX_BYTES),
      ),
  );
  app.post(
    "/api/product/:id/redeem",
    { schema: { params: idParamsSchema, response: { 200: redemptionSchema } } },
    (req) => shop.redeemProduct(platform, contextOf(req), req.params.id),
  );
  app.get(
    "/api/redemption",
    { schema: { querystring: listRedemptionsQuerySchema, response: { 200: z.array(redemptionSchema) } } },
    (req) => shop.listRedemptions(platform, contextOf(req), req.query),
  );
  const decision = {
    params: idParamsSchema,
    body: redemptionDecisionInputSchema,
    response: { 200: redemptionSchema },
  };
  app.put("/api/redemption/:id/fulfil", { schema: decision }, (req) =>
    shop.fulfilRedemption(platform, contextOf(req), req.params.id, req.body.note),
  );
  app.put("/api/redemption/:id/reject", { schema: decision }, (req) =>
    shop.rejectRedemption(platform, contextOf(req), req.params.id, req.body.note),
  );
  app.put(
    "/api/redemption/:id/cancel",
    { schema: { params: idParamsSchema, response: { 200: redemptionSchema } } },
    (req) => shop.cancelRedemption(platform, contextOf(req), req.params.id),
  );
};
