import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { countWorkingDays } from "@office/shared/hu/calendar";
import type { Tx } from "../platform/db.ts";
import { employees } from "../modules/employees/employees.table.ts";
import { ensureStatutoryTypes } from "../modules/leave/absence-types.repository.ts";
import { stepsOf } from "../modules/leave/leave-requests.service.ts";
import { leaveRequestEvents, leaveRequests } from "../modules/leave/leave.table.ts";
import { STATUTORY_ABSENCE_TYPES } from "@office/shared/hu/absence-types";

/** One demo request: type, dates, state, and what the approver said. */
type Planned = {
  code: string;
  start: string;
  end: string;
  status: "pending" | "returned" | "approved" | "rejected" | "cancelled";
  hours?: number;
  /** For a two-step type still pending: the first step is done. */
  atStep?: number;
  cancellationRequested?: boolean;
  note?: string;
  decisionNote?: string;
};

/**
 * Issue 22 demo data: every statutory absence type in use and a request in every state — pending at the
 * first and at the second step, returned for a change, approved (one with a cancellation asked for),
 * rejected and cancelled — on colleagues without a demo account (the accounts' balances stay as the
 * tests expect), and stand-ins for the managers. Requests that would overlap existing leave are skipped.
 * Deterministic.
 */
export async function seedAbsenceVariety(
  tx: Tx,
  tenantId: number,
  opts: { approverUserId: number; accountEmployeeIds: readonly number[] },
): Promise<void> {
  await ensureStatutoryTypes(tx, tenantId);
  const people = (
    await tx
      .select({
        id: employees.id,
        department: employees.department,
        managerId: employees.managerId,
        start: employees.employmentStart,
      })
      .from(employees)
      .where(and(eq(employees.tenantId, tenantId), eq(employees.active, true)))
      .orderBy(employees.id)
  ).filter((e) => !opts.accountEmployeeIds.includes(e.id) && e.start !== null && e.start <= "2025-12-31");
  const plan: Planned[] = [
    { code: "tappenz", start: "2026-02-09", end: "2026-02-20", status: "approved" },
    { code: "szulesi", start: "2026-06-01", end: "2026-11-13", status: "approved" },
    { code: "apasagi", start: "2026-09-14", end: "2026-09-18", status: "approved" },
    {
      code: "szuloi",
      start: "2026-12-14",
      end: "2026-12-18",
      status: "pending",
      atStep: 1,
      note: "Óvodai beszoktatás.",
    },
    {
      code: "fizetes_nelkuli",
      start: "2026-12-07",
      end: "2026-12-11",
      status: "pending",
      note: "Családi ügy.",
    },
    { code: "hozzatartozo_halala", start: "2026-03-02", end: "2026-03-03", status: "approved" },
    { code: "veradas", start: "2026-10-06", end: "2026-10-06", status: "approved", hours: 4 },
    { code: "orvosi_vizsgalat", start: "2026-12-02", end: "2026-12-02", status: "pending", hours: 2 },
    { code: "reprodukcios_kezeles", start: "2026-05-12", end: "2026-05-13", status: "approved" },
    { code: "hatosagi_idezes", start: "2026-04-21", end: "2026-04-21", status: "approved", hours: 3 },
    {
      code: "szabadsag",
      start: "2026-12-21",
      end: "2026-12-23",
      status: "returned",
      note: "Ünnepek előtt.",
      decisionNote: "A leltár miatt inkább január elején kérd.",
    },
    {
      code: "szabadsag",
      start: "2026-12-28",
      end: "2026-12-30",
      status: "approved",
      cancellationRequested: true,
    },
    {
      code: "home_office",
      start: "2026-11-02",
      end: "2026-11-02",
      status: "rejected",
      decisionNote: "Aznap ügyféllátogatás van.",
    },
    { code: "szabadsag", start: "2026-08-03", end: "2026-08-04", status: "cancelled" },
    { code: "betegszabadsag", start: "2026-11-30", end: "2026-12-01", status: "pending" },
  ];
  const types = new Map(STATUTORY_ABSENCE_TYPES.map((t) => [t.code, t]));
  let next = 0;
  for (const p of plan) {
    // The next colleague free on those days (no pending / approved / returned request overlapping).
    for (let tries = 0; tries < people.length; tries++) {
      const person = people[(next + tries * 7) % people.length];
      if (!person) break;
      const clash = await tx
        .select({ id: leaveRequests.id })
        .from(leaveRequests)
        .where(
          and(
            eq(leaveRequests.tenantId, tenantId),
            eq(leaveRequests.employeeId, person.id),
            inArray(leaveRequests.status, ["pending", "approved", "returned"]),
            lte(leaveRequests.startDate, p.end),
            gte(leaveRequests.endDate, p.start),
          ),
        )
        .limit(1);
      if (clash.length > 0) continue;
      next = (next + tries * 7 + 3) % people.length;
      const approval = types.get(p.code)?.approval ?? "manager";
      const decided = p.status !== "pending" && p.status !== "returned";
      const [row] = await tx
        .insert(leaveRequests)
        .values({
          tenantId,
          employeeId: person.id,
          leaveType: p.code,
          startDate: p.start,
          endDate: p.end,
          workingDays: p.hours ? 0 : countWorkingDays(p.start, p.end),
          hours: p.hours ?? null,
          status: p.status,
          note: p.note ?? null,
          approvalSteps: stepsOf(approval),
          currentStep: p.atStep ?? 0,
          decidedBy: decided || p.status === "returned" ? opts.approverUserId : null,
          decidedAt: decided || p.status === "returned" ? new Date(`${p.start}T08:00:00Z`) : null,
          decisionNote: p.decisionNote ?? null,
          cancelRequestedAt: p.cancellationRequested ? sql`now()` : null,
          cancelReason: p.cancellationRequested ? "Mégis dolgozom az év végén." : null,
          createdAt: new Date("2026-11-16T09:00:00Z"),
          // The step waits from the seed on: the reminder job (after 3 working days) stays quiet in a fresh demo.
          stepSince: new Date(),
        })
        .returning({ id: leaveRequests.id });
      if (!row) break;
      const events: (typeof leaveRequestEvents.$inferInsert)[] = [
        { tenantId, requestId: row.id, step: null, action: "requested", actorUserId: null, note: null },
      ];
      if (p.atStep)
        events.push({
          tenantId,
          requestId: row.id,
          step: 0,
          action: "approved",
          actorUserId: opts.approverUserId,
          note: null,
        });
      if (p.status !== "pending")
        events.push({
          tenantId,
          requestId: row.id,
          step: p.status === "cancelled" ? null : 0,
          action: p.status,
          actorUserId: opts.approverUserId,
          note: p.decisionNote ?? null,
        });
      if (p.cancellationRequested)
        events.push({
          tenantId,
          requestId: row.id,
          step: null,
          action: "cancellationRequested",
          actorUserId: null,
          note: "Mégis dolgozom az év végén.",
        });
      await tx.insert(leaveRequestEvents).values(events);
      break;
    }
  }
  // Stand-ins: every manager without a demo account gets a colleague of their department.
  const managers = new Set(people.flatMap((e) => (e.managerId === null ? [] : [e.managerId])));
  for (const m of managers) {
    if (opts.accountEmployeeIds.includes(m)) continue;
    const me = people.find((e) => e.id === m);
    const deputy = people.find((e) => e.id !== m && e.department !== null && e.department === me?.department);
    if (deputy)
      await tx
        .update(employees)
        .set({ deputyId: deputy.id })
        .where(and(eq(employees.tenantId, tenantId), eq(employees.id, m)));
  }
}
