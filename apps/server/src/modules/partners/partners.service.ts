import type {
  ListPartnersQuery,
  PartnerDetail,
  PartnerListItem,
  SimilarPartner,
  SimilarPartnersQuery,
} from "@office/shared/partners/partners.contract";
import {
  NAME_SIMILARITY_THRESHOLD,
  companyNameSimilarity,
  taxBaseOf,
} from "@office/shared/partners/partner-similarity";
import { countAttachmentsByOwner } from "../attachments/attachments.repository.ts";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { toDetailDto, toListItemDto, toPartnerDto } from "./partner-dto.ts";
import * as repo from "./partners.repository.ts";

/**
 * Reading partners (issue 8): every signed-in user of the tenant reads the list, a partner with its
 * projects, and the similar-partner check. Writing lives in `partners-write.service.ts`.
 */

export const PARTNER_NOT_FOUND = "A partner nem található.";

/** The partners matching `query`, by name, each with its contacts, first contact and active projects. */
export async function listPartnersInTx(
  tx: Tx,
  tenantId: number,
  query: ListPartnersQuery,
): Promise<PartnerListItem[]> {
  const rows = await repo.listPartners(tx, tenantId, query);
  const contacts = await repo.listContacts(
    tx,
    tenantId,
    rows.map((r) => r.id),
  );
  const counts = await repo.countActiveProjects(tx, tenantId);
  const byPartner = new Map<number, repo.ContactRow[]>();
  for (const c of contacts) byPartner.set(c.partnerId, [...(byPartner.get(c.partnerId) ?? []), c]);
  const attachmentCounts = await countAttachmentsByOwner(tx, tenantId, "partner");
  return rows.map((row) =>
    toListItemDto(
      toPartnerDto(row, byPartner.get(row.id) ?? [], counts.get(row.id) ?? 0),
      attachmentCounts.get(row.id) ?? 0,
    ),
  );
}

/**
 * `GET /api/partner?search=&active=` (any signed-in user): the tenant's partners by name. `search`
 * matches anywhere in the name, tax number (with or without hyphens), EU VAT number, city or a
 * contact's name, ignoring case and accents.
 */
export async function listPartners(
  p: Platform,
  ctx: RequestContext,
  query: ListPartnersQuery,
): Promise<PartnerListItem[]> {
  authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, (tx) => listPartnersInTx(tx, tenantId, query));
}

/** The detail DTO of partner `id` inside `tx`. Errors: 404 unknown or another tenant's. */
export async function readPartnerDetail(tx: Tx, tenantId: number, id: number): Promise<PartnerDetail> {
  const row = await repo.findPartner(tx, tenantId, id);
  if (!row) throw notFound(PARTNER_NOT_FOUND);
  const contacts = await repo.listContacts(tx, tenantId, [id]);
  const projects = await repo.listPartnerProjects(tx, tenantId, id);
  const active = projects.filter((pr) => pr.status === "active" && pr.archivedAt === null).length;
  return toDetailDto(toPartnerDto(row, contacts, active), projects);
}

/** `GET /api/partner/{id}` (any signed-in user): the partner, its contacts and projects. Errors: 404. */
export async function getPartner(p: Platform, ctx: RequestContext, id: number): Promise<PartnerDetail> {
  authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, (tx) => readPartnerDetail(tx, tenantId, id));
}

/** Most matches `GET /api/partner/similar` answers. */
const SIMILAR_MAX = 5;

/**
 * `GET /api/partner/similar?name=&taxNumber=&excludeId=` (any signed-in user): existing partners that
 * look like the one being entered — the same törzsszám (first 8 digits of the adószám, or of a `HU…`
 * VAT number; score 1), or a name whose `companyNameSimilarity` (legal forms, accents and case ignored;
 * trigram / edit distance) reaches `NAME_SIMILARITY_THRESHOLD`. Best first, at most 5; `excludeId` (the
 * partner being edited) left out. A warning only: saving is not refused for it.
 */
export async function findSimilarPartners(
  p: Platform,
  ctx: RequestContext,
  query: SimilarPartnersQuery,
): Promise<SimilarPartner[]> {
  authOf(ctx);
  const name = query.name?.trim() ?? "";
  const taxBase = taxBaseOf(query.taxNumber);
  if (name === "" && taxBase === null) return [];
  const tenantId = ctx.tenant.id;
  const rows = await p.database.withTenant(tenantId, (tx) => repo.listPartnerKeys(tx, tenantId));
  const matches: SimilarPartner[] = [];
  for (const row of rows) {
    if (row.id === query.excludeId) continue;
    const sameBase =
      taxBase !== null && (taxBaseOf(row.taxNumber) === taxBase || taxBaseOf(row.euVatNumber) === taxBase);
    const score = name === "" ? 0 : companyNameSimilarity(name, row.name);
    if (!sameBase && score < NAME_SIMILARITY_THRESHOLD) continue;
    matches.push({
      id: row.id,
      name: row.name,
      taxNumber: row.taxNumber,
      city: row.city,
      active: row.active,
      reason: sameBase ? "taxBase" : "name",
      score: sameBase ? 1 : Math.round(score * 100) / 100,
    });
  }
  return matches
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name, "hu"))
    .slice(0, SIMILAR_MAX);
}
