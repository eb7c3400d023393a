import { useQuery } from "@tanstack/react-query";
import type {
  ResourceCostReport,
  ResourceCostSeries,
  ResourceReport,
} from "@office/shared/reports/resource-reports.contract";
import { api, reportApi } from "../../../lib/http/api";

/**
 * The resource reports (issue 9 §2): JSON from `/api/report/<name>` for the screens, `.xlsx` from
 * `/report/<name>`. `resource` (hr, projectManager), `resourceCost` (employeeWages2), `resourceCostMonthly`
 * and `resourceCostYearly` (everyone; person lines only for employeeWages2).
 */
type Query = Record<string, string | number>;
const names = {
  resource: "/resource",
  resourceCost: "/resourceCost",
  resourceCostMonthly: "/resourceCostMonthly",
  resourceCostYearly: "/resourceCostYearly",
} as const;
type Name = keyof typeof names;
type Answer = {
  resource: ResourceReport;
  resourceCost: ResourceCostReport;
  resourceCostMonthly: ResourceCostSeries;
  resourceCostYearly: ResourceCostSeries;
};

export function useResourceReportQuery<N extends Name>(name: N, query: Query, isEnabled = true) {
  return useQuery({
    queryKey: ["reports", name, query],
    queryFn: ({ signal }) => api.get<Answer[N]>(`/report${names[name]}`, { query, signal }),
    enabled: isEnabled,
  });
}

/** The same report as `.xlsx`. */
export function downloadResourceReport(name: Name, query: Query): Promise<Blob> {
  return reportApi.get(names[name], { query });
}
