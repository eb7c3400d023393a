import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { employeeIdParamsSchema } from "@office/shared/employees/employees.contract";
import { idParamSchema, idParamsSchema, textSchema } from "@office/shared/http/common.contract";
import {
  absenceTypeDeleteResultSchema,
  absenceTypeInputSchema,
  absenceTypeListSchema,
  absenceTypeSchema,
} from "@office/shared/leave/absence-type.contract";
import {
  deputyInputSchema,
  deputySchema,
  icsLinkSchema,
  leaveCancelInputSchema,
  leaveDecisionContextSchema,
  leaveHistorySchema,
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
import {
  createAbsenceType,
  deleteAbsenceType,
  listAbsenceTypes,
  updateAbsenceType,
} from "./absence-types.service.ts";
import {
  decideCancellation,
  decideLeave,
  decisionContext,
  getLeave,
  leaveHistory,
} from "./leave-approvals.service.ts";
import { certificateFile, uploadCertificate } from "./leave-certificate.service.ts";
import { deputyOf, setDeputy } from "./leave-deputy.service.ts";
import { getLeaveDay, leaveReport, updateLeaveDay } from "./leave-balance.service.ts";
import { icsFeed, icsLink, regenerateIcsLink, revokeIcsLink } from "./leave-feed.service.ts";
import { listEmployeeLeave, listLeave } from "./leave-list.service.ts";
import { cancelLeave, requestLeave, updateLeave } from "./leave-requests.service.ts";
import { recountLeaveYear } from "./leave-recount.ts";
import { onReferenceDataLoaded } from "../reference-data/reference-data.jobs.ts";
import { sendAttachment } from "../../platform/uploads.ts";

const leaveIdParams = idParamsSchema;
const thisYear = () => new Date().getFullYear();

/** Leave under Hungarian law (SPEC §7 `leave`/`leaveDay`, issue 3 §2). */
export const leaveRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  // A year's swapped working days loaded later: recount the requests counted provisionally (issue 22 §4).
  const unregister = onReferenceDataLoaded(async (database, event) => {
    if (event.kind === "workScheduleDecree" && database === platform.database)
      await recountLeaveYear(database, Number(event.period));
  });
  app.addHook("onClose", async () => void unregister());
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
        body: leaveDecisionInputSchema.nullish(),
        response: { 200: leaveRequestSchema },
      },
    },
    (req) =>
      decideLeave(
        platform,
        contextOf(req),
        req.params.id,
        "approved",
        req.body?.note ?? null,
        req.body?.step,
      ),
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
    (req) => decideLeave(platform, contextOf(req), req.params.id, "rejected", req.body.note, req.body.step),
  );
  app.put(
    "/api/leave/:id/return",
    {
      schema: {
        params: leaveIdParams,
        body: leaveDecisionInputSchema,
        response: { 200: leaveRequestSchema },
      },
    },
    (req) => decideLeave(platform, contextOf(req), req.params.id, "returned", req.body.note, req.body.step),
  );
  app.put(
    "/api/leave/:id/cancel",
    {
      schema: {
        params: leaveIdParams,
        body: leaveCancelInputSchema.nullish(),
        response: { 200: leaveRequestSchema },
      },
    },
    (req) => cancelLeave(platform, contextOf(req), req.params.id, req.body?.reason ?? null),
  );
  app.put(
    "/api/leave/:id/cancellation/approve",
    {
      schema: {
        params: leaveIdParams,
        body: leaveDecisionInputSchema.nullish(),
        response: { 200: leaveRequestSchema },
      },
    },
    (req) => decideCancellation(platform, contextOf(req), req.params.id, true, req.body?.note ?? null),
  );
  app.put(
    "/api/leave/:id/cancellation/reject",
    {
      schema: {
        params: leaveIdParams,
        body: leaveDecisionInputSchema.nullish(),
        response: { 200: leaveRequestSchema },
      },
    },
    (req) => decideCancellation(platform, contextOf(req), req.params.id, false, req.body?.note ?? null),
  );
  app.get(
    "/api/leave/:id",
    { schema: { params: leaveIdParams, response: { 200: leaveRequestSchema } } },
    (req) => getLeave(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/leave/:id",
    {
      schema: {
        params: leaveIdParams,
        body: leaveRequestInputSchema,
        response: { 200: leaveRequestSchema },
      },
    },
    (req) => updateLeave(platform, contextOf(req), req.params.id, req.body),
  );
  app.get(
    "/api/leave/:id/history",
    { schema: { params: leaveIdParams, response: { 200: leaveHistorySchema } } },
    (req) => leaveHistory(platform, contextOf(req), req.params.id),
  );
  app.get(
    "/api/leave/:id/decisionContext",
    { schema: { params: leaveIdParams, response: { 200: leaveDecisionContextSchema } } },
    (req) => decisionContext(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/leave/:id/certificate",
    { schema: { params: leaveIdParams, response: { 200: leaveRequestSchema } } },
    (req, reply) => uploadCertificate(platform, contextOf(req), req.params.id, { req, reply }),
  );
  app.get("/api/leave/:id/certificate", { schema: { params: leaveIdParams } }, async (req, reply) =>
    sendAttachment(reply, await certificateFile(platform, contextOf(req), req.params.id)),
  );
  app.get(
    "/api/employee/:id/deputy",
    { schema: { params: employeeIdParamsSchema, response: { 200: deputySchema } } },
    (req) => deputyOf(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/employee/:id/deputy",
    { schema: { params: employeeIdParamsSchema, body: deputyInputSchema, response: { 200: deputySchema } } },
    (req) => setDeputy(platform, contextOf(req), req.params.id, req.body.deputyId),
  );
  app.get("/api/absenceType", { schema: { response: { 200: absenceTypeListSchema } } }, (req) =>
    listAbsenceTypes(platform, contextOf(req)),
  );
  app.post(
    "/api/absenceType",
    { schema: { body: absenceTypeInputSchema, response: { 200: absenceTypeSchema } } },
    (req) => createAbsenceType(platform, contextOf(req), req.body),
  );
  app.put(
    "/api/absenceType/:id",
    {
      schema: { params: idParamsSchema, body: absenceTypeInputSchema, response: { 200: absenceTypeSchema } },
    },
    (req) => updateAbsenceType(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete(
    "/api/absenceType/:id",
    { schema: { params: idParamsSchema, response: { 200: absenceTypeDeleteResultSchema } } },
    (req) => deleteAbsenceType(platform, contextOf(req), req.params.id),
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
