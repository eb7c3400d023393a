import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  attendanceDownloadQuerySchema,
  cardDataBodySchema,
  cardDataSchema,
  employeeExportBodySchema,
} from "@office/shared/reports/reports.contract";
import { yearQuerySchema } from "@office/shared/leave/leave.contract";
import { PassThrough } from "node:stream";
import type { FastifyReply } from "fastify";
import { annualReportQuerySchema, annualReportSchema } from "@office/shared/reports/annual-report.contract";
import { getAnnualReport } from "./annual-report.service.ts";
import {
  type HoursBasis,
  reportRangeQuerySchema,
  reportYearQuerySchema,
  reportYearsQuerySchema,
  resourceCostRangeQuerySchema,
  resourceCostReportSchema,
  resourceCostSeriesSchema,
  resourceReportSchema,
} from "@office/shared/reports/resource-reports.contract";
import { getResourceCostReport, getResourceCostSeries, getResourceReport } from "./resource-cost.service.ts";
import {
  writeResourceCostSeriesXlsx,
  writeResourceCostXlsx,
  writeResourceReportXlsx,
} from "./resource-reports-xlsx.ts";
import { writeAnnualReportXlsx } from "./annual-report-xlsx.ts";
import type { Platform } from "../../platform/platform.ts";
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
  // Éves Kimutatás (issue 9 §2): JSON for the screen, .xlsx from the report API; the whole report is
  // computed before the download starts, so every error is still a JSON answer.
  app.get(
    "/api/report/annual",
    { schema: { querystring: annualReportQuerySchema, response: { 200: annualReportSchema } } },
    async (req) => getAnnualReport(platform, contextOf(req), req.query.year ?? new Date().getFullYear()),
  );
  app.get("/report/annual", { schema: { querystring: annualReportQuerySchema } }, async (req, reply) => {
    const report = await getAnnualReport(
      platform,
      contextOf(req),
      req.query.year ?? new Date().getFullYear(),
    );
    const out = new PassThrough();
    writeAnnualReportXlsx(report, out).catch((err: unknown) =>
      out.destroy(err instanceof Error ? err : new Error(String(err))),
    );
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header("content-disposition", attachment(`eves-kimutatas-${report.year}.xlsx`))
      .send(out);
  });
  // Resource reports (issue 9 §2): JSON for the screens, .xlsx from the report API; each report is computed
  // before its download starts, so every error is still a JSON answer.
  const sendXlsx = <T>(
    reply: FastifyReply,
    fileName: string,
    report: T,
    write: (r: T, out: PassThrough) => Promise<void>,
  ) => {
    const out = new PassThrough();
    write(report, out).catch((err: unknown) =>
      out.destroy(err instanceof Error ? err : new Error(String(err))),
    );
    return reply.type(XLSX_CONTENT_TYPE).header("content-disposition", attachment(fileName)).send(out);
  };
  app.get(
    "/api/report/resource",
    { schema: { querystring: reportRangeQuerySchema, response: { 200: resourceReportSchema } } },
    async (req) => getResourceReport(platform, contextOf(req), req.query.start, req.query.end),
  );
  app.get("/report/resource", { schema: { querystring: reportRangeQuerySchema } }, async (req, reply) => {
    const report = await getResourceReport(platform, contextOf(req), req.query.start, req.query.end);
    return sendXlsx(
      reply,
      `jelenleti-kimutatas-${report.start}-${report.end}.xlsx`,
      report,
      writeResourceReportXlsx,
    );
  });
  app.get(
    "/api/report/resourceCost",
    { schema: { querystring: resourceCostRangeQuerySchema, response: { 200: resourceCostReportSchema } } },
    async (req) => {
      const { start, end, basis } = req.query;
      return getResourceCostReport(platform, contextOf(req), start, end, basis);
    },
  );
  app.get(
    "/report/resourceCost",
    { schema: { querystring: resourceCostRangeQuerySchema } },
    async (req, reply) => {
      const { start, end, basis } = req.query;
      const report = await getResourceCostReport(platform, contextOf(req), start, end, basis);
      return sendXlsx(
        reply,
        `berkimutatas-${report.start}-${report.end}.xlsx`,
        report,
        writeResourceCostXlsx,
      );
    },
  );
  const monthly = async (
    req: { query: { year?: number | undefined; basis?: HoursBasis | undefined } },
    ctx: ReturnType<typeof contextOf>,
  ) => {
    const year = req.query.year ?? new Date().getFullYear();
    return getResourceCostSeries(platform, ctx, "monthly", year, year, req.query.basis);
  };
  app.get(
    "/api/report/resourceCostMonthly",
    { schema: { querystring: reportYearQuerySchema, response: { 200: resourceCostSeriesSchema } } },
    async (req) => monthly(req, contextOf(req)),
  );
  app.get(
    "/report/resourceCostMonthly",
    { schema: { querystring: reportYearQuerySchema } },
    async (req, reply) => {
      const report = await monthly(req, contextOf(req));
      const year = report.periods[0]?.key.slice(0, 4) ?? "";
      return sendXlsx(reply, `eroforras-koltseg-havi-${year}.xlsx`, report, writeResourceCostSeriesXlsx);
    },
  );
  app.get(
    "/api/report/resourceCostYearly",
    { schema: { querystring: reportYearsQuerySchema, response: { 200: resourceCostSeriesSchema } } },
    async (req) => {
      const { from, to, basis } = req.query;
      return getResourceCostSeries(platform, contextOf(req), "yearly", from, to, basis);
    },
  );
  app.get(
    "/report/resourceCostYearly",
    { schema: { querystring: reportYearsQuerySchema } },
    async (req, reply) => {
      const report = await getResourceCostSeries(
        platform,
        contextOf(req),
        "yearly",
        req.query.from,
        req.query.to,
        req.query.basis,
      );
      return sendXlsx(
        reply,
        `eroforras-koltseg-eves-${req.query.from}-${req.query.to}.xlsx`,
        report,
        writeResourceCostSeriesXlsx,
      );
    },
  );
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
