import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";

/**
 * Files attached to a record (issue 23 §4): one generic store for projects, partners, cars, assets and
 * external resources. `owner_type` is one of `ATTACHMENT_OWNER_TYPES` (`project`, `partner`, `car`,
 * `asset`, `externalResource`), `owner_id` the record's id in its own table (no foreign key: the owner
 * table differs by type; deleting a record deletes its attachments, see the domain delete services).
 * `storage_key` names the bytes in the file store (`p.storage`, S3 when configured); `size` in bytes;
 * `content_type` detected from the content.
 */
export const attachments = pgTable(
  "attachments",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    ownerType: text("owner_type").notNull(),
    ownerId: integer("owner_id").notNull(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedBy: integer("uploaded_by"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("attachments_tenant_owner_idx").on(t.tenantId, t.ownerType, t.ownerId),
  ],
);
