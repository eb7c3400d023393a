import { useEffect } from "react";
import { profilePictureUrl } from "@office/shared/employees/employees.contract";
import { authStore, useAuthStore } from "../../../lib/auth/auth-store";
import { getEmployee } from "./get-employee";

/** Shipped default avatar (public/default-avatar.svg), used when the employee has no picture (SPEC §4). */
export const DEFAULT_AVATAR_URL = "/default-avatar.svg";

/**
 * SPEC §4 start-up rule: when the user has a username but no profileUrl, load the employee and build the
 * picture address from the tenant and employeeId; without a picture the default avatar is stored.
 * A failed load leaves profileUrl unset (the UI shows the default avatar meanwhile).
 */
export function useProfileUrlBootstrap(): void {
  const username = useAuthStore((s) => s.authUser.username);
  const hasProfileUrl = useAuthStore((s) => Boolean(s.authUser.profileUrl));
  const employeeId = useAuthStore((s) => s.authUser.employeeId);

  useEffect(() => {
    if (username === "" || hasProfileUrl) return;
    if (employeeId <= 0) {
      authStore.getState().setProfileUrl(DEFAULT_AVATAR_URL);
      return;
    }
    const controller = new AbortController();
    getEmployee(employeeId, controller.signal)
      .then((employee) => {
        const { authUser, setProfileUrl } = authStore.getState();
        if (authUser.employeeId !== employeeId) return;
        setProfileUrl(
          employee.profilePicture
            ? profilePictureUrl(authUser.tenantId, employeeId, employee.profilePicture)
            : DEFAULT_AVATAR_URL,
        );
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [username, hasProfileUrl, employeeId]);
}
