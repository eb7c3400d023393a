import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  mentionableSchema,
  projectActivitySchema,
  projectCommentInputSchema,
  projectCommentParamsSchema,
  projectCommentSchema,
  projectIdParamsSchema,
  projectInputSchema,
  projectListQuerySchema,
  projectListSchema,
  projectOptionsSchema,
  projectSchema,
  similarProjectSchema,
  similarProjectsQuerySchema,
} from "@office/shared/projects/projects.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import * as comments from "./project-comments.service.ts";
import * as projects from "./projects.service.ts";
import { projectsXlsx } from "./projects-xlsx.ts";
import { XLSX_CONTENT_TYPE, attachment } from "../reports/xlsx-stream.ts";

/** Projects, their comment thread and activity log (issue 8). Rules live in the services. */
export const projectRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/project",
    { schema: { querystring: projectListQuerySchema, response: { 200: projectListSchema } } },
    (req) => projects.listProjects(platform, contextOf(req), req.query),
  );
  app.get("/report/project", { schema: { querystring: projectListQuerySchema } }, async (req, reply) => {
    const list = await projects.listProjects(platform, contextOf(req), req.query);
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header("content-disposition", attachment("projektek.xlsx"))
      .send(await projectsXlsx(list));
  });
  app.post(
    "/api/project",
    { schema: { body: projectInputSchema, response: { 200: projectSchema } } },
    (req) => projects.createProject(platform, contextOf(req), req.body),
  );
  app.get("/api/project/options", { schema: { response: { 200: projectOptionsSchema } } }, (req) =>
    projects.getProjectOptions(platform, contextOf(req)),
  );
  app.get(
    "/api/project/similar",
    { schema: { querystring: similarProjectsQuerySchema, response: { 200: z.array(similarProjectSchema) } } },
    (req) => projects.listSimilarProjects(platform, contextOf(req), req.query.name, req.query.excludeId),
  );
  app.get(
    "/api/project/:id",
    { schema: { params: projectIdParamsSchema, response: { 200: projectSchema } } },
    (req) => projects.getProject(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/project/:id",
    { schema: { params: projectIdParamsSchema, body: projectInputSchema, response: { 200: projectSchema } } },
    (req) => projects.updateProject(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete("/api/project/:id", { schema: { params: projectIdParamsSchema } }, async (req, reply) => {
    const outcome = await projects.deleteProject(platform, contextOf(req), req.params.id);
    return reply.header("x-office-outcome", outcome).code(204).send();
  });
  app.get(
    "/api/project/:id/activity",
    { schema: { params: projectIdParamsSchema, response: { 200: z.array(projectActivitySchema) } } },
    (req) => projects.listProjectActivity(platform, contextOf(req), req.params.id),
  );
  app.get(
    "/api/project/:id/comment",
    { schema: { params: projectIdParamsSchema, response: { 200: z.array(projectCommentSchema) } } },
    (req) => comments.listProjectComments(platform, contextOf(req), req.params.id),
  );
  app.get(
    "/api/project/:id/mentionable",
    { schema: { params: projectIdParamsSchema, response: { 200: z.array(mentionableSchema) } } },
    (req) => comments.listMentionable(platform, contextOf(req), req.params.id),
  );
  app.post(
    "/api/project/:id/comment",
    {
      schema: {
        params: projectIdParamsSchema,
        body: projectCommentInputSchema,
        response: { 200: projectCommentSchema },
      },
    },
    (req) => comments.createProjectComment(platform, contextOf(req), req.params.id, req.body.text),
  );
  app.put(
    "/api/project/:id/comment/:commentId",
    {
      schema: {
        params: projectCommentParamsSchema,
        body: projectCommentInputSchema,
        response: { 200: projectCommentSchema },
      },
    },
    (req) =>
      comments.updateProjectComment(
        platform,
        contextOf(req),
        req.params.id,
        req.params.commentId,
        req.body.text,
      ),
  );
  app.delete(
    "/api/project/:id/comment/:commentId",
    { schema: { params: projectCommentParamsSchema } },
    async (req, reply) => {
      await comments.deleteProjectComment(platform, contextOf(req), req.params.id, req.params.commentId);
      return reply.code(204).send();
    },
  );
};
