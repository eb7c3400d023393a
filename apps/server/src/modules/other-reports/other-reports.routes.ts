import { PassThrough } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  OTHER_REPORT_DATASETS,
  otherReportFileName,
  otherReportQuerySchema,
  otherReportSchema,
} from "@office/shared/reports/other-report.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { XLSX_CONTENT_TYPE, attachment } from "../reports/xlsx-stream.ts";
import { getOtherReport } from "./other-reports.service.ts";
import { writeOtherReportXlsx } from "./other-reports-xlsx.ts";

/**
 * Egyéb Kimutatások (issue 11 §4): for every data set of `OTHER_REPORT_DATASETS`
 * `GET /api/report/other/{dataset}?from=YYYY-MM&to=YYYY-MM` (JSON, `OtherReport`) and
 * `GET /report/other/{dataset}` (the same as `.xlsx`, file name by `otherReportFileName`).
 * Roles: the access matrix (hr; asset value also assetManager, car km also fleetManager). The report is
 * computed before the download starts, so every error is still a JSON `{ message }`.
 */
export const otherReportRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  for (const dataset of OTHER_REPORT_DATASETS) {
    app.get(
      `/api/report/other/${dataset}`,
      { schema: { querystring: otherReportQuerySchema, response: { 200: otherReportSchema } } },
      (req) => getOtherReport(platform, contextOf(req), dataset, req.query),
    );
    app.get(
      `/report/other/${dataset}`,
      { schema: { querystring: otherReportQuerySchema } },
      async (req, reply) => {
        const report = await getOtherReport(platform, contextOf(req), dataset, req.query);
        const out = new PassThrough();
        writeOtherReportXlsx(report, out).catch((err: unknown) =>
          out.destroy(err instanceof Error ? err : new Error(String(err))),
        );
        return reply
          .type(XLSX_CONTENT_TYPE)
          .header("content-disposition", attachment(otherReportFileName(report)))
          .send(out);
      },
    );
  }
};
