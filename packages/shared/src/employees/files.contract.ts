import { z } from "zod";
import { idParamSchema, textSchema } from "../http/common.contract.ts";

/** Upload limit of one employee file, in bytes (25 MiB). */
export const EMPLOYEE_FILE_MAX_BYTES = 25 * 1024 * 1024;

/** Most files one `PUT /api/employee/{id}/files/upload` may carry. */
export const EMPLOYEE_FILES_PER_UPLOAD = 10;

/**
 * One free-form file of an employee (SPEC `GET /employee/{id}/files/list` items). `name` is the
 * sanitised uploaded name, unique per employee (uploading the same name replaces the file); `mime`
 * is the type detected from the content; `size` in bytes; `createdAt` ISO UTC of the last upload.
 */
export const employeeFileSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  createdAt: z.string(),
});
export type EmployeeFile = z.infer<typeof employeeFileSchema>;

/** `GET /api/employee/{id}/files/list` and the answer of `PUT …/files/upload`: by name. */
export const employeeFileListSchema = z.array(employeeFileSchema);

/** `POST /api/employee/{id}/files` body (SPEC: `name`): the file to download. */
export const downloadEmployeeFileInputSchema = z.object({
  name: textSchema(200, { trim: false, min: 1, minMessage: "Add meg a fájl nevét." }),
});
export type DownloadEmployeeFileInput = z.infer<typeof downloadEmployeeFileInputSchema>;

/** `DELETE /api/employee/{id}/files/{name}` params (`name` URL-encoded). */
export const employeeFileParamsSchema = z.object({
  id: idParamSchema,
  name: textSchema(200, { trim: false, min: 1 }),
});
