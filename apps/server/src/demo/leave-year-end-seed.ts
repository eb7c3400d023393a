import type { Tx } from "../platform/db.ts";
import { upsertSettings } from "../modules/leave/leave-year-end.repository.ts";
import { runYearEndIn } from "../modules/leave/leave-year-end.service.ts";

/**
 * The demo company's finished year-end of 2025 (issue 22 §3): the company agreed with its employees to
 * give the age-based pótszabadság of 2025 by the end of 2026 (Mt. 123. § (6)), and the run of 1 January
 * 2026 carried it (the 2026 balances show it with its deadline, 2026. 12. 31.) and listed the rest of
 * 2025's unused days as not carried (123. § (1)) and the leavers' days as paid out (125. §). Runs after
 * `seedLeave` (it reads 2025's balances and 2026's leave); deterministic for a fixed leave seed.
 */
export async function seedLeaveYearEnd(tx: Tx, tenantId: number): Promise<void> {
  await upsertSettings(tx, tenantId, { collectiveAgreementQuarter: false, ageExtraAgreement: true });
  await runYearEndIn(tx, tenantId, 2025);
}
