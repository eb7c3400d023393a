import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { AuthUser } from "@office/shared/auth/auth.contract";
import { profilePictureUrl } from "@office/shared/employees/profile-picture";
import { authStore, useAuthStore } from "../../../lib/auth/auth-store";
import { employeeQueryOptions } from "./get-employee";

/** Shipped default avatar (public/default-avatar.svg), used when the employee has no picture (SPEC §4). */
export const DEFAULT_AVATAR_URL = "/default-avatar.svg";

/**
 * What SPEC §4's start-up rule does for `user`: nothing (signed out, or the address is known),
 * store the default avatar (no employee behind the account), or load the employee record.
 */
export function profileUrlStep(
  user: Pick<AuthUser, "username" | "profileUrl" | "employeeId">,
): "none" | "default" | "employee" {
  if (user.username === "" || user.profileUrl) return "none";
  return user.employeeId > 0 ? "employee" : "default";
}

/**
 * SPEC §4 start-up rule: when the user has a username but no profileUrl, load the employee and build the
 * picture address from the tenant and employeeId; without a picture the default avatar is stored.
 * A failed load leaves profileUrl unset (the UI shows the default avatar meanwhile). The employee comes
 * through the query cache, so a page that reads the same record (the home page's profile cards) shares
 * the one request.
 */
export function useProfileUrlBootstrap(): void {
  const step = useAuthStore((s) => profileUrlStep(s.authUser));
  const username = useAuthStore((s) => s.authUser.username);
  const employeeId = useAuthStore((s) => s.authUser.employeeId);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (step === "none") return;
    if (step === "default") {
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
  }, [step, username, employeeId, queryClient]);
}
