import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Employee } from "@office/shared/employees/employees.contract";
import { profilePictureUrl } from "@office/shared/employees/profile-picture";
import { api } from "../../../lib/http/api";
import { authStore } from "../../../lib/auth/auth-store";
import { employeeKeys } from "./get-employee";
import { successText } from "../../../lib/toast/success-text";

/** `PUT /api/employee/{id}/profilepicture`, multipart with the field `file` (SPEC §7). */
export function uploadProfilePicture(employeeId: number, file: File): Promise<Employee> {
  const body = new FormData();
  body.append("file", file);
  return api.put<Employee>(`/employee/${employeeId}/profilepicture`, body, {
    successMessage: successText("employees", "pictureSaved"),
  });
}

/**
 * Uploads the signed-in user's picture. SPEC §4: afterwards only `profileUrl` of the current user changes.
 */
export function useUploadOwnProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, file }: { employeeId: number; file: File }) =>
      uploadProfilePicture(employeeId, file),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeKeys.detail(employee.id), employee);
      const { authUser, setProfileUrl } = authStore.getState();
      if (employee.profilePicture && authUser.employeeId === employee.id) {
        setProfileUrl(profilePictureUrl(authUser.tenantId, employee.id, employee.profilePicture));
      }
    },
  });
}
