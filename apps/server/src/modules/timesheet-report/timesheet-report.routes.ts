import { PassThrough } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { timesheetReportQuerySchema } from "@office/shared/timesheet-report/timesheet-report.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { PDF_CONTENT_TYPE } from "../assets/pdf.ts";
import { ExportAbortedError, XLSX_CONTENT_TYPE, attachment } from "../reports/xlsx-stream.ts";
import { loadTimesheetReport } from "./timesheet-report.service.ts";
import { buildTimesheetPdf } from "./timesheet-report-pdf.ts";
import { writeTimesheetXlsx } from "./timesheet-report-xlsx.ts";

/**
 * `GET /report/timesheet/download?month=YYYY-MM&format=xlsx|pdf[&employeeId=N]` (issue 21 §2): the
 * attendance report from the time records. The records are computed (and every permission and input
 * checked) before the download starts, so each error is still a JSON `{ message }`; the .xlsx then
 * streams, the PDF is sent whole.
 */
export const timesheetReportRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (
  app,
  { platform },
) => {
  app.get(
    "/report/timesheet/download",
    { schema: { querystring: timesheetReportQuerySchema } },
    async (req, reply) => {
      const { report, fileName } = await loadTimesheetReport(platform, contextOf(req), req.query);
      reply.header("content-disposition", attachment(fileName));
      if (req.query.format === "pdf")
        return reply.type(PDF_CONTENT_TYPE).send(await buildTimesheetPdf(report));
      const out = new PassThrough();
      writeTimesheetXlsx(report, out).catch((err: unknown) => {
        if (!(err instanceof ExportAbortedError)) {
          req.log.error({ err }, "timesheet report .xlsx failed");
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        }
      });
      return reply.type(XLSX_CONTENT_TYPE).send(out);
    },
  );
};
