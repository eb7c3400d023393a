import type { AbsenceType } from "@office/shared/leave/absence-type.contract";
import { STATUTORY_ABSENCE_TYPES } from "@office/shared/hu/absence-types";

/** The statutory types as `GET /api/absenceType` answers them for a fresh tenant (tests only). */
export const TEST_ABSENCE_TYPES: AbsenceType[] = STATUTORY_ABSENCE_TYPES.map((type, index) => ({
  ...type,
  id: index + 1,
  description: type.description ?? null,
  statutory: true,
  inUse: false,
}));
