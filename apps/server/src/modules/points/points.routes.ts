import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { textSchema } from "@office/shared/http/common.contract";
import {
  awardPointsInputSchema,
  giftReportSchema,
  givePointsInputSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  ledgerEntrySchema,
  listPointsQuerySchema,
  pointsBalanceSchema,
  pointsGiftSchema,
  pointsSettingsSchema,
  reciprocalPairSchema,
  yearQuerySchema,
} from "@office/shared/points/points.contract";
import type { Platform } from "../../platform/platform.ts";
import { notFound } from "../../platform/errors.ts";
import { contextOf } from "../../platform/request-context.ts";
import { XLSX_CONTENT_TYPE, attachment } from "../reports/xlsx-stream.ts";
import { buildGiftReportXlsx } from "./gift-report-xlsx.ts";
import { buildGiftReport, listReciprocalPairs } from "./points-reports.service.ts";
import * as points from "./points.service.ts";

/**
 * The points game (issue 11 §3): `GET /api/points/balance`, `GET/POST /api/points`,
 * `GET /api/points/leaderboard?period=`, the settings, awards, reciprocal pairs and the payroll gift
 * report (JSON and `.xlsx`). Everyone signed in plays; the rest is hr/companyAdmin (access matrix).
 */
export const pointsRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get("/api/points/balance", { schema: { response: { 200: pointsBalanceSchema } } }, (req) =>
    points.getBalance(platform, contextOf(req)),
  );
  app.get(
    "/api/points",
    { schema: { querystring: listPointsQuerySchema, response: { 200: z.array(pointsGiftSchema) } } },
    (req) => points.listGifts(platform, contextOf(req), req.query),
  );
  app.post(
    "/api/points",
    { schema: { body: givePointsInputSchema, response: { 200: pointsGiftSchema } } },
    (req) => points.givePoints(platform, contextOf(req), req.body),
  );
  app.get(
    "/api/points/leaderboard",
    { schema: { querystring: leaderboardQuerySchema, response: { 200: leaderboardSchema } } },
    (req) => points.getLeaderboard(platform, contextOf(req), req.query.period),
  );
  app.get("/api/points/settings", { schema: { response: { 200: pointsSettingsSchema } } }, (req) =>
    points.getSettings(platform, contextOf(req)),
  );
  app.put(
    "/api/points/settings",
    { schema: { body: pointsSettingsSchema, response: { 200: pointsSettingsSchema } } },
    (req) => points.updateSettings(platform, contextOf(req), req.body),
  );
  app.post(
    "/api/points/award",
    { schema: { body: awardPointsInputSchema, response: { 200: ledgerEntrySchema } } },
    (req) => points.awardPoints(platform, contextOf(req), req.body),
  );
  app.get("/api/points/pairs", { schema: { response: { 200: z.array(reciprocalPairSchema) } } }, (req) =>
    listReciprocalPairs(platform, contextOf(req)),
  );
  app.get(
    "/api/points/giftReport",
    { schema: { querystring: yearQuerySchema, response: { 200: giftReportSchema } } },
    (req) => buildGiftReport(platform, contextOf(req), req.query.year),
  );
  app.get("/report/points/gifts", { schema: { querystring: yearQuerySchema } }, async (req, reply) => {
    const report = await buildGiftReport(platform, contextOf(req), req.query.year);
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header("content-disposition", attachment(`pontbevaltasok-${report.year}.xlsx`))
      .send(await buildGiftReportXlsx(report));
  });

  const STORED_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;
  const MIME: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };
  /**
   * Product pictures: random names (the URL is the capability), only on the path's own tenant; streamed
   * from the store (404 when gone, 503 when the store is down).
   */
  app.get(
    "/storage/:tenant/products/:file",
    {
      schema: {
        params: z.object({ tenant: textSchema(63, { trim: false }), file: textSchema(255, { trim: false }) }),
        hide: true,
      },
    },
    async (req, reply) => {
      const { tenant } = contextOf(req);
      const { file } = req.params;
      if (req.params.tenant !== tenant.slug || !STORED_NAME.test(file))
        throw notFound("A fájl nem található.");
      const stored = await platform.storage.open(`${tenant.slug}/products/${file}`);
      if (!stored) throw notFound("A fájl nem található.");
      return reply
        .header("content-type", MIME[file.split(".").pop() ?? ""] ?? "application/octet-stream")
        .header("cache-control", "private, max-age=31536000, immutable")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("content-length", String(stored.size))
        .send(stored.body);
    },
  );
};
