import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { appConfigSchema } from "@office/shared/employees/employees.contract";
import { api } from "../../../lib/http/api";
import { employeeKeys } from "./get-employee";

export type AppConfig = z.infer<typeof appConfigSchema>;

/** `GET /api/appConfig` (SPEC §3): the education choices of the employee form. */
export function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return api.get<AppConfig>("/appConfig", signal ? { signal } : {});
}

/** The app config; it does not change while the app runs. */
export function useAppConfig(isEnabled = true) {
  return useQuery({
    queryKey: employeeKeys.appConfig(),
    queryFn: ({ signal }) => getAppConfig(signal),
    staleTime: Infinity,
    enabled: isEnabled,
  });
}
