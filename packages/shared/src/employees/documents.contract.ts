import { z } from "zod";
import { idParamSchema, isoDateSchema } from "../http/common.contract.ts";

/** Document types of an employee's HR documents (Dokumentumok tab); `egyéb` is the default. */
export const EMPLOYEE_DOCUMENT_TYPES = [
  "munkaszerződés",
  "munkaszerződés-módosítás",
  "munkaköri leírás",
  "bizonyítvány",
  "orvosi alkalmassági",
  "személyes okmány",
  "egyéb",
] as const;
export const employeeDocumentTypeSchema = z.enum(EMPLOYEE_DOCUMENT_TYPES, {
  error: "Válassz dokumentumtípust a listából.",
});
export type EmployeeDocumentType = z.infer<typeof employeeDocumentTypeSchema>;

/** Upload limit of one employee document, in bytes (10 MiB). */
export const EMPLOYEE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The `accept` list for document and file inputs. The server decides the type by content (magic
 * bytes), not by this list: PDF, PNG, JPEG, WebP, DOCX, XLSX, ODT, ODS, and UTF-8 text as .txt/.csv.
 */
export const EMPLOYEE_UPLOAD_ACCEPT = ".pdf,.png,.jpg,.jpeg,.webp,.docx,.xlsx,.odt,.ods,.txt,.csv";

/** Longest display name of a document or file, in characters. */
export const EMPLOYEE_UPLOAD_NAME_MAX = 200;

/**
 * One HR document of an employee (SPEC `GET /employee/{id}/document` items). `fileName` is the
 * sanitised uploaded name (shown, used for the download); `mime` is the type detected from the
 * content; `size` in bytes; `validUntil` a `YYYY-MM-DD` date or null; `createdAt` ISO UTC.
 */
export const employeeDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  documentType: z.string(),
  validUntil: z.string().nullable(),
  fileName: z.string(),
  mime: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  uploadedByName: z.string().nullable(),
});
export type EmployeeDocument = z.infer<typeof employeeDocumentSchema>;

/** `GET /api/employee/{id}/document` → `{ docuement: [...] }` (SPEC §7 spells it so; newest first). */
export const employeeDocumentListSchema = z.object({ docuement: z.array(employeeDocumentSchema) });
export type EmployeeDocumentList = z.infer<typeof employeeDocumentListSchema>;

export const employeeDocumentParamsSchema = z.object({
  id: idParamSchema,
  docId: idParamSchema,
});

/**
 * Control and invisible format characters (bidi overrides, zero-width) and unpaired surrogates (which
 * PostgreSQL cannot store) are dropped from names.
 */
const displayText = (v: string) => v.replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, "").trim();

/**
 * The text fields of `POST /api/employee/{id}/document` (multipart, beside the `file` part):
 * `name` (≤ 200 characters; empty → the uploaded file name), `documentType` (one of
 * EMPLOYEE_DOCUMENT_TYPES, default `egyéb`), `validUntil` (`YYYY-MM-DD`, optional, empty → null).
 */
export const createEmployeeDocumentInputSchema = z.object({
  name: z
    .string()
    .transform(displayText)
    .pipe(z.string().max(EMPLOYEE_UPLOAD_NAME_MAX, `Legfeljebb ${EMPLOYEE_UPLOAD_NAME_MAX} karakter lehet.`))
    .optional()
    .transform((v) => v || null),
  documentType: employeeDocumentTypeSchema.default("egyéb"),
  validUntil: z
    .union([z.literal("").transform(() => null), isoDateSchema])
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type CreateEmployeeDocumentInput = z.output<typeof createEmployeeDocumentInputSchema>;
