import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  EMPLOYEE_EDUCATIONS,
  PROFILE_PICTURE_MAX_BYTES,
  appConfigSchema,
  employeeDetailSchema,
  employeeHistorySchema,
  employeeIdParamsSchema,
  employeeInputSchema,
  employeeResourceSchema,
  employeeSchema,
  employeeViewSchema,
  listEmployeesQuerySchema,
  newEmployeeTemplateSchema,
} from "@office/shared/employees/employees.contract";
import type { Employee } from "@office/shared/employees/employees.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { readImageUpload } from "../../platform/uploads.ts";
import * as employees from "./employees.service.ts";
import * as directory from "./employees-directory.service.ts";
import * as records from "./employee-records.service.ts";

/** True when an `Accept-Encoding` header takes gzip (listed without `q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? "").split(",").some((part) => {
    const [coding = "", ...params] = part.split(";").map((v) => v.trim().toLowerCase());
    if (coding !== "gzip" && coding !== "*") return false;
    const q = params.find((v) => v.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** SPEC §7 employee calls (DESIGN §5 permissions in the access matrix and the service). */
export const employeeRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get("/api/appConfig", { schema: { response: { 200: appConfigSchema } } }, async () => ({
    employeeEducations: [...EMPLOYEE_EDUCATIONS],
  }));
  app.get(
    "/api/employee",
    { schema: { querystring: listEmployeesQuerySchema, response: { 200: z.array(employeeSchema) } } },
    async (req, reply) => {
      const body = await directory.getDirectory(platform, contextOf(req), req.query.active);
      // Sent as the cached bytes (gzipped when the client takes it): the schema documents the shape, and a
      // test checks the objects against `toDirectoryDto` row by row.
      reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
      if (acceptsGzip(req.headers["accept-encoding"])) {
        const gzipped = await directory.gzippedDirectory(body);
        return reply.header("content-encoding", "gzip").send(gzipped as unknown as Employee[]);
      }
      return reply.send(body.json as unknown as Employee[]);
    },
  );
  app.get("/api/employee/newEmployee", { schema: { response: { 200: newEmployeeTemplateSchema } } }, (req) =>
    employees.newEmployeeTemplate(platform, contextOf(req)),
  );
  app.post(
    "/api/employee",
    { schema: { body: employeeInputSchema, response: { 200: employeeDetailSchema } } },
    (req) => records.createEmployee(platform, contextOf(req), req.body),
  );
  app.get(
    "/api/employee/:id",
    { schema: { params: employeeIdParamsSchema, response: { 200: employeeViewSchema } } },
    (req) => employees.getEmployee(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/employee/:id",
    {
      schema: {
        params: employeeIdParamsSchema,
        body: employeeInputSchema,
        response: { 200: employeeDetailSchema },
      },
    },
    (req) => records.updateEmployee(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete("/api/employee/:id", { schema: { params: employeeIdParamsSchema } }, async (req, reply) => {
    const outcome = await records.deleteEmployee(platform, contextOf(req), req.params.id);
    return reply.header("x-office-outcome", outcome).code(204).send();
  });
  app.get(
    "/api/employee/:id/history",
    { schema: { params: employeeIdParamsSchema, response: { 200: employeeHistorySchema } } },
    async (req) => ({ history: await employees.getEmployeeHistory(platform, contextOf(req), req.params.id) }),
  );
  app.get(
    "/api/resource/employee/:id",
    { schema: { params: employeeIdParamsSchema, response: { 200: employeeResourceSchema } } },
    (req) => employees.getEmployeeResource(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/employee/:id/profilepicture",
    { schema: { params: employeeIdParamsSchema, response: { 200: employeeSchema } } },
    async (req, reply) =>
      employees.setProfilePicture(
        platform,
        contextOf(req),
        req.params.id,
        await readImageUpload({ req, reply }, "file", PROFILE_PICTURE_MAX_BYTES),
      ),
  );
};
