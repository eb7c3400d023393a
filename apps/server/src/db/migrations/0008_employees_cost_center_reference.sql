-- Issue 8: employees refer to cost_centers by id; the free-text column goes. First catch up with free
-- texts written after 0007 (by a server that still wrote them): each becomes a cost centre (code = name
-- = the text) and the employee points at it, exactly as 0007 did. Row-level security is FORCEd on these
-- tables, so a migrating owner that is not a superuser would see no rows: the catch-up lifts FORCE for
-- its own statements (inside the migration's transaction) and restores it.
ALTER TABLE employees NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE cost_centers NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE employee_directory_versions NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO cost_centers (tenant_id, code, name)
SELECT DISTINCT tenant_id, btrim(cost_center), btrim(cost_center)
FROM employees
WHERE cost_center IS NOT NULL AND btrim(cost_center) <> '' AND cost_center_id IS NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE employees e SET cost_center_id = c.id
FROM cost_centers c
WHERE c.tenant_id = e.tenant_id AND c.code = btrim(e.cost_center) AND e.cost_center_id IS NULL;
--> statement-breakpoint
ALTER TABLE employees FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE cost_centers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE employee_directory_versions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "cost_center";
