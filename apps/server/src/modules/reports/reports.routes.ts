import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  attendanceDownloadQuerySchema,
  cardDataBodySchema,
  cardDataSchema,
  employeeExportBodySchema,
} from "@office/shared/reports/reports.contract";
import { yearQuerySchema } from "@office/shared/leave/leave.contract";
import type { Platform } from "../../app/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import * as reports from "./reports.service.ts";
import { XLSX_CONTENT_TYPE, attachment } from "./xlsx-stream.ts";

/**
 * The report API (SPEC §7, base path /report): files. Errors stay `{ message }` JSON; a download
 * starts only after its input was checked and the first data loaded.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/report/attendance/download",
    { schema: { querystring: attendanceDownloadQuerySchema } },
    async (req, reply) => {
      const file = await reports.exportAttendanceXlsx(platform, contextOf(req), req.query);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header("content-disposition", attachment(file.fileName))
        .send(file.stream);
    },
  );
  app.get("/report/leave", { schema: { querystring: yearQuerySchema } }, async (req, reply) => {
    const year = req.query.year ?? new Date().getFullYear();
    const file = await reports.exportLeaveReportXlsx(platform, contextOf(req), year);
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header("content-disposition", attachment(file.fileName))
      .send(file.stream);
  });
  app.post("/report/employee/all", { schema: { body: employeeExportBodySchema } }, async (req, reply) => {
    const file = await reports.exportEmployeesXlsx(platform, contextOf(req), req.body);
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header("content-disposition", attachment(file.fileName))
      .send(file.stream);
  });
  app.post(
    "/report/employee/all/CardData",
    { schema: { body: cardDataBodySchema, response: { 200: cardDataSchema } } },
    async (req, reply) => {
      const cards = await reports.getCardData(platform, contextOf(req), req.body);
      return reply
        .type("application/json; charset=utf-8")
        .header("content-disposition", attachment("cards.json"))
        .send(cards);
    },
  );
};
