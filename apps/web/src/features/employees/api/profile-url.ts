import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { profilePictureUrl } from "@office/shared/employees/profile-picture";
import { authStore, useAuthStore } from "../../../lib/auth/auth-store";
import { employeeQueryOptions } from "./get-employee";

/** Shipped default avatar (public/default-avatar.svg), used when the employee has no picture (SPEC §4). */
export const DEFAULT_AVATAR_URL = "/default-avatar.svg";

/**
 * SPEC §4 start-up rule: when the user has a username but no profileUrl, load the employee and build the
 * picture address from the tenant and employeeId; without a picture the default avatar is stored.
 * A failed load leaves profileUrl unset (the UI shows the default avatar meanwhile). The employee comes
 * through the query cache, so a page that reads the same record (the home page's profile cards) shares
 * the one request.
 */
export function useProfileUrlBootstrap(): void {
  const username = useAuthStore((s) => s.authUser.username);
  const hasProfileUrl = useAuthStore((s) => Boolean(s.authUser.profileUrl));
  const employeeId = useAuthStore((s) => s.authUser.employeeId);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (username === "" || hasProfileUrl) return;
    if (employeeId <= 0) {
      authStore.getState().setProfileUrl(DEFAULT_AVATAR_URL);
      return;
    }
    let isCancelled = false;
    queryClient
      .fetchQuery(employeeQueryOptions(employeeId))
      .then((employee) => {
        const { authUser, setProfileUrl } = authStore.getState();
        if (isCancelled || authUser.employeeId !== employeeId) return;
        setProfileUrl(
          employee.profilePicture
            ? profilePictureUrl(authUser.tenantId, employeeId, employee.profilePicture)
            : DEFAULT_AVATAR_URL,
        );
      })
      .catch(() => undefined);
    return () => {
      isCancelled = true;
    };
  }, [username, hasProfileUrl, employeeId, queryClient]);
}
