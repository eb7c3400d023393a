import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../platform/db.ts";
import { employees } from "../modules/employees/employees.table.ts";
import { partners } from "../modules/partners/partners.table.ts";
import { costCenters } from "../modules/cost-centers/cost-centers.table.ts";
import { externalResources } from "../modules/external-resources/external-resources.table.ts";
import {
  projectActivity,
  projectExternalResources,
  projectMembers,
  projects,
} from "../modules/projects/projects.table.ts";
import { addComment } from "../modules/projects/project-comments.service.ts";
import { DEMO_PROJECTS, type Account } from "./project-seed-data.ts";

/**
 * Demo projects of issue 8 (DESIGN §10): twenty client projects over two years in every status, with
 * budgets, cost centres, members from the demo staff, the six contractors on some, activity entries and
 * Hungarian comment threads written through the same code as the API (so the comment notifications are
 * real). Project 2 is „Győri logisztikai központ”, whose latest comment by Kiss Gábor (pm) reaches the
 * demo `user` (Szabó Péter, a member) as the unseen `Új hozzászólás` notification of SPEC §2.
 * Call after the staff, account, partner, cost-centre and contractor seeds; dates are relative to today.
 */

const pad2 = (n: number) => String(n).padStart(2, "0");
/** Today shifted by `months` (day clamped to 28), as `YYYY-MM-DD`. */
function monthsFromToday(today: Date, months: number, day = 1): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, Math.min(day, 28)));
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

async function idsByName(tx: Tx, tenantId: number) {
  const byName = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name, r.id]));
  const partnerRows = await tx
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(eq(partners.tenantId, tenantId));
  const contractorRows = await tx
    .select({ id: externalResources.id, name: externalResources.name })
    .from(externalResources)
    .where(eq(externalResources.tenantId, tenantId));
  const costCenterRows = await tx
    .select({ id: costCenters.id, name: costCenters.code })
    .from(costCenters)
    .where(eq(costCenters.tenantId, tenantId));
  return {
    partners: byName(partnerRows),
    contractors: byName(contractorRows),
    costCenters: byName(costCenterRows),
  };
}

/**
 * Seeds {@link DEMO_PROJECTS} for the tenant. `accounts` maps the demo usernames to their user id, employee id
 * and name. Comments run through `addComment`, so members, managers and earlier commenters are notified
 * as in the app; comment notifications older than two days are then removed.
 */
export async function seedProjects(
  tx: Tx,
  tenantId: number,
  accounts: Record<Account, { userId: number; employeeId: number; name: string }>,
  now = new Date(),
): Promise<void> {
  const refs = await idsByName(tx, tenantId);
  const accountEmployees = new Set(Object.values(accounts).map((a) => a.employeeId));
  const pool = (
    await tx
      .select({ id: employees.id, department: employees.department })
      .from(employees)
      .where(and(eq(employees.tenantId, tenantId), eq(employees.active, true)))
      .orderBy(employees.id)
  )
    .filter(
      (e) =>
        !accountEmployees.has(e.id) &&
        ["Tervezés", "Fejlesztés", "Projektiroda", "Üzemeltetés"].includes(e.department ?? ""),
    )
    .map((e) => e.id);
  const leaders = pool.slice(0, 3);
  let next = 3;
  const need = (map: Map<string, number>, key: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`project seed: unknown ${key}`);
    return id;
  };

  for (const [i, p] of DEMO_PROJECTS.entries()) {
    const startDate = monthsFromToday(now, p.start, 1 + ((i * 3) % 27));
    const endDate = monthsFromToday(now, p.start + p.months, 1 + ((i * 5) % 27));
    const managerId =
      typeof p.manager === "number" ? (leaders[p.manager] ?? null) : accounts[p.manager].employeeId;
    const createdAt = new Date(Date.parse(`${startDate}T08:00:00Z`) - 14 * 24 * 3600 * 1000);
    const [row] = await tx
      .insert(projects)
      .values({
        tenantId,
        code: p.code,
        name: p.name,
        partnerId: need(refs.partners, p.partner),
        status: p.status,
        startDate,
        endDate,
        budgetHuf: p.budget,
        costCenterId: need(refs.costCenters, p.costCenter),
        managerId,
        description: p.description,
        health: p.health,
        progress: p.progress,
        createdAt: createdAt < now ? createdAt : now,
      })
      .returning({ id: projects.id });
    if (!row) throw new Error("project seed insert failed");
    const team = new Set<number>(p.accounts.map((a) => accounts[a].employeeId));
    for (let k = 0; k < p.team && pool.length > 3; k++) {
      const id = pool[3 + ((next + k) % (pool.length - 3))];
      if (id !== undefined) team.add(id);
    }
    next += p.team;
    if (managerId !== null) team.delete(managerId);
    if (team.size > 0)
      await tx
        .insert(projectMembers)
        .values([...team].map((employeeId) => ({ tenantId, projectId: row.id, employeeId })));
    if (p.contractors.length > 0)
      await tx.insert(projectExternalResources).values(
        p.contractors.map((name) => ({
          tenantId,
          projectId: row.id,
          externalResourceId: need(refs.contractors, name),
        })),
      );
    const actor = accounts.pm.userId;
    await tx.insert(projectActivity).values({
      tenantId,
      projectId: row.id,
      actorUserId: actor,
      action: "created",
      changes: [],
      createdAt: createdAt < now ? createdAt : now,
    });
    if (p.status === "closed" || p.status === "onHold")
      await tx.insert(projectActivity).values({
        tenantId,
        projectId: row.id,
        actorUserId: actor,
        action: "statusChanged",
        changes: [{ field: "status", from: "active", to: p.status }],
        createdAt: new Date(Math.min(now.getTime() - 3600_000, Date.parse(`${endDate}T12:00:00Z`))),
      });
    for (const c of p.comments ?? []) {
      const author = accounts[c.by];
      await addComment(
        tx,
        tenantId,
        { id: row.id, name: p.name },
        { userId: author.userId, name: author.name },
        c.text,
        new Date(now.getTime() - c.hoursAgo * 3600_000),
      );
    }
  }
  // The demo keeps only the recent comment notifications (older ones would long have been read and
  // cleared), so each demo user has at most one `Új hozzászólás` in the drawer: project 2's for `user`.
  await tx.execute(sql`delete from notifications
    where tenant_id = ${tenantId} and event_type in ('projectComment', 'projectMention')
      and created_at < ${new Date(now.getTime() - 2 * 24 * 3600_000).toISOString()}::timestamptz`);
}
