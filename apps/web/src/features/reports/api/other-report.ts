import { useQuery } from "@tanstack/react-query";
import type { OtherReport, OtherReportDataset } from "@office/shared/reports/other-report.contract";
import { api, reportApi } from "../../../lib/http/api";

/** A period of the Egyéb Kimutatások page: `YYYY-MM` months, both inclusive. */
export type MonthPeriod = { from: string; to: string };

export const otherReportKeys = {
  all: ["reports", "other"] as const,
  dataset: (dataset: OtherReportDataset, period: MonthPeriod) =>
    [...otherReportKeys.all, dataset, period.from, period.to] as const,
};

/** `GET /api/report/other/{dataset}?from=&to=`: one data set of Egyéb Kimutatások (roles per data set). */
export function getOtherReport(
  dataset: OtherReportDataset,
  period: MonthPeriod,
  signal?: AbortSignal,
): Promise<OtherReport> {
  return api.get<OtherReport>(`/report/other/${dataset}`, {
    query: { from: period.from, to: period.to },
    ...(signal ? { signal } : {}),
  });
}

/** One card's data set; every card has its own query, so the page loads them in parallel. */
export function useOtherReport(dataset: OtherReportDataset, period: MonthPeriod) {
  return useQuery({
    queryKey: otherReportKeys.dataset(dataset, period),
    queryFn: ({ signal }) => getOtherReport(dataset, period, signal),
  });
}

/** `GET /report/other/{dataset}?from=&to=`: the same data set as `.xlsx`. */
export function downloadOtherReport(dataset: OtherReportDataset, period: MonthPeriod): Promise<Blob> {
  return reportApi.get(`/other/${dataset}`, { query: { from: period.from, to: period.to } });
}
