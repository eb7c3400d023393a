import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EmployeeAccount } from "@office/shared/auth/account.contract";
import type { Role } from "@office/shared/auth/roles";
import { api } from "../../../lib/http/api";
import { employeeKeys } from "./get-employee";
import { successText } from "../../../lib/toast/success-text";

const accountKey = (id: number) => ["employees", "detail", id, "account"] as const;

/** `GET /api/employee/{id}/account` (hr, companyAdmin): the employee's sign-in account and roles. */
export function getEmployeeAccount(id: number, signal?: AbortSignal): Promise<EmployeeAccount> {
  return api.get<EmployeeAccount>(`/employee/${id}/account`, signal ? { signal } : {});
}

export function useEmployeeAccount(id: number) {
  return useQuery({ queryKey: accountKey(id), queryFn: ({ signal }) => getEmployeeAccount(id, signal) });
}

/** `PUT /api/employee/{id}/roles` (companyAdmin): the account's complete role list; answers the account. */
export function setEmployeeRoles(id: number, roles: Role[]): Promise<EmployeeAccount> {
  return api.put<EmployeeAccount>(
    `/employee/${id}/roles`,
    { roles },
    { successMessage: successText("employees", "rolesSaved") },
  );
}

/** Saves the roles, caches the answer and refreshes the history (the change is recorded there). */
export function useSetEmployeeRoles(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roles: Role[]) => setEmployeeRoles(id, roles),
    onSuccess: async (account) => {
      queryClient.setQueryData(accountKey(id), account);
      await queryClient.invalidateQueries({ queryKey: employeeKeys.history(id) });
    },
  });
}
