import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { referenceDataOverviewSchema } from "@office/shared/reference-data/reference-data.contract";
import type { Platform } from "../../platform/platform.ts";
import { forbidden } from "../../platform/errors.ts";
import { authOf, contextOf, hasAnyRole } from "../../platform/request-context.ts";
import { getReferenceDataOverview } from "./reference-data.service.ts";

/**
 * `GET /api/referenceData` (companyAdmin; read-only, issue 22 §4): every reference table with its built-in
 * and loaded periods (source, when and by whom) and the missing current / next periods. Loading is the
 * operator's CLI only. (The module's jobs are started by app.ts with `registerReferenceDataJobs`.)
 */
export const referenceDataRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (
  app,
  { platform },
) => {
  app.get("/api/referenceData", { schema: { response: { 200: referenceDataOverviewSchema } } }, (req) => {
    if (!hasAnyRole(authOf(contextOf(req)).roles, ["companyAdmin"])) throw forbidden();
    return getReferenceDataOverview(platform.database);
  });
};
