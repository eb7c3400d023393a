import type { Tx } from "../../platform/db.ts";
import { listCostCenterRefs } from "../cost-centers/cost-centers.repository.ts";

/**
 * An employee's cost centre reference (issue 8): employees point at `cost_centers` by id; writes take the
 * id (`costCenterId`) or, for older clients and the `.xlsx` import, the code (`costCenter`).
 */

/** The tenant's cost centres by id and by code, loaded once per write. */
export type CostCenterRefs = {
  byId: ReadonlyMap<number, { id: number; code: string; active: boolean }>;
  byCode: ReadonlyMap<string, { id: number; code: string; active: boolean }>;
  /** The code of a cost centre id (null for null or an unknown id). */
  codeOf: (id: number | null) => string | null;
};

export async function loadCostCenterRefs(tx: Tx, tenantId: number): Promise<CostCenterRefs> {
  const rows = await listCostCenterRefs(tx, tenantId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byCode = new Map<string, (typeof rows)[number]>();
  for (const r of rows) byCode.set(r.code.toLocaleLowerCase("hu"), r);
  for (const r of rows) byCode.set(r.code, r);
  return { byId, byCode, codeOf: (id) => (id === null ? null : (byId.get(id)?.code ?? null)) };
}

export const UNKNOWN_COST_CENTER = "A megadott költséghely nem található.";
export const INACTIVE_COST_CENTER = "Inaktív költséghely nem választható.";

/**
 * The cost centre id a write means: `costCenterId` when given (null = none), else the cost centre whose
 * code is `costCenter` (exact, then case-insensitive; null/empty = none). A new choice must be active;
 * keeping the employee's current one (`currentId`) is allowed even when it was deactivated meanwhile.
 * Answers the id or a Hungarian error message.
 */
export function resolveCostCenterId(
  refs: CostCenterRefs,
  input: { costCenterId?: number | null | undefined; costCenter?: string | null | undefined },
  currentId: number | null,
): { id: number | null } | { error: string } {
  let ref: { id: number; active: boolean } | undefined;
  if (input.costCenterId !== undefined) {
    if (input.costCenterId === null) return { id: null };
    ref = refs.byId.get(input.costCenterId);
    if (!ref) return { error: UNKNOWN_COST_CENTER };
  } else {
    const code = input.costCenter?.trim();
    if (!code) return { id: null };
    ref = refs.byCode.get(code) ?? refs.byCode.get(code.toLocaleLowerCase("hu"));
    if (!ref) return { error: `Ismeretlen költséghely kód: „${code}”.` };
  }
  if (!ref.active && ref.id !== currentId) return { error: INACTIVE_COST_CENTER };
  return { id: ref.id };
}
