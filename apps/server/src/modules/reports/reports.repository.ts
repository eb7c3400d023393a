import { and, asc, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import type { ChildRow } from "../employees/employees.repository.ts";
import { employeeChildren } from "../employees/employees.table.ts";

/** The children of the given employees (one query), grouped by employee id, by birth date. */
export async function listChildrenByEmployee(
  tx: Tx,
  tenantId: number,
  employeeIds: readonly number[],
): Promise<Map<number, ChildRow[]>> {
  const byEmployee = new Map<number, ChildRow[]>();
  if (employeeIds.length === 0) return byEmployee;
  const rows = await tx
    .select()
    .from(employeeChildren)
    .where(
      and(eq(employeeChildren.tenantId, tenantId), inArray(employeeChildren.employeeId, [...employeeIds])),
    )
    .orderBy(asc(employeeChildren.birthDate));
  for (const row of rows) {
    const list = byEmployee.get(row.employeeId);
    if (list) list.push(row);
    else byEmployee.set(row.employeeId, [row]);
  }
  return byEmployee;
}
