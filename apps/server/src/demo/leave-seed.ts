import { calculateLeaveEntitlement } from "@office/shared/hu/leave-entitlement";
import { countWorkingDays, isWorkingDay } from "@office/shared/hu/calendar";
import { addDays, diffInDays } from "@office/shared/hu/iso-date";
import type { Tx } from "../platform/db.ts";
import { listChildren, listEmployees } from "../modules/employees/employees.repository.ts";
import { leaveRequests } from "../modules/leave/leave.table.ts";
import { createRandom } from "./names.ts";

/** The demo data's "today": leave before it is approved history, after it pending or planned. */
export const DEMO_TODAY = "2026-11-20";

type Block = { start: string; end: string; days: number };

/**
 * Two years (2025–2026) of leave for every demo employee, consistent with the Hungarian calendar
 * (DESIGN §10, issue 3 §5): szabadság up to the computed entitlement (2025 nearly used up, the rest
 * left to the year-end run of leave-year-end-seed.ts; 2026 about two thirds taken by DEMO_TODAY), some
 * sick leave and home office, and a few pending December requests for the approvals inbox. Deterministic.
 */
export async function seedLeave(
  tx: Tx,
  tenantId: number,
  opts: { approverUserId: number; keepBalanceFor: number },
) {
  const random = createRandom(2025_2026);
  const between = (lo: number, hi: number) => lo + Math.floor(random.next() * (hi - lo + 1));
  const rows: (typeof leaveRequests.$inferInsert)[] = [];
  for (const e of await listEmployees(tx, tenantId)) {
    if (!e.birthDate || !e.employmentStart) continue;
    const children = (await listChildren(tx, tenantId, e.id)).map((c) => ({
      birthDate: c.birthDate,
      isDisabled: c.disabled,
    }));
    const taken: Block[] = [];
    const overlaps = (b: Block) => taken.some((t) => !(b.end < t.start || b.start > t.end));
    const pickBlock = (from: string, to: string, maxDays: number): Block | null => {
      const span = diffInDays(from, to);
      if (span < 0) return null;
      let start = addDays(from, between(0, span));
      while (!isWorkingDay(start) && start <= to) start = addDays(start, 1);
      if (start > to) return null;
      let end = start;
      let days = 1;
      while (days < maxDays) {
        let next = addDays(end, 1);
        while (!isWorkingDay(next)) next = addDays(next, 1);
        if (next > to) break;
        end = next;
        days++;
      }
      const block = { start, end, days: countWorkingDays(start, end) };
      return overlaps(block) ? null : block;
    };
    for (const year of [2025, 2026]) {
      const from = e.employmentStart > `${year}-01-01` ? e.employmentStart : `${year}-01-01`;
      const yearEnd =
        e.employmentEnd && e.employmentEnd < `${year}-12-31` ? e.employmentEnd : `${year}-12-31`;
      if (from > yearEnd) continue;
      const entitlement = calculateLeaveEntitlement({
        year,
        birthDate: e.birthDate,
        employmentStart: e.employmentStart,
        employmentEnd: e.employmentEnd,
        children,
        hasDisability: e.disability,
        adjustments: [],
        carryOverDays: 0,
      });
      const cutoff = year === 2026 && yearEnd > DEMO_TODAY ? DEMO_TODAY : yearEnd;
      let target =
        year === 2025
          ? entitlement.total - between(0, 4)
          : Math.floor(entitlement.total * (0.55 + random.next() * 0.2));
      if (e.id === opts.keepBalanceFor) target = Math.min(target, entitlement.total - 10);
      let used = 0;
      for (let attempt = 0; attempt < 300 && used < target; attempt++) {
        const block = pickBlock(from, cutoff, Math.min(5, target - used));
        if (!block || used + block.days > target) continue;
        taken.push(block);
        used += block.days;
        rows.push({
          tenantId,
          employeeId: e.id,
          leaveType: "szabadsag",
          startDate: block.start,
          endDate: block.end,
          workingDays: block.days,
          status: "approved",
          requestedBy: null,
          decidedBy: opts.approverUserId,
          decidedAt: new Date(`${block.start}T08:00:00Z`),
          note: null,
        });
      }
      for (let s = between(0, 2); s > 0; s--) {
        const block = pickBlock(from, cutoff, between(1, 4));
        if (!block) continue;
        taken.push(block);
        rows.push({
          tenantId,
          employeeId: e.id,
          leaveType: "betegszabadsag",
          startDate: block.start,
          endDate: block.end,
          workingDays: block.days,
          status: "approved",
          decidedBy: opts.approverUserId,
          decidedAt: new Date(`${block.start}T08:00:00Z`),
          note: null,
        });
      }
      for (let h = between(0, 6); h > 0; h--) {
        const block = pickBlock(from, cutoff, 1);
        if (!block) continue;
        taken.push(block);
        rows.push({
          tenantId,
          employeeId: e.id,
          leaveType: "home_office",
          startDate: block.start,
          endDate: block.end,
          workingDays: block.days,
          status: "approved",
          decidedBy: opts.approverUserId,
          decidedAt: new Date(`${block.start}T08:00:00Z`),
          note: null,
        });
      }
      if (year === 2026 && !e.employmentEnd && e.id !== opts.keepBalanceFor && random.next() < 0.2) {
        const block = pickBlock("2026-12-01", "2026-12-23", between(1, 3));
        if (block && used + block.days <= entitlement.total) {
          taken.push(block);
          rows.push({
            tenantId,
            employeeId: e.id,
            leaveType: "szabadsag",
            startDate: block.start,
            endDate: block.end,
            workingDays: block.days,
            status: "pending",
            note: "Év végi pihenés",
          });
        }
      }
      // 2025's unused days reach 2026 through the year-end run (leave-year-end-seed.ts), not by hand
    }
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(leaveRequests).values(rows.slice(i, i + 500));
  return rows.length;
}
