import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { QuestionDto } from "@office/shared/questionnaires/templates.contract";
import type { Tx } from "../../platform/db.ts";
import {
  questionnaireTemplateVersions as versions,
  questionnaireTemplates as templates,
  questionnaires,
} from "./questionnaires.table.ts";

/** Queries of questionnaire templates and their versions; every function runs in the tenant transaction. */

export type TemplateRow = {
  id: number;
  version: number;
  name: string;
  description: string;
  questions: QuestionDto[];
  sentCount: number;
  updatedAt: Date;
};

const sentCount = sql<number>`(select count(*)::int from ${questionnaires} q where q.tenant_id = ${templates.tenantId} and q.template_id = ${templates.id})`;

const columns = {
  id: templates.id,
  version: templates.currentVersion,
  name: versions.name,
  description: versions.description,
  questions: versions.questions,
  sentCount,
  updatedAt: templates.updatedAt,
};

const joinCurrent = and(
  eq(versions.tenantId, templates.tenantId),
  eq(versions.templateId, templates.id),
  eq(versions.version, templates.currentVersion),
);

/** Templates that are not archived, by name, with their current version. */
export async function listTemplates(tx: Tx, tenantId: number): Promise<TemplateRow[]> {
  return tx
    .select(columns)
    .from(templates)
    .innerJoin(versions, joinCurrent)
    .where(and(eq(templates.tenantId, tenantId), isNull(templates.archivedAt)))
    .orderBy(asc(versions.name), asc(templates.id));
}

/** One template (not archived) at its current version, or null. */
export async function findTemplate(tx: Tx, tenantId: number, id: number): Promise<TemplateRow | null> {
  const [row] = await tx
    .select(columns)
    .from(templates)
    .innerJoin(versions, joinCurrent)
    .where(and(eq(templates.tenantId, tenantId), eq(templates.id, id), isNull(templates.archivedAt)));
  return row ?? null;
}

/** Creates a template with its version 1; answers the new id. */
export async function insertTemplate(
  tx: Tx,
  tenantId: number,
  userId: number,
  content: { name: string; description: string; questions: QuestionDto[] },
): Promise<number> {
  const [row] = await tx
    .insert(templates)
    .values({ tenantId, currentVersion: 1, createdByUserId: userId })
    .returning({ id: templates.id });
  if (!row) throw new Error("template insert returned no row");
  await tx.insert(versions).values({ tenantId, templateId: row.id, version: 1, ...content });
  return row.id;
}

/** Adds the next version of a template and makes it current (locks the template row first). */
export async function addVersion(
  tx: Tx,
  tenantId: number,
  id: number,
  content: { name: string; description: string; questions: QuestionDto[] },
): Promise<number> {
  const [row] = await tx
    .update(templates)
    .set({ currentVersion: sql`${templates.currentVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(templates.tenantId, tenantId), eq(templates.id, id), isNull(templates.archivedAt)))
    .returning({ version: templates.currentVersion });
  if (!row) throw new Error("template vanished");
  await tx.insert(versions).values({ tenantId, templateId: id, version: row.version, ...content });
  return row.version;
}

/** Archives a template (its versions stay for the questionnaires sent from them). */
export async function archiveTemplate(tx: Tx, tenantId: number, id: number): Promise<void> {
  await tx
    .update(templates)
    .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(templates.tenantId, tenantId), eq(templates.id, id)));
}

/** One frozen version of a template (any, also of an archived template), or null. */
export async function findVersion(tx: Tx, tenantId: number, templateId: number, version: number) {
  const [row] = await tx
    .select({ name: versions.name, description: versions.description, questions: versions.questions })
    .from(versions)
    .where(
      and(
        eq(versions.tenantId, tenantId),
        eq(versions.templateId, templateId),
        eq(versions.version, version),
      ),
    );
  return row ?? null;
}
