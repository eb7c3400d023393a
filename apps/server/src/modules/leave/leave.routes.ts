import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { employeeIdParamsSchema } from "@office/shared/employees/employees.contract";
import { idParamSchema, idParamsSchema, textSchema } from "@office/shared/http/common.contract";
import {
  icsLinkSchema,
  leaveDayInputSchema,
  leaveDaySchema,
  leaveDecisionInputSchema,
  leaveListQuerySchema,
  leaveRangeQuerySchema,
  leaveReportSchema,
  leaveRequestInputSchema,
  leaveRequestListSchema,
  leaveRequestSchema,
  yearQuerySchema,
} from "@office/shared/leave/leave.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { decideLeave } from "./leave-approvals.service.ts";
import { getLeaveDay, leaveReport, updateLeaveDay } from "./leave-balance.service.ts";
import { icsFeed, icsLink, regenerateIcsLink, revokeIcsLink } from "./leave-feed.service.ts";
import { listEmployeeLeave, listLeave } from "./leave-list.service.ts";
import { cancelLeave, requestLeave } from "./leave-requests.service.ts";

const leaveIdParams = idParamsSchema;
const thisYear = () => new Date().getFullYear();

/** Leave under Hungarian law (SPEC §7 `leave`/`leaveDay`, issue 3 §2). */
export const leaveRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/employee/:id/leaveDay",
    {
      schema: {
        params: employeeIdParamsSchema,
        querystring: yearQuerySchema,
        response: { 200: leaveDaySchema },
      },
    },
    (req) => getLeaveDay(platform, contextOf(req), req.params.id, req.query.year ?? thisYear()),
  );
  app.put(
    "/api/employee/:id/leaveDay",
    {
      schema: {
        params: employeeIdParamsSchema,
        body: leaveDayInputSchema,
        response: { 200: leaveDaySchema },
      },
    },
    (req) => updateLeaveDay(platform, contextOf(req), req.params.id, req.body),
  );
  app.get(
    "/api/employee/:id/leave",
    {
      schema: {
        params: employeeIdParamsSchema,
        querystring: leaveRangeQuerySchema,
        response: { 200: leaveRequestListSchema },
      },
    },
    (req) => listEmployeeLeave(platform, contextOf(req), req.params.id, req.query.start, req.query.end),
  );
  app.post(
    "/api/employee/:id/leave",
    {
      schema: {
        params: employeeIdParamsSchema,
        body: leaveRequestInputSchema,
        response: { 200: leaveRequestSchema },
      },
    },
    (req) => requestLeave(platform, contextOf(req), req.params.id, req.body),
  );
  app.get(
    "/api/leave",
    { schema: { querystring: leaveListQuerySchema, response: { 200: leaveRequestListSchema } } },
    (req) => listLeave(platform, contextOf(req), req.query.scope, req.query.start, req.query.end),
  );
  app.put(
    "/api/leave/:id/approve",
    {
      schema: {
        params: leaveIdParams,
        body: leaveDecisionInputSchema.optional(),
        response: { 200: leaveRequestSchema },
      },
    },
    (req) => decideLeave(platform, contextOf(req), req.params.id, "approved", req.body?.note ?? null),
  );
  app.put(
    "/api/leave/:id/reject",
    {
      schema: {
        params: leaveIdParams,
        body: leaveDecisionInputSchema,
        response: { 200: leaveRequestSchema },
      },
    },
    (req) => decideLeave(platform, contextOf(req), req.params.id, "rejected", req.body.note),
  );
  app.put(
    "/api/leave/:id/cancel",
    { schema: { params: leaveIdParams, response: { 200: leaveRequestSchema } } },
    (req) => cancelLeave(platform, contextOf(req), req.params.id),
  );
  app.get(
    "/api/leaveReport",
    { schema: { querystring: yearQuerySchema, response: { 200: leaveReportSchema } } },
    (req) => leaveReport(platform, contextOf(req), req.query.year ?? thisYear()),
  );
  app.get("/api/leave/icsLink", { schema: { response: { 200: icsLinkSchema } } }, (req) =>
    icsLink(platform, contextOf(req)),
  );
  app.post("/api/leave/icsLink", { schema: { response: { 200: icsLinkSchema } } }, (req) =>
    regenerateIcsLink(platform, contextOf(req)),
  );
  app.delete("/api/leave/icsLink", { schema: { response: { 200: icsLinkSchema } } }, (req) =>
    revokeIcsLink(platform, contextOf(req)),
  );
  app.get(
    "/api/leave/feed/:userId/:file",
    {
      schema: {
        params: z.object({ userId: idParamSchema, file: textSchema(100, { trim: false }) }),
        hide: true,
      },
    },
    async (req, reply) => {
      const body = await icsFeed(platform, contextOf(req), req.params.userId, req.params.file);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="tavollet.ics"')
        .send(body);
    },
  );
};
