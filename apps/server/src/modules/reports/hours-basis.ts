import type { HoursBasis } from "@office/shared/reports/resource-reports.contract";
import type { Tx } from "../../platform/db.ts";
import { countClosedMonths, sumMonthlyBookedHours } from "../resource-planning/booked-hours.repository.ts";
import type { ResourceData } from "./resource-data.ts";

/**
 * The hours basis of the resource-cost reports (issue 21 §4): planned allocation hours or the hours booked in
 * the time records, and turning `ResourceData` (built from planned hours) into its actual-hours version.
 */

export type ResolvedBasis = { hoursBasis: HoursBasis; hoursBasisReason: string };

const monthsBetween = (start: string, end: string) =>
  (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
  Number(end.slice(5, 7)) -
  Number(start.slice(5, 7)) +
  1;

/**
 * The basis to use for `start`..`end`: the asked one, else `actual` when every month of the period is closed
 * (`timesheet_closures`, one count query), else `planned` — with the Hungarian reason the answer carries.
 */
export async function resolveHoursBasis(
  tx: Tx,
  tenantId: number,
  asked: HoursBasis | undefined,
  start: string,
  end: string,
): Promise<ResolvedBasis> {
  if (asked === "actual") {
    return { hoursBasis: "actual", hoursBasisReason: "Kérésre a ledolgozott (nyilvántartott) órák alapján." };
  }
  if (asked === "planned") {
    return { hoursBasis: "planned", hoursBasisReason: "Kérésre a tervezett (beosztott) órák alapján." };
  }
  const first = `${start.slice(0, 7)}-01`;
  const last = `${end.slice(0, 7)}-01`;
  const closed = await countClosedMonths(tx, tenantId, first, last);
  return closed >= monthsBetween(start, end)
    ? { hoursBasis: "actual", hoursBasisReason: "A teljes időszak lezárt, ezért a ledolgozott órák alapján." }
    : {
        hoursBasis: "planned",
        hoursBasisReason: "Az időszak nincs teljesen lezárva, ezért a tervezett órák alapján.",
      };
}

/**
 * `data` with each employee month's project hours replaced by the hours booked to each project in that month
 * (`sumMonthlyBookedHours` over `start`..`end`, one query; work booked to no project stays in "Nem allokált")
 * and, with costs, the month's employer cost split again by the rule of `resource-data.ts`: hourly cost =
 * month's cost / max(capacity, booked project hours), the rest unallocated. External resources keep their
 * planned hours (no time records). Mutates and returns `data`.
 */
export async function applyBookedHours(
  tx: Tx,
  tenantId: number,
  data: ResourceData,
  start: string,
  end: string,
  withCost: boolean,
): Promise<ResourceData> {
  const rows = await sumMonthlyBookedHours(tx, tenantId, { start, end });
  const booked = new Map<string, Map<number, number>>();
  for (const r of rows) {
    if (r.projectId === null || r.hours <= 0) continue;
    const key = `${r.employeeId}:${r.year}:${r.month}`;
    const hours = booked.get(key) ?? new Map<number, number>();
    hours.set(r.projectId, (hours.get(r.projectId) ?? 0) + Math.round(r.hours * 100) / 100);
    booked.set(key, hours);
  }
  for (const m of data.employeeMonths) {
    m.hours = booked.get(`${m.employeeId}:${m.year}:${m.month}`) ?? new Map();
    if (!withCost) continue;
    const total = [...m.hours.values()].reduce((s, h) => s + h, 0);
    const base = Math.max(m.capacityHours, total);
    m.costByProject = new Map();
    let split = 0;
    if (base > 0) {
      for (const [projectId, h] of m.hours) {
        const share = Math.round((m.employerCostHuf * h) / base);
        m.costByProject.set(projectId, share);
        split += share;
      }
    }
    m.unallocatedHuf = m.employerCostHuf - split;
  }
  return data;
}
