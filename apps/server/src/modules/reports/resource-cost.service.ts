import type {
  CostCenterTotal,
  EmployeeCost,
  ExternalCost,
  ProjectCost,
  ProjectTotal,
  ResourceCostReport,
  ResourceCostSeries,
  ResourceReport,
  ResourceReportRow,
  SeriesLine,
} from "@office/shared/reports/resource-reports.contract";
import type { Platform } from "../../platform/platform.ts";
import { forbidden } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { canSeeCost } from "./annual-report.service.ts";
import { collator, loadResourceData, rateSourceOf, type ResourceData } from "./resource-data.ts";

/**
 * The resource reports of issue 9 §2 (rules of the figures in `resource-data.ts`):
 * - `getResourceReport`: Jelenléti Kimutatás (hr, projectManager — the access matrix enforces it).
 * - `getResourceCostReport`: Bérkimutatás of a range, only for `employeeWages2` (403 otherwise); audited.
 * - `getResourceCostSeries`: month by month of a year or year by year; everyone signed in; the person
 *   lines (`persons`) only for `employeeWages2` (audited), otherwise only project and cost-centre totals,
 *   with the unallocated cost pooled in one "Nem allokált" cost-centre line (not on each person's own
 *   cost centre, which for a one-person cost centre would be that person's wage cost).
 */
export const UNALLOCATED = "Nem allokált";
export const NO_COST_CENTER = "Nincs költséghely";

/** `GET /api/report/resource?start=&end=`: one row per resource and month (employees by name, then externals). */
export async function getResourceReport(
  p: Platform,
  ctx: RequestContext,
  start: string,
  end: string,
): Promise<ResourceReport> {
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    const data = await loadResourceData(tx, ctx.tenant.id, start, end, false);
    const projectHours = (hours: Map<number, number>) =>
      [...hours].map(([projectId, h]) => {
        const project = data.projects.get(projectId);
        return { projectId, code: project?.code ?? "", name: project?.name ?? "", hours: h };
      });
    const rows: ResourceReportRow[] = [];
    const infoOf = new Map(data.employees.map((e) => [e.id, e]));
    for (const m of data.employeeMonths) {
      const info = infoOf.get(m.employeeId);
      if (!info) continue;
      const allocatedHours = sum(m.hours.values());
      rows.push({
        resourceType: "employee",
        resourceId: m.employeeId,
        name: info.name,
        department: info.department,
        year: m.year,
        month: m.month,
        workingDays: m.workingDays,
        presentHours: m.presentDays * info.dailyHours,
        leaveDays: m.leaveDays,
        sickDays: m.sickDays,
        capacityHours: m.capacityHours,
        allocatedHours,
        utilisation: m.capacityHours > 0 ? allocatedHours / m.capacityHours : null,
        projects: projectHours(m.hours),
      });
    }
    const externalOf = new Map(data.externals.map((x) => [x.id, x]));
    for (const m of data.externalMonths) {
      const info = externalOf.get(m.externalResourceId);
      if (!info) continue;
      const allocatedHours = sum(m.hours.values());
      const capacityHours = m.workingDays * 8;
      rows.push({
        resourceType: "external",
        resourceId: info.id,
        name: info.name,
        department: info.company,
        year: m.year,
        month: m.month,
        workingDays: m.workingDays,
        presentHours: null,
        leaveDays: null,
        sickDays: null,
        capacityHours,
        allocatedHours,
        utilisation: capacityHours > 0 ? allocatedHours / capacityHours : null,
        projects: projectHours(m.hours),
      });
    }
    return { start, end, rows };
  });
}

/** `GET /api/report/resourceCost?start=&end=` (employeeWages2 only; 403 otherwise, 400 for a year without rates). */
export async function getResourceCostReport(
  p: Platform,
  ctx: RequestContext,
  start: string,
  end: string,
): Promise<ResourceCostReport> {
  const auth = authOf(ctx);
  if (!canSeeCost(auth.roles)) throw forbidden("A bérkimutatáshoz béradat-jogosultság kell.");
  const rateSource = rateSourceOf(Number(start.slice(0, 4)), Number(end.slice(0, 4)));
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    const data = await loadResourceData(tx, ctx.tenant.id, start, end, true);
    const employees: EmployeeCost[] = data.employees.map((e) => {
      const months = data.employeeMonths.filter((m) => m.employeeId === e.id);
      const byProject = new Map<number, { hours: number; cost: number }>();
      let unallocated = 0;
      for (const m of months) {
        for (const [projectId, h] of m.hours) {
          const entry = byProject.get(projectId) ?? { hours: 0, cost: 0 };
          entry.hours += h;
          entry.cost += m.costByProject.get(projectId) ?? 0;
          byProject.set(projectId, entry);
        }
        unallocated += m.unallocatedHuf;
      }
      const grossHuf = sum(months.map((m) => m.grossHuf));
      const employerCostHuf = sum(months.map((m) => m.employerCostHuf));
      const projects: ProjectCost[] = [...byProject].map(([projectId, v]) => projectCost(data, projectId, v));
      projects.push({ projectId: null, code: null, name: UNALLOCATED, hours: 0, costHuf: unallocated });
      return {
        employeeId: e.id,
        name: e.name,
        employeeNumber: e.employeeNumber,
        department: e.department,
        costCenter: centreName(data, e.costCenterId),
        grossHuf,
        szochoHuf: employerCostHuf - grossHuf,
        employerCostHuf,
        allocatedHours: sum(months.map((m) => sum(m.hours.values()))),
        projects,
      };
    });
    const externals: ExternalCost[] = data.externals.map((x) => {
      const months = data.externalMonths.filter((m) => m.externalResourceId === x.id);
      const byProject = new Map<number, { hours: number; cost: number }>();
      let days = 0;
      for (const m of months) {
        for (const [projectId, h] of m.hours) {
          const entry = byProject.get(projectId) ?? { hours: 0, cost: 0 };
          entry.hours += h;
          entry.cost += m.costByProject.get(projectId) ?? 0;
          byProject.set(projectId, entry);
        }
        days += sum(m.days.values());
      }
      const projects = [...byProject].map(([projectId, v]) => projectCost(data, projectId, v));
      return {
        externalResourceId: x.id,
        name: x.name,
        company: x.company,
        rateKind: x.rateKind,
        rateHuf: x.rateHuf,
        hours: sum(projects.map((pc) => pc.hours)),
        days,
        costHuf: sum(projects.map((pc) => pc.costHuf)),
        projects,
      };
    });
    const series = seriesOf(data, [{ key: "all", match: () => true }]);
    const projects: ProjectTotal[] = series.projects.map((line) => ({
      projectId: line.id,
      code: line.code,
      name: line.name,
      costCenter:
        line.id === null ? null : centreName(data, data.projects.get(line.id)?.costCenterId ?? null),
      hours: line.hours,
      employeeCostHuf: line.employee[0] ?? 0,
      externalCostHuf: line.external[0] ?? 0,
      totalHuf: line.totalHuf,
    }));
    const costCenters: CostCenterTotal[] = series.costCenters.map((line) => ({
      costCenterId: line.id,
      code: line.code,
      name: line.name,
      totalHuf: line.totalHuf,
    }));
    const grossHuf = sum(employees.map((e) => e.grossHuf));
    const employerCostHuf = sum(employees.map((e) => e.employerCostHuf));
    const externalCostHuf = sum(externals.map((x) => x.costHuf));
    await audit(p, ctx, tx, "report.resourceCost", `range:${start}..${end}`, employees.length);
    return {
      start,
      end,
      rateSource,
      employees,
      externals,
      projects,
      costCenters,
      totals: {
        grossHuf,
        szochoHuf: employerCostHuf - grossHuf,
        employerCostHuf,
        externalCostHuf,
        totalHuf: employerCostHuf + externalCostHuf,
      },
    };
  });
}

/**
 * `GET /api/report/resourceCostMonthly?year=` (`kind` monthly: the 12 months) and
 * `GET /api/report/resourceCostYearly?from=&to=` (`kind` yearly). 400 for a year without payroll rates.
 */
export async function getResourceCostSeries(
  p: Platform,
  ctx: RequestContext,
  kind: "monthly" | "yearly",
  fromYear: number,
  toYear: number,
): Promise<ResourceCostSeries> {
  const auth = authOf(ctx);
  const withPersons = canSeeCost(auth.roles);
  const rateSource = rateSourceOf(fromYear, toYear);
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    const data = await loadResourceData(tx, ctx.tenant.id, `${fromYear}-01-01`, `${toYear}-12-31`, true);
    const report = buildResourceCostSeries(data, kind, fromYear, toYear, withPersons, rateSource);
    if (withPersons) {
      await audit(
        p,
        ctx,
        tx,
        `report.resourceCost.${kind}`,
        `years:${fromYear}..${toYear}`,
        data.employees.length,
      );
    }
    return report;
  });
}

/**
 * The pure part of `getResourceCostSeries`: periods (the 12 months of `fromYear`, or the years), project and
 * cost-centre lines, and the person lines when `withPersons`. Without it the unallocated cost is one pooled
 * line, not booked on each person's own cost centre (a one-person cost centre would show that person's cost).
 */
export function buildResourceCostSeries(
  data: ResourceData,
  kind: "monthly" | "yearly",
  fromYear: number,
  toYear: number,
  withPersons: boolean,
  rateSource: string,
): ResourceCostSeries {
  const periods =
    kind === "monthly"
      ? MONTH_NAMES.map((label, i) => ({ key: `${fromYear}-${String(i + 1).padStart(2, "0")}`, label }))
      : Array.from({ length: toYear - fromYear + 1 }, (_, i) => ({
          key: String(fromYear + i),
          label: String(fromYear + i),
        }));
  const matchers = periods.map((_, i) =>
    kind === "monthly"
      ? { key: periods[i]?.key ?? "", match: (_y: number, m: number) => m === i + 1 }
      : { key: periods[i]?.key ?? "", match: (y: number) => y === fromYear + i },
  );
  const periodOf = (y: number, m: number) => matchers.findIndex((mt) => mt.match(y, m));
  const series = seriesOf(data, matchers, !withPersons);
  let persons: ResourceCostSeries["persons"] = null;
  if (withPersons) {
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
    persons = [
      ...data.employees.map((e) => {
        const values = employeeValues.get(e.id) ?? [];
        return {
          kind: "employee" as const,
          id: e.id,
          code: e.employeeNumber,
          name: e.name,
          values,
          totalHuf: sum(values),
        };
      }),
      ...data.externals.map((x) => {
        const values = externalValues.get(x.id) ?? [];
        return {
          kind: "external" as const,
          id: x.id,
          code: null,
          name: x.name,
          values,
          totalHuf: sum(values),
        };
      }),
    ];
  }
  const strip = (l: SeriesAccumulator): SeriesLine => ({
    id: l.id,
    code: l.code,
    name: l.name,
    values: l.values,
    totalHuf: l.totalHuf,
  });
  const projects = series.projects.map(strip);
  const totals = matchers.map((_, i) => sum(projects.map((l) => l.values[i] ?? 0)));
  return {
    kind,
    periods,
    includesPersons: withPersons,
    rateSource,
    projects,
    costCenters: series.costCenters.map(strip),
    persons,
    totals,
    totalHuf: sum(totals),
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

/** Map key of the pooled "Nem allokált" cost-centre line (its `id` stays null). */
const POOLED = -1;

type Matcher = { key: string; match: (year: number, month: number) => boolean };
type SeriesAccumulator = SeriesLine & { hours: number; employee: number[]; external: number[] };

/** Project lines (by name, "Nem allokált" last) and cost-centre lines (by code, none last) per period. */
function seriesOf(
  data: ResourceData,
  matchers: readonly Matcher[],
  pooledUnallocated = false,
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
        values: Array(n).fill(0),
        totalHuf: 0,
        hours: 0,
        employee: Array(n).fill(0),
        external: Array(n).fill(0),
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
  const book = (l: SeriesAccumulator, i: number, amount: number, kind: "employee" | "external") => {
    l.values[i] = (l.values[i] ?? 0) + amount;
    l[kind][i] = (l[kind][i] ?? 0) + amount;
    l.totalHuf += amount;
  };
  const centreOfEmployee = new Map(data.employees.map((e) => [e.id, e.costCenterId]));
  const periodOf = (y: number, m: number) => matchers.findIndex((mt) => mt.match(y, m));
  for (const m of data.employeeMonths) {
    const i = periodOf(m.year, m.month);
    if (i < 0) continue;
    for (const [projectId, h] of m.hours) {
      const cost = m.costByProject.get(projectId) ?? 0;
      const pl = projectLine(projectId);
      pl.hours += h;
      book(pl, i, cost, "employee");
      book(centreLine(data.projects.get(projectId)?.costCenterId ?? null), i, cost, "employee");
    }
    if (m.unallocatedHuf !== 0 || m.employerCostHuf !== 0) {
      book(projectLine(null), i, m.unallocatedHuf, "employee");
      const centre = pooledUnallocated
        ? line(centreLines, POOLED, null, UNALLOCATED)
        : centreLine(centreOfEmployee.get(m.employeeId) ?? null);
      book(centre, i, m.unallocatedHuf, "employee");
    }
  }
  for (const m of data.externalMonths) {
    const i = periodOf(m.year, m.month);
    if (i < 0) continue;
    for (const [projectId, h] of m.hours) {
      const cost = m.costByProject.get(projectId) ?? 0;
      const pl = projectLine(projectId);
      pl.hours += h;
      book(pl, i, cost, "external");
      book(centreLine(data.projects.get(projectId)?.costCenterId ?? null), i, cost, "external");
    }
  }
  const byName = (a: SeriesAccumulator, b: SeriesAccumulator) =>
    (a.id === null ? 1 : 0) - (b.id === null ? 1 : 0) || collator.compare(a.code ?? a.name, b.code ?? b.name);
  return {
    projects: [...projectLines.values()].sort(byName),
    costCenters: [...centreLines.values()].sort(byName),
  };
}

function projectCost(data: ResourceData, projectId: number, v: { hours: number; cost: number }): ProjectCost {
  const project = data.projects.get(projectId);
  return {
    projectId,
    code: project?.code ?? null,
    name: project?.name ?? "",
    hours: v.hours,
    costHuf: v.cost,
  };
}

function centreName(data: ResourceData, id: number | null): string | null {
  if (id === null) return null;
  const c = data.costCenters.get(id);
  return c ? `${c.code} – ${c.name}` : null;
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

async function audit(
  _p: Platform,
  ctx: RequestContext,
  tx: Parameters<Parameters<Platform["database"]["withTenant"]>[1]>[0],
  action: string,
  target: string,
  employees: number,
): Promise<void> {
  const auth = authOf(ctx);
  await appendAudit(tx, {
    tenantId: ctx.tenant.id,
    userId: auth.userId,
    username: auth.username,
    ip: ctx.ip,
    action,
    target,
    details: { employees },
  });
}
