import type {
  HoursBasis,
  CostCenterTotal,
  EmployeeCost,
  ExternalCost,
  ProjectCost,
  ProjectTotal,
  ResourceCostReport,
  ResourceCostSeries,
  ResourceReport,
  ResourceReportRow,
} from "@office/shared/reports/resource-reports.contract";
import type { Platform } from "../../platform/platform.ts";
import { forbidden } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { canSeeCost } from "./annual-report.service.ts";
import { loadCompanyRates } from "../wages/company-rate.ts";
import { loadResourceData, rateSourceOf, type ResourceData } from "./resource-data.ts";
import { applyBookedHours, resolveHoursBasis } from "./hours-basis.ts";
import { buildResourceCostSeries, seriesOf, sum, UNALLOCATED, type Pricing } from "./resource-cost-series.ts";

/**
 * The resource reports of issue 9 §2 (rules of the figures in `resource-data.ts`):
 * - `getResourceReport`: Jelenléti Kimutatás (hr, projectManager — the access matrix enforces it).
 * - `getResourceCostReport`: Bérkimutatás of a range, only for `employeeWages2` (403 otherwise); audited.
 * - `getResourceCostSeries`: month by month of a year or year by year; everyone signed in; the person
 *   lines (`persons`) and exact figures only for `employeeWages2` (audited), otherwise only project and
 *   cost-centre totals at the company's average hourly cost, with the unallocated cost pooled in one
 *   "Nem allokált" cost-centre line and values from fewer than 3 people withheld (issue 18 §1).
 */

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
    return {
      start,
      end,
      rows,
      provisionalCalendar: data.provisionalCalendar,
      provisionalCalendarNote: data.provisionalCalendarNote,
    };
  });
}

/**
 * `GET /api/report/resourceCost?start=&end=&basis=` (employeeWages2 only; 403 otherwise, 400 for a year
 * without rates). `basis` (issue 21 §4, `hours-basis.ts`): planned or booked hours; absent = actual when the
 * whole period is closed; the answer's `hoursBasis` / `hoursBasisReason` say which.
 */
export async function getResourceCostReport(
  p: Platform,
  ctx: RequestContext,
  start: string,
  end: string,
  basis?: HoursBasis,
): Promise<ResourceCostReport> {
  const auth = authOf(ctx);
  if (!canSeeCost(auth.roles)) throw forbidden("A bérkimutatáshoz béradat-jogosultság kell.");
  const rateSource = rateSourceOf(Number(start.slice(0, 4)), Number(end.slice(0, 4)));
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    const resolved = await resolveHoursBasis(tx, ctx.tenant.id, basis, start, end);
    const data = await loadResourceData(tx, ctx.tenant.id, start, end, true);
    if (resolved.hoursBasis === "actual") await applyBookedHours(tx, ctx.tenant.id, data, start, end, true);
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
    const series = seriesOf(data, [{ key: "all", match: () => true }], { basis: "exact" });
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
      ...resolved,
      provisionalCalendar: data.provisionalCalendar,
      provisionalCalendarNote: data.provisionalCalendarNote,
    };
  });
}

/**
 * `GET /api/report/resourceCostMonthly?year=` (`kind` monthly: the 12 months) and
 * `GET /api/report/resourceCostYearly?from=&to=` (`kind` yearly). 400 for a year without payroll rates.
 * `employeeWages2` gets the exact figures and the person lines (audited); everyone else the project and
 * cost-centre lines at the company's average hourly cost of each year, values from fewer than 3 people
 * withheld (issue 18 §1, `resource-cost-series.ts`); their figures never touch a single person's wage.
 * `basis` as in `getResourceCostReport` (issue 21 §4); the withholding rule holds on either basis.
 */
export async function getResourceCostSeries(
  p: Platform,
  ctx: RequestContext,
  kind: "monthly" | "yearly",
  fromYear: number,
  toYear: number,
  basis?: HoursBasis,
): Promise<ResourceCostSeries> {
  const auth = authOf(ctx);
  const exact = canSeeCost(auth.roles);
  const rateSource = rateSourceOf(fromYear, toYear);
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    const start = `${fromYear}-01-01`;
    const end = `${toYear}-12-31`;
    const resolved = await resolveHoursBasis(tx, ctx.tenant.id, basis, start, end);
    const data = await loadResourceData(tx, ctx.tenant.id, start, end, exact);
    if (resolved.hoursBasis === "actual") await applyBookedHours(tx, ctx.tenant.id, data, start, end, exact);
    const years = Array.from({ length: toYear - fromYear + 1 }, (_, i) => fromYear + i);
    const pricing: Pricing = exact
      ? { basis: "exact" }
      : { basis: "averageRate", rates: await loadCompanyRates(tx, ctx.tenant.id, years) };
    const report = buildResourceCostSeries(
      data,
      kind,
      fromYear,
      toYear,
      exact,
      rateSource,
      pricing,
      resolved,
    );
    if (exact) {
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
