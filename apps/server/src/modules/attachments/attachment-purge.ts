import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { deleteAttachmentsOf, type Owner } from "./attachments.repository.ts";

/**
 * For a record's hard delete (issue 23 §4: attachments must not outlive their record): deletes the
 * record's attachment rows in the caller's transaction and answers their storage keys, to be passed
 * to {@link removeStoredFiles} once that transaction has committed. A record that is only archived or
 * deactivated keeps its attachments (it can still be read). Call it AFTER deleting the record's row:
 * an upload holds that row `FOR SHARE` while it inserts (`lockOwnerRow`), so the record's delete waits
 * for the upload to commit and this statement then sees (and deletes) its row too.
 */
export function detachAttachments(tx: Tx, tenantId: number, owner: Owner): Promise<string[]> {
  return deleteAttachmentsOf(tx, tenantId, owner);
}

/** Removes stored files after their rows are gone; best effort (a file the store keeps is unreachable). */
export async function removeStoredFiles(p: Platform, keys: readonly string[]): Promise<void> {
  for (const key of keys) await p.storage.delete(key).catch(() => undefined);
}
