import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  EMPLOYEE_DOCUMENT_MAX_BYTES,
  employeeDocumentListSchema,
  employeeDocumentParamsSchema,
  employeeDocumentSchema,
} from "@office/shared/employees/documents.contract";
import { employeeIdParamsSchema } from "@office/shared/employees/employees.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { readDocumentUploads, sendAttachment } from "../../platform/uploads.ts";
import * as documents from "./employee-documents.service.ts";

/**
 * SPEC §7 employee documents: list (`docuement`), upload (multipart `file` + `name`, `documentType`,
 * `validUntil`), download as an attachment, delete. Access: matrix + self-or-hr in the service.
 */
export const employeeDocumentRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (
  app,
  { platform },
) => {
  app.get(
    "/api/employee/:id/document",
    { schema: { params: employeeIdParamsSchema, response: { 200: employeeDocumentListSchema } } },
    async (req) => ({
      docuement: await documents.listDocuments(platform, contextOf(req), req.params.id),
    }),
  );
  app.post(
    "/api/employee/:id/document",
    {
      schema: {
        params: employeeIdParamsSchema,
        consumes: ["multipart/form-data"],
        response: { 200: employeeDocumentSchema },
      },
    },
    (req, reply) =>
      documents.uploadDocument(
        platform,
        contextOf(req),
        req.params.id,
        readDocumentUploads(
          { req, reply },
          {
            maxFileBytes: EMPLOYEE_DOCUMENT_MAX_BYTES,
            maxFiles: 1,
            nameFrom: "filename",
          },
        ),
      ),
  );
  app.get(
    "/api/employee/:id/document/:docId/download",
    { schema: { params: employeeDocumentParamsSchema } },
    async (req, reply) =>
      sendAttachment(
        reply,
        await documents.getDocumentFile(platform, contextOf(req), req.params.id, req.params.docId),
      ),
  );
  app.delete(
    "/api/employee/:id/document/:docId",
    { schema: { params: employeeDocumentParamsSchema } },
    async (req, reply) => {
      await documents.deleteDocument(platform, contextOf(req), req.params.id, req.params.docId);
      return reply.code(204).send();
    },
  );
};
