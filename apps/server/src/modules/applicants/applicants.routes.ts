import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  APPLICANT_CV_MAX_BYTES,
  applicantDetailSchema,
  applicantIdParamsSchema,
  applicantInputSchema,
  applicantListItemSchema,
  applicantNoteInputSchema,
  applicantNoteSchema,
  deleteResultSchema,
  hireInputSchema,
  hireResultSchema,
  jobOpeningInputSchema,
  jobOpeningSchema,
  listApplicantsQuerySchema,
  noticeTemplateInputSchema,
  noticeTemplateSchema,
  stageInputSchema,
} from "@office/shared/applicants/applicants.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { readDocumentUploads, sendAttachment } from "../../platform/uploads.ts";
import * as cv from "./applicant-cv.service.ts";
import * as pipeline from "./applicant-pipeline.service.ts";
import * as applicants from "./applicants.service.ts";
import * as openings from "./job-openings.service.ts";

/**
 * Applicants (issue 11 §1): job openings, applicants, their stage, CV, interview notes and hiring, and
 * the notice e-mail template. All `hr` (access matrix and services); another tenant's id → 404.
 */
export const applicantRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  const params = applicantIdParamsSchema;
  app.get("/api/jobOpening", { schema: { response: { 200: z.array(jobOpeningSchema) } } }, (req) =>
    openings.listJobOpenings(platform, contextOf(req)),
  );
  app.post(
    "/api/jobOpening",
    { schema: { body: jobOpeningInputSchema, response: { 200: jobOpeningSchema } } },
    (req) => openings.createJobOpening(platform, contextOf(req), req.body),
  );
  app.put(
    "/api/jobOpening/:id",
    { schema: { params, body: jobOpeningInputSchema, response: { 200: jobOpeningSchema } } },
    (req) => openings.updateJobOpening(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete("/api/jobOpening/:id", { schema: { params, response: { 200: deleteResultSchema } } }, (req) =>
    openings.deleteJobOpening(platform, contextOf(req), req.params.id),
  );

  app.get(
    "/api/applicant",
    {
      schema: { querystring: listApplicantsQuerySchema, response: { 200: z.array(applicantListItemSchema) } },
    },
    (req) => applicants.listApplicants(platform, contextOf(req), req.query),
  );
  app.post(
    "/api/applicant",
    { schema: { body: applicantInputSchema, response: { 200: applicantDetailSchema } } },
    (req) => applicants.createApplicant(platform, contextOf(req), req.body),
  );
  app.get("/api/applicant/:id", { schema: { params, response: { 200: applicantDetailSchema } } }, (req) =>
    applicants.getApplicant(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/applicant/:id",
    { schema: { params, body: applicantInputSchema, response: { 200: applicantDetailSchema } } },
    (req) => applicants.updateApplicant(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete("/api/applicant/:id", { schema: { params, response: { 200: deleteResultSchema } } }, (req) =>
    applicants.deleteApplicant(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/applicant/:id/stage",
    { schema: { params, body: stageInputSchema, response: { 200: applicantDetailSchema } } },
    (req) => pipeline.changeStage(platform, contextOf(req), req.params.id, req.body),
  );
  app.put(
    "/api/applicant/:id/cv",
    { schema: { params, consumes: ["multipart/form-data"], response: { 200: applicantDetailSchema } } },
    (req, reply) =>
      cv.uploadCv(
        platform,
        contextOf(req),
        req.params.id,
        readDocumentUploads(
          { req, reply },
          { maxFileBytes: APPLICANT_CV_MAX_BYTES, maxFiles: 1, nameFrom: "filename" },
        ),
      ),
  );
  app.get("/api/applicant/:id/cv", { schema: { params } }, async (req, reply) =>
    sendAttachment(reply, await cv.getCv(platform, contextOf(req), req.params.id)),
  );
  app.get(
    "/api/applicant/:id/note",
    { schema: { params, response: { 200: z.array(applicantNoteSchema) } } },
    (req) => pipeline.listNotes(platform, contextOf(req), req.params.id),
  );
  app.post(
    "/api/applicant/:id/note",
    { schema: { params, body: applicantNoteInputSchema, response: { 200: applicantNoteSchema } } },
    (req) => pipeline.addNote(platform, contextOf(req), req.params.id, req.body),
  );
  app.post(
    "/api/applicant/:id/hire",
    { schema: { params, body: hireInputSchema, response: { 200: hireResultSchema } } },
    (req) => pipeline.hireApplicant(platform, contextOf(req), req.params.id, req.body),
  );
  app.get("/api/applicantNoticeTemplate", { schema: { response: { 200: noticeTemplateSchema } } }, (req) =>
    pipeline.getNoticeTemplate(platform, contextOf(req)),
  );
  app.put(
    "/api/applicantNoticeTemplate",
    { schema: { body: noticeTemplateInputSchema, response: { 200: noticeTemplateSchema } } },
    (req) => pipeline.saveNoticeTemplate(platform, contextOf(req), req.body),
  );
};
