import { sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";

/**
 * Aggregating queries of Egyéb Kimutatások (issue 11 §4). Every function runs inside the tenant
 * transaction, filters by `tenant_id` too, and returns one row per group (never one per source row).
 * "Employed at the close of day d": employment start empty or ≤ d, employment end empty or after d, and
 * not a deactivated record without an end date (the attendance sheet's rule, attendance.repository.ts).
 * People lists come back as comma-joined ids (`string_agg`) so both drivers parse them alike.
 */

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const idsOf = (list: string | null): number[] => (list ? list.split(",").map(Number) : []);

const EMPLOYED_AT = (ref: ReturnType<typeof sql>) => sql`
  (e.employment_start is null or e.employment_start <= ${ref})
  and (e.employment_end is null or e.employment_end > ${ref})
  and (e.active or e.employment_end is not null)`;

/** The reference days as a one-column relation `m(ref date)`. */
const refDays = (days: readonly string[]) =>
  sql`unnest(string_to_array(${days.join(",")}, ',')::date[]) as m(ref)`;

/**
 * Headcount per month and department: for each reference day (`YYYY-MM-DD`, one per month) the
 * employees employed at its close, grouped by department ('' = none), with their ids.
 */
export async function headcountByDepartment(tx: Tx, tenantId: number, days: readonly string[]) {
  const result = await tx.execute(sql`
    select to_char(m.ref, 'YYYY-MM') as month, coalesce(trim(e.department), '') as department,
      string_agg(e.id::text, ',') as people
    from ${refDays(days)}
    join employees e on e.tenant_id = ${tenantId} and ${EMPLOYED_AT(sql`m.ref`)}
    group by 1, 2
  `);
  type Row = { month: string; department: string; people: string | null };
  return rowsOf<Row>(result).map((r) => ({
    month: r.month,
    department: r.department,
    people: idsOf(r.people),
  }));
}

/**
 * Per month (`start`..`end` day pairs, end = the reference day): headcount at the close of the day before
 * the month (`opening`) and of its reference day (`closing`), joiners (employment start in the month up to
 * the reference day) and leavers (employment end in it). closing = opening + joiners − leavers.
 */
export async function joinersAndLeavers(
  tx: Tx,
  tenantId: number,
  months: readonly { start: string; end: string }[],
) {
  const result = await tx.execute(sql`
    with m as (
      select s::date as start, e::date as ref
      from unnest(string_to_array(${months.map((m) => m.start).join(",")}, ','),
                  string_to_array(${months.map((m) => m.end).join(",")}, ',')) as x(s, e)
    )
    select to_char(m.start, 'YYYY-MM') as month,
      count(e.id) filter (where ${EMPLOYED_AT(sql`(m.start - 1)`)})::int as opening,
      count(e.id) filter (where ${EMPLOYED_AT(sql`m.ref`)})::int as closing,
      count(e.id) filter (where e.employment_start between m.start and m.ref)::int as joiners,
      count(e.id) filter (where e.employment_end between m.start and m.ref
                          and (e.employment_start is null or e.employment_start <= e.employment_end))::int as leavers
    from m left join employees e on e.tenant_id = ${tenantId} and (e.active or e.employment_end is not null)
    group by m.start
    order by m.start
  `);
  type Row = { month: string; opening: number; closing: number; joiners: number; leavers: number };
  return rowsOf<Row>(result).map((r) => ({
    month: r.month,
    opening: Number(r.opening),
    closing: Number(r.closing),
    joiners: Number(r.joiners),
    leavers: Number(r.leavers),
  }));
}

/** Headcount employed at the close of `day` by age in whole years on that day (null = no birth date). */
export async function headcountByAge(tx: Tx, tenantId: number, day: string) {
  const result = await tx.execute(sql`
    select date_part('year', age(${day}::date, e.birth_date))::int as age, count(*)::int as count
    from employees e
    where e.tenant_id = ${tenantId} and ${EMPLOYED_AT(sql`${day}::date`)}
    group by 1
  `);
  type Row = { age: number | null; count: number };
  return rowsOf<Row>(result).map((r) => ({
    age: r.age === null ? null : Number(r.age),
    count: Number(r.count),
  }));
}

/**
 * Approved leave (all types but home office, which is work: the `home_office` code and every type of the
 * tenant whose attendance code is `homeOffice`) per month and type, in working days, with
 * the ids of the people who took it. A request spanning months is split in proportion to its weekdays
 * (Monday–Friday) in each month, so the parts add up to its stored `working_days` (which follows the
 * Hungarian calendar); a request without weekdays (a Saturday working day) by calendar days. Only days
 * from `start` to `end` (`YYYY-MM-DD`) are counted.
 */
export async function leaveDaysByTypeAndMonth(tx: Tx, tenantId: number, start: string, end: string) {
  const result = await tx.execute(sql`
    with r as (
      select l.id, l.employee_id, l.leave_type, l.working_days::float8 as wd, l.start_date, l.end_date
      from leave_requests l
      left join absence_types a on a.tenant_id = l.tenant_id and a.code = l.leave_type
      where l.tenant_id = ${tenantId} and l.status = 'approved' and l.leave_type <> 'home_office'
        and a.attendance_code is distinct from 'homeOffice'
        and l.end_date >= ${start}::date and l.start_date <= ${end}::date
    ), d as (
      select r.id, g::date as day, (extract(isodow from g) < 6)::int as wk
      from r cross join lateral generate_series(r.start_date::timestamp, r.end_date::timestamp, interval '1 day') g
    ), t as (
      select id, sum(wk)::float8 as total_wk, count(*)::float8 as total_days from d group by id
    ), part as (
      select r.employee_id, r.leave_type, to_char(d.day, 'YYYY-MM') as month,
        case when t.total_wk > 0 then r.wd * sum(d.wk) / t.total_wk else r.wd * count(*) / t.total_days end as days
      from d join r on r.id = d.id join t on t.id = d.id
      where d.day between ${start}::date and ${end}::date
      group by r.id, r.employee_id, r.leave_type, r.wd, month, t.total_wk, t.total_days
    )
    select month, leave_type, sum(days)::float8 as days,
      string_agg(distinct employee_id::text, ',') as people
    from part where days > 0
    group by month, leave_type
  `);
  type Row = { month: string; leave_type: string; days: number; people: string | null };
  return rowsOf<Row>(result).map((r) => ({
    month: r.month,
    leaveType: r.leave_type,
    days: Number(r.days),
    people: idsOf(r.people),
  }));
}

/**
 * Assets in use (every status but retired and lost) per category ('' = none): count, summed
 * `value_huf` (the purchase value the assets module keeps as book value; missing values count as 0) and
 * how many have no value.
 */
export async function assetValueByCategory(tx: Tx, tenantId: number) {
  const result = await tx.execute(sql`
    select coalesce(trim(a.category), '') as category, count(*)::int as count,
      coalesce(sum(a.value_huf), 0)::float8 as value, count(*) filter (where a.value_huf is null)::int as no_value
    from assets a
    where a.tenant_id = ${tenantId} and a.status not in ('retired', 'lost')
    group by 1
  `);
  type Row = { category: string; count: number; value: number; no_value: number };
  return rowsOf<Row>(result).map((r) => ({
    category: r.category,
    count: Number(r.count),
    valueHuf: Number(r.value),
    noValue: Number(r.no_value),
  }));
}

/**
 * Trip-log kilometres (end − start odometer) per month of the trip date from `start` to `end`, business and
 * private apart, with the distinct drivers of each.
 */
export async function carKmByMonth(tx: Tx, tenantId: number, start: string, end: string) {
  const result = await tx.execute(sql`
    select to_char(t.date, 'YYYY-MM') as month,
      coalesce(sum(t.end_km - t.start_km) filter (where not t.private), 0)::float8 as business_km,
      coalesce(sum(t.end_km - t.start_km) filter (where t.private), 0)::float8 as private_km,
      count(distinct t.driver_id)::int as drivers,
      count(distinct t.driver_id) filter (where not t.private)::int as business_drivers,
      count(distinct t.driver_id) filter (where t.private)::int as private_drivers
    from car_trips t
    where t.tenant_id = ${tenantId} and t.date between ${start}::date and ${end}::date
    group by 1
  `);
  type Row = {
    month: string;
    business_km: number;
    private_km: number;
    drivers: number;
    business_drivers: number;
    private_drivers: number;
  };
  return rowsOf<Row>(result).map((r) => ({
    month: r.month,
    businessKm: Number(r.business_km),
    privateKm: Number(r.private_km),
    drivers: Number(r.drivers),
    businessDrivers: Number(r.business_drivers),
    privateDrivers: Number(r.private_drivers),
  }));
}

/**
 * Points given (`give` ledger rows) per Budapest calendar month between the instants `since` (inclusive)
 * and `until` (exclusive): points, gifts, distinct givers and recipients.
 */
export async function pointsGivenByMonth(tx: Tx, tenantId: number, since: Date, until: Date) {
  const result = await tx.execute(sql`
    select to_char(l.created_at at time zone 'Europe/Budapest', 'YYYY-MM') as month,
      sum(l.points)::int as points, count(*)::int as gifts,
      count(distinct l.from_employee_id)::int as givers, count(distinct l.employee_id)::int as recipients
    from points_ledger l
    where l.tenant_id = ${tenantId} and l.kind = 'give'
      and l.created_at >= ${since.toISOString()}::timestamptz and l.created_at < ${until.toISOString()}::timestamptz
    group by 1
  `);
  type Row = { month: string; points: number; gifts: number; givers: number; recipients: number };
  return rowsOf<Row>(result).map((r) => ({
    month: r.month,
    points: Number(r.points),
    gifts: Number(r.gifts),
    givers: Number(r.givers),
    recipients: Number(r.recipients),
  }));
}
