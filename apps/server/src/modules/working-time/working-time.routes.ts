import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema, idParamsSchema } from "@office/shared/http/common.contract";
import {
  clockStartInputSchema,
  clockStateSchema,
  clockStopInputSchema,
  timeEntryHistorySchema,
  timeEntryInputSchema,
  timeEntryQuerySchema,
  timeEntryResultSchema,
  timeEntryUpdateInputSchema,
  timeRecordSchema,
} from "@office/shared/working-time/time-entry.contract";
import {
  closureListSchema,
  closureQuerySchema,
  monthClosureSchema,
  monthInputSchema,
  timesheetQuerySchema,
  timesheetSchema,
  timesheetOverviewSchema,
  workScheduleInputSchema,
  workScheduleSchema,
  workingTimeSettingsSchema,
} from "@office/shared/working-time/timesheet.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import * as entries from "./time-entries.service.ts";
import * as sheets from "./timesheet.service.ts";

const employeeParamsSchema = z.object({ employeeId: idParamSchema });

/**
 * Working time (issue 21 §1–2): time entries, the clock, timesheets, month close, schedules and the
 * overtime limit. Who may do what is decided in the services (self / manager / hr).
 */
export const workingTimeRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/timeEntry",
    { schema: { querystring: timeEntryQuerySchema, response: { 200: timeRecordSchema } } },
    (req) => entries.getTimeRecord(platform, contextOf(req), req.query),
  );
  app.post(
    "/api/timeEntry",
    { schema: { body: timeEntryInputSchema, response: { 200: timeEntryResultSchema } } },
    (req) => entries.createTimeEntry(platform, contextOf(req), req.body),
  );
  app.get("/api/timeEntry/clock", { schema: { response: { 200: clockStateSchema } } }, (req) =>
    entries.getClockState(platform, contextOf(req)),
  );
  app.post(
    "/api/timeEntry/clock/start",
    { schema: { body: clockStartInputSchema, response: { 200: clockStateSchema } } },
    (req) => entries.startClock(platform, contextOf(req), req.body),
  );
  app.post(
    "/api/timeEntry/clock/stop",
    { schema: { body: clockStopInputSchema, response: { 200: clockStateSchema } } },
    (req) => entries.stopClock(platform, contextOf(req), req.body),
  );
  app.put(
    "/api/timeEntry/:id",
    {
      schema: {
        params: idParamsSchema,
        body: timeEntryUpdateInputSchema,
        response: { 200: timeEntryResultSchema },
      },
    },
    (req) => entries.updateTimeEntry(platform, contextOf(req), req.params.id, req.body),
  );
  app.delete("/api/timeEntry/:id", { schema: { params: idParamsSchema } }, (req) =>
    entries.deleteTimeEntry(platform, contextOf(req), req.params.id),
  );
  app.get(
    "/api/timeEntry/:id/history",
    { schema: { params: idParamsSchema, response: { 200: timeEntryHistorySchema } } },
    (req) => entries.getTimeEntryHistory(platform, contextOf(req), req.params.id),
  );
  app.get(
    "/api/timesheet",
    { schema: { querystring: timesheetQuerySchema, response: { 200: timesheetOverviewSchema } } },
    (req) => sheets.getTimesheetOverview(platform, contextOf(req), req.query.month),
  );
  app.get(
    "/api/timesheet/closure",
    { schema: { querystring: closureQuerySchema, response: { 200: closureListSchema } } },
    (req) => sheets.listClosures(platform, contextOf(req), req.query.year),
  );
  app.post(
    "/api/timesheet/close",
    { schema: { body: monthInputSchema, response: { 200: monthClosureSchema } } },
    (req) => sheets.closeMonth(platform, contextOf(req), req.body.month),
  );
  app.post("/api/timesheet/reopen", { schema: { body: monthInputSchema } }, (req) =>
    sheets.reopenMonth(platform, contextOf(req), req.body.month),
  );
  app.get(
    "/api/timesheet/:employeeId",
    {
      schema: {
        params: employeeParamsSchema,
        querystring: timesheetQuerySchema,
        response: { 200: timesheetSchema },
      },
    },
    (req) => sheets.getTimesheet(platform, contextOf(req), req.params.employeeId, req.query.month),
  );
  app.get("/api/workingTimeSettings", { schema: { response: { 200: workingTimeSettingsSchema } } }, (req) =>
    sheets.getSettings(platform, contextOf(req)),
  );
  app.put(
    "/api/workingTimeSettings",
    { schema: { body: workingTimeSettingsSchema, response: { 200: workingTimeSettingsSchema } } },
    (req) => sheets.putSettings(platform, contextOf(req), req.body),
  );
  app.get(
    "/api/workSchedule/:employeeId",
    { schema: { params: employeeParamsSchema, response: { 200: workScheduleSchema } } },
    (req) => sheets.getWorkSchedule(platform, contextOf(req), req.params.employeeId),
  );
  app.put(
    "/api/workSchedule/:employeeId",
    {
      schema: {
        params: employeeParamsSchema,
        body: workScheduleInputSchema,
        response: { 200: workScheduleSchema },
      },
    },
    (req) => sheets.putWorkSchedule(platform, contextOf(req), req.params.employeeId, req.body),
  );
};
