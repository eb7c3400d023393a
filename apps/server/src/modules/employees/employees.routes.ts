import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  PROFILE_PICTURE_MAX_BYTES,
  employeeIdParamsSchema,
  employeeSchema,
} from "@office/shared/employees/employees.contract";
import type { Platform } from "../../app/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { readImageUpload } from "../../platform/uploads.ts";
import { getEmployee, setProfilePicture } from "./employees.service.ts";

export const employeeRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/employee/:id",
    { schema: { params: employeeIdParamsSchema, response: { 200: employeeSchema } } },
    (req) => getEmployee(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/employee/:id/profilepicture",
    { schema: { params: employeeIdParamsSchema, response: { 200: employeeSchema } } },
    async (req) =>
      setProfilePicture(
        platform,
        contextOf(req),
        req.params.id,
        await readImageUpload(req, "file", PROFILE_PICTURE_MAX_BYTES),
      ),
  );
};
