import type {
  EmployeeImportError,
  EmployeeImportResult,
  EmployeeImportUpdate,
} from "@office/shared/employees/employees-import.contract";
import { employeeInputSchema } from "@office/shared/employees/employees.contract";
import type { Platform } from "../../platform/platform.ts";
import { conflict, isUniqueViolation } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { sendEmailChangeNotices, type EmailChangeNotice } from "../auth/account-guard.ts";
import { listChildrenByEmployee } from "../reports/reports.repository.ts";
import { EMPLOYEE_FIELD_LABELS } from "./employee-dto.ts";
import { convertRow, type ConvertedRow, type ImportedChild } from "./employees-import-row.ts";
import {
  IMPORT_COLUMNS,
  fold,
  headerOf,
  readImportSheet,
  type ImportField,
  type ImportSheet,
} from "./employees-import-xlsx.ts";
import type { ChildRow, EmployeeRow } from "./employees.repository.ts";
import * as repo from "./employees.repository.ts";
import {
  employeeChanges,
  insertEmployeeRecords,
  saveEmployeeRecord,
  type ResolvedEmployeeInput,
} from "./employee-records.service.ts";
import { loadCostCenterRefs, resolveCostCenterId } from "./employee-cost-center.ts";

/** Who a manager cell points at: an employee already saved, or a new employee of this file (by row index). */
type Person = { kind: "existing"; id: number } | { kind: "row"; index: number };

/** What saving does with one valid row. */
type RowPlan = {
  index: number;
  input: ResolvedEmployeeInput;
  existing: EmployeeRow | null;
  /** The new employee of this file who is the manager (their id is known only once created). */
  managerRow: number | undefined;
  /** Changed fields of an existing employee (empty: unchanged). */
  changedFields: string[];
};

const strictKey = (name: string) => name.trim().replace(/\s+/g, " ").toLocaleLowerCase("hu");
const personKey = (p: Person) => (p.kind === "existing" ? `e${p.id}` : `r${p.index}`);

/**
 * The stored record as a `POST /api/employee` body (the base an update row's cells go over); the cost
 * centre as its code (`codeOf`), like the file's column.
 */
function inputOf(
  row: EmployeeRow,
  children: readonly ChildRow[],
  codeOf: (id: number | null) => string | null,
): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const { field } of IMPORT_COLUMNS) {
    if (field !== "children" && field !== "costCenter") base[field] = row[field];
  }
  base.costCenter = codeOf(row.costCenterId);
  base.workSchedule = row.workSchedule === "other" ? "other" : "general";
  base.children = children.map((c) => ({ name: c.name, birthDate: c.birthDate, disabled: c.disabled }));
  return base;
}

/** File children keep the stored names of same-day children when the file gives none (the export writes none). */
function withKnownNames(children: ImportedChild[], stored: readonly ChildRow[]): ImportedChild[] {
  const unused = [...stored];
  return children.map((child) => {
    const i = unused.findIndex((s) => s.birthDate === child.birthDate);
    const match = i >= 0 ? unused.splice(i, 1)[0] : undefined;
    return child.name || !match ? child : { ...child, name: match.name };
  });
}

/**
 * Finds the person a manager cell names among the tenant's employees and the file's new rows: the
 * current manager when the cell still names them, else by employee number, else by name (case-
 * insensitive, then also accent-insensitive). Answers a Hungarian message when none or several match.
 */
function createManagerResolver(
  existing: readonly EmployeeRow[],
  sheet: ImportSheet,
  rows: ConvertedRow[],
  matched: (EmployeeRow | null)[],
) {
  const byNumber = new Map<string, Person>();
  const byName = [new Map<string, Map<string, Person>>(), new Map<string, Map<string, Person>>()] as const;
  const addName = (name: string, person: Person) => {
    [strictKey(name), fold(name)].forEach((key, i) => {
      const map = byName[i as 0 | 1];
      map.set(key, (map.get(key) ?? new Map()).set(personKey(person), person));
    });
  };
  const renamed = new Map<number, string>();
  matched.forEach((m, i) => {
    const name = rows[i]?.values.name;
    if (m && typeof name === "string" && name.trim() !== "") renamed.set(m.id, name);
  });
  for (const e of existing) {
    const person: Person = { kind: "existing", id: e.id };
    if (e.employeeNumber) byNumber.set(e.employeeNumber, person);
    addName(renamed.get(e.id) ?? e.name, person);
  }
  sheet.rows.forEach((_, index) => {
    if (matched[index]) return;
    const person: Person = { kind: "row", index };
    const { employeeNumber, name } = rows[index]?.values ?? {};
    if (typeof employeeNumber === "string" && !byNumber.has(employeeNumber))
      byNumber.set(employeeNumber, person);
    if (typeof name === "string" && name.trim() !== "") addName(name, person);
  });
  const byId = new Map(existing.map((e) => [e.id, e]));

  return (ref: string, current: EmployeeRow | null): Person | string => {
    const manager = current?.managerId ? byId.get(current.managerId) : undefined;
    if (manager && (ref === manager.employeeNumber || strictKey(ref) === strictKey(manager.name))) {
      return { kind: "existing", id: manager.id };
    }
    const numbered = byNumber.get(ref);
    if (numbered) return numbered;
    for (const [i, key] of [strictKey(ref), fold(ref)].entries()) {
      const found = [...(byName[i as 0 | 1].get(key)?.values() ?? [])];
      if (found.length === 1 && found[0]) return found[0];
      if (found.length > 1) return `Több „${ref}” nevű munkatárs is van: add meg a vezető törzsszámát.`;
    }
    return `Nincs „${ref}” nevű vagy törzsszámú munkatárs.`;
  };
}

/** New rows whose manager chain (through other new rows) comes back to them. */
function rowsInManagerCycles(plans: ReadonlyMap<number, RowPlan>): Set<number> {
  const state = new Map<number, "open" | "done">();
  const cyclic = new Set<number>();
  for (const start of plans.keys()) {
    const path: number[] = [];
    let at: number | undefined = start;
    while (at !== undefined && !state.has(at)) {
      state.set(at, "open");
      path.push(at);
      at = plans.get(at)?.managerRow;
    }
    if (at !== undefined && state.get(at) === "open")
      path.slice(path.indexOf(at)).forEach((i) => cyclic.add(i));
    path.forEach((i) => state.set(i, "done"));
  }
  return cyclic;
}

/**
 * `POST /api/employee/import` (hr): imports employees from an `.xlsx` (the export's columns, see
 * `readImportSheet`). Each row is checked like `POST /api/employee` (`employeeInputSchema`: tax id,
 * TAJ and bank account checksums, dates) plus its manager (name or employee number, within the tenant
 * or among the file's new rows). A row whose employee number exists updates that employee over the
 * columns the file has (field history like `PUT /api/employee/{id}`; an unchanged row is left alone;
 * empty cells: see `ConvertedRow`); any other row creates one. All or nothing: with `dryRun`, or when any row has an error, nothing is
 * saved and the report says what would happen; otherwise every row is saved in one transaction.
 * Errors: 400 unreadable file (see `readImportSheet`), 409 when an employee number was taken meanwhile.
 */
export async function importEmployees(
  p: Platform,
  ctx: RequestContext,
  data: Buffer,
  dryRun: boolean,
): Promise<EmployeeImportResult> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const sheet = await readImportSheet(data);
  const rows = sheet.rows.map((r) => convertRow(r.cells));
  const errors: EmployeeImportError[] = [];
  const fail = (index: number, field: ImportField | null, message: string) =>
    errors.push({ row: sheet.rows[index]?.row ?? 0, field, column: field ? headerOf(field) : null, message });

  try {
    const { result, notices } = await p.database.withTenant(tenantId, async (tx) => {
      const existing = await repo.listEmployeeRecords(tx, tenantId);
      const byNumber = new Map(
        existing.flatMap((e) => (e.employeeNumber ? [[e.employeeNumber, e] as const] : [])),
      );
      const firstRowOf = new Map<string, number>();
      const matched = rows.map((r, index) => {
        const number = r.values.employeeNumber;
        if (typeof number !== "string" || number.trim() === "") return null;
        const key = number.trim();
        const first = firstRowOf.get(key);
        if (first !== undefined) {
          fail(index, "employeeNumber", `Ez a törzsszám már szerepel a fájl ${first}. sorában.`);
          return null;
        }
        firstRowOf.set(key, sheet.rows[index]?.row ?? 0);
        return byNumber.get(key) ?? null;
      });
      const storedChildren = await listChildrenByEmployee(
        tx,
        tenantId,
        matched.flatMap((m) => (m ? [m.id] : [])),
      );
      const resolveManager = createManagerResolver(existing, sheet, rows, matched);
      const costCenters = await loadCostCenterRefs(tx, tenantId);

      const plans = new Map<number, RowPlan>();
      rows.forEach((r, index) => {
        const errorsBefore = errors.length;
        const match = matched[index] ?? null;
        const children = match ? (storedChildren.get(match.id) ?? []) : [];
        const merged: Record<string, unknown> = {
          ...(match ? inputOf(match, children, costCenters.codeOf) : {}),
          ...r.values,
        };
        if (r.children) merged.children = withKnownNames(r.children, children);
        if (!match && merged.name === undefined) merged.name = "";
        let managerRow: number | undefined;
        if (r.manager === null) merged.managerId = null;
        else if (r.manager !== undefined) {
          const person = resolveManager(r.manager, match);
          const self: Person = match ? { kind: "existing", id: match.id } : { kind: "row", index };
          if (typeof person === "string") fail(index, "managerId", person);
          else if (personKey(person) === personKey(self))
            fail(index, "managerId", "Senki sem lehet a saját vezetője.");
          else if (person.kind === "existing") merged.managerId = person.id;
          else {
            merged.managerId = null;
            managerRow = person.index;
          }
        }
        if (!r.errors.costCenter) {
          const code = typeof merged.costCenter === "string" ? merged.costCenter : null;
          const costCenter = resolveCostCenterId(
            costCenters,
            { costCenter: code },
            match?.costCenterId ?? null,
          );
          if ("error" in costCenter) fail(index, "costCenter", costCenter.error);
          else merged.costCenterId = costCenter.id;
        }
        for (const [field, message] of Object.entries(r.errors)) fail(index, field as ImportField, message);
        const parsed = employeeInputSchema.safeParse(merged);
        if (!parsed.success) {
          const reported = new Set(errors.slice(errorsBefore).map((e) => e.field));
          for (const issue of parsed.error.issues) {
            const field = String(issue.path[0] ?? "") as ImportField;
            if (reported.has(field)) continue;
            reported.add(field);
            fail(index, field || null, merged[field] === undefined ? "Kötelező mező." : issue.message);
          }
        }
        if (errors.length > errorsBefore || !parsed.success) return;
        const input: ResolvedEmployeeInput = {
          ...parsed.data,
          costCenterId: parsed.data.costCenterId ?? null,
        };
        const changedFields = match
          ? employeeChanges(tenantId, auth, match, children, input, costCenters.codeOf).map((c) => c.field)
          : [];
        if (match && managerRow !== undefined && !changedFields.includes("managerId"))
          changedFields.push("managerId");
        plans.set(index, { index, input, existing: match, managerRow, changedFields });
      });
      const newPlans = new Map([...plans].filter(([, plan]) => !plan.existing));
      for (const index of rowsInManagerCycles(newPlans)) {
        fail(
          index,
          "managerId",
          "Körkörös vezetői hivatkozás: a vezetők láncolata ehhez a sorhoz tér vissza.",
        );
        plans.delete(index);
        newPlans.delete(index);
      }

      const valid = [...plans.values()];
      const updates: EmployeeImportUpdate[] = valid
        .filter((plan) => plan.existing && plan.changedFields.length > 0)
        .map((plan) => ({
          row: sheet.rows[plan.index]?.row ?? 0,
          employeeNumber: plan.existing?.employeeNumber ?? "",
          name: plan.input.name,
          columns: plan.changedFields.map((f) => EMPLOYEE_FIELD_LABELS[f] ?? f),
        }));
      const created = valid.filter((plan) => !plan.existing).length;
      const order = IMPORT_COLUMNS.map((c) => c.field as string);
      errors.sort((a, b) => a.row - b.row || order.indexOf(a.field ?? "") - order.indexOf(b.field ?? ""));
      const saved = !dryRun && errors.length === 0;
      const result: EmployeeImportResult = {
        dryRun,
        saved,
        rows: sheet.rows.length,
        created,
        updated: updates.length,
        unchanged: valid.length - created - updates.length,
        updates,
        ignoredColumns: sheet.ignoredColumns,
        errors,
      };
      if (!saved) return { result, deactivated: false };

      // New rows go in by levels (one batch each): first those whose manager is not a new row of the
      // file, then those managed by the previous level, and so on (cycles were refused above).
      const idOfRow = new Map<number, number>();
      let pending = [...newPlans.values()];
      while (pending.length > 0) {
        const level = pending.filter((plan) => plan.managerRow === undefined || idOfRow.has(plan.managerRow));
        if (level.length === 0) throw new Error("import: manager chain without a root");
        const ids = await insertEmployeeRecords(
          tx,
          ctx,
          level.map((plan) => ({
            ...plan.input,
            managerId:
              plan.managerRow === undefined ? plan.input.managerId : (idOfRow.get(plan.managerRow) ?? null),
          })),
        );
        level.forEach((plan, i) => idOfRow.set(plan.index, ids[i] ?? 0));
        pending = pending.filter((plan) => !idOfRow.has(plan.index));
      }
      const notices: EmailChangeNotice[] = [];
      for (const plan of valid) {
        if (!plan.existing || plan.changedFields.length === 0) continue;
        const managerId =
          plan.managerRow === undefined ? plan.input.managerId : (idOfRow.get(plan.managerRow) ?? null);
        const outcome = await saveEmployeeRecord(tx, ctx, plan.existing.id, { ...plan.input, managerId });
        notices.push(...outcome.notices);
      }
      await appendAudit(tx, {
        tenantId,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action: "employee.imported",
        target: "employee:*",
        details: {
          rows: result.rows,
          created: result.created,
          updated: result.updated,
          unchanged: result.unchanged,
          createdIds: [...idOfRow.values()],
        },
      });
      return { result, notices };
    });
    await sendEmailChangeNotices(p, ctx, notices ?? []);
    return result;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("Egy törzsszámot közben más már felvett. Próbáld újra.");
    throw err;
  }
}
