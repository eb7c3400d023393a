import { z } from "zod";

/**
 * `GET /api/employee/{id}` (foundation subset; the HR issue extends it). `profilePicture` is the stored
 * file name (SPEC §3 "Employee profile read"), null when the employee has none.
 */
export const employeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  profilePicture: z.string().nullable(),
  active: z.boolean(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * SPEC §4: the profile picture address is built from a storage location by tenant and employeeId.
 * Files are served at `/storage/{tenant}/employees/{employeeId}/{fileName}`; the file name is a random
 * generated name, never the uploaded one.
 */
export function profilePictureUrl(tenant: string, employeeId: number, fileName: string): string {
  return `/storage/${encodeURIComponent(tenant)}/employees/${employeeId}/${encodeURIComponent(fileName)}`;
}

/** Profile picture upload limit, in bytes (2 MiB). */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
