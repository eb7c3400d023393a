import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { employeeIdParamsSchema } from "@office/shared/employees/employees.contract";
import { wageInputSchema, wagesSchema } from "@office/shared/employees/wages.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { getWages, setWage } from "./wages.service.ts";

/** SPEC `GET, PUT /employee/{id}/wages`; the access matrix restricts both to `employeeWages2`. */
export const wageRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/employee/:id/wages",
    { schema: { params: employeeIdParamsSchema, response: { 200: wagesSchema } } },
    (req) => getWages(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/employee/:id/wages",
    { schema: { params: employeeIdParamsSchema, body: wageInputSchema, response: { 200: wagesSchema } } },
    (req) => setWage(platform, contextOf(req), req.params.id, req.body),
  );
};
