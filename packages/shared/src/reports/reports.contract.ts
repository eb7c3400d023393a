import { z } from "zod";
import { idSchema, isoDateSchema } from "../http/common.contract.ts";
import { CARD_DATA_MAX, EMPLOYEE_EXPORT_MAX } from "./report-limits.ts";

export { ATTENDANCE_XLSX_MAX_DAYS, CARD_DATA_MAX, EMPLOYEE_EXPORT_MAX } from "./report-limits.ts";

/** `GET /report/attendance/download?start=&end=` (SPEC §7): both `YYYY-MM-DD`, start ≤ end, ≤ 366 days. */
export const attendanceDownloadQuerySchema = z.object({
  start: isoDateSchema,
  end: isoDateSchema,
});
export type AttendanceDownloadQuery = z.infer<typeof attendanceDownloadQuerySchema>;

const employeeIdList = (max: number) =>
  z
    .array(idSchema, "Munkatárs-azonosítók listáját add meg.")
    .min(1, "Válassz ki legalább egy munkatársat.")
    .max(max, `Egyszerre legfeljebb ${max} munkatárs választható.`);

/** `POST /report/employee/all` body (SPEC §7 "a list"): employee ids, in the order of the rows wanted. */
export const employeeExportBodySchema = employeeIdList(EMPLOYEE_EXPORT_MAX);

/** `POST /report/employee/all/CardData` body (SPEC §7 "a list"): employee ids, one card each. */
export const cardDataBodySchema = employeeIdList(CARD_DATA_MAX);

/**
 * One printable resource card (`/resource-card`, DESIGN §7). `photoUrl` is the profile picture path
 * (`profilePictureUrl`), null when none; `qrDataUrl` is a PNG data URL of a QR code encoding the
 * employee's page `<origin>/munkatarsak/<id>`.
 */
export const resourceCardSchema = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  employeeNumber: z.string().nullable(),
  photoUrl: z.string().nullable(),
  qrDataUrl: z.string(),
});
export type ResourceCard = z.infer<typeof resourceCardSchema>;

/** The `cards.json` file: one card per requested employee of the tenant, in the requested order. */
export const cardDataSchema = z.array(resourceCardSchema);
export type CardData = z.infer<typeof cardDataSchema>;
