import type { ResourceCostSeries, SeriesLine } from "@office/shared/reports/resource-reports.contract";
import { isTooFewPeople, WAGE_FIGURE_WITHHELD_MESSAGE } from "@office/shared/reports/wage-privacy";
import type { CompanyRate } from "../wages/company-rate.ts";
import { collator, type ResourceData } from "./resource-data.ts";
import type { ResolvedBasis } from "./hours-basis.ts";

/** The basis of a series built from planned hours without a stated reason (the bench, unit tests). */
const PLANNED_BASIS: ResolvedBasis = { hoursBasis: "planned", hoursBasisReason: "A tervezett órák alapján." };

/**
 * The series behind the cost reports (issue 9 §2): project and cost-centre lines per period, and how their
 * HUF figures are priced (issue 18 §1):
 * - `exact` (`employeeWages2`): each employee's month of employer cost split over projects by hours
 *   (`resource-data.ts`), the rest "Nem allokált" on the employee's own cost centre.
 * - `averageRate` (everyone else): planned hours × the company's average hourly cost of the year
 *   (`wages/company-rate.ts`), the rest of each employee's capacity (capacity − planned hours, not below 0)
 *   × that rate as "Nem allokált", pooled in one cost-centre line. External resources cost their own rates
 *   (not wages) in both. A value built from 1 or 2 distinct employees, or with employee hours in a year whose
 *   rate is withheld, is withheld (sent as 0 with its `withheld` flag). Since no figure depends on a single
 *   person's wage, the difference of any two figures (month against year, project against cost centre, before
 *   and after an allocation) is hours × the rate, never one person's cost.
 */
export const UNALLOCATED = "Nem allokált";
export const NO_COST_CENTER = "Nincs költséghely";

export type Pricing = { basis: "exact" } | { basis: "averageRate"; rates: ReadonlyMap<number, CompanyRate> };

export type Matcher = { key: string; match: (year: number, month: number) => boolean };

/** A line while it is summed: amounts per period (withheld ones too) and the employees behind each. */
export type SeriesAccumulator = {
  id: number | null;
  code: string | null;
  name: string;
  values: number[];
  totalHuf: number;
  hours: number;
  employee: number[];
  external: number[];
  people: Set<number>[];
  rateMissing: boolean[];
};

/** Map key of the pooled "Nem allokált" cost-centre line (its `id` stays null). */
const POOLED = -1;

/**
 * Project lines (by code, "Nem allokált" last) and cost-centre lines (by code, none last) per period of
 * `matchers`, priced per `pricing` (see the module rules). Amounts are whole forints.
 */
export function seriesOf(
  data: ResourceData,
  matchers: readonly Matcher[],
  pricing: Pricing,
): { projects: SeriesAccumulator[]; costCenters: SeriesAccumulator[] } {
  const n = matchers.length;
  const projectLines = new Map<number | null, SeriesAccumulator>();
  const centreLines = new Map<number | null, SeriesAccumulator>();
  const line = (
    map: Map<number | null, SeriesAccumulator>,
    id: number | null,
    code: string | null,
    name: string,
  ) => {
    let l = map.get(id);
    if (!l) {
      l = {
        id,
        code,
        name,
        values: Array<number>(n).fill(0),
        totalHuf: 0,
        hours: 0,
        employee: Array<number>(n).fill(0),
        external: Array<number>(n).fill(0),
        people: Array.from({ length: n }, () => new Set<number>()),
        rateMissing: Array<boolean>(n).fill(false),
      };
      map.set(id, l);
    }
    return l;
  };
  const projectLine = (projectId: number | null) => {
    const project = projectId === null ? undefined : data.projects.get(projectId);
    return line(projectLines, projectId, project?.code ?? null, project?.name ?? UNALLOCATED);
  };
  const centreLine = (centreId: number | null) => {
    const centre = centreId === null ? undefined : data.costCenters.get(centreId);
    return line(centreLines, centre ? centreId : null, centre?.code ?? null, centre?.name ?? NO_COST_CENTER);
  };
  type Booking = { amount: number; employeeId?: number; rateMissing?: boolean };
  const book = (l: SeriesAccumulator, i: number, b: Booking, kind: "employee" | "external") => {
    const amount = Math.round(b.amount);
    l.values[i] = (l.values[i] ?? 0) + amount;
    l[kind][i] = (l[kind][i] ?? 0) + amount;
    l.totalHuf += amount;
    if (b.employeeId !== undefined) l.people[i]?.add(b.employeeId);
    if (b.rateMissing) l.rateMissing[i] = true;
  };
  const centreOfEmployee = new Map(data.employees.map((e) => [e.id, e.costCenterId]));
  const periodOf = (y: number, m: number) => matchers.findIndex((mt) => mt.match(y, m));
  const averaged = pricing.basis === "averageRate";
  for (const m of data.employeeMonths) {
    const i = periodOf(m.year, m.month);
    if (i < 0) continue;
    const rate = averaged ? (pricing.rates.get(m.year)?.hourlyCostHuf ?? null) : null;
    const priced = (hours: number): Booking => ({
      amount: (rate ?? 0) * hours,
      employeeId: m.employeeId,
      rateMissing: rate === null,
    });
    let planned = 0;
    for (const [projectId, h] of m.hours) {
      planned += h;
      const b: Booking = averaged
        ? priced(h)
        : { amount: m.costByProject.get(projectId) ?? 0, employeeId: m.employeeId };
      const pl = projectLine(projectId);
      pl.hours += h;
      book(pl, i, b, "employee");
      book(centreLine(data.projects.get(projectId)?.costCenterId ?? null), i, b, "employee");
    }
    if (averaged) {
      const rest = Math.max(0, m.capacityHours - planned);
      if (rest > 0) {
        book(projectLine(null), i, priced(rest), "employee");
        book(line(centreLines, POOLED, null, UNALLOCATED), i, priced(rest), "employee");
      }
    } else if (m.unallocatedHuf !== 0 || m.employerCostHuf !== 0) {
      const b: Booking = { amount: m.unallocatedHuf, employeeId: m.employeeId };
      book(projectLine(null), i, b, "employee");
      book(centreLine(centreOfEmployee.get(m.employeeId) ?? null), i, b, "employee");
    }
  }
  for (const m of data.externalMonths) {
    const i = periodOf(m.year, m.month);
    if (i < 0) continue;
    for (const [projectId, h] of m.hours) {
      const b: Booking = { amount: m.costByProject.get(projectId) ?? 0 };
      const pl = projectLine(projectId);
      pl.hours += h;
      book(pl, i, b, "external");
      book(centreLine(data.projects.get(projectId)?.costCenterId ?? null), i, b, "external");
    }
  }
  const byName = (a: SeriesAccumulator, b: SeriesAccumulator) =>
    (a.id === null ? 1 : 0) - (b.id === null ? 1 : 0) || collator.compare(a.code ?? a.name, b.code ?? b.name);
  return {
    projects: [...projectLines.values()].sort(byName),
    costCenters: [...centreLines.values()].sort(byName),
  };
}

/** Whether a value from `people` with `rateMissing` must be withheld under `pricing` (issue 18 §1). */
function withheldOf(pricing: Pricing, people: ReadonlySet<number>, rateMissing: boolean): boolean {
  if (pricing.basis === "exact") return false;
  return isTooFewPeople(people.size) || (people.size > 0 && rateMissing);
}

/** The line as sent: withheld values (and total) as 0 with their flags. */
function finishLine(l: SeriesAccumulator, pricing: Pricing): SeriesLine {
  const withheld = l.values.map((_, i) =>
    withheldOf(pricing, l.people[i] ?? new Set(), l.rateMissing[i] ?? false),
  );
  const everyone = new Set(l.people.flatMap((s) => [...s]));
  const totalWithheld = withheldOf(pricing, everyone, l.rateMissing.some(Boolean));
  return {
    id: l.id,
    code: l.code,
    name: l.name,
    values: l.values.map((v, i) => (withheld[i] ? 0 : v)),
    totalHuf: totalWithheld ? 0 : l.totalHuf,
    withheld,
    totalWithheld,
  };
}

const MONTH_NAMES = [
  "január",
  "február",
  "március",
  "április",
  "május",
  "június",
  "július",
  "augusztus",
  "szeptember",
  "október",
  "november",
  "december",
];

/**
 * The pure part of `getResourceCostSeries`: periods (the 12 months of `fromYear`, or the years), project and
 * cost-centre lines priced per `pricing`, their per-period totals, and the person lines when `withPersons`
 * (`employeeWages2` only, always with `exact` pricing). Without `exact` pricing the unallocated cost is one
 * pooled line, not booked on each person's own cost centre (a one-person cost centre would show their cost).
 * `hours` is the hours basis `data` was built on (issue 21 §4), copied into the answer, like `data`'s
 * `provisionalCalendar` flag (issue 22 §4).
 */
export function buildResourceCostSeries(
  data: ResourceData,
  kind: "monthly" | "yearly",
  fromYear: number,
  toYear: number,
  withPersons: boolean,
  rateSource: string,
  pricing: Pricing,
  hours: ResolvedBasis = PLANNED_BASIS,
): ResourceCostSeries {
  const periods =
    kind === "monthly"
      ? MONTH_NAMES.map((label, i) => ({ key: `${fromYear}-${String(i + 1).padStart(2, "0")}`, label }))
      : Array.from({ length: toYear - fromYear + 1 }, (_, i) => ({
          key: String(fromYear + i),
          label: String(fromYear + i),
        }));
  const matchers: Matcher[] = periods.map((_, i) =>
    kind === "monthly"
      ? { key: periods[i]?.key ?? "", match: (_y: number, m: number) => m === i + 1 }
      : { key: periods[i]?.key ?? "", match: (y: number) => y === fromYear + i },
  );
  const periodOf = (y: number, m: number) => matchers.findIndex((mt) => mt.match(y, m));
  const series = seriesOf(data, matchers, pricing);
  const persons = withPersons && pricing.basis === "exact" ? personLines(data, matchers, periodOf) : null;
  const projects = series.projects.map((l) => finishLine(l, pricing));
  const columnPeople = matchers.map(
    (_, i) => new Set(series.projects.flatMap((l) => [...(l.people[i] ?? [])])),
  );
  const columnRateMissing = matchers.map((_, i) => series.projects.some((l) => l.rateMissing[i]));
  const totalsWithheld = matchers.map((_, i) =>
    withheldOf(pricing, columnPeople[i] ?? new Set(), columnRateMissing[i] ?? false),
  );
  const amounts = matchers.map((_, i) => sum(series.projects.map((l) => l.values[i] ?? 0)));
  const totalWithheld = withheldOf(
    pricing,
    new Set(columnPeople.flatMap((s) => [...s])),
    columnRateMissing.some(Boolean),
  );
  const costCenters = series.costCenters.map((l) => finishLine(l, pricing));
  const anyWithheld =
    totalWithheld ||
    totalsWithheld.some(Boolean) ||
    [...projects, ...costCenters].some((l) => l.totalWithheld || l.withheld.some(Boolean));
  return {
    kind,
    periods,
    includesPersons: persons !== null,
    rateSource,
    projects,
    costCenters,
    persons,
    totals: amounts.map((v, i) => (totalsWithheld[i] ? 0 : v)),
    totalHuf: totalWithheld ? 0 : sum(amounts),
    basis: pricing.basis,
    averageRates:
      pricing.basis === "averageRate"
        ? Array.from({ length: toYear - fromYear + 1 }, (_, i) => ({
            year: fromYear + i,
            hourlyCostHuf: pricing.rates.get(fromYear + i)?.hourlyCostHuf ?? null,
          }))
        : [],
    totalsWithheld,
    totalWithheld,
    withheldReason: anyWithheld ? WAGE_FIGURE_WITHHELD_MESSAGE : null,
    ...hours,
    provisionalCalendar: data.provisionalCalendar,
    provisionalCalendarNote: data.provisionalCalendarNote,
  };
}

/** Each employee's employer cost and each external resource's cost per period (`employeeWages2` only). */
function personLines(
  data: ResourceData,
  matchers: readonly Matcher[],
  periodOf: (y: number, m: number) => number,
): NonNullable<ResourceCostSeries["persons"]> {
  const employeeValues = new Map(data.employees.map((e) => [e.id, matchers.map(() => 0)]));
  for (const m of data.employeeMonths) {
    const values = employeeValues.get(m.employeeId);
    const i = periodOf(m.year, m.month);
    if (values && i >= 0) values[i] = (values[i] ?? 0) + m.employerCostHuf;
  }
  const externalValues = new Map(data.externals.map((x) => [x.id, matchers.map(() => 0)]));
  for (const m of data.externalMonths) {
    const values = externalValues.get(m.externalResourceId);
    const i = periodOf(m.year, m.month);
    if (values && i >= 0) values[i] = (values[i] ?? 0) + sum(m.costByProject.values());
  }
  const shown = (values: number[]) => ({
    values,
    totalHuf: sum(values),
    withheld: values.map(() => false),
    totalWithheld: false,
  });
  return [
    ...data.employees.map((e) => ({
      kind: "employee" as const,
      id: e.id,
      code: e.employeeNumber,
      name: e.name,
      ...shown(employeeValues.get(e.id) ?? []),
    })),
    ...data.externals.map((x) => ({
      kind: "external" as const,
      id: x.id,
      code: null,
      name: x.name,
      ...shown(externalValues.get(x.id) ?? []),
    })),
  ];
}

/** The sum of `values`. */
export function sum(values: Iterable<number>): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
