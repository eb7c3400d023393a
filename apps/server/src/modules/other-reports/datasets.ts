import type { Role } from "@office/shared/auth/roles";
import type { OtherReport, OtherReportDataset } from "@office/shared/reports/other-report.contract";
import type { Tx } from "../../platform/db.ts";
import type { ReportPeriod } from "./period.ts";
import { ageBandsDataset, headcountDataset, turnoverDataset } from "./people-datasets.ts";
import { assetValueDataset, carKmDataset, leaveDataset, pointsDataset } from "./activity-datasets.ts";

/** How a data set is computed and who may read it (the access matrix lists the same roles). */
export type DatasetDefinition = {
  /** URL segment: `/api/report/other/{path}` and `/report/other/{path}`. */
  path: string;
  /** Roles that may read it (companyAdmin always may, DESIGN §5). */
  roles: readonly Role[];
  /** `.xlsx` file name stem (ASCII). */
  fileStem: string;
  compute(tx: Tx, tenantId: number, period: ReportPeriod): Promise<OtherReport>;
};

/**
 * The data sets of Egyéb Kimutatások (issue 11 §4). HR figures are `hr`'s (DESIGN §5 "HR reports"); asset
 * value is also the `assetManager`'s and car km the `fleetManager`'s, who own those records. To add one:
 * its key in the contract, an entry here, its two routes in the access matrix, a card on the page.
 */
export const DATASETS: Readonly<Record<OtherReportDataset, DatasetDefinition>> = {
  headcount: { path: "headcount", roles: ["hr"], fileStem: "letszam", compute: headcountDataset },
  turnover: { path: "turnover", roles: ["hr"], fileStem: "fluktuacio", compute: turnoverDataset },
  ageBands: { path: "ageBands", roles: ["hr"], fileStem: "korcsoportok", compute: ageBandsDataset },
  leave: { path: "leave", roles: ["hr"], fileStem: "tavollet", compute: leaveDataset },
  assetValue: {
    path: "assetValue",
    roles: ["hr", "assetManager"],
    fileStem: "eszkozertek",
    compute: assetValueDataset,
  },
  carKm: { path: "carKm", roles: ["hr", "fleetManager"], fileStem: "auto-km", compute: carKmDataset },
  points: { path: "points", roles: ["hr"], fileStem: "pontok", compute: pointsDataset },
};
