import { and, eq, gte, inArray, isNotNull, lte, or } from "drizzle-orm";
import { addDays } from "@office/shared/hu/iso-date";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { formatClock } from "@office/shared/hu/working-time";
import type { Tx } from "../platform/db.ts";
import { employees } from "../modules/employees/employees.table.ts";
import { leaveRequests } from "../modules/leave/leave.table.ts";
import { listCompanyRestDays } from "../modules/leave/leave.repository.ts";
import { resourceAllocations } from "../modules/resource-planning/resource-allocations.table.ts";
import { importTimeEntries, type ImportRow } from "../modules/working-time/time-entry-import.ts";
import { calendarDay } from "../modules/working-time/working-time-days.ts";
import { snapshotMonthTotals } from "../modules/working-time/working-time-record.ts";
import * as repo from "../modules/working-time/working-time.repository.ts";
import { timeEntries, timesheetClosures } from "../modules/working-time/working-time.table.ts";
import { projectTasks } from "../modules/project-tasks/project-tasks.table.ts";
import { addMonths } from "../modules/other-reports/period.ts";
import { createRandom } from "./names.ts";

/**
 * A realistic year of time records for the demo staff (issue 21 §4 "Demo data"): every active employee's
 * working days from a year ago to yesterday, off their approved leave (a half day of leave → a half day of
 * work), starting between 7:30 and 9:00 with a 30-minute break, booked to the project their allocation
 * names that day; on about one day in fifteen an hour or three of overtime (a 45-minute break past nine
 * hours, Mt. 103. § (1)), now and then a Saturday morning, a split day with a doctor's visit, and a
 * stand-by evening for the on-call engineers; in the last two months work goes to the person's own task of
 * the project where they have one. A few entries are corrected by hr afterwards (a revision with
 * before and after). Months up to the previous one are closed by hr. Written through `importTimeEntries`,
 * so every row obeys the rules of `POST /api/timeEntry`. Deterministic for a given `now`.
 */
export async function seedTimeRecords(
  tx: Tx,
  tenantId: number,
  hr: { userId: number; name: string },
  now = new Date(),
): Promise<void> {
  const random = createRandom(21_2026);
  const today = budapestDate(now.getTime());
  const yesterday = addDays(today, -1);
  const from = addDays(today, -365);
  const staff = await tx
    .select({
      id: employees.id,
      start: employees.employmentStart,
      end: employees.employmentEnd,
      workSchedule: employees.workSchedule,
    })
    .from(employees)
    .where(
      and(
        eq(employees.tenantId, tenantId),
        or(eq(employees.active, true), isNotNull(employees.employmentEnd)),
      ),
    );
  const ids = staff.map((s) => s.id);
  if (ids.length === 0) return;
  const leaves = await tx
    .select({
      employeeId: leaveRequests.employeeId,
      start: leaveRequests.startDate,
      end: leaveRequests.endDate,
      halfDay: leaveRequests.halfDay,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.tenantId, tenantId),
        eq(leaveRequests.status, "approved"),
        lte(leaveRequests.startDate, yesterday),
        gte(leaveRequests.endDate, from),
      ),
    );
  const allocations = await tx
    .select({
      employeeId: resourceAllocations.employeeId,
      projectId: resourceAllocations.projectId,
      start: resourceAllocations.startDate,
      end: resourceAllocations.endDate,
    })
    .from(resourceAllocations)
    .where(
      and(
        eq(resourceAllocations.tenantId, tenantId),
        inArray(resourceAllocations.employeeId, ids),
        lte(resourceAllocations.startDate, yesterday),
        gte(resourceAllocations.endDate, from),
      ),
    );
  const restDays = await listCompanyRestDays(tx, tenantId, from, yesterday);
  // The last two months' work goes to the project's tasks where the person has one (estimate vs booked).
  const tasks = await tx
    .select({ id: projectTasks.id, projectId: projectTasks.projectId, assigneeId: projectTasks.assigneeId })
    .from(projectTasks)
    .where(eq(projectTasks.tenantId, tenantId));
  const taskFrom = addDays(today, -60);
  const taskOf = (employeeId: number, projectId: number | null, date: string): number | null => {
    if (projectId === null || date < taskFrom) return null;
    const own = tasks.filter((t) => t.projectId === projectId && t.assigneeId === employeeId);
    return own.length === 0 ? null : (own[Math.floor(random.next() * own.length)]?.id ?? null);
  };
  const onCall = new Set(ids.filter((_, i) => i % 9 === 4));
  const rows: ImportRow[] = [];
  for (const person of staff) {
    const first = person.start && person.start > from ? person.start : from;
    const last = person.end && person.end < yesterday ? person.end : yesterday;
    for (let date = first; date <= last; date = addDays(date, 1)) {
      const { day } = calendarDay(date, person.workSchedule, restDays);
      const leave = leaves.find((l) => l.employeeId === person.id && l.start <= date && l.end >= date);
      const halfLeave = leave !== undefined && leave.halfDay !== null && leave.start === date;
      if (leave && !halfLeave) continue;
      const project =
        allocations.find((a) => a.employeeId === person.id && a.start <= date && a.end >= date)?.projectId ??
        null;
      if (!day.isWorkingDay) {
        // A Saturday morning now and then (all of it overtime, Mt. 107. §).
        if (day.weekday === 6 && project !== null && random.next() < 0.04) {
          rows.push({
            employeeId: person.id,
            date,
            start: "09:00",
            end: "13:00",
            breakMinutes: 0,
            projectId: project,
          });
        }
        continue;
      }
      const startMinute = 450 + Math.floor(random.next() * 7) * 15; // 7:30 … 9:00
      const roll = random.next();
      if (halfLeave) {
        rows.push(entry(person.id, date, startMinute, 240, 0, project));
      } else if (roll < 0.02) {
        // Split day: morning, a doctor's visit, afternoon.
        rows.push(entry(person.id, date, startMinute, 180, 0, project, "Délelőtt"));
        rows.push(entry(person.id, date, startMinute + 240, 300, 20, project, "Orvosi vizsgálat után"));
      } else if (roll < 0.085) {
        const extra = 60 * (1 + Math.floor(random.next() * 3));
        rows.push(entry(person.id, date, startMinute, 480 + extra, 45, project, "Határidős munka"));
      } else {
        rows.push({
          ...entry(person.id, date, startMinute, 480, 30, project),
          taskId: taskOf(person.id, project, date),
        });
      }
      if (onCall.has(person.id) && roll >= 0.085 && day.weekday === 3 && random.next() < 0.5) {
        rows.push({
          employeeId: person.id,
          date,
          start: "20:00",
          end: "23:00",
          breakMinutes: 0,
          kind: "standby",
          note: "Ügyelet (készenlét)",
        });
      }
    }
  }
  await importTimeEntries(tx, tenantId, hr, rows, today);
  await correctSome(tx, tenantId, hr, random, from, addDays(today, -40));
  await closePastMonths(tx, tenantId, hr, from, today);
}

/** An entry starting `startMinute` after midnight, `worked` minutes of work plus `breakMinutes`. */
function entry(
  employeeId: number,
  date: string,
  startMinute: number,
  worked: number,
  breakMinutes: number,
  projectId: number | null,
  note?: string,
): ImportRow {
  return {
    employeeId,
    date,
    start: formatClock(startMinute),
    end: formatClock(startMinute + worked + breakMinutes),
    breakMinutes,
    projectId,
    note: note ?? null,
  };
}

/** hr shortens a dozen entries by half an hour ("korábban távozott"), each with its revision. */
async function correctSome(
  tx: Tx,
  tenantId: number,
  hr: { userId: number; name: string },
  random: { next: () => number },
  from: string,
  to: string,
): Promise<void> {
  const ids = await tx
    .select({ id: timeEntries.id })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.tenantId, tenantId),
        eq(timeEntries.kind, "work"),
        gte(timeEntries.workDate, from),
        lte(timeEntries.workDate, to),
      ),
    );
  for (let i = 0; i < 12 && ids.length > 0; i += 1) {
    const picked = ids[Math.floor(random.next() * ids.length)];
    if (!picked) continue;
    const before = await repo.getEntry(tx, tenantId, picked.id);
    if (!before.endsAt || before.endTime === null) continue;
    const endsAt = new Date(before.endsAt.getTime() - 30 * 60_000);
    const endMinute = Number(before.endTime.slice(0, 2)) * 60 + Number(before.endTime.slice(3, 5)) - 30;
    await repo.updateEntry(tx, tenantId, picked.id, {
      employeeId: before.employeeId,
      workDate: before.workDate,
      startTime: before.startTime,
      endTime: formatClock(endMinute),
      crossesMidnight: before.crossesMidnight,
      startsAt: before.startsAt,
      endsAt,
      breakMinutes: before.breakMinutes,
      kind: before.kind,
      projectId: before.projectId,
      taskId: before.taskId,
      note: "Korábban távozott (HR javítás)",
      source: "manual",
      updatedBy: hr.userId,
    });
    await repo.insertRevision(tx, {
      tenantId,
      timeEntryId: picked.id,
      employeeId: before.employeeId,
      action: "updated",
      before: { date: before.workDate, start: before.startTime.slice(0, 5), end: before.endTime.slice(0, 5) },
      after: { date: before.workDate, start: before.startTime.slice(0, 5), end: formatClock(endMinute) },
      changedBy: hr.userId,
      changedByName: hr.name,
    });
  }
}

/** hr closes every month from the first recorded one up to the one before `today`'s. */
async function closePastMonths(
  tx: Tx,
  tenantId: number,
  hr: { userId: number; name: string },
  from: string,
  today: string,
): Promise<void> {
  const values = [];
  for (let month = `${from.slice(0, 7)}-01`; month < `${today.slice(0, 7)}-01`;) {
    const next = `${addMonths(month.slice(0, 7), 1)}-01`;
    values.push({
      tenantId,
      month,
      closedBy: hr.userId,
      closedByName: hr.name,
      closedAt: new Date(`${addDays(next, 2)}T09:00:00Z`),
    });
    month = next;
  }
  if (values.length > 0) await tx.insert(timesheetClosures).values(values);
  await snapshotMonthTotals(
    tx,
    tenantId,
    values.map((v) => v.month.slice(0, 7)),
    today,
  );
}
