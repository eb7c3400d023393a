import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { employeeIdParamsSchema } from "@office/shared/employees/employees.contract";
import {
  EMPLOYEE_FILES_PER_UPLOAD,
  EMPLOYEE_FILE_MAX_BYTES,
  downloadEmployeeFileInputSchema,
  employeeFileListSchema,
  employeeFileParamsSchema,
} from "@office/shared/employees/files.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { readDocumentUploads, sendAttachment } from "../../platform/uploads.ts";
import * as files from "./employee-files.service.ts";

/**
 * SPEC §7 employee files: upload (multipart, one part per file named by the file name), list,
 * download by `{ name }`, and delete by name. Access: matrix + self-or-hr in the service.
 */
export const employeeFileRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (
  app,
  { platform },
) => {
  app.put(
    "/api/employee/:id/files/upload",
    {
      schema: {
        params: employeeIdParamsSchema,
        consumes: ["multipart/form-data"],
        response: { 200: employeeFileListSchema },
      },
    },
    (req, reply) =>
      files.uploadFiles(
        platform,
        contextOf(req),
        req.params.id,
        readDocumentUploads(
          { req, reply },
          {
            maxFileBytes: EMPLOYEE_FILE_MAX_BYTES,
            maxFiles: EMPLOYEE_FILES_PER_UPLOAD,
            nameFrom: "fieldname",
          },
        ),
      ),
  );
  app.get(
    "/api/employee/:id/files/list",
    { schema: { params: employeeIdParamsSchema, response: { 200: employeeFileListSchema } } },
    (req) => files.listFiles(platform, contextOf(req), req.params.id),
  );
  app.post(
    "/api/employee/:id/files",
    { schema: { params: employeeIdParamsSchema, body: downloadEmployeeFileInputSchema } },
    async (req, reply) =>
      sendAttachment(reply, await files.getFile(platform, contextOf(req), req.params.id, req.body.name)),
  );
  app.delete(
    "/api/employee/:id/files/:name",
    { schema: { params: employeeFileParamsSchema } },
    async (req, reply) => {
      await files.deleteFile(platform, contextOf(req), req.params.id, req.params.name);
      return reply.code(204).send();
    },
  );
};
