import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  attendanceBulkInputSchema,
  attendanceBulkResultSchema,
  attendanceCellInputSchema,
  attendanceCellResultSchema,
  attendanceMonthQuerySchema,
  attendanceMonthSchema,
} from "@office/shared/attendance/attendance.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import * as attendance from "./attendance.service.ts";

/** The attendance sheet (`/jelenleti-naptar`, issue 3 §3): read by everyone (own row), edited by hr. */
export const attendanceRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/attendance",
    { schema: { querystring: attendanceMonthQuerySchema, response: { 200: attendanceMonthSchema } } },
    (req) => attendance.getAttendanceMonth(platform, contextOf(req), req.query.year, req.query.month),
  );
  app.put(
    "/api/attendance",
    { schema: { body: attendanceCellInputSchema, response: { 200: attendanceCellResultSchema } } },
    (req) => attendance.setAttendanceCell(platform, contextOf(req), req.body),
  );
  app.put(
    "/api/attendance/bulk",
    { schema: { body: attendanceBulkInputSchema, response: { 200: attendanceBulkResultSchema } } },
    (req) => attendance.setAttendanceCells(platform, contextOf(req), req.body),
  );
};
