import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_OWNER_TYPES,
  attachmentFileParamsSchema,
  attachmentFileQuerySchema,
  attachmentListSchema,
  attachmentParamsSchema,
  attachmentSchema,
} from "@office/shared/attachments/attachment.contract";
import { idParamsSchema } from "@office/shared/http/common.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { readDocumentUploads, sendAttachment } from "../../platform/uploads.ts";
import * as attachments from "./attachments.service.ts";

/**
 * Issue 23 §4: `/api/{project|partner|car|asset|externalResource}/{id}/attachment` — list (GET), upload
 * (POST, multipart, one `file` part), download (GET `/{attachmentId}`), delete (DELETE, 204). Access:
 * matrix `user`; the record's read/edit rules in the service (`attachment-owners.ts`). Plus the signed
 * download link of the list's `downloadUrl`, `GET /api/attachmentFile/{attachmentId}?expires=&signature=`
 * (matrix `tenant`: the signature is the right, see attachment-links.ts).
 */
export const attachmentRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/attachmentFile/:attachmentId",
    { schema: { params: attachmentFileParamsSchema, querystring: attachmentFileQuerySchema } },
    async (req, reply) =>
      sendAttachment(
        reply,
        await attachments.getLinkedAttachmentFile(
          platform,
          contextOf(req),
          req.params.attachmentId,
          req.query,
        ),
      ),
  );
  for (const type of ATTACHMENT_OWNER_TYPES) {
    const base = `/api/${type}/:id/attachment`;
    app.get(base, { schema: { params: idParamsSchema, response: { 200: attachmentListSchema } } }, (req) =>
      attachments.listAttachments(platform, contextOf(req), { type, id: req.params.id }),
    );
    app.post(
      base,
      {
        schema: {
          params: idParamsSchema,
          consumes: ["multipart/form-data"],
          response: { 200: attachmentSchema },
        },
      },
      (req, reply) =>
        attachments.uploadAttachment(
          platform,
          contextOf(req),
          { type, id: req.params.id },
          readDocumentUploads(
            { req, reply },
            { maxFileBytes: ATTACHMENT_MAX_BYTES, maxFiles: 1, nameFrom: "filename" },
          ),
        ),
    );
    app.get(`${base}/:attachmentId`, { schema: { params: attachmentParamsSchema } }, async (req, reply) =>
      sendAttachment(
        reply,
        await attachments.getAttachmentFile(
          platform,
          contextOf(req),
          { type, id: req.params.id },
          req.params.attachmentId,
        ),
      ),
    );
    app.delete(
      `${base}/:attachmentId`,
      { schema: { params: attachmentParamsSchema } },
      async (req, reply) => {
        await attachments.deleteAttachment(
          platform,
          contextOf(req),
          { type, id: req.params.id },
          req.params.attachmentId,
        );
        return reply.code(204).send();
      },
    );
  }
};
