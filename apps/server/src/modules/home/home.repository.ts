import { sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";

/**
 * Queries of the home page cards (issue 11 §4): each aggregates in one statement and reads only what its
 * card shows. Every function runs inside the tenant transaction and filters by `tenant_id` as well.
 */

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

export type AbsenceRow = {
  leave_id: number;
  employee_id: number;
  employee_name: string;
  manager_id: number | null;
  leave_type: string;
  start_date: string;
  end_date: string;
  half_day: string | null;
};

/** Approved leave overlapping [start, end] (ISO days, inclusive), by start date then name. */
export async function listApprovedAbsences(tx: Tx, tenantId: number, start: string, end: string) {
  return rowsOf<AbsenceRow>(
    await tx.execute(sql`
      select l.id as leave_id, l.employee_id, e.name as employee_name, e.manager_id, l.leave_type,
             l.start_date::text as start_date, l.end_date::text as end_date, l.half_day
      from leave_requests l
      join employees e on e.tenant_id = l.tenant_id and e.id = l.employee_id
      where l.tenant_id = ${tenantId} and l.status = 'approved'
        and l.start_date <= ${end}::date and l.end_date >= ${start}::date
      order by l.start_date, e.name, l.id
    `),
  );
}

export type PendingLeaveRow = {
  id: number;
  employee_name: string;
  leave_type: string;
  start_date: string;
  end_date: string;
  working_days: string | number;
  total: number;
};

export type HandoverRow = {
  id: number;
  date: string;
  from_name: string | null;
  item_count: number;
  total: number;
};

/** Handover protocols sent to `employeeId` and waiting for acceptance, with item counts; the first `limit`. */
export async function listHandoversToAccept(tx: Tx, tenantId: number, employeeId: number, limit: number) {
  return rowsOf<HandoverRow>(
    await tx.execute(sql`
      select h.id, h.date::text as date, f.name as from_name,
             (select count(*) from asset_handover_items i
               where i.tenant_id = h.tenant_id and i.handover_id = h.id)::int as item_count,
             (count(*) over ())::int as total
      from asset_handovers h
      left join employees f on f.tenant_id = h.tenant_id and f.id = h.from_employee_id
      where h.tenant_id = ${tenantId} and h.to_employee_id = ${employeeId} and h.status = 'sent'
      order by h.date, h.id
      limit ${limit}
    `),
  );
}

/** How many employees earned (give + award) points since `since`. */
export async function countEarners(tx: Tx, tenantId: number, since: Date): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from (
        select employee_id from points_ledger
        where tenant_id = ${tenantId} and kind in ('give', 'award') and created_at >= ${since.toISOString()}::timestamptz
        group by employee_id having sum(points) > 0
      ) t
    `),
  );
  return Number(row?.n ?? 0);
}

export type HeldAssetRow = {
  id: number;
  inventory_number: string;
  name: string;
  category: string;
  held_since: string | null;
  total: number;
};

/** Assets `employeeId` holds (not retired or lost), by inventory number; the first `limit`, total on each. */
export async function listHeldAssets(tx: Tx, tenantId: number, employeeId: number, limit: number) {
  return rowsOf<HeldAssetRow>(
    await tx.execute(sql`
      select a.id, a.inventory_number, a.name, a.category, a.held_since::text as held_since,
             (count(*) over ())::int as total
      from assets a
      where a.tenant_id = ${tenantId} and a.holder_employee_id = ${employeeId}
        and a.status not in ('retired', 'lost')
      order by a.inventory_number, a.id
      limit ${limit}
    `),
  );
}

export type DrivenCarRow = { id: number; plate: string; make: string; model: string; odometer_km: number };

/** Active cars whose driver is `employeeId`, by plate. */
export async function listDrivenCars(tx: Tx, tenantId: number, employeeId: number) {
  return rowsOf<DrivenCarRow>(
    await tx.execute(sql`
      select c.id, c.plate, c.make, c.model, c.odometer_km
      from cars c
      join drivers d on d.tenant_id = c.tenant_id and d.id = c.driver_id
      where c.tenant_id = ${tenantId} and d.employee_id = ${employeeId} and c.active
      order by c.plate, c.id
    `),
  );
}

/**
 * Per month of [firstMonth, lastMonth] (`YYYY-MM-01` days): the headcount on the month's last day
 * (employment started by then — an employee without a start date counts from their record's
 * creation — and not ended before it; an inactive employee without an end date is left out, since
 * when they left is unknown) and the approved leave working days starting in the month by
 * type group (szabadsag, betegszabadsag, other).
 */
export async function monthlyHeadcountAndLeave(
  tx: Tx,
  tenantId: number,
  firstMonth: string,
  lastMonth: string,
) {
  return rowsOf<{ month: string; headcount: number; szabadsag: string; beteg: string; other: string }>(
    await tx.execute(sql`
      with months as (
        select m::date as month_start, (m + interval '1 month - 1 day')::date as month_end
        from generate_series(${firstMonth}::date, ${lastMonth}::date, interval '1 month') m
      ),
      leave as (
        select date_trunc('month', l.start_date)::date as month_start,
               sum(l.working_days) filter (where l.leave_type = 'szabadsag') as szabadsag,
               sum(l.working_days) filter (where l.leave_type = 'betegszabadsag') as beteg,
               sum(l.working_days) filter (where l.leave_type not in ('szabadsag', 'betegszabadsag')) as other
        from leave_requests l
        where l.tenant_id = ${tenantId} and l.status = 'approved'
          and l.start_date >= ${firstMonth}::date and l.start_date < (${lastMonth}::date + interval '1 month')
        group by 1
      )
      select to_char(m.month_start, 'YYYY-MM') as month,
             (select count(*) from employees e
               where e.tenant_id = ${tenantId}
                 and coalesce(e.employment_start, e.created_at::date) <= m.month_end
                 and (e.employment_end >= m.month_end or (e.employment_end is null and e.active)))::int
             as headcount,
             coalesce(lv.szabadsag, 0)::text as szabadsag, coalesce(lv.beteg, 0)::text as beteg,
             coalesce(lv.other, 0)::text as other
      from months m left join leave lv on lv.month_start = m.month_start
      order by m.month_start
    `),
  );
}
