import type {
  DeletePartnerResult,
  PartnerDetail,
  PartnerInput,
} from "@office/shared/partners/partners.contract";
import type { Platform } from "../../platform/platform.ts";
import { conflict, forbidden, isUniqueViolation, notFound } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { detachAttachments, removeStoredFiles } from "../attachments/attachment-purge.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { PARTNER_NOT_FOUND, readPartnerDetail } from "./partners.service.ts";
import * as repo from "./partners.repository.ts";

/**
 * Writing partners (issue 8): `projectManager` creates, edits and deletes (companyAdmin passes, DESIGN §5).
 * A duplicate adószám in the tenant is refused by the unique index `partners_tenant_tax_number_key`
 * (SQLSTATE 23505 → 409 with a Hungarian message), so two concurrent saves cannot both pass.
 */

/** The 409 message of a tax number the tenant already has. */
export const DUPLICATE_TAX_NUMBER = "Ezzel az adószámmal már van partner.";

/** Roles that may write partners (companyAdmin passes every role check). */
const WRITERS = ["projectManager"] as const;

function assertWriter(auth: AuthContext): void {
  if (!hasAnyRole(auth.roles, WRITERS)) throw forbidden();
}

const columnsOf = (input: PartnerInput): repo.PartnerColumns => {
  const { contacts: _contacts, ...columns } = input;
  return columns;
};

/** Runs `save`; a unique violation (the only unique index is the tax number's) becomes 409. */
async function refusingDuplicates<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_TAX_NUMBER);
    throw err;
  }
}

/**
 * `POST /api/partner` (projectManager): creates the partner with its contacts (in the given order) and
 * answers it as `GET /api/partner/{id}` would. Errors: 400 (contract), 403, 409 duplicate tax number.
 */
export async function createPartner(
  p: Platform,
  ctx: RequestContext,
  input: PartnerInput,
): Promise<PartnerDetail> {
  const auth = authOf(ctx);
  assertWriter(auth);
  const tenantId = ctx.tenant.id;
  return refusingDuplicates(() =>
    p.database.withTenant(tenantId, async (tx) => {
      const id = await repo.insertPartner(tx, tenantId, columnsOf(input));
      await repo.saveContacts(tx, tenantId, id, input.contacts);
      await appendAudit(tx, {
        tenantId,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action: "partner.created",
        target: `partner:${id}`,
      });
      return readPartnerDetail(tx, tenantId, id);
    }),
  );
}

/**
 * `PUT /api/partner/{id}` (projectManager): replaces the partner's fields and makes its contacts exactly
 * `input.contacts` (with `id`: updated, without: added, missing: deleted). Errors: 400, 403, 404
 * (unknown or another tenant's), 409 duplicate tax number.
 */
export async function updatePartner(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: PartnerInput,
): Promise<PartnerDetail> {
  const auth = authOf(ctx);
  assertWriter(auth);
  const tenantId = ctx.tenant.id;
  return refusingDuplicates(() =>
    p.database.withTenant(tenantId, async (tx) => {
      if (!(await repo.findPartner(tx, tenantId, id))) throw notFound(PARTNER_NOT_FOUND);
      await repo.updatePartner(tx, tenantId, id, columnsOf(input));
      await repo.saveContacts(tx, tenantId, id, input.contacts);
      await appendAudit(tx, {
        tenantId,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action: "partner.updated",
        target: `partner:${id}`,
      });
      return readPartnerDetail(tx, tenantId, id);
    }),
  );
}

/**
 * `DELETE /api/partner/{id}` (projectManager): a partner that any project (archived ones too) points at
 * is deactivated (`active = false`, outcome `deactivated`), one without projects is deleted with its
 * contacts (`deleted`). Errors: 403, 404 (unknown or another tenant's); a project created for it in the
 * same instant makes the delete fail on the foreign key → 409.
 */
export async function deletePartner(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<DeletePartnerResult> {
  const auth = authOf(ctx);
  assertWriter(auth);
  const tenantId = ctx.tenant.id;
  let orphanFiles: string[] = [];
  const result = await p.database.withTenant(tenantId, async (tx): Promise<DeletePartnerResult> => {
    if (!(await repo.findPartner(tx, tenantId, id))) throw notFound(PARTNER_NOT_FOUND);
    const hasProjects = (await repo.countPartnerProjects(tx, tenantId, id)) > 0;
    if (hasProjects) await repo.setPartnerActive(tx, tenantId, id, false);
    else {
      await repo.deletePartner(tx, tenantId, id);
      orphanFiles = await detachAttachments(tx, tenantId, { type: "partner", id });
    }
    const outcome = hasProjects ? "deactivated" : "deleted";
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: `partner.${outcome}`,
      target: `partner:${id}`,
    });
    return { outcome };
  });
  await removeStoredFiles(p, orphanFiles);
  return result;
}
