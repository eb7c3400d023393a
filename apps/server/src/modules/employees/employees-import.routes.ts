import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fileTypeFromBuffer } from "file-type";
import {
  EMPLOYEE_IMPORT_MAX_BYTES,
  employeeImportQuerySchema,
  employeeImportResultSchema,
} from "@office/shared/employees/employees-import.contract";
import type { Platform } from "../../app/platform.ts";
import { badRequest, payloadTooLarge } from "../../platform/errors.ts";
import { contextOf } from "../../platform/request-context.ts";
import { XLSX_CONTENT_TYPE, attachment } from "../reports/xlsx-stream.ts";
import { importEmployees } from "./employees-import.ts";
import { writeImportTemplate } from "./employees-import-xlsx.ts";

const TOO_LARGE = `A fájl túl nagy: legfeljebb ${EMPLOYEE_IMPORT_MAX_BYTES / (1024 * 1024)} MB lehet.`;

/**
 * Reads the single multipart part `file` (at most `EMPLOYEE_IMPORT_MAX_BYTES`) and accepts it only
 * when its content (magic bytes and ZIP entries, not the name or Content-Type) is an `.xlsx`.
 * Errors: not multipart, no `file` part, empty, another type → 400; too large → 413.
 */
async function readXlsxUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest("A fájlt multipart/form-data kérésben küldd.");
  const part = await req.file({ limits: { fileSize: EMPLOYEE_IMPORT_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== "file") throw badRequest("Hiányzik a feltöltött fájl (file mező).");
  const data = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === "FST_REQ_FILE_TOO_LARGE") throw payloadTooLarge(TOO_LARGE);
    throw err;
  });
  if (part.file.truncated) throw payloadTooLarge(TOO_LARGE);
  if (data.length === 0) throw badRequest("A feltöltött fájl üres.");
  const detected = await fileTypeFromBuffer(data).catch(() => undefined);
  if (detected?.mime !== XLSX_CONTENT_TYPE) {
    throw badRequest("Csak Excel-munkafüzet (.xlsx) importálható; a sablon letölthető az ablakban.");
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
    async (req) => importEmployees(platform, contextOf(req), await readXlsxUpload(req), req.query.dryRun),
  );
  app.get("/api/employee/import/template", async (_req, reply) =>
    reply
      .type(XLSX_CONTENT_TYPE)
      .header("content-disposition", attachment("munkatarsak-import-sablon.xlsx"))
      .send(await writeImportTemplate()),
  );
};
