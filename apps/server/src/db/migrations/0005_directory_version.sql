CREATE TABLE "employee_directory_versions" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_directory_versions" ADD CONSTRAINT "employee_directory_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every inserted, updated or deleted employee row raises its tenant's directory version in the same
-- transaction (the directory cache's key). Runs as the caller, so row-level security applies.
CREATE OR REPLACE FUNCTION bump_employee_directory_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO employee_directory_versions AS v (tenant_id, version)
  VALUES (COALESCE(NEW.tenant_id, OLD.tenant_id), 1)
  ON CONFLICT (tenant_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employees_directory_version
  AFTER INSERT OR UPDATE OR DELETE ON employees
  FOR EACH ROW EXECUTE FUNCTION bump_employee_directory_version();
--> statement-breakpoint
-- Row-level security for the new tenant table (same idempotent block as 0001).
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind = 'r'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.relname);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t.relname AND policyname = 'tenant_isolation') THEN
      EXECUTE format(
        'CREATE POLICY tenant_isolation ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::integer) WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::integer)',
        t.relname);
    END IF;
  END LOOP;
END
$$;
