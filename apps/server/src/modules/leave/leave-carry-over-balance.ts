import {
  allocateCarryOverUse,
  formatDeadlineHu,
  summarizeCarryOver,
  type CarryOverPart,
  type CarryOverRule,
  type LeaveCarryOverSummary,
} from "@office/shared/hu/leave-carry-over";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { formatDays } from "@office/shared/hu/format";
import type { LeaveEntitlement } from "@office/shared/hu/leave-entitlement";
import type { Tx } from "../../platform/db.ts";
import * as repo from "./leave-year-end.repository.ts";

/**
 * The carried-over part of `year`'s balance: the parts the year-end run of `year − 1` carried for the
 * employee (`leave_carry_overs`), used by `year`'s szabadság first (earliest deadline first) and lapsed
 * for what was unused by a deadline before `asOf` (default: today in Budapest). Null when nothing was
 * carried. Working days. See `allocateCarryOverUse` (Mt. 123. §).
 */
export async function carryOverOfYear(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  year: number,
  asOf = budapestDate(Date.now()),
): Promise<LeaveCarryOverSummary | null> {
  const rows = await repo.listCarryOvers(tx, tenantId, year - 1, [employeeId]);
  if (rows.length === 0) return null;
  const parts: CarryOverPart[] = rows.map((r) => ({
    rule: r.rule as CarryOverRule,
    days: Number(r.days),
    deadline: r.deadline,
  }));
  const taken = await repo.listLeaveTakenIn(tx, tenantId, year, [employeeId]);
  return summarizeCarryOver(year - 1, allocateCarryOverUse(parts, taken, asOf));
}

/**
 * `entitlement` with the run's carry-over as lines (code `carryOver`): the carried days with their
 * deadline and rule, and the lapsed days as a negative line, so that `total` (and the balance's
 * remaining) includes the carried part and drops by what lapsed. Unchanged when `carry` is null.
 */
export function withCarryOverLines(
  entitlement: LeaveEntitlement,
  carry: LeaveCarryOverSummary | null,
): LeaveEntitlement {
  if (!carry) return entitlement;
  const lines = [...entitlement.lines];
  for (const part of carry.parts) {
    lines.push({
      code: "carryOver",
      label: `Áthozott szabadság a ${carry.fromYear}. évből, ${formatDeadlineHu(part.deadline)} (${ruleParagraph(part.rule)})`,
      days: part.days,
    });
    if (part.lapsedDays > 0) {
      lines.push({
        code: "carryOver",
        label: `Lejárt áthozott szabadság: ${formatDays(part.lapsedDays)} nem lett kiadva ${formatDeadlineHu(part.deadline)}`,
        days: -part.lapsedDays,
      });
    }
  }
  return { ...entitlement, lines, total: lines.reduce((s, l) => s + l.days, 0) };
}

function ruleParagraph(rule: CarryOverRule): string {
  return `Mt. 123. § (${rule.slice(-1)})`;
}
