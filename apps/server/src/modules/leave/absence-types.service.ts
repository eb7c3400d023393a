import type { AbsenceType, AbsenceTypeInput } from "@office/shared/leave/absence-type.contract";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import { lockFor } from "../../platform/locks.ts";
import { authOf, hasAnyRole, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import * as repo from "./absence-types.repository.ts";

const NO_TYPE = "A távollét-típus nem található.";

/** A stored type as the API answers it (`inUse`: requests refer to its code). */
export function toAbsenceTypeDto(row: repo.AbsenceTypeRow, inUse: boolean): AbsenceType {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    paid: row.paid,
    countsAgainstEntitlement: row.countsAgainstEntitlement,
    requiresCertificate: row.requiresCertificate,
    yearlyLimitDays: row.yearlyLimitDays,
    unit: row.unit as AbsenceType["unit"],
    attendanceCode: row.attendanceCode as AbsenceType["attendanceCode"],
    approval: row.approval as AbsenceType["approval"],
    visibleToColleaguesAs: row.visibleToColleaguesAs,
    active: row.active,
    statutory: row.statutory,
    inUse,
  };
}

/**
 * `GET /api/absenceType` (issue 22 §1): hr and companyAdmin get every type with `inUse`; everyone else
 * the active ones (what they may request), `inUse` false.
 */
export async function listAbsenceTypes(p: Platform, ctx: RequestContext): Promise<AbsenceType[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const isHr = hasAnyRole(auth.roles, ["hr"]);
  return p.database.withTenant(tenantId, async (tx) => {
    const rows = await repo.listTypes(tx, tenantId);
    if (!isHr) return rows.filter((r) => r.active).map((r) => toAbsenceTypeDto(r, false));
    const used = await repo.codesInUse(tx, tenantId);
    return rows.map((r) => toAbsenceTypeDto(r, used.has(r.code)));
  });
}

/** Refuses combinations a request could never satisfy (400 with the field's Hungarian message). */
function checkConsistency(input: AbsenceTypeInput): void {
  if (input.countsAgainstEntitlement && input.unit === "hour") {
    throw badRequest("A szabadságkeretből fogyó típus nem mérhető órában.", {
      unit: "A szabadságkeretből fogyó típus napban vagy fél napban mérhető.",
    });
  }
  if (input.yearlyLimitDays !== null && input.unit === "hour") {
    throw badRequest("Órában mért típusnak nem adható éves napkeret.", {
      yearlyLimitDays: "Órában mért típusnak nem adható éves napkeret.",
    });
  }
}

/**
 * `POST /api/absenceType` (hr): a tenant's own type. 409 when the code is taken (statutory codes
 * included), 400 for an inconsistent definition. Audited.
 */
export async function createAbsenceType(
  p: Platform,
  ctx: RequestContext,
  input: AbsenceTypeInput,
): Promise<AbsenceType> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  checkConsistency(input);
  return p.database.withTenant(tenantId, async (tx) => {
    await repo.listTypes(tx, tenantId);
    const id = await repo.insertType(tx, tenantId, input);
    if (!id) throw conflict("Ez a kód már foglalt.");
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "absenceType.created",
      target: `absenceType:${id}`,
      details: { code: input.code },
    });
    const row = await repo.findType(tx, tenantId, id);
    if (!row) throw notFound(NO_TYPE);
    return toAbsenceTypeDto(row, false);
  });
}

/**
 * `PUT /api/absenceType/{id}` (hr): changes a type. The code of a statutory type or of a type in use
 * never changes (requests refer to it): 400. Requests already made keep their approval steps and
 * counted days; the change applies to new requests. Audited with the fields before.
 */
export async function updateAbsenceType(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: AbsenceTypeInput,
): Promise<AbsenceType> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  checkConsistency(input);
  return p.database.withTenant(tenantId, async (tx) => {
    const first = await repo.findType(tx, tenantId, id);
    if (!first) throw notFound(NO_TYPE);
    await lockFor(tx, "absenceTypes", tenantId, first.code);
    const before = await repo.findType(tx, tenantId, id);
    if (!before) throw notFound(NO_TYPE);
    const used = await repo.codesInUse(tx, tenantId);
    if (input.code !== before.code) {
      if (before.statutory || used.has(before.code)) {
        throw badRequest("Törvényes vagy már használt típus kódja nem módosítható.", {
          code: "Ez a kód nem módosítható.",
        });
      }
      if (await repo.findTypeByCode(tx, tenantId, input.code)) throw conflict("Ez a kód már foglalt.");
    }
    await repo.updateType(tx, tenantId, id, input);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "absenceType.updated",
      target: `absenceType:${id}`,
      details: { before: toAbsenceTypeDto(before, used.has(before.code)) },
    });
    const row = await repo.findType(tx, tenantId, id);
    if (!row) throw notFound(NO_TYPE);
    return toAbsenceTypeDto(row, used.has(row.code));
  });
}

/**
 * `DELETE /api/absenceType/{id}` (hr): deletes an unused tenant type; a statutory type or one that
 * requests refer to is deactivated instead (new requests cannot choose it; old ones keep it).
 */
export async function deleteAbsenceType(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<{ outcome: "deleted" | "deactivated"; type: AbsenceType | null }> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const first = await repo.findType(tx, tenantId, id);
    if (!first) throw notFound(NO_TYPE);
    // A request being written for this code holds the code's lock shared (see requestLeave).
    await lockFor(tx, "absenceTypes", tenantId, first.code);
    const row = await repo.findType(tx, tenantId, id);
    if (!row) throw notFound(NO_TYPE);
    const inUse = (await repo.codesInUse(tx, tenantId)).has(row.code);
    const outcome = row.statutory || inUse ? "deactivated" : "deleted";
    if (outcome === "deleted") await repo.deleteType(tx, tenantId, id);
    else await repo.setTypeActive(tx, tenantId, id, false);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: `absenceType.${outcome}`,
      target: `absenceType:${id}`,
      details: { code: row.code },
    });
    const after = outcome === "deleted" ? null : await repo.findType(tx, tenantId, id);
    return { outcome, type: after ? toAbsenceTypeDto(after, inUse) : null };
  });
}
