import type { OtherReport, OtherReportDataset } from "@office/shared/reports/other-report.contract";
import type { Tx } from "../../platform/db.ts";
import type { AuthContext } from "../../platform/request-context.ts";
import type { ReportPeriod } from "./period.ts";
import { ageBandsDataset, headcountDataset, turnoverDataset } from "./people-datasets.ts";
import { questionnaireResponsesDataset } from "./questionnaire-dataset.ts";
import { assetValueDataset, carKmDataset, leaveDataset, pointsDataset } from "./activity-datasets.ts";

/**
 * Computes one data set for a tenant and period inside the tenant transaction; `auth` is the caller (the
 * leave data set shows health data only to whoever may see it).
 */
export type DatasetCompute = (
  tx: Tx,
  tenantId: number,
  period: ReportPeriod,
  auth: AuthContext,
) => Promise<OtherReport>;

/**
 * The data sets of Egyéb Kimutatások (issue 11 §4) by key; routes are `/api/report/other/{key}` and
 * `/report/other/{key}`, roles and file names come from the contract (`OTHER_REPORT_ROLES`,
 * `OTHER_REPORT_FILE_STEMS`). To add one: its key, title, roles and stem in the contract, its compute
 * function here, its two routes in the access matrix, its card on the page.
 */
export const DATASETS: Readonly<Record<OtherReportDataset, DatasetCompute>> = {
  headcount: headcountDataset,
  turnover: turnoverDataset,
  ageBands: ageBandsDataset,
  leave: leaveDataset,
  assetValue: assetValueDataset,
  carKm: carKmDataset,
  points: pointsDataset,
  questionnaireResponses: questionnaireResponsesDataset,
};
