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
import type { Platform } from "../../app/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { readImageUpload } from "../../platform/uploads.ts";
import * as employees from "./employees.service.ts";

/** SPEC §7 employee calls (DESIGN §5 permissions in the access matrix and the service). */
export const employeeRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get("/api/appConfig", { schema: { response: { 200: appConfigSchema } } }, async () => ({
    employeeEducations: [...EMPLOYEE_EDUCATIONS],
  }));
  app.get(
    "/api/employee",
    { schema: { querystring: listEmployeesQuerySchema, response: { 200: z.array(employeeSchema) } } },
    async (req, reply) => {
      const json = await employees.listEmployeesJson(platform, contextOf(req), req.query.active);
      // Sent as the database built it (Fastify passes a JSON-typed string through): the schema documents
      // the shape, and a test checks the objects against `toDirectoryDto` row by row.
      return reply.type("application/json; charset=utf-8").send(json as unknown as Employee[]);
    },
  );
  app.get("/api/employee/newEmployee", { schema: { response: { 200: newEmployeeTemplateSchema } } }, (req) =>
    employees.newEmployeeTemplate(platform, contextOf(req)),
  );
  app.post(
    "/api/employee",
    { schema: { body: employeeInputSchema, response: { 200: employeeDetailSchema } } },
    (req) => employees.createEmployee(platform, contextOf(req), req.body),
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
    (req) => employees.updateEmployee(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete("/api/employee/:id", { schema: { params: employeeIdParamsSchema } }, async (req, reply) => {
    const outcome = await employees.deleteEmployee(platform, contextOf(req), req.params.id);
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
    async (req) =>
      employees.setProfilePicture(
        platform,
        contextOf(req),
        req.params.id,
        await readImageUpload(req, "file", PROFILE_PICTURE_MAX_BYTES),
      ),
  );
};
