import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { leaveFeedLinks } from "./leave.table.ts";

/** Queries of the leave calendar feed links (issue 18 §3); every function runs in the tenant transaction. */

/**
 * The user's leave feed link rows: `live` the newest not revoked (null when none), `any` whether the
 * user ever had one (a user without any still has the address issued before links were rows).
 */
export async function findLeaveFeedLink(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<{ live: { id: number } | null; any: boolean }> {
  const rows = await tx
    .select({ id: leaveFeedLinks.id, revokedAt: leaveFeedLinks.revokedAt })
    .from(leaveFeedLinks)
    .where(and(eq(leaveFeedLinks.tenantId, tenantId), eq(leaveFeedLinks.userId, userId)))
    .orderBy(desc(leaveFeedLinks.id));
  const live = rows.find((r) => r.revokedAt === null);
  return { live: live ? { id: live.id } : null, any: rows.length > 0 };
}

/** Revokes every live leave feed link of the user. */
export async function revokeLeaveFeedLinks(tx: Tx, tenantId: number, userId: number): Promise<void> {
  await tx
    .update(leaveFeedLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(leaveFeedLinks.tenantId, tenantId),
        eq(leaveFeedLinks.userId, userId),
        isNull(leaveFeedLinks.revokedAt),
      ),
    );
}

/** Inserts a leave feed link row, live or (`revoked`) already revoked; answers its id. */
export async function insertLeaveFeedLink(
  tx: Tx,
  tenantId: number,
  userId: number,
  revoked = false,
): Promise<number> {
  const [row] = await tx
    .insert(leaveFeedLinks)
    .values({ tenantId, userId, revokedAt: revoked ? sql`now()` : null })
    .returning({ id: leaveFeedLinks.id });
  if (!row) throw new Error("insert into leave_feed_links returned no row");
  return row.id;
}
