import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "@office/shared/http/common.contract";
import {
  listQuestionnairesQuerySchema,
  questionnaireSchema,
  questionnaireSummarySchema,
  responseInputSchema,
  responseReceiptSchema,
  sendQuestionnaireInputSchema,
  updateQuestionnaireInputSchema,
} from "@office/shared/questionnaires/questionnaires.contract";
import { questionnaireResultsSchema } from "@office/shared/questionnaires/results.contract";
import {
  templateInputSchema,
  templateSchema,
  templateSummarySchema,
} from "@office/shared/questionnaires/templates.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { XLSX_CONTENT_TYPE, attachment } from "../reports/xlsx-stream.ts";
import * as questionnaires from "./questionnaires.service.ts";
import { submitResponse } from "./responses.service.ts";
import { buildResultsXlsx } from "./results-xlsx.ts";
import { loadResults } from "./results.service.ts";
import * as templates from "./templates.service.ts";

/**
 * Questionnaires (issue 11 §2): templates (`/api/questionnaireTemplate`, hr), sent questionnaires
 * (`/api/questionnaire`, `?box=toFill|sent|all`), answers, results and the `.xlsx` export
 * (`/report/questionnaire/{id}`). Who may do what: the access matrix and the services.
 */
export const questionnaireRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (
  app,
  { platform },
) => {
  app.get(
    "/api/questionnaireTemplate",
    { schema: { response: { 200: z.array(templateSummarySchema) } } },
    (req) => templates.listTemplates(platform, contextOf(req)),
  );
  app.post(
    "/api/questionnaireTemplate",
    { schema: { body: templateInputSchema, response: { 200: templateSchema } } },
    (req) => templates.createTemplate(platform, contextOf(req), req.body),
  );
  app.get(
    "/api/questionnaireTemplate/:id",
    { schema: { params: idParamsSchema, response: { 200: templateSchema } } },
    (req) => templates.getTemplate(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/questionnaireTemplate/:id",
    { schema: { params: idParamsSchema, body: templateInputSchema, response: { 200: templateSchema } } },
    (req) => templates.updateTemplate(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete("/api/questionnaireTemplate/:id", { schema: { params: idParamsSchema } }, async (req, reply) => {
    await templates.deleteTemplate(platform, contextOf(req), req.params.id);
    return reply.code(204).send();
  });

  app.get(
    "/api/questionnaire",
    {
      schema: {
        querystring: listQuestionnairesQuerySchema,
        response: { 200: z.array(questionnaireSummarySchema) },
      },
    },
    (req) => questionnaires.listQuestionnaires(platform, contextOf(req), req.query.box),
  );
  app.post(
    "/api/questionnaire",
    { schema: { body: sendQuestionnaireInputSchema, response: { 200: questionnaireSchema } } },
    (req) => questionnaires.sendQuestionnaire(platform, contextOf(req), req.body),
  );
  app.get(
    "/api/questionnaire/:id",
    { schema: { params: idParamsSchema, response: { 200: questionnaireSchema } } },
    (req) => questionnaires.getQuestionnaire(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/questionnaire/:id",
    {
      schema: {
        params: idParamsSchema,
        body: updateQuestionnaireInputSchema,
        response: { 200: questionnaireSchema },
      },
    },
    (req) => questionnaires.updateQuestionnaire(platform, contextOf(req), req.params.id, req.body),
  );
  app.post(
    "/api/questionnaire/:id/response",
    {
      schema: { params: idParamsSchema, body: responseInputSchema, response: { 200: responseReceiptSchema } },
    },
    (req) => submitResponse(platform, contextOf(req), req.params.id, req.body, req.log),
  );
  app.get(
    "/api/questionnaire/:id/results",
    { schema: { params: idParamsSchema, response: { 200: questionnaireResultsSchema } } },
    async (req) => (await loadResults(platform, contextOf(req), req.params.id)).results,
  );
  app.get("/report/questionnaire/:id", { schema: { params: idParamsSchema } }, async (req, reply) => {
    const bundle = await loadResults(platform, contextOf(req), req.params.id);
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header("content-disposition", attachment(`kerdoiv-${req.params.id}-eredmenyek.xlsx`))
      .send(await buildResultsXlsx(bundle));
  });
};
