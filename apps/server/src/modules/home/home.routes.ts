import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  homeAbsencesSchema,
  homeApprovalsSchema,
  homeHrChartsSchema,
  homeMyAssetsSchema,
  homePointsSchema,
  homeReferenceDataSchema,
} from "@office/shared/home/home.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { getHrCharts } from "./hr-charts.service.ts";
import { getReferenceWarnings } from "./reference-warnings.service.ts";
import { getAbsences, getApprovals, getMyAssets, getPoints } from "./home.service.ts";

/**
 * The home page's card calls (issue 11 §4): `GET /api/home/absences`, `/approvals`, `/points`,
 * `/myAssets` (everyone signed in, about the caller), `/hrCharts` and `/referenceData` (hr, access matrix +
 * service check).
 */
export const homeRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get("/api/home/absences", { schema: { response: { 200: homeAbsencesSchema } } }, (req) =>
    getAbsences(platform, contextOf(req)),
  );
  app.get("/api/home/approvals", { schema: { response: { 200: homeApprovalsSchema } } }, (req) =>
    getApprovals(platform, contextOf(req)),
  );
  app.get("/api/home/points", { schema: { response: { 200: homePointsSchema } } }, (req) =>
    getPoints(platform, contextOf(req)),
  );
  app.get("/api/home/myAssets", { schema: { response: { 200: homeMyAssetsSchema } } }, (req) =>
    getMyAssets(platform, contextOf(req)),
  );
  app.get("/api/home/hrCharts", { schema: { response: { 200: homeHrChartsSchema } } }, (req) =>
    getHrCharts(platform, contextOf(req)),
  );
  app.get("/api/home/referenceData", { schema: { response: { 200: homeReferenceDataSchema } } }, (req) =>
    getReferenceWarnings(platform, contextOf(req)),
  );
};
