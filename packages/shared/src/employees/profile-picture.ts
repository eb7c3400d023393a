/**
 * SPEC §4: the profile picture address is built from a storage location by tenant and employeeId.
 * Files are served at `/storage/{tenant}/employees/{employeeId}/{fileName}`; the file name is a random
 * generated name, never the uploaded one. Without zod (the SPA's shell shows the picture on every page);
 * `employees.contract.ts` re-exports it.
 */
export function profilePictureUrl(tenant: string, employeeId: number, fileName: string): string {
  return `/storage/${encodeURIComponent(tenant)}/employees/${employeeId}/${encodeURIComponent(fileName)}`;
}

/** Profile picture upload limit, in bytes (2 MiB). */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
