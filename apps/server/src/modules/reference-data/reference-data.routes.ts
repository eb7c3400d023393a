import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  calendarYearQuerySchema,
  calendarYearSchema,
} from "@office/shared/reference-data/calendar-year.contract";
import { referenceDataOverviewSchema } from "@office/shared/reference-data/reference-data.contract";
import type { Platform } from "../../platform/platform.ts";
import { forbidden } from "../../platform/errors.ts";
import { authOf, contextOf, hasAnyRole } from "../../platform/request-context.ts";
import { getCalendarYear, getReferenceDataOverview } from "./reference-data.service.ts";

/**
 * `GET /api/referenceData` (companyAdmin; read-only, issue 22 §4): every reference table with its built-in
 * and loaded periods (source, when and by whom) and the missing current / next periods. Loading is the
 * operator's CLI only. (The module's jobs are started by app.ts with `registerReferenceDataJobs`.)
 *
 * `GET /api/calendarYear?year=` (every signed-in user): the year's swapped working days as the server's
 * calendar has them (built in or loaded later), so the SPA's working-day preview counts a year loaded after
 * its release like the server (issue 22 §4; the decree of Mt. 102. § (5)). 400 for a year outside 2000–2100.
 */
export const referenceDataRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (
  app,
  { platform },
) => {
  app.get("/api/referenceData", { schema: { response: { 200: referenceDataOverviewSchema } } }, (req) => {
    if (!hasAnyRole(authOf(contextOf(req)).roles, ["companyAdmin"])) throw forbidden();
    return getReferenceDataOverview(platform.database);
  });
  app.get(
    "/api/calendarYear",
    { schema: { querystring: calendarYearQuerySchema, response: { 200: calendarYearSchema } } },
    (req) => getCalendarYear(req.query.year),
  );
};
