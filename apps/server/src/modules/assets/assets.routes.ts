import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  type AssetListItem,
  assetHistoryEntrySchema,
  assetInputSchema,
  assetListItemSchema,
  assetSchema,
  checkInInputSchema,
  deleteAssetResultSchema,
  employeeAssetSchema,
  employeeAssetsQuerySchema,
  listAssetsQuerySchema,
} from "@office/shared/assets/assets.contract";
import {
  assetHandoverSchema,
  createHandoverInputSchema,
  listHandoversQuerySchema,
  rejectHandoverInputSchema,
} from "@office/shared/assets/asset-handovers.contract";
import {
  createInventoryInputSchema,
  inventoryDetailSchema,
  inventoryReportQuerySchema,
  inventorySchema,
  scanInputSchema,
  scanResultSchema,
} from "@office/shared/assets/inventory.contract";
import { idParamsSchema } from "@office/shared/http/common.contract";
import { employeeIdParamsSchema } from "@office/shared/employees/employees.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { XLSX_CONTENT_TYPE, attachment } from "../reports/xlsx-stream.ts";
import * as handovers from "./asset-handovers.service.ts";
import * as assets from "./assets.service.ts";
import * as writes from "./assets-write.service.ts";
import { buildAssetsXlsx } from "./assets-xlsx.ts";
import { buildInventoryPdf, buildInventoryXlsx } from "./inventory-report.ts";
import * as inventory from "./inventory.service.ts";
import { PDF_CONTENT_TYPE } from "./pdf.ts";

/**
 * Assets (issue 10 §2): SPEC §7 `GET /employee/{id}/asset?active=`; the register `GET/POST /api/asset`,
 * `GET/PUT/DELETE /api/asset/{id}`, `GET /api/asset/{id}/history`, `POST /api/asset/{id}/checkIn`,
 * `GET /report/asset` (.xlsx). Reads: asset managers, and everyone their own assets; writes assetManager.
 */
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
  app.get(
    "/api/asset",
    { schema: { querystring: listAssetsQuerySchema, response: { 200: z.array(assetListItemSchema) } } },
    async (req, reply) => {
      // Sent as the database's JSON text: the schema documents the shape, and a test checks the objects
      // against `toAssetDto` row by row.
      const json = await assets.listAssetsJson(platform, contextOf(req), req.query);
      return reply.type("application/json; charset=utf-8").send(json as unknown as AssetListItem[]);
    },
  );
  app.get("/report/asset", { schema: { querystring: listAssetsQuerySchema } }, async (req, reply) => {
    const rows = await assets.listAssets(platform, contextOf(req), req.query);
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header("content-disposition", attachment("eszkozok.xlsx"))
      .send(await buildAssetsXlsx(rows));
  });
  app.post("/api/asset", { schema: { body: assetInputSchema, response: { 200: assetSchema } } }, (req) =>
    writes.createAsset(platform, contextOf(req), req.body),
  );
  app.get("/api/asset/:id", { schema: { params: idParamsSchema, response: { 200: assetSchema } } }, (req) =>
    assets.getAsset(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/asset/:id",
    { schema: { params: idParamsSchema, body: assetInputSchema, response: { 200: assetSchema } } },
    (req) => writes.updateAsset(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete(
    "/api/asset/:id",
    { schema: { params: idParamsSchema, response: { 200: deleteAssetResultSchema } } },
    (req) => writes.deleteAsset(platform, contextOf(req), req.params.id),
  );
  app.get(
    "/api/asset/:id/history",
    { schema: { params: idParamsSchema, response: { 200: z.array(assetHistoryEntrySchema) } } },
    (req) => assets.getAssetHistory(platform, contextOf(req), req.params.id),
  );
  app.post(
    "/api/asset/:id/checkIn",
    { schema: { params: idParamsSchema, body: checkInInputSchema, response: { 200: assetSchema } } },
    (req) => writes.checkInAsset(platform, contextOf(req), req.params.id, req.body),
  );
};

/**
 * Handover protocols (issue 10 §2): `GET/POST /api/assetHandover`, `GET /api/assetHandover/{id}`,
 * `PUT /api/assetHandover/{id}/send|accept|reject`, `GET /report/assetHandover/{id}/pdf`.
 */
export const assetHandoverRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (
  app,
  { platform },
) => {
  app.get(
    "/api/assetHandover",
    { schema: { querystring: listHandoversQuerySchema, response: { 200: z.array(assetHandoverSchema) } } },
    (req) => handovers.listHandovers(platform, contextOf(req), req.query),
  );
  app.post(
    "/api/assetHandover",
    { schema: { body: createHandoverInputSchema, response: { 200: assetHandoverSchema } } },
    (req) => handovers.createHandover(platform, contextOf(req), req.body),
  );
  app.get(
    "/api/assetHandover/:id",
    { schema: { params: idParamsSchema, response: { 200: assetHandoverSchema } } },
    (req) => handovers.getHandover(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/assetHandover/:id/send",
    { schema: { params: idParamsSchema, response: { 200: assetHandoverSchema } } },
    (req) => handovers.sendHandover(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/assetHandover/:id/accept",
    { schema: { params: idParamsSchema, response: { 200: assetHandoverSchema } } },
    (req) =>
      handovers.acceptHandover(platform, contextOf(req), req.params.id, (err) =>
        req.log.warn(
          { err, handoverId: req.params.id },
          "handover PDF not stored at acceptance; rendered on download",
        ),
      ),
  );
  app.put(
    "/api/assetHandover/:id/reject",
    {
      schema: {
        params: idParamsSchema,
        body: rejectHandoverInputSchema,
        response: { 200: assetHandoverSchema },
      },
    },
    (req) => handovers.rejectHandover(platform, contextOf(req), req.params.id, req.body.reason),
  );
  app.get("/report/assetHandover/:id/pdf", { schema: { params: idParamsSchema } }, async (req, reply) => {
    const pdf = await handovers.getHandoverPdf(platform, contextOf(req), req.params.id);
    return reply
      .type(PDF_CONTENT_TYPE)
      .header("content-disposition", `inline; filename="atadas-atveteli-${req.params.id}.pdf"`)
      .header("content-length", String(pdf.size))
      .send(pdf.body);
  });
};

/**
 * Stocktaking (issue 10 §2, assetManager): `GET/POST /api/inventory`, `GET /api/inventory/{id}`,
 * `POST /api/inventory/{id}/scan`, `PUT /api/inventory/{id}/close`, `GET /report/inventory/{id}?format=`.
 */
export const inventoryRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get("/api/inventory", { schema: { response: { 200: z.array(inventorySchema) } } }, (req) =>
    inventory.listInventories(platform, contextOf(req)),
  );
  app.post(
    "/api/inventory",
    { schema: { body: createInventoryInputSchema, response: { 200: inventoryDetailSchema } } },
    (req) => inventory.createInventory(platform, contextOf(req), req.body),
  );
  app.get(
    "/api/inventory/:id",
    { schema: { params: idParamsSchema, response: { 200: inventoryDetailSchema } } },
    (req) => inventory.getInventory(platform, contextOf(req), req.params.id),
  );
  app.post(
    "/api/inventory/:id/scan",
    { schema: { params: idParamsSchema, body: scanInputSchema, response: { 200: scanResultSchema } } },
    (req) => inventory.scan(platform, contextOf(req), req.params.id, req.body),
  );
  app.put(
    "/api/inventory/:id/close",
    { schema: { params: idParamsSchema, response: { 200: inventoryDetailSchema } } },
    (req) => inventory.closeInventory(platform, contextOf(req), req.params.id),
  );
  app.get(
    "/report/inventory/:id",
    { schema: { params: idParamsSchema, querystring: inventoryReportQuerySchema } },
    async (req, reply) => {
      const ctx = contextOf(req);
      const inv = await inventory.getInventory(platform, ctx, req.params.id);
      const company = ctx.tenant.name || ctx.tenant.slug;
      if (req.query.format === "pdf") {
        return reply
          .type(PDF_CONTENT_TYPE)
          .header("content-disposition", `inline; filename="leltar-${inv.id}.pdf"`)
          .send(await buildInventoryPdf(inv, company));
      }
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header("content-disposition", attachment(`leltar-${inv.id}.xlsx`))
        .send(await buildInventoryXlsx(inv, company));
    },
  );
};
