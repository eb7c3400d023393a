import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  leaveLapseSoonSchema,
  leaveYearEndQuerySchema,
  leaveYearEndRunInputSchema,
  leaveYearEndSchema,
  leaveYearEndSettingsInputSchema,
  leaveYearEndSettingsSchema,
} from "@office/shared/leave/leave-year-end.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import {
  getLapseSoon,
  getYearEnd,
  getYearEndSettings,
  runYearEndNow,
  updateYearEndSettings,
} from "./leave-year-end.service.ts";

/** The leave year-end (issue 22 §3, Mt. 123. §, 125. §): its report, an on-demand run, the lapse-soon list, settings. */
export const leaveYearEndRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (
  app,
  { platform },
) => {
  app.get(
    "/api/leaveYearEnd",
    { schema: { querystring: leaveYearEndQuerySchema, response: { 200: leaveYearEndSchema } } },
    (req) => getYearEnd(platform, contextOf(req), req.query.year),
  );
  app.post(
    "/api/leaveYearEnd/run",
    { schema: { body: leaveYearEndRunInputSchema, response: { 200: leaveYearEndSchema } } },
    (req) => runYearEndNow(platform, contextOf(req), req.body.year),
  );
  app.get("/api/leaveYearEnd/lapseSoon", { schema: { response: { 200: leaveLapseSoonSchema } } }, (req) =>
    getLapseSoon(platform, contextOf(req)),
  );
  app.get(
    "/api/leaveYearEnd/settings",
    { schema: { response: { 200: leaveYearEndSettingsSchema } } },
    (req) => getYearEndSettings(platform, contextOf(req)),
  );
  app.put(
    "/api/leaveYearEnd/settings",
    { schema: { body: leaveYearEndSettingsInputSchema, response: { 200: leaveYearEndSettingsSchema } } },
    (req) => updateYearEndSettings(platform, contextOf(req), req.body),
  );
};
