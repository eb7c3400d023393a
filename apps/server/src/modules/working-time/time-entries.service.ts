import type {
  ClockState,
  TimeEntryInput,
  TimeEntryResult,
  TimeEntryUpdate,
  TimeRecord,
} from "@office/shared/working-time/time-entry.contract";
import { addDays } from "@office/shared/hu/iso-date";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { requiredBreakMinutes } from "@office/shared/hu/working-time";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import { authOf, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import type { SheetEmployee } from "../attendance/attendance.repository.ts";
import * as repo from "./working-time.repository.ts";
import { clockAt, clockOf, instantOf, publicDay, toTimeEntry } from "./working-time-days.ts";
import { employeeForRecord, lockForEntryWrite, mondayOf, todayInHungary } from "./working-time-access.ts";
import { computeRecord } from "./working-time-record.ts";

/**
 * Time records (issue 21 §1, Mt. 134. §): create, correct, delete, read a range, and the clock. Every
 * write keeps a revision (who, when, before/after), is refused in a closed month (409) and when it would
 * overlap another entry of the person (409), and answers with the warnings of its week and year.
 */

const ENTRY_NOT_FOUND = "A munkaidő-bejegyzés nem található.";
const DAY_MS = 86_400_000;

type Span = { startsAt: Date; endsAt: Date; crossesMidnight: boolean };

/** The instants of `date start–end` (Budapest); 400 for an end not after the start or longer than 24 h. */
function spanOf(
  input: Pick<TimeEntryInput, "date" | "start" | "end" | "crossesMidnight" | "breakMinutes">,
): Span {
  const startsAt = instantOf(input.date, input.start);
  const endsAt = instantOf(input.crossesMidnight ? addDays(input.date, 1) : input.date, input.end);
  if (endsAt <= startsAt) {
    throw badRequest("A befejezés nem lehet a kezdés előtt.", {
      end: input.crossesMidnight
        ? "Éjfélen átnyúló munka legfeljebb 24 órás lehet."
        : "A befejezés a kezdés után legyen; éjfélen átnyúló munkánál jelöld be az „éjfél után ér véget” mezőt.",
    });
  }
  if (endsAt - startsAt > DAY_MS) {
    throw badRequest("Egy bejegyzés legfeljebb 24 órás lehet.", {
      end: "Egy bejegyzés legfeljebb 24 órás lehet.",
    });
  }
  if (input.breakMinutes * 60_000 >= endsAt - startsAt) {
    throw badRequest("A szünet nem lehet hosszabb a munkaidőnél.", {
      breakMinutes: "A szünet rövidebb legyen, mint a kezdés és a befejezés közti idő.",
    });
  }
  return { startsAt: new Date(startsAt), endsAt: new Date(endsAt), crossesMidnight: input.crossesMidnight };
}

/** 400 when the day is after today or outside the employment. */
function checkDay(employee: SheetEmployee, date: string, today: string): void {
  if (date > today)
    throw badRequest("Jövőbeli napra nem rögzíthető munkaidő.", { date: "A nap még nem jött el." });
  if (
    (employee.employmentStart !== null && date < employee.employmentStart) ||
    (employee.employmentEnd !== null && date > employee.employmentEnd)
  ) {
    throw badRequest("A munkatárs ezen a napon nem állt munkaviszonyban.", {
      date: "A nap kívül esik a munkaviszonyon.",
    });
  }
}

/** Project and task of an entry: both of the tenant, the task in the project (or the project from the task). */
async function resolveBooking(
  tx: Tx,
  tenantId: number,
  projectId: number | null | undefined,
  taskId: number | null | undefined,
): Promise<{ projectId: number | null; taskId: number | null }> {
  let project = projectId ?? null;
  if (taskId) {
    const task = await repo.findTask(tx, tenantId, taskId);
    if (!task) throw badRequest("A feladat nem található.", { taskId: "A feladat nem található." });
    if (project !== null && project !== task.projectId) {
      throw badRequest("A feladat nem ehhez a projekthez tartozik.", {
        taskId: "A feladat más projekthez tartozik.",
      });
    }
    project = task.projectId;
  }
  if (project !== null) {
    const found = await repo.findProject(tx, tenantId, project);
    if (!found) throw badRequest("A projekt nem található.", { projectId: "A projekt nem található." });
  }
  return { projectId: project, taskId: taskId ?? null };
}

/** 409 when the span overlaps another entry of the employee. */
async function checkOverlap(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  startsAt: Date,
  endsAt: Date | null,
  exceptId?: number,
): Promise<void> {
  const hit = await repo.findOverlap(tx, tenantId, employeeId, startsAt, endsAt, exceptId);
  if (hit) {
    const when = `${hit.workDate.replaceAll("-", ". ")}. ${clockOf(hit.startTime)}–${hit.endTime ? clockOf(hit.endTime) : "…"}`;
    throw conflict(
      `Ez az idő ütközik egy másik bejegyzéssel (${when}). Egy ember bejegyzései nem fedhetik egymást.`,
    );
  }
}

/** The stored values of an entry written from the form (`POST` / `PUT /api/timeEntry`). */
function entryValues(
  employeeId: number,
  input: TimeEntryUpdate,
  span: Span,
  booking: { projectId: number | null; taskId: number | null },
  source: "manual" | "clock",
  userId: number,
): repo.EntryValues {
  return {
    employeeId,
    workDate: input.date,
    startTime: input.start,
    endTime: input.end,
    crossesMidnight: span.crossesMidnight,
    startsAt: span.startsAt,
    endsAt: span.endsAt,
    breakMinutes: input.breakMinutes,
    kind: input.kind,
    ...booking,
    note: input.note ?? null,
    source,
    updatedBy: userId,
  };
}

/** The revision snapshot of an entry (what a reader of the history needs). */
function snapshot(row: repo.EntryRow | null) {
  if (!row) return null;
  const e = toTimeEntry(row);
  return {
    date: e.date,
    start: e.start,
    end: e.end,
    crossesMidnight: e.crossesMidnight,
    breakMinutes: e.breakMinutes,
    kind: e.kind,
    projectId: e.projectId,
    taskId: e.taskId,
    note: e.note,
  };
}

async function revise(
  tx: Tx,
  tenantId: number,
  auth: AuthContext,
  entryId: number,
  employeeId: number,
  action: "created" | "updated" | "deleted",
  before: repo.EntryRow | null,
  after: repo.EntryRow | null,
): Promise<void> {
  await repo.insertRevision(tx, {
    tenantId,
    timeEntryId: entryId,
    employeeId,
    action,
    before: snapshot(before),
    after: snapshot(after),
    changedBy: auth.userId,
    changedByName: auth.displayName || auth.username,
  });
}

/** The warnings of `date`'s week (Mon–Sun, up to today) and the year so far, for a write's answer. */
async function warningsAround(
  tx: Tx,
  tenantId: number,
  employee: SheetEmployee,
  date: string,
  today: string,
) {
  const monday = mondayOf(date);
  const sunday = addDays(monday, 6);
  const to = sunday < today ? sunday : today < monday ? monday : today;
  const record = await computeRecord(tx, tenantId, employee, monday, to, today);
  return record.warnings;
}

/**
 * `POST /api/timeEntry`: records a stretch of work or stand-by for the caller or (manager, hr) for
 * `employeeId`. Errors: 400 (bad times, break ≥ span, future day, outside employment, unknown project or
 * task), 403, 404 (employee), 409 (closed month, overlap).
 */
export async function createTimeEntry(
  p: Platform,
  ctx: RequestContext,
  input: TimeEntryInput,
): Promise<TimeEntryResult> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const span = spanOf(input);
  const today = todayInHungary();
  return p.database.withTenant(tenantId, async (tx) => {
    const employee = await employeeForRecord(tx, tenantId, auth, input.employeeId ?? auth.employeeId);
    checkDay(employee, input.date, today);
    const booking = await resolveBooking(tx, tenantId, input.projectId, input.taskId);
    await lockForEntryWrite(tx, tenantId, employee.id, [input.date]);
    await checkOverlap(tx, tenantId, employee.id, span.startsAt, span.endsAt);
    const id = await repo.insertEntry(tx, tenantId, {
      ...entryValues(employee.id, input, span, booking, "manual", auth.userId),
      createdBy: auth.userId,
    });
    const row = await repo.getEntry(tx, tenantId, id);
    await revise(tx, tenantId, auth, id, employee.id, "created", null, row);
    return {
      entry: toTimeEntry(row),
      warnings: await warningsAround(tx, tenantId, employee, input.date, today),
    };
  });
}

/** The entry `id` if the caller may keep its employee's record (404 / 403 otherwise). */
async function entryForWrite(tx: Tx, tenantId: number, auth: AuthContext, id: number) {
  const row = await repo.findEntry(tx, tenantId, id);
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  const employee = await employeeForRecord(tx, tenantId, auth, row.employeeId);
  return { row, employee };
}

/**
 * `PUT /api/timeEntry/{id}`: corrects an entry (a running one too: giving its end stops it); the
 * revision keeps the values before. Errors as `createTimeEntry`, 404 for an unknown entry.
 */
export async function updateTimeEntry(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: TimeEntryUpdate,
): Promise<TimeEntryResult> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const span = spanOf(input);
  const today = todayInHungary();
  return p.database.withTenant(tenantId, async (tx) => {
    const { row, employee } = await entryForWrite(tx, tenantId, auth, id);
    checkDay(employee, input.date, today);
    const booking = await resolveBooking(tx, tenantId, input.projectId, input.taskId);
    await lockForEntryWrite(tx, tenantId, employee.id, [row.workDate, input.date]);
    await checkOverlap(tx, tenantId, employee.id, span.startsAt, span.endsAt, id);
    await repo.updateEntry(
      tx,
      tenantId,
      id,
      entryValues(
        employee.id,
        input,
        span,
        booking,
        row.source === "clock" ? "clock" : "manual",
        auth.userId,
      ),
    );
    const after = await repo.getEntry(tx, tenantId, id);
    await revise(tx, tenantId, auth, id, employee.id, "updated", row, after);
    return {
      entry: toTimeEntry(after),
      warnings: await warningsAround(tx, tenantId, employee, input.date, today),
    };
  });
}

/** `DELETE /api/timeEntry/{id}`: removes an entry; its history stays. Errors: 403, 404, 409 (closed month). */
export async function deleteTimeEntry(p: Platform, ctx: RequestContext, id: number): Promise<{ ok: true }> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const { row, employee } = await entryForWrite(tx, tenantId, auth, id);
    await lockForEntryWrite(tx, tenantId, employee.id, [row.workDate]);
    await repo.deleteEntry(tx, tenantId, id);
    await revise(tx, tenantId, auth, id, employee.id, "deleted", row, null);
    return { ok: true as const };
  });
}

/** `GET /api/timeEntry/{id}/history`: the entry's revisions, oldest first. Errors: 403, 404. */
export async function getTimeEntryHistory(p: Platform, ctx: RequestContext, id: number) {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const revisions = await repo.listRevisions(tx, tenantId, id);
    const employeeId = revisions[0]?.employeeId;
    if (employeeId === undefined) throw notFound(ENTRY_NOT_FOUND);
    await employeeForRecord(tx, tenantId, auth, employeeId);
    return {
      revisions: revisions.map((r) => ({
        action: r.action as "created" | "updated" | "deleted",
        before: (r.before as Record<string, unknown> | null) ?? null,
        after: (r.after as Record<string, unknown> | null) ?? null,
        changedByName: r.changedByName,
        changedAt: r.changedAt.toISOString(),
      })),
    };
  });
}

/**
 * `GET /api/timeEntry?employeeId=&from=&to=`: the entries of the range and, per day, scheduled, worked,
 * overtime and stand-by minutes and the absence; the warnings of the range and of the year so far.
 * Errors: 400 (range), 403, 404.
 */
export async function getTimeRecord(
  p: Platform,
  ctx: RequestContext,
  query: { employeeId?: number; from: string; to: string },
): Promise<TimeRecord> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const employee = await employeeForRecord(tx, tenantId, auth, query.employeeId ?? auth.employeeId);
    const record = await computeRecord(tx, tenantId, employee, query.from, query.to, todayInHungary());
    return {
      employeeId: employee.id,
      employeeName: employee.name,
      from: query.from,
      to: query.to,
      schedule: record.schedule,
      entries: record.days.flatMap((d) => d.entries.map(toTimeEntry)),
      days: record.days.map(publicDay),
      warnings: record.warnings,
      provisionalCalendar: record.provisional,
    };
  });
}

/** The minute an instant falls in (seconds dropped). */
const minuteOf = (ms: number) => Math.floor(ms / 60_000) * 60_000;

/** `GET /api/timeEntry/clock`: the caller's running entry, today's worked minutes and the break they need. */
export async function getClockState(p: Platform, ctx: RequestContext, now = Date.now()): Promise<ClockState> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const running = await repo.findRunningEntry(tx, tenantId, auth.employeeId);
    const today = budapestDate(now);
    const rows = await repo.listEntries(tx, tenantId, [auth.employeeId], today, today);
    let worked = 0;
    for (const r of rows) {
      if (r.kind !== "work") continue;
      const end = r.endsAt ? r.endsAt.getTime() : now;
      worked += Math.max(0, Math.round((end - r.startsAt.getTime()) / 60_000) - r.breakMinutes);
    }
    const given = rows.reduce((s, r) => s + r.breakMinutes, 0);
    return {
      running: running ? toTimeEntry(running) : null,
      todayWorkedMinutes: worked,
      suggestedBreakMinutes: Math.max(0, requiredBreakMinutes(worked) - given),
    };
  });
}

/**
 * `POST /api/timeEntry/clock/start` ("Munkaidő indítása"): opens an entry for the caller from this minute.
 * Errors: 409 when a clock runs already, the minute is inside another entry, or the month is closed.
 */
export async function startClock(
  p: Platform,
  ctx: RequestContext,
  input: { projectId?: number | null; taskId?: number | null; note?: string | null },
  now = Date.now(),
): Promise<ClockState> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const startsAt = minuteOf(now);
  const date = budapestDate(startsAt);
  await p.database.withTenant(tenantId, async (tx) => {
    const employee = await employeeForRecord(tx, tenantId, auth, auth.employeeId);
    checkDay(employee, date, date);
    const booking = await resolveBooking(tx, tenantId, input.projectId, input.taskId);
    await lockForEntryWrite(tx, tenantId, employee.id, [date]);
    const running = await repo.findRunningEntry(tx, tenantId, employee.id);
    if (running) {
      throw conflict(`Már fut a munkaidő-mérés (${clockOf(running.startTime)} óta).`);
    }
    await checkOverlap(tx, tenantId, employee.id, new Date(startsAt), new Date(startsAt + 60_000));
    const id = await repo.insertEntry(tx, tenantId, {
      employeeId: employee.id,
      workDate: date,
      startTime: clockAt(startsAt),
      endTime: null,
      crossesMidnight: false,
      startsAt: new Date(startsAt),
      endsAt: null,
      breakMinutes: 0,
      kind: "work",
      ...booking,
      note: input.note ?? null,
      source: "clock",
      createdBy: auth.userId,
      updatedBy: auth.userId,
    });
    const row = await repo.getEntry(tx, tenantId, id);
    await revise(tx, tenantId, auth, id, employee.id, "created", null, row);
  });
  return getClockState(p, ctx, now);
}

/**
 * `POST /api/timeEntry/clock/stop` ("Munkaidő befejezése"): ends the running entry at this minute with
 * `breakMinutes`. Errors: 409 when no clock runs or it has run for more than 24 hours (correct it in the
 * week view instead); 400 for a break not shorter than the entry.
 */
export async function stopClock(
  p: Platform,
  ctx: RequestContext,
  input: { breakMinutes: number; note?: string | null },
  now = Date.now(),
): Promise<ClockState> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  await p.database.withTenant(tenantId, async (tx) => {
    const running = await repo.findRunningEntry(tx, tenantId, auth.employeeId);
    if (!running) throw conflict("Nem fut munkaidő-mérés.");
    const startsAt = running.startsAt.getTime();
    const endsAt = Math.max(minuteOf(now), startsAt + 60_000);
    if (endsAt - startsAt > DAY_MS) {
      throw conflict(
        "A mérés több mint 24 órája fut; add meg a befejezést a heti nézetben, a bejegyzés javításával.",
      );
    }
    if (input.breakMinutes * 60_000 >= endsAt - startsAt) {
      throw badRequest("A szünet nem lehet hosszabb a munkaidőnél.", {
        breakMinutes: "A szünet rövidebb legyen, mint a mért idő.",
      });
    }
    const endDate = budapestDate(endsAt);
    await lockForEntryWrite(tx, tenantId, auth.employeeId, [running.workDate]);
    await repo.updateEntry(tx, tenantId, running.id, {
      employeeId: running.employeeId,
      workDate: running.workDate,
      startTime: running.startTime,
      endTime: clockAt(endsAt),
      crossesMidnight: endDate !== running.workDate,
      startsAt: running.startsAt,
      endsAt: new Date(endsAt),
      breakMinutes: input.breakMinutes,
      kind: "work",
      projectId: running.projectId,
      taskId: running.taskId,
      note: input.note ?? running.note,
      source: "clock",
      updatedBy: auth.userId,
    });
    const after = await repo.getEntry(tx, tenantId, running.id);
    await revise(tx, tenantId, auth, running.id, running.employeeId, "updated", running, after);
  });
  return getClockState(p, ctx, now);
}
