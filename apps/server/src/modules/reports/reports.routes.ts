import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  attendanceDownloadQuerySchema,
  cardDataBodySchema,
  cardDataSchema,
  employeeExportBodySchema,
} from "@office/shared/reports/reports.contract";
import { yearQuerySchema } from "@office/shared/leave/leave.contract";
import type { Platform } from "../../app/platform.ts";
import { badRequest } from "../../platform/errors.ts";
import { contextOf } from "../../platform/request-context.ts";
import * as reports from "./reports.service.ts";
import { XLSX_CONTENT_TYPE, attachment } from "./xlsx-stream.ts";

/**
 * A list body's validation error as a 400 `{ message, fieldErrors }`. Workaround: the shared error
 * handler reads `params.issue.path` for issues at the body's root (an empty or too long list, not a
 * list), which the zod provider does not set, and answers 500; so these two routes check the body here.
 */
function throwIfInvalidList(
  error: { validation?: readonly { instancePath: string; message?: string }[] } | undefined,
): void {
  if (!error) return;
  const fieldErrors: Record<string, string> = {};
  for (const v of error.validation ?? []) {
    const key = v.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
    fieldErrors[key] ??= v.message ?? "Érvénytelen érték.";
  }
  const messages = [...new Set(Object.values(fieldErrors))];
  throw badRequest(`Hibás adatok: ${messages.join(" ") || "a lista nem megfelelő."}`, fieldErrors);
}

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
  app.post(
    "/report/employee/all",
    { schema: { body: employeeExportBodySchema }, attachValidation: true },
    async (req, reply) => {
      throwIfInvalidList(req.validationError);
      const file = await reports.exportEmployeesXlsx(platform, contextOf(req), req.body);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header("content-disposition", attachment(file.fileName))
        .send(file.stream);
    },
  );
  app.post(
    "/report/employee/all/CardData",
    { schema: { body: cardDataBodySchema, response: { 200: cardDataSchema } }, attachValidation: true },
    async (req, reply) => {
      throwIfInvalidList(req.validationError);
      const cards = await reports.getCardData(platform, contextOf(req), req.body);
      return reply
        .type("application/json; charset=utf-8")
        .header("content-disposition", attachment("cards.json"))
        .send(cards);
    },
  );
};
