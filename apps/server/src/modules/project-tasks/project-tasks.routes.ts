import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  projectTaskIdParamsSchema,
  projectTaskInputSchema,
  projectTaskListSchema,
  projectTaskSchema,
  projectTaskUpdateSchema,
} from "@office/shared/projects/project-task.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import * as tasks from "./project-tasks.service.ts";

/**
 * Tasks inside projects (issue 21 §3); every route is open to signed-in users and the service decides
 * (project visibility, projectManager or the project's manager, the assignee's moves). Answers
 * `ProjectTask` objects (project-task.contract.ts); errors `{ message, fieldErrors? }` in Hungarian:
 * - `GET /api/project/{id}/task` → `ProjectTask[]` by column and position; 404 project not visible.
 * - `POST /api/project/{id}/task` `ProjectTaskInput` → the new task; 400, 403, 404.
 * - `GET /api/task/mine` → my open tasks across projects, soonest due first.
 * - `GET /api/task/{id}` → one task; 404.
 * - `PUT /api/task/{id}` `ProjectTaskUpdate` (fields sent change; `status`/`position` move) → the task;
 *   400, 403 (a member; the assignee beyond a move), 404.
 * - `DELETE /api/task/{id}` → 204; 403, 404, 409 time entries booked to the task.
 */
export const projectTaskRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/project/:id/task",
    { schema: { params: projectTaskIdParamsSchema, response: { 200: projectTaskListSchema } } },
    (req) => tasks.listProjectTasks(platform, contextOf(req), req.params.id),
  );
  app.post(
    "/api/project/:id/task",
    {
      schema: {
        params: projectTaskIdParamsSchema,
        body: projectTaskInputSchema,
        response: { 200: projectTaskSchema },
      },
    },
    (req) => tasks.createProjectTask(platform, contextOf(req), req.params.id, req.body),
  );
  app.get("/api/task/mine", { schema: { response: { 200: projectTaskListSchema } } }, (req) =>
    tasks.listMyTasks(platform, contextOf(req)),
  );
  app.get(
    "/api/task/:id",
    { schema: { params: projectTaskIdParamsSchema, response: { 200: projectTaskSchema } } },
    (req) => tasks.getTask(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/task/:id",
    {
      schema: {
        params: projectTaskIdParamsSchema,
        body: projectTaskUpdateSchema,
        response: { 200: projectTaskSchema },
      },
    },
    (req) => tasks.updateTask(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete("/api/task/:id", { schema: { params: projectTaskIdParamsSchema } }, async (req, reply) => {
    await tasks.deleteTask(platform, contextOf(req), req.params.id);
    return reply.code(204).send();
  });
};
