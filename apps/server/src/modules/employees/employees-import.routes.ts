import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  EMPLOYEE_IMPORT_MAX_BYTES,
  employeeImportQuerySchema,
  employeeImportResultSchema,
} from "@office/shared/employees/employees-import.contract";
import type { Platform } from "../../platform/platform.ts";
import { badRequest } from "../../platform/errors.ts";
import { looksLikeZip } from "../../platform/file-sniff.ts";
import { contextOf } from "../../platform/request-context.ts";
import { readSingleFileUpload, refuseUpload, type UploadExchange } from "../../platform/uploads.ts";
import { officeZipType } from "../../platform/zip-sniff.ts";
import { XLSX_CONTENT_TYPE, attachment } from "../reports/xlsx-stream.ts";
import { importEmployees } from "./employees-import.ts";
import { writeImportTemplate } from "./employees-import-xlsx.ts";

/**
 * Reads the single multipart part `file` (at most `EMPLOYEE_IMPORT_MAX_BYTES`, streamed with a hard
 * cap) and accepts it only when its content (the ZIP's `[Content_Types].xml`, inflated to at most
 * 64 KiB — never the name or Content-Type) says `.xlsx`. Errors: not multipart, malformed or cut off,
 * no `file` part, empty, another type → 400; too large or a second file → 413.
 */
async function readXlsxUpload(exchange: UploadExchange): Promise<Buffer> {
  const { data } = await readSingleFileUpload(exchange, "file", EMPLOYEE_IMPORT_MAX_BYTES);
  if (!looksLikeZip(data) || (await officeZipType(data)) !== XLSX_CONTENT_TYPE) {
    throw refuseUpload(
      exchange,
      badRequest("Csak Excel-munkafüzet (.xlsx) importálható; a sablon letölthető az ablakban."),
    );
  }
  return data;
}

/** Employee import from `.xlsx` and its template (hr; DESIGN §7 "import from .xlsx"). */
export const employeeImportRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (
  app,
  { platform },
) => {
  app.post(
    "/api/employee/import",
    {
      schema: {
        querystring: employeeImportQuerySchema,
        response: { 200: employeeImportResultSchema },
      },
    },
    async (req, reply) =>
      importEmployees(platform, contextOf(req), await readXlsxUpload({ req, reply }), req.query.dryRun),
  );
  app.get("/api/employee/import/template", async (_req, reply) =>
    reply
      .type(XLSX_CONTENT_TYPE)
      .header("content-disposition", attachment("munkatarsak-import-sablon.xlsx"))
      .send(await writeImportTemplate()),
  );
};
