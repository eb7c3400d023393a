import { date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";

/**
 * Attendance sheet cells edited by `hr` (issue 3 §3): one code per employee per day. Days without a
 * row are derived (working day → present, approved leave → its code, holiday/weekend → none).
 */
export const attendanceEntries = pgTable(
  "attendance_entries",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    employeeId: integer("employee_id").notNull(),
    day: date("day").notNull(),
    code: text("code").notNull(),
    note: text("note"),
    updatedBy: integer("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.employeeId, t.day] })],
);
